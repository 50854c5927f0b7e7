/// Passes when the actual sequence has the same elements, in the same order, as `expectedValue`
/// (the two may be different sequence types).
///
/// ```swift
/// expect([1, 2, 3]).to(elementsEqual(1...3))
/// expect([1, 2]).to(elementsEqual([2, 1]))   // expected to elementsEqual <[2, 1]>, got <[1, 2]>
/// ```
/// - Parameter expectedValue: The wanted elements; `nil` fails.
/// - Returns: The matcher.
public func elementsEqual<Seq1: Sequence, Seq2: Sequence>(_ expectedValue: Seq2?) -> Matcher<Seq1>
where Seq1.Element: Equatable, Seq1.Element == Seq2.Element {
    elementsEqual(expectedValue, by: ==)
}

/// Passes when the actual sequence's elements are pairwise equivalent to `expectedValue`'s.
///
/// ```swift
/// expect(["a", "b"]).to(elementsEqual(["A", "B"], by: { $0.uppercased() == $1 }))
/// ```
public func elementsEqual<Seq1: Sequence, Seq2: Sequence>(
    _ expectedValue: Seq2?,
    by areEquivalent: @escaping (Seq1.Element, Seq2.Element) -> Bool
) -> Matcher<Seq1> {
    compareSequences("elementsEqual", expectedValue) { actual, expected in
        actual.elementsEqual(expected, by: areEquivalent)
    }
}
