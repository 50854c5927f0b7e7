import Matchers

/// Where table failures go when the user gave no handler: the Matchers entry point, so they land
/// at the user's call site in XCTest, or in an enclosing `gatherFailures`.
func reportTableFailure(_ failure: TableFailure, at location: SourceLocation) {
    reportFailure(failure.message, location: location)
}
