#if SPECKIT_CORELIBS_XCTEST && canImport(Glibc)
import Foundation
import Glibc
@_spi(SpecRunner) import Matchers
import XCTest

/// Under XCTest, a failing `#expect`, `#require` or `Issue.record` fails the XCTest case it runs
/// in, at its line: Swift Testing hands each issue recorded outside its own run to the process's
/// one fallback handler, which SpecKit installs. Without it, those issues went nowhere and the
/// example passed. In a process that runs Swift Testing's tests, the handler takes those recorded
/// while Swift Testing plans its run (a `beforeSuite` hook, a `spec()`), which went nowhere too.
enum SwiftTestingIssues {
    /// Swift Testing's fallback event handler: an event encoded as JSON, with its schema version.
    typealias Handler = @Sendable @convention(c) (
        UnsafePointer<CChar>, UnsafeRawPointer, Int, UnsafeRawPointer?
    ) -> Void
    private typealias Install = @convention(c) (Handler) -> CBool

    /// Installs the handler once, before anything records an issue: Swift Testing reads the
    /// handler the first time it needs one and keeps what it found.
    /// - Parameter arguments: the process's arguments: one that runs Swift Testing's tests
    ///   (`--testing-library swift-testing`) hands the issues to its spec classes' route.
    static func install(_ arguments: [String]) {
        let runsSwiftTesting = zip(arguments, arguments.dropFirst()).contains { $0 == "--testing-library" && $1 == "swift-testing" }
        if runsSwiftTesting { _ = reachSwiftTestingRoute } else { _ = reachXCTest }
    }

    /// Whether issues from outside Swift Testing's run reach the Swift Testing route, which
    /// reports those that SpecKit's code outside examples records.
    private static let reachSwiftTestingRoute: Bool = {
        guard let symbol = dlsym(nil, "_swift_testing_installFallbackEventHandler") else { return false }
        return unsafeBitCast(symbol, to: Install.self)({ _, record, count, _ in
            guard let issue = failure(json: Data(UnsafeRawBufferPointer(start: record, count: count))) else { return }
            SwiftTestingRoute.shared.receiveOutsideRun(issue)
        })
    }()

    /// Whether Swift Testing's issues outside its run reach XCTest: SpecKit's handler is the
    /// process's. `false` where the toolchain has no such handler, or another one was installed.
    static let reachXCTest: Bool = {
        guard let symbol = dlsym(nil, "_swift_testing_installFallbackEventHandler") else { return false }
        return unsafeBitCast(symbol, to: Install.self)({ _, record, count, _ in
            SwiftTestingIssues.receive(UnsafeRawBufferPointer(start: record, count: count))
        })
    }()

    /// One event from Swift Testing: a failing issue becomes an XCTest failure.
    private static func receive(_ record: UnsafeRawBufferPointer) {
        // Matchers gave XCTest this failure already, then told Swift Testing too.
        guard !FailureEcho.isEchoing, let issue = failure(json: Data(record)) else { return }
        if let running = XCTestRoute.shared.capturingCase ?? XCTestRoute.shared.currentTestCase {
            return running.recordFailure(withDescription: issue.message, inFile: issue.file, atLine: issue.line, expected: true)
        }
        if XCTestRoute.shared.keepFailureWithoutTest(issue.message, file: issue.file, line: issue.line) { return }
        // After the run's last total: nothing can count it any more.
        FileHandle.standardError.write(Data("\(issue.file):\(issue.line): error: \(issue.message) (recorded after the last test)\n".utf8))
    }

    /// The failure a failing issue is, read from the event Swift Testing encodes: Swift Testing's
    /// own text, its comments after ` - ` as XCTest writes a message after an assertion's; `nil`
    /// for any event but a failing issue (a known issue, a warning, another event).
    static func failure(json: Data) -> SpecFailure? {
        guard let record = try? JSONDecoder().decode(Record.self, from: json), record.kind == "event",
              let payload = record.payload, payload.kind == "issueRecorded", let issue = payload.issue,
              issue.isFailure ?? !issue.isKnown else { return nil }
        var texts = (payload.messages ?? []).map(\.text).filter { !$0.isEmpty }
        // An `Issue.record` with a comment says its comment, as on the Swift Testing route.
        if texts.count > 1, texts[0] == Self.recorded { texts.removeFirst() }
        return SpecFailure(.expectationFailed, texts.isEmpty ? Self.recorded : texts.joined(separator: " - "),
                           file: issue.sourceLocation?.filePath ?? issue.sourceLocation?._filePath ?? "<unknown>",
                           line: issue.sourceLocation?.line ?? 0)
    }

    /// Swift Testing's words for an issue `Issue.record` recorded.
    private static let recorded = "Issue recorded"

    // The parts of Swift Testing's encoded event that a failure needs.
    private struct Record: Decodable {
        let kind: String
        let payload: Payload?
    }

    private struct Payload: Decodable {
        let kind: String
        let issue: Recorded?
        let messages: [Message]?
    }

    private struct Recorded: Decodable {
        let isKnown: Bool
        let isFailure: Bool?
        let sourceLocation: Location?
    }

    private struct Location: Decodable {
        let filePath: String?
        let _filePath: String?
        let line: Int
    }

    private struct Message: Decodable {
        let text: String
    }
}
#endif
