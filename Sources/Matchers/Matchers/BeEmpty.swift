/// Passes when the actual sequence (array, string, dictionary, set, …) has no elements.
///
/// ```swift
/// expect([Int]()).to(beEmpty())
/// expect("abc").to(beEmpty())   // expected to be empty, got <abc>
/// ```
/// - Returns: The matcher.
public func beEmpty<S: Sequence>() -> Matcher<S> {
    Matcher.expectedTo("be empty") { actual in
        var iterator = actual.makeIterator()
        return iterator.next() == nil
    }
}

/// Passes when the actual option set (or other `SetAlgebra`) is empty.
///
/// ```swift
/// expect(Permissions()).to(beEmpty())
/// ```
public func beEmpty<S: SetAlgebra>() -> Matcher<S> {
    Matcher.expectedTo("be empty") { $0.isEmpty }
}

/// Passes when the actual set is empty (picks between the two overloads above for `Set`).
public func beEmpty<S: Sequence & SetAlgebra>() -> Matcher<S> {
    Matcher.expectedTo("be empty") { $0.isEmpty }
}
