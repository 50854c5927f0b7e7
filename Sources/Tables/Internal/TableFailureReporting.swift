import Matchers

/// Where table failures go when the user gave no handler: the one failure pipeline of Matchers,
/// so they land at the user's call site in XCTest or Swift Testing, or in an enclosing
/// `gatherFailures`. `package`: the spec glue in SpecDSL reports through it too.
package func reportTableFailure(_ failure: TableFailure, at location: SourceLocation) {
    reportFailure(failure.testFailure(at: location))
}
