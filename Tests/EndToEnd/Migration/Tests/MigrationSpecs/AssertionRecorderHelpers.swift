import Nimble
import XCTest

// The assertions in these helpers are XCTest's: Nimble's own go to the recorder while it is the
// assertion handler (as in spotify/Mobius.swift's test utilities).
extension AssertionRecorder {
    var last: AssertionRecord {
        return assertions.last!
    }

    var lastMessage: String {
        return last.message.stringValue
    }

    func assertExpectationSucceeded(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(last.success, "Expected expectation to succeed - it failed", file: file, line: line)
    }

    func assertExpectationFailed(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(last.success, "Expected expectation to fail - it succeeded", file: file, line: line)
    }

    func assertLastErrorMessageHasSuffix(_ suffix: String, file: StaticString = #filePath, line: UInt = #line) {
        let errorDescription = "Error message doesn't match: Expected message <\(lastMessage)> to have suffix <\(suffix)>"
        XCTAssert(lastMessage.hasSuffix(suffix), errorDescription, file: file, line: line)
    }
}
