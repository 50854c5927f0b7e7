/// Passes when the last element of the actual sequence equals `endingElement`.
///
/// ```swift
/// expect([1, 2, 3]).to(endWith(3))
/// expect([1, 2]).to(endWith(3))   // expected to end with <3>, got <[1, 2]>
/// ```
/// - Parameter endingElement: The wanted last element.
/// - Returns: The matcher.
public func endWith<S: Sequence>(_ endingElement: S.Element) -> Matcher<S> where S.Element: Equatable {
    Matcher.expectedTo("end with <\(stringify(endingElement))>") { actual in
        var last: S.Element?
        for element in actual { last = element }
        return last == endingElement
    }
}

/// Passes when the actual string ends with `endingSubstring`.
///
/// ```swift
/// expect("apple").to(endWith("le"))
/// ```
public func endWith(_ endingSubstring: String) -> Matcher<String> {
    Matcher.expectedTo("end with <\(endingSubstring)>") { $0.hasSuffix(endingSubstring) }
}

/// Passes when the actual sequence ends with the elements of `expectedSuffix` (a SpecKit
/// addition, the mirror of `beginWith(prefix:)`).
///
/// ```swift
/// expect([1, 2, 3]).to(endWith(suffix: [2, 3]))
/// ```
/// - Parameter expectedSuffix: The wanted last elements; `nil` fails.
/// - Returns: The matcher.
public func endWith<Seq1: Sequence, Seq2: Sequence>(suffix expectedSuffix: Seq2?) -> Matcher<Seq1>
where Seq1.Element: Equatable, Seq1.Element == Seq2.Element {
    endWith(suffix: expectedSuffix, by: ==)
}

/// Passes when the actual sequence ends with elements equivalent to `expectedSuffix`.
public func endWith<Seq1: Sequence, Seq2: Sequence>(
    suffix expectedSuffix: Seq2?,
    by areEquivalent: @escaping (Seq1.Element, Seq2.Element) -> Bool
) -> Matcher<Seq1> {
    compareSequences("end with", expectedSuffix) { actual, expected in
        let actual = Array(actual), expected = Array(expected)
        guard expected.count <= actual.count else { return false }
        return actual.suffix(expected.count).elementsEqual(expected, by: areEquivalent)
    }
}
