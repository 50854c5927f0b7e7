import Matchers

/// Checks that the spy was called exactly `times` times (once by default) with these
/// arguments (Mockingbird's `verify(mock.fetch(id: 1)).wasCalled()`), and returns the
/// arguments of those calls.
///
/// ```swift
/// verify(api.spies.fetch, with: "42")
/// verify(printer.spies.print, with: "a", 2, times: 0)   // never with these
/// ```
/// A failure lists the calls that came closest (most arguments equal):
/// ```text
/// expected to have been called <1> time with <("a", 2)>, got <0>
///
/// closest calls: PrinterMock.print("a", copies: 3) (argument 2 differs)
/// ```
/// - Parameters:
///   - spy: The method's spy.
///   - first: The expected first argument.
///   - others: The expected other arguments, in order.
///   - times: How many calls must have had them.
/// - Returns: The arguments of the matching calls, oldest first.
@discardableResult
public func verify<First: Equatable, each Other: Equatable, Result>(
    _ spy: Spy<First, repeat each Other, Result>, with first: First, _ others: repeat each Other, times: Int = 1,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column
) -> [(First, repeat each Other)] {
    // The first argument is separate so that `verify(spy)` of a method without parameters
    // stays the plain count check.
    let (checks, described) = argumentChecks(equalTo: first, repeat each others)
    return verify(spy, checks, described: described, times: times, at: (fileID, file, line, column))
}

/// Checks that the spy was called exactly `times` times (once by default) with arguments
/// matching these matchers, one per argument; a failure lists the closest calls.
///
/// ```swift
/// verify(api.spies.search, with: beginWith("sw"), beGreaterThan(10))
/// ```
/// - Parameters:
///   - spy: The method's spy.
///   - first: The first argument's matcher.
///   - others: One matcher per other argument, in order.
///   - times: How many calls must have matched.
/// - Returns: The arguments of the matching calls, oldest first.
@discardableResult
public func verify<First, each Other, Result>(
    _ spy: Spy<First, repeat each Other, Result>, with first: Matcher<First>, _ others: repeat Matcher<each Other>,
    times: Int = 1,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column
) -> [(First, repeat each Other)] {
    let (checks, described) = argumentChecks(matching: first, repeat each others)
    return verify(spy, checks, described: described, times: times, at: (fileID, file, line, column))
}

private func verify<each Argument, Result>(
    _ spy: Spy<repeat each Argument, Result>, _ checks: [(Any) throws -> Bool], described: String, times: Int,
    at location: (fileID: String, file: FileString, line: UInt, column: UInt)
) -> [(repeat each Argument)] {
    let calls = spy.calls
    let erased = spy.erasedCalls()
    let matching = erased.indices.filter { allPass(erased[$0], checks) }
    let name = spy.name
    let expectation = "have been called <\(times)> \(times == 1 ? "time" : "times") with <\(described)>"
    let matcher = Matcher<Spy<repeat each Argument, Result>> { _ in
        var message = ExpectationMessage.expectedCustomValueTo(expectation, actual: "<\(matching.count)>")
        if matching.count < times, let closest = CloseCalls(erased, checks: checks, method: name).description {
            message = message.appended(details: "closest calls: " + closest)
        }
        return MatcherResult(bool: matching.count == times, message: message)
    }
    expect(fileID: location.fileID, file: location.file, line: location.line, column: location.column, spy).to(matcher)
    return matching.map { calls[$0] }
}
