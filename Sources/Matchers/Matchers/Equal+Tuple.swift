// `equal` for tuples of up to six Equatable elements (tuples cannot conform to Equatable).
// There are deliberately no `==` operators for tuples: each overload of `==` slows the type
// checking of every `expect(x) == y` line; write `expect(pair).to(equal((1, "a")))`.

/// Passes when the actual 2-tuple equals `expectedValue` element by element.
///
/// ```swift
/// expect((1, "a")).to(equal((1, "a")))
/// expect((1, "a")).to(equal((1, "b")))   // expected to equal <(1, "b")>, got <(1, "a")>
/// ```
/// - Parameter expectedValue: The wanted tuple; `nil` fails.
/// - Returns: The matcher.
public func equal<T1: Equatable, T2: Equatable>(_ expectedValue: (T1, T2)?) -> Matcher<(T1, T2)> {
    equal(expectedValue, by: { $0.0 == $1.0 && $0.1 == $1.1 })
}

/// Passes when the actual 3-tuple equals `expectedValue` element by element.
public func equal<T1: Equatable, T2: Equatable, T3: Equatable>(_ expectedValue: (T1, T2, T3)?) -> Matcher<(T1, T2, T3)> {
    equal(expectedValue, by: { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 })
}

/// Passes when the actual 4-tuple equals `expectedValue` element by element.
public func equal<T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(_ expectedValue: (T1, T2, T3, T4)?) -> Matcher<(T1, T2, T3, T4)> {
    equal(expectedValue, by: { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 && $0.3 == $1.3 })
}

/// Passes when the actual 5-tuple equals `expectedValue` element by element.
public func equal<T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(_ expectedValue: (T1, T2, T3, T4, T5)?) -> Matcher<(T1, T2, T3, T4, T5)> {
    equal(expectedValue, by: { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 && $0.3 == $1.3 && $0.4 == $1.4 })
}

/// Passes when the actual 6-tuple equals `expectedValue` element by element.
public func equal<T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(_ expectedValue: (T1, T2, T3, T4, T5, T6)?) -> Matcher<(T1, T2, T3, T4, T5, T6)> {
    equal(expectedValue, by: { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 && $0.3 == $1.3 && $0.4 == $1.4 && $0.5 == $1.5 })
}
