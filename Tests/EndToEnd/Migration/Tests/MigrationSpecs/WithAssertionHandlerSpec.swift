import Nimble
import Quick

/// `withAssertionHandler` around a closure, as spotify/Mobius.swift's `failsWithErrorMessage`
/// (itself taken from Nimble's own test helpers) uses it.
final class WithAssertionHandlerSpec: QuickSpec {
    override class func spec() {
        describe("beEven's failure message") {
            it("names the value") {
                failsWithErrorMessage("expected to be even, got <3>") {
                    expect(3).to(beEven())
                }
            }

            it("is reported for each failing value") {
                failsWithErrorMessage(["expected to be even, got <1>", "expected to not be even, got <2>"]) {
                    expect(1).to(beEven())
                    expect(2).toNot(beEven())
                }
            }

            it("reports an error the closure throws") {
                failsWithErrorMessage("unexpected error thrown: <Unreadable()>") {
                    throw Unreadable()
                }
            }
        }
    }
}

private struct Unreadable: Error {}

private func failsWithErrorMessage(_ messages: [String], file: StaticString = #file, line: UInt = #line, preferOriginalSourceLocation: Bool = false, closure: @escaping () throws -> Void) {
    var filePath = file
    var lineNumber = line

    let recorder = AssertionRecorder()
    withAssertionHandler(recorder, closure: closure)

    for msg in messages {
        var lastFailure: AssertionRecord?
        var foundFailureMessage = false

        for assertion in recorder.assertions where assertion.message.stringValue == msg && !assertion.success {
            lastFailure = assertion
            foundFailureMessage = true
            break
        }

        if foundFailureMessage {
            continue
        }

        if preferOriginalSourceLocation {
            if let failure = lastFailure {
                filePath = failure.location.file
                lineNumber = failure.location.line
            }
        }

        let message: String
        if let lastFailure = lastFailure {
            message = "Got failure message: \"\(lastFailure.message.stringValue)\", but expected \"\(msg)\""
        } else {
            let knownFailures = recorder.assertions.filter { !$0.success }.map { $0.message.stringValue }
            let knownFailuresJoined = knownFailures.joined(separator: ", ")
            message = "Expected error message (\(msg)), got (\(knownFailuresJoined))\n\nAssertions Received:\n\(recorder.assertions)"
        }

        fail(message, file: filePath, line: lineNumber)
    }
}

private func failsWithErrorMessage(_ message: String, file: StaticString = #file, line: UInt = #line, preferOriginalSourceLocation: Bool = false, closure: @escaping () throws -> Void) {
    return failsWithErrorMessage(
        [message],
        file: file,
        line: line,
        preferOriginalSourceLocation: preferOriginalSourceLocation,
        closure: closure
    )
}
