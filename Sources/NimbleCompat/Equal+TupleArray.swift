@_spi(NimbleCompat) import Matchers

// `equal` for arrays of tuples of up to six Equatable elements (an array of tuples is not
// Equatable, so the generic `equal` does not take it). In NimbleCompat, not Matchers: these five
// overloads would be tried on every `equal(…)` line, slowing the type checking of each.

/// Passes when the actual array has the same pairs as `expectedValue`, in the same order.
///
/// ```swift
/// expect([(1, "a"), (2, "b")]).to(equal([(1, "a"), (2, "b")]))
/// expect([(1, "a")]).to(equal([(1, "b")]))   // expected to equal <[(1, "b")]>, got <[(1, "a")]>
/// ```
/// - Parameter expectedValue: The wanted array; `nil` fails.
/// - Returns: The matcher.
public func equal<T1: Equatable, T2: Equatable>(_ expectedValue: [(T1, T2)]?) -> Matcher<[(T1, T2)]> {
    equal(expectedValue, by: { $0.elementsEqual($1, by: { $0.0 == $1.0 && $0.1 == $1.1 }) })
}

/// Passes when the actual array has the same 3-tuples as `expectedValue`, in the same order.
public func equal<T1: Equatable, T2: Equatable, T3: Equatable>(_ expectedValue: [(T1, T2, T3)]?) -> Matcher<[(T1, T2, T3)]> {
    equal(expectedValue, by: { $0.elementsEqual($1, by: { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 }) })
}

/// Passes when the actual array has the same 4-tuples as `expectedValue`, in the same order.
public func equal<T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    _ expectedValue: [(T1, T2, T3, T4)]?
) -> Matcher<[(T1, T2, T3, T4)]> {
    equal(expectedValue, by: { $0.elementsEqual($1, by: { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 && $0.3 == $1.3 }) })
}

/// Passes when the actual array has the same 5-tuples as `expectedValue`, in the same order.
public func equal<T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    _ expectedValue: [(T1, T2, T3, T4, T5)]?
) -> Matcher<[(T1, T2, T3, T4, T5)]> {
    equal(expectedValue, by: {
        $0.elementsEqual($1, by: { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 && $0.3 == $1.3 && $0.4 == $1.4 })
    })
}

/// Passes when the actual array has the same 6-tuples as `expectedValue`, in the same order.
public func equal<T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(
    _ expectedValue: [(T1, T2, T3, T4, T5, T6)]?
) -> Matcher<[(T1, T2, T3, T4, T5, T6)]> {
    equal(expectedValue, by: {
        $0.elementsEqual($1, by: { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 && $0.3 == $1.3 && $0.4 == $1.4 && $0.5 == $1.5 })
    })
}
