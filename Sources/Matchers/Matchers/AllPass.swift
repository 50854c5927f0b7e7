/// Passes when every element of the actual sequence matches `elementMatcher`.
///
/// ```swift
/// expect([1, 2, 3]).to(allPass(beLessThan(5)))
/// expect([1, 7]).to(allPass(beLessThan(5)))
/// // expected to all be less than <5>, but failed first at element <7> in <[1, 7]>
/// ```
/// - Parameter elementMatcher: The check each element must pass.
/// - Returns: The matcher.
public func allPass<S: Sequence>(_ elementMatcher: Matcher<S.Element>) -> Matcher<S> {
    Matcher { expression in
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: ExpectationMessage.expectedTo("all pass").appendedBeNilHint())
        }
        var message = ExpectationMessage.expectedTo("all pass")
        for element in actual {
            let result = try elementMatcher.satisfies(Expression(expression: { element }, location: expression.location))
            let leaf = result.message.replacedExpectation { .expectedTo($0.expectedMessage) }
            guard result.status == .matches else {
                return MatcherResult(status: .doesNotMatch, message: leaf.wrappedExpectation(
                    before: "all ",
                    after: ", but failed first at element <\(stringify(element))> in <\(stringify(actual))>"))
            }
            message = leaf.prepended(expectation: "all ")
        }
        return MatcherResult(status: .matches, message: message)
    }
}

/// Passes when `predicate` returns `true` for every element of the actual sequence.
///
/// ```swift
/// expect([2, 4]).to(allPass { $0 % 2 == 0 })
/// // expected to all pass a condition, but failed first at element <3> in <[2, 3]>
/// ```
public func allPass<S: Sequence>(_ predicate: @escaping (S.Element) throws -> Bool) -> Matcher<S> {
    allPass("pass a condition", predicate)
}

/// Like ``allPass(_:)-(Matcher<S.Element>)`` with a predicate named in the message.
///
/// ```swift
/// expect([2, 3]).to(allPass("be even") { $0 % 2 == 0 })
/// // expected to all be even, but failed first at element <3> in <[2, 3]>
/// ```
public func allPass<S: Sequence>(_ passName: String, _ predicate: @escaping (S.Element) throws -> Bool) -> Matcher<S> {
    allPass(Matcher<S.Element>.expectedTo(passName, predicate))
}
