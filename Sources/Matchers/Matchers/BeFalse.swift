/// Passes when the actual `Bool` is `false`; `nil` fails both ways.
///
/// ```swift
/// expect(door.isLocked).to(beFalse())   // expected to be false, got <true>
/// ```
/// - Returns: The matcher.
public func beFalse() -> Matcher<Bool> {
    Matcher.expectedTo("be false") { $0 == false }
}
