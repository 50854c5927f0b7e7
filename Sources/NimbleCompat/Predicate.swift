import Matchers

// In NimbleCompat, not Matchers: beside Foundation's `Predicate`, a second `Predicate` makes the
// type name ambiguous (`let p: Predicate<Int> = #Predicate { … }` stops compiling) in every file
// that imports Foundation and Matchers. Code migrating from Nimble, which had the same clash,
// imports NimbleCompat.

/// Nimble's name for ``/Matchers/Matcher`` before the rename, for custom matchers written with it.
///
/// ```swift
/// func beEven() -> Predicate<Int> {   // write Matcher<Int>
///     Predicate.simple("be even") { actual in MatcherStatus(bool: try actual.evaluate()! % 2 == 0) }
/// }
/// ```
@available(*, deprecated, renamed: "Matcher")
public typealias Predicate = Matcher
