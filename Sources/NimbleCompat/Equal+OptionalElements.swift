import Matchers

// Nimble's `equal` and `==`/`!=` forms for arrays and dictionaries checked against optional
// elements, and `equal` with a non-optional expected value (so that `.init(…)` is looked up on the
// value's own type). In NimbleCompat, not Matchers: the `equal` forms are tried on every
// `equal(…)` line and add to the type checker's work there. `==`/`!=` with a non-optional value
// are Matchers' own.

/// Passes when the actual array equals `expectedValue`, element by element, `nil` matching `nil`.
/// An array of non-optionals is compared as one of optionals.
///
/// ```swift
/// let names: [String] = ["a"]
/// expect(names).to(equal([lookUp("a")]))   // lookUp returns String?
/// ```
/// - Parameter expectedValue: The wanted elements.
/// - Returns: The matcher.
public func equal<T: Equatable>(_ expectedValue: [T?]) -> Matcher<[T?]> {
    Matchers.equal(Optional(expectedValue))
}

/// Passes when the actual dictionary has the same keys as `expectedValue`, each with an equal
/// value, `nil` matching `nil`.
///
/// ```swift
/// expect(["id": "7"]).to(equal(["id": lookUp("id")]))   // lookUp returns String?
/// ```
/// - Parameter expectedValue: The wanted keys and values.
/// - Returns: The matcher.
public func equal<K: Hashable, V: Equatable>(_ expectedValue: [K: V?]) -> Matcher<[K: V?]> {
    Matchers.equal(Optional(expectedValue))
}

/// Passes when the actual value equals `expectedValue`, which is not optional: an implicit member
/// such as `.init(value: 1)` is then looked up on the value's own type.
///
/// ```swift
/// expect(point).to(equal(.init(x: 1, y: 2)))
/// ```
/// - Parameter expectedValue: The wanted value.
/// - Returns: The matcher.
public func equal<T: Equatable>(_ expectedValue: T) -> Matcher<T> {
    Matchers.equal(Optional(expectedValue))
}

/// `expect(array) == [optional]`: the same as `expect(array).to(equal([optional]))`.
public func == <T: Equatable>(lhs: SyncExpectation<[T]>, rhs: [T]?) {
    lhs.to(Matchers.equal(rhs))
}

/// `expect(array) != [optional]`: the same as `expect(array).toNot(equal([optional]))`.
public func != <T: Equatable>(lhs: SyncExpectation<[T]>, rhs: [T]?) {
    lhs.toNot(Matchers.equal(rhs))
}

/// `expect(dictionary) == ["key": optional]`: the same as `expect(dictionary).to(equal(…))`.
public func == <K: Hashable, V: Equatable>(lhs: SyncExpectation<[K: V]>, rhs: [K: V]?) {
    lhs.to(Matchers.equal(rhs))
}

/// `expect(dictionary) != ["key": optional]`: the same as `expect(dictionary).toNot(equal(…))`.
public func != <K: Hashable, V: Equatable>(lhs: SyncExpectation<[K: V]>, rhs: [K: V]?) {
    lhs.toNot(Matchers.equal(rhs))
}
