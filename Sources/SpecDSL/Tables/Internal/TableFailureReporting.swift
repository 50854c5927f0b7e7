import XCTest

/// Where table failures go when the user gave no handler: XCTest, at the user's call site.
func reportTableFailure(_ failure: TableFailure, file: StaticString, line: UInt) {
    XCTFail(failure.message, file: file, line: line)
}
