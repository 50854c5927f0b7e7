/// Passes when the actual value equals `expectedValue` (`==`).
///
/// `nil` never equals anything here, not even `nil`: use `beNil()` for that.
/// When both values are large (long or multi-line text, collections, nested values), the
/// failure ends with a line diff of the two values.
///
/// ```swift
/// expect(1 + 1).to(equal(2))
/// expect(1).to(equal(2))   // expected to equal <2>, got <1>
/// ```
/// - Parameter expectedValue: The value the actual value must equal.
/// - Returns: The matcher.
// A matcher kind of its own (`Matcher.Kind.equal`), so that `to` judges a pass without a closure.
// `@_transparent` with a body of one call, as `expect` is: the spec line names `Expected<T?>`,
// and its static method takes `Optional<T>` from its `Self` rather than looking it up.
@_transparent
public func equal<T: Equatable>(_ expectedValue: T?) -> Matcher<T> {
    Expected<T?>.equal(expectedValue)
}

/// A namespace for matchers that take an optional expected value, generic over that optional.
// A class, not an enum: a static method of a generic class finds `Optional<T>` in the class's
// metadata, where an enum's looks it up at run time on every call.
@usableFromInline
final class Expected<Outcome> {
    private init() {}
}

extension Expected {
    /// `equal(expectedValue)`.
    @usableFromInline
    static func equal<Wrapped: Equatable>(_ expectedValue: Outcome) -> Matcher<Wrapped> where Outcome == Wrapped? {
        // A `nil` expected value fails both ways: only the full matcher, which says so.
        guard let expected = expectedValue else { return Matchers.equal(nil, by: ==) }
        return Matcher(kind: .equal(expected))
    }
}

extension Matcher {
    /// The full `equal` matcher of a ``Kind/equal(_:)`` kind, whose expected value is a `T`.
    static func fullEqual(_ expected: any Equatable) -> Matcher<T> {
        fullEqual(opening: expected)
    }

    /// ``fullEqual(_:)`` with the expected value's type opened: it is `T`, as `equal` made it.
    private static func fullEqual<Expected: Equatable>(opening expected: Expected) -> Matcher<T> {
        // `as!` cannot fail: `Expected` is `T`; the cast only tells the compiler so.
        Matchers.equal(expected, by: ==) as! Matcher<T>
    }
}

/// The matcher behind every `equal`, with a comparison of its own: `nil` on either side fails
/// both ways. SPI so that NimbleCompat's `equal` on arrays of tuples gives the same messages
/// and diffs.
@_spi(NimbleCompat)
public func equal<T>(_ expectedValue: T?, by areEqual: @escaping (T, T) -> Bool) -> Matcher<T> {
    Matcher.define("equal <\(describeForEqual(expectedValue))>") { expression, message in
        // A nil actual value gets the beNil() hint from `define`'s `requireNonNil`.
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        guard let expectedValue else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        if let set = actual as? any SetForEqual {
            return set.result(against: expectedValue, equal: areEqual(actual, expectedValue), message: message)
        }
        if areEqual(actual, expectedValue) { return MatcherResult(status: .matches, message: message) }
        // Deferred: the diff renders both values, and `toNot` passes on this branch.
        return MatcherResult(status: .doesNotMatch, message: .deferred { message.withDiff(expected: expectedValue, actual: actual) })
    }
}

/// A value as `equal`'s messages show it: a set of ordered elements as the sorted list of them
/// (`[1, 2, 3]`), so that the message is the same on every run; anything else as ``stringify(_:)``.
func describeForEqual<T>(_ value: T?) -> String {
    guard let value else { return "nil" }
    if let set = value as? any OrderedSetDescription { return set.sortedDescription }
    return stringify(value)
}

/// A `Set` of ordered elements, which `equal` shows sorted.
protocol OrderedSetDescription {
    var sortedDescription: String { get }
}

extension Set: OrderedSetDescription where Element: Comparable {
    var sortedDescription: String { stringify(sorted()) }
}

/// A `Set` that `equal` judges: its message shows both sets as ``describeForEqual(_:)`` does and
/// says which elements the actual set misses and which it has in excess, as Nimble's does.
protocol SetForEqual {
    func result(against expected: Any, equal: Bool, message: ExpectationMessage) -> MatcherResult
}

extension Set: SetForEqual {
    func result(against expected: Any, equal: Bool, message: ExpectationMessage) -> MatcherResult {
        let expectedSet = expected as? Set<Element> ?? []
        let shown = message.replacingActual(with: "<\(describeForEqual(self))>")
        if equal { return MatcherResult(status: .matches, message: shown) }
        var explained = shown
        let missing = expectedSet.subtracting(self)
        if !missing.isEmpty { explained = explained.appended(message: ", missing <\(describeForEqual(missing))>") }
        let extra = subtracting(expectedSet)
        if !extra.isEmpty { explained = explained.appended(message: ", extra <\(describeForEqual(extra))>") }
        return MatcherResult(status: .doesNotMatch, message: explained)
    }
}

extension ExpectationMessage {
    /// The message with `actual` shown after "got" instead of the actual value's ``stringify(_:)``.
    func replacingActual(with actual: String) -> ExpectationMessage {
        replacedExpectation { leaf in
            guard case let .expectedActualValueTo(text) = leaf else { return leaf }
            return .expectedCustomValueTo(text, actual: actual)
        }
    }
}

/// `expect(x) == y`: the same as `expect(x).to(equal(y))`.
///
/// ```swift
/// var sut: Bool!
/// sut = true
/// expect(sut) == true
/// ```
// Not `@_transparent` (nor are `to` or the matchers' checks; `expect` and `equal` only as shims of
// one call): inlined into every spec line, whole checks slow down the debug compile of every spec
// file far more than they save at run time.
// Two forms: this one for a value that is not optional, and the next for an optional one. With
// only the optional form, the type checker cannot take the type of `c + d` in
// `expect(a + b) == c + d` from the left (an optional result does not say which `+`), so it tried
// the literals as every integer type, each with its `+`. Inside a spec, whose example closures are
// solved as one expression, that search grew with every example.
public func == <T: Equatable>(lhs: SyncExpectation<T>, rhs: T) {
    // The passing case needs no matcher: compare directly (the expression caches its value, so
    // the matcher below sees the same value, or the same error, without running the user's code
    // again). Every other case (nil, unequal, thrown) takes the matcher and its messages.
    let expression = lhs.expression
    if expression.evaluator.holds(caching: expression.cachesValue, equalTo: rhs, isEqual: true) {
        if isGatheringExpectations() { lhs.recordEqualityPass(rhs, "to") }
        return
    }
    lhs.applyEqual(rhs, .toMatch)
}

/// `expect(x) == y` with an optional `y`: the same as `expect(x).to(equal(y))`, which fails when
/// `y` is `nil` (`expect(x) == nil` checks for `nil`).
public func == <T: Equatable>(lhs: SyncExpectation<T>, rhs: T?) {
    guard let rhs else { return lhs.applyEqualToNil(.toMatch) }
    lhs == rhs
}

/// `expect(x) != y`: the same as `expect(x).toNot(equal(y))`.
public func != <T: Equatable>(lhs: SyncExpectation<T>, rhs: T) {
    // As for `==`: the passing case (a non-nil value unequal to `rhs`) needs no matcher.
    let expression = lhs.expression
    if expression.evaluator.holds(caching: expression.cachesValue, equalTo: rhs, isEqual: false) {
        if isGatheringExpectations() { lhs.recordEqualityPass(rhs, "to not") }
        return
    }
    lhs.applyEqual(rhs, .toNotMatch)
}

/// `expect(x) != y` with an optional `y`: the same as `expect(x).toNot(equal(y))`.
public func != <T: Equatable>(lhs: SyncExpectation<T>, rhs: T?) {
    guard let rhs else { return lhs.applyEqualToNil(.toNotMatch) }
    lhs != rhs
}

extension SyncExpectation where Value: Equatable {
    /// Records the pass of `==` (`verb` "to") or `!=` ("to not") where something gathers passes.
    func recordEqualityPass(_ expected: Value, _ verb: String) {
        // The value just compared, read back from the evaluation (the closure does not run again,
        // also for an expression made `withoutCaching()`).
        guard let actual = try? expression.evaluator.evaluate(caching: true) else { return }
        recordPass(at: location) { "expected \(verb) equal <\(stringify(expected))>, got <\(stringify(actual))>" }
    }

    /// `to(equal(expected))` / `toNot(equal(expected))`, the operators' slow path, in a function
    /// of its own: a `Matcher<Value>`, or `expected` made optional, in the operator would make a
    /// debug build look its type up on every call, the passing ones included.
    func applyEqual(_ expected: Value, _ style: ExpectationStyle) {
        if case .toMatch = style { to(equal(expected)) } else { toNot(equal(expected)) }
    }

    /// `to(equal(nil))` / `toNot(equal(nil))`: fails either way, saying so.
    func applyEqualToNil(_ style: ExpectationStyle) {
        if case .toMatch = style { to(equal(nil)) } else { toNot(equal(nil)) }
    }
}

extension ExpectationMessage {
    /// The message with a diff of the two values appended, when they are large enough for one
    /// to help; otherwise the message unchanged.
    func withDiff(expected: Any, actual: Any) -> ExpectationMessage {
        guard let diff = ValueDiff.lines(expected: expected, actual: actual) else { return self }
        return appended(details: diff)
    }
}
