/// The error a double throws after it has already reported a failure, when the method it
/// answers for must return a value it does not have.
///
/// The failure itself is already recorded at the caller's file and line; the error only
/// stops the code under test from continuing with a made-up value.
///
/// ```swift
/// func load() async throws -> Data {
///     try await loadSpy.callThrowing()   // unstubbed: reports, then throws DoubleFailure
/// }
/// ```
public struct DoubleFailure: Error, CustomStringConvertible, Equatable, Sendable {
    /// The failure message that was reported.
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { "\(message) (already reported by the double)" }
}
