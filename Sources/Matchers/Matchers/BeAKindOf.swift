/// Passes when the actual value is an instance of `expectedType` or of a subtype (for
/// protocols: conforms to it).
///
/// ```swift
/// expect(button as UIView).to(beAKindOf(UIControl.self))
/// expect(1 as Any).to(beAKindOf(String.self))   // expected to be a kind of String, got <Int instance>
/// ```
/// - Parameter expectedType: The type the value must be (or inherit from).
/// - Returns: The matcher.
public func beAKindOf<T, U>(_ expectedType: T.Type) -> Matcher<U> {
    Matcher.define { expression in
        let wording = "be a kind of \(String(describing: expectedType))"
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedCustomValueTo(wording, actual: "<nil>"))
        }
        return MatcherResult(
            bool: actual is T,
            message: .expectedCustomValueTo(wording, actual: "<\(String(describing: type(of: actual as Any))) instance>"))
    }
}
