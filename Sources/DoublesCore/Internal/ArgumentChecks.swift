import Matchers

// The checks of one argument each, type-erased: closures that capture a whole parameter
// pack crash the Swift 6.3 compiler (SILGen), so the pack is unpacked into arrays first.

func isEqual<Value: Equatable>(to expected: Value) -> (Any) throws -> Bool {
    { ($0 as? Value) == expected }
}

func isMatched<Value>(by matcher: Matcher<Value>) -> (Any) throws -> Bool {
    { actual in
        guard let value = actual as? Value else { return false }
        return try matches(value, matcher)
    }
}

func matches<Value>(_ value: Value, _ matcher: Matcher<Value>) throws -> Bool {
    let expression = Expression<Value>(expression: { value }, location: SourceLocation(), isClosure: false)
    return try matcher.satisfies(expression).toBoolean(expectation: .toMatch)
}

/// The expectation part of a nested matcher, e.g. `equal <"draft">`, found by asking it about
/// a `nil` value (most matchers then add the beNil hint, which does not belong here).
func describe<Value>(_ matcher: Matcher<Value>) -> String {
    let probe = Expression<Value>(expression: { nil }, location: SourceLocation(), isClosure: false)
    let text = (try? matcher.satisfies(probe).message.expectedMessage) ?? "match"
    let hint = " (use beNil() to match nils)"
    return text.hasSuffix(hint) ? String(text.dropLast(hint.count)) : text
}

/// Whether every argument passes its check.
func allPass(_ values: [Any], _ checks: [(Any) throws -> Bool]) -> Bool {
    values.count == checks.count && zip(values, checks).allSatisfy { value, check in (try? check(value)) == true }
}

/// A predicate over one call's arguments that passes when every argument passes its check:
/// the arguments one by one when the spy unpacked them, else its packed arguments (a tuple of
/// `checks.count` values, or the value itself when there is one).
func argumentsPass<Arguments>(_ checks: [(Any) throws -> Bool]) -> (Arguments, [Any]?) throws -> Bool {
    { arguments, values in allPass(values ?? unpacked(arguments, count: checks.count), checks) }
}

/// The values of a call's packed arguments: `count` tells a single argument (kept whole, even
/// when it is a tuple or a struct) from a tuple of several.
func unpacked(_ arguments: Any, count: Int) -> [Any] {
    switch count {
    case 0: return []
    case 1: return [arguments]
    default: return Mirror(reflecting: arguments).children.map(\.value)
    }
}

/// One equality check per value, and how messages show them: `("draft", 2)`.
func argumentChecks<each Value: Equatable>(
    equalTo values: repeat each Value
) -> (checks: [(Any) throws -> Bool], described: String) {
    var checks: [(Any) throws -> Bool] = []
    for value in repeat each values {
        checks.append(isEqual(to: value))
    }
    return (checks, Rendering.packed((repeat each values)))
}

/// One check per matcher, and how messages show them: `(equal <draft>, be greater than <1>)`.
func argumentChecks<each Value>(
    matching matchers: repeat Matcher<each Value>
) -> (checks: [(Any) throws -> Bool], described: String) {
    var descriptions: [String] = []
    var checks: [(Any) throws -> Bool] = []
    for matcher in repeat each matchers {
        let (description, check) = argumentCheck(matcher)
        descriptions.append(description)
        checks.append(check)
    }
    return (checks, descriptions.count == 1 ? descriptions[0] : "(" + descriptions.joined(separator: ", ") + ")")
}

/// A matcher seen only through this protocol: the pack loop above passes each one on by
/// reference instead of copying it, the shape Swift 6.3's optimizer compiles (copying a
/// `Matcher` of a pack element in that loop crashed it).
private protocol ArgumentMatcher {
    var argumentCheck: (description: String, check: (Any) throws -> Bool) { get }
}

extension Matcher: ArgumentMatcher {
    fileprivate var argumentCheck: (description: String, check: (Any) throws -> Bool) {
        (describe(self), isMatched(by: self))
    }
}

private func argumentCheck<M: ArgumentMatcher>(_ matcher: M) -> (description: String, check: (Any) throws -> Bool) {
    matcher.argumentCheck
}
