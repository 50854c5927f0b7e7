/// Passes when the first element of the actual sequence equals `startingElement`.
///
/// ```swift
/// expect([1, 2, 3]).to(beginWith(1))
/// expect([2, 3]).to(beginWith(1))   // expected to begin with <1>, got <[2, 3]>
/// ```
/// - Parameter startingElement: The wanted first element.
/// - Returns: The matcher.
public func beginWith<S: Sequence>(_ startingElement: S.Element) -> Matcher<S> where S.Element: Equatable {
    Matcher.expectedTo("begin with <\(stringify(startingElement))>") { actual in
        var iterator = actual.makeIterator()
        return iterator.next() == startingElement
    }
}

/// Passes when the actual string starts with `startingSubstring`.
///
/// ```swift
/// expect("apple").to(beginWith("a"))
/// ```
public func beginWith(_ startingSubstring: String) -> Matcher<String> {
    Matcher.expectedTo("begin with <\(startingSubstring)>") { $0.hasPrefix(startingSubstring) }
}

/// Passes when the actual sequence starts with the elements of `expectedPrefix`.
///
/// ```swift
/// expect([1, 2, 3]).to(beginWith(prefix: [1, 2]))
/// ```
/// - Parameter expectedPrefix: The wanted first elements; `nil` fails.
/// - Returns: The matcher.
public func beginWith<Seq1: Sequence, Seq2: Sequence>(prefix expectedPrefix: Seq2?) -> Matcher<Seq1>
where Seq1.Element: Equatable, Seq1.Element == Seq2.Element {
    beginWith(prefix: expectedPrefix, by: ==)
}

/// Passes when the actual sequence starts with elements equivalent to `expectedPrefix`.
///
/// ```swift
/// expect(["A", "b"]).to(beginWith(prefix: ["a"], by: { $0.lowercased() == $1 }))
/// ```
public func beginWith<Seq1: Sequence, Seq2: Sequence>(
    prefix expectedPrefix: Seq2?,
    by areEquivalent: @escaping (Seq1.Element, Seq2.Element) -> Bool
) -> Matcher<Seq1> {
    compareSequences("begin with", expectedPrefix) { actual, expected in
        actual.starts(with: expected, by: areEquivalent)
    }
}

/// The matcher behind `beginWith(prefix:)`, `endWith(suffix:)` and `elementsEqual`: a `nil` on
/// either side fails both ways, with the `beNil()` hint when only the expected value is `nil`.
func compareSequences<Seq1: Sequence, Seq2: Sequence>(
    _ verb: String,
    _ expectedValue: Seq2?,
    _ compare: @escaping (Seq1, Seq2) -> Bool
) -> Matcher<Seq1> {
    Matcher.define("\(verb) <\(stringify(expectedValue))>") { expression, message in
        // A nil actual value gets the beNil() hint from `define`'s `requireNonNil`.
        guard let actual = try expression.evaluate() else { return MatcherResult(status: .fail, message: message) }
        guard let expectedValue else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        return MatcherResult(bool: compare(actual, expectedValue), message: message)
    }
}
