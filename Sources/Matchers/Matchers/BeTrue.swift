/// Passes when the actual `Bool` is `true`; `nil` fails both ways.
///
/// ```swift
/// expect(door.isOpen).to(beTrue())   // expected to be true, got <false>
/// ```
/// - Returns: The matcher.
// With `to`, `true` passes without the full matcher (see `Matcher.Kind`).
public func beTrue() -> Matcher<Bool> {
    Matcher(builtIn: { expression, style in
        try Matcher.passes(expression, style, holds: { actual, style in style == .toMatch && actual },
                           full: { Matcher.expectedTo("be true") { $0 == true } })
    })
}
