/// One failure the library reports: what kind it is, its text and where it belongs.
///
/// Every failure SpecKit raises — a failed `expect`, a failed `require`, `fail()`, a polling
/// timeout, a double called the wrong way, a table row, a spec written the wrong way — becomes
/// one of these and goes through ``reportFailure(_:)``, which hands it to the runner of the
/// current test (XCTest or Swift Testing) or to the enclosing ``gatherFailures(fileID:file:line:column:_:)``.
///
/// ```swift
/// let failures = gatherFailures { expect(1) == 2 }
/// failures[0].message   // "expected to equal <2>, got <1>"
/// failures[0].kind      // .expectationFailed
/// ```
public struct TestFailure: Sendable, Equatable, CustomStringConvertible {
    /// What failed: lets a runner or a test tell an expectation from a misuse of the library.
    public enum Kind: Sendable, Hashable {
        /// A matcher did not give the wanted verdict (`expect`, `require`, `fail`, polling).
        case expectationFailed
        /// Test code threw an error that nothing expected.
        case errorThrown
        /// The library was called the wrong way (a DSL call outside `spec()`, a bad `aroundEach`).
        case apiMisused
        /// A spec's tree is wrong (an empty group, unknown shared examples, a failing `beforeSuite`).
        case definitionIssue
        /// A `.testkit` table is broken, or a row's output is not what its case expects.
        case table
        /// A test double was called or verified the wrong way.
        case double
    }

    /// What failed.
    public let kind: Kind
    /// The failure text, e.g. `expected to equal <2>, got <1>`: the same for every runner.
    public let message: String
    /// Where the failure is reported: the user's line.
    public let location: SourceLocation

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - kind: What failed; an expectation unless said otherwise.
    ///   - message: The failure text.
    ///   - location: Where to report it.
    public init(kind: Kind = .expectationFailed, message: String, location: SourceLocation) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    /// The `#filePath` of the failing line.
    public var file: String { "\(location.filePath)" }
    /// The failing line.
    public var line: UInt { location.line }

    /// `file:line: message`.
    public var description: String { "\(file):\(line): \(message)" }

    /// Same message, file and line (the kind, the column and `#fileID` are not compared), so a
    /// test can compare with a failure built from `#filePath` and `#line`.
    public static func == (lhs: TestFailure, rhs: TestFailure) -> Bool {
        lhs.message == rhs.message && lhs.file == rhs.file && lhs.line == rhs.line
    }
}

/// The name `gatherFailures` users know for ``TestFailure``.
///
/// ```swift
/// let failures: [RecordedFailure] = gatherFailures { expect(1) == 2 }
/// ```
public typealias RecordedFailure = TestFailure
