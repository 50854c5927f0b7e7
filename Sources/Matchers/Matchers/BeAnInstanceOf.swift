/// Passes when the actual value's dynamic type is exactly `expectedType` (not a subclass).
///
/// ```swift
/// expect(dog as Animal).to(beAnInstanceOf(Dog.self))
/// expect(puppy as Animal).to(beAnInstanceOf(Dog.self))   // expected to be an instance of Dog, got <Puppy instance>
/// ```
/// - Parameter expectedType: The exact type.
/// - Returns: The matcher.
public func beAnInstanceOf<T, U>(_ expectedType: T.Type) -> Matcher<U> {
    Matcher.define { expression in
        let wording = "be an instance of \(String(describing: expectedType))"
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedCustomValueTo(wording, actual: "<nil>"))
        }
        return MatcherResult(
            bool: type(of: actual as Any) == expectedType,
            message: .expectedCustomValueTo(wording, actual: "<\(String(describing: type(of: actual as Any))) instance>"))
    }
}
