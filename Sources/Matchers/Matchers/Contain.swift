// Why two array forms are `@_disfavoredOverload`: for the common `contain(3)` the type checker
// then stops at the variadic forms and does not rank the array forms too, which saves part of
// the type-checking time of every `expect(arr).to(contain(3))` line.
// No behaviour changes: an array literal still picks an array form (the variadic forms do not
// accept it); for a `Set` the `SetAlgebra` array form now wins over the `Sequence & SetAlgebra`
// one, which has the same body and message. The `SetAlgebra` forms stay
// as they are, so an `OptionSet` resolves exactly as before.

/// Passes when the actual sequence contains every one of `items`.
///
/// ```swift
/// expect([1, 2, 3]).to(contain(1, 3))
/// expect([1, 2]).to(contain(3))   // expected to contain <3>, got <[1, 2]>
/// ```
/// - Parameter items: The elements that must all be present.
/// - Returns: The matcher.
// The two `Sequence` forms: with `to`, a match passes without the full matcher
// (see `Matcher.Kind`).
public func contain<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    contain(items)
}

/// Passes when the actual sequence contains every element of the array `items`.
@_disfavoredOverload // see the note at the top of the file
public func contain<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    Matcher(builtIn: { expression, style in
        try Matcher.passes(expression, style, holds: { actual, style in
            style == .toMatch && items.allSatisfy { actual.contains($0) }
        }, full: { sequenceContaining(items) })
    })
}

/// The full matcher of `contain` on a `Sequence`.
func sequenceContaining<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    Matcher.expectedTo("contain <\(listed(items))>") { actual in
        items.allSatisfy { actual.contains($0) }
    }
}

/// Passes when the actual set (or option set) contains every one of `items`.
public func contain<S: SetAlgebra>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    contain(items)
}

/// Passes when the actual set (or option set) contains every element of `items`.
public func contain<S: SetAlgebra>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    Matcher.expectedTo("contain <\(listed(items))>") { actual in
        items.allSatisfy { actual.contains($0) }
    }
}

/// Passes when the actual set contains every one of `items` (picks between the overloads for `Set`).
public func contain<S: Sequence & SetAlgebra>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    contain(items)
}

/// Passes when the actual set contains every element of `items`.
@_disfavoredOverload // see the note at the top of the file
public func contain<S: Sequence & SetAlgebra>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    Matcher.expectedTo("contain <\(listed(items))>") { actual in
        items.allSatisfy { actual.contains($0) }
    }
}

/// Passes when the actual string contains every one of `substrings`.
///
/// ```swift
/// expect("hello world").to(contain("hello", "world"))
/// expect("hello").to(contain("bye"))   // expected to contain <bye>, got <hello>
/// ```
public func contain(_ substrings: String...) -> Matcher<String> {
    contain(substrings)
}

/// Passes when the actual string contains every element of `substrings`.
public func contain(_ substrings: [String]) -> Matcher<String> {
    Matcher.expectedTo("contain <\(listed(substrings))>") { actual in
        substrings.allSatisfy { $0.isEmpty || actual.contains($0) }
    }
}

/// `a, b, c`: the items of a matcher's message.
func listed<S: Sequence>(_ items: S) -> String {
    items.map { stringify($0) }.joined(separator: ", ")
}
