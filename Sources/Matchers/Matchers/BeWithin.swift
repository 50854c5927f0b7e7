/// Passes when the actual value lies in the half-open `range`.
///
/// ```swift
/// expect(5).to(beWithin(1..<10))
/// expect(10).to(beWithin(1..<10))   // expected to be within range <(1..<10)>, got <10>
/// ```
/// - Parameter range: The allowed values.
/// - Returns: The matcher.
public func beWithin<T: Comparable>(_ range: Range<T>) -> Matcher<T> {
    Matcher.expectedTo("be within range <(\(range.lowerBound)..<\(range.upperBound))>") { range.contains($0) }
}

/// Passes when the actual value lies in the closed `range`.
///
/// ```swift
/// expect(10).to(beWithin(1...10))
/// ```
public func beWithin<T: Comparable>(_ range: ClosedRange<T>) -> Matcher<T> {
    Matcher.expectedTo("be within range <(\(range.lowerBound)...\(range.upperBound))>") { range.contains($0) }
}
