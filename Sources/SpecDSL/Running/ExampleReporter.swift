/// Where the runner sends the failures of an example. The XCTest glue records them on the
/// example's test case; the package's own tests record them in a list.
protocol ExampleReporter: AnyObject {
    func recordFailure(_ message: String, at location: SourceLocation)
}
