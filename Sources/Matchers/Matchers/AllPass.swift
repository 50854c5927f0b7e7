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
        var passes = AllPassProgress()
        for element in actual {
            let result = try elementMatcher.satisfies(Expression(expression: { element }, location: expression.location))
            if let failure = passes.judge(result, element, in: actual) { return failure }
        }
        return passes.result
    }
}

/// Passes when every element of the actual sequence matches the `async` `elementMatcher`.
///
/// ```swift
/// await expect(ids).to(allPass(isStored(in: store)))
/// ```
/// - Parameter elementMatcher: The check each element must pass.
/// - Returns: The matcher.
public func allPass<S: Sequence>(_ elementMatcher: AsyncMatcher<S.Element>) -> AsyncMatcher<S> {
    AsyncMatcher { expression in
        guard let actual = try await expression.evaluate() else {
            return MatcherResult(status: .fail, message: ExpectationMessage.expectedTo("all pass").appendedBeNilHint())
        }
        var passes = AllPassProgress()
        for element in actual {
            let result = try await elementMatcher.satisfies(AsyncExpression(expression: { element }, location: expression.location))
            if let failure = passes.judge(result, element, in: actual) { return failure }
        }
        return passes.result
    }
}

/// Passes when the `async` `predicate` returns `true` for every element.
///
/// ```swift
/// await expect(users).to(allPass { await $0.isActive() })
/// // expected to all pass a condition, but failed first at element <…> in <[…]>
/// ```
public func allPass<S: Sequence>(_ predicate: nonisolated(nonsending) @escaping (S.Element) async throws -> Bool) -> AsyncMatcher<S> {
    allPass("pass a condition", predicate)
}

/// Like ``allPass(_:)-(AsyncMatcher<S.Element>)`` with an `async` predicate named in the message.
public func allPass<S: Sequence>(_ passName: String, _ predicate: nonisolated(nonsending) @escaping (S.Element) async throws -> Bool) -> AsyncMatcher<S> {
    allPass(AsyncMatcher<S.Element>.define(passName) { expression, message in
        guard let element = try await expression.evaluate() else { return MatcherResult(status: .fail, message: message) }
        return MatcherResult(bool: try await predicate(element), message: message)
    })
}

/// The message of `allPass` as elements are judged one by one.
private struct AllPassProgress {
    private var message = ExpectationMessage.expectedTo("all pass")

    /// `nil` while elements pass; the failing result at the first element that does not.
    mutating func judge<S: Sequence>(_ result: MatcherResult, _ element: S.Element, in actual: S) -> MatcherResult? {
        let leaf = result.message.replacedExpectation { .expectedTo($0.expectedMessage) }
        guard result.status == .matches else {
            return MatcherResult(status: .doesNotMatch, message: leaf.wrappedExpectation(
                before: "all ",
                after: ", but failed first at element <\(stringify(element))> in <\(stringify(actual))>"))
        }
        message = leaf.prepended(expectation: "all ")
        return nil
    }

    var result: MatcherResult { MatcherResult(status: .matches, message: message) }
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
