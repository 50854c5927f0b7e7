import Matchers

/// Sets how long each example of the enclosing group (and of the groups inside it) may run before it
/// fails with "the example did not finish within … seconds".
///
/// ```swift
/// describe("the nightly import") {
///     exampleTimeout(.seconds(30))
///     it("imports every file") { try await importer.run() }
/// }
/// ```
///
/// The innermost group's limit wins; without one, `SPECKIT_EXAMPLE_TIMEOUT` (seconds) or 600
/// seconds apply. An example with `async` closures is cancelled at its limit. A synchronous one
/// cannot be: on Linux, 5 seconds past its limit SpecKit stops the test process, which prints its
/// threads' stacks, and the rest of the run goes on in a new process; elsewhere it is not timed.
///
/// - Parameters:
///   - limit: The longest an example may run; more than zero.
///   - file: Where a limit of zero or less is reported, the caller's file by default.
///   - line: The line it is reported at, the caller's by default.
public func exampleTimeout(_ limit: Duration, file: StaticString = #filePath, line: UInt = #line) {
    guard let builder = DSLContext.builder(for: "exampleTimeout(\(limit))", file: file, line: line) else { return }
    guard limit > .zero else {
        return builder.addIssue(title: "invalid_example_timeout", message: "exampleTimeout(\(limit)): the limit must be more than zero",
                                location: SourceLocation(filePath: file, line: line, column: 0))
    }
    builder.currentGroup.timeout = limit
}
