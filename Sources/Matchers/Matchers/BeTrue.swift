/// Passes when the actual `Bool` is `true`; `nil` fails both ways.
///
/// ```swift
/// expect(door.isOpen).to(beTrue())   // expected to be true, got <false>
/// ```
/// - Returns: The matcher.
public func beTrue() -> Matcher<Bool> {
    Matcher.expectedTo("be true") { $0 == true }
}
