/// The one place where Doubles report a failure of their own (an unstubbed call, an
/// exhausted sequence, an argument of the wrong type). It goes through the Matchers
/// failure-reporting entry point, so it lands in the running example at the caller's
/// file and line and `gatherFailures { }` can capture it.
func reportFailure(_ message: String, file: StaticString, line: UInt) {
    print("\(file):\(line): error: \(message)")  // replaced by the Matchers entry point
}
