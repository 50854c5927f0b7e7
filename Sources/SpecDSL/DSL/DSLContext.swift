import Matchers

/// Finds the builder a DSL call adds to, or reports the misuse when there is none.
enum DSLContext {
    /// The builder of the spec being defined; `nil` (after reporting a failure) when `function`
    /// was called while an example ran or outside of `spec()`.
    /// `function` is only formatted when there is a misuse to report: it runs for every call.
    static func builder(for function: @autoclosure () -> String, file: StaticString, line: UInt) -> SpecBuilder? {
        if let builder = BuildingState.shared.currentBuilder { return builder }
        let function = function()
        let location = SourceLocation(filePath: file, line: line, column: 0)
        if let running = ExampleRun.current {
            running.reportMisuse(Misuse.whileExamplesRun(function, example: running.metadata), at: location)
        } else {
            // No spec owns this call: say so on standard output too, in case no test is running.
            print("\(file):\(line): error: \(Misuse.outsideOfSpec(function))")
            reportFailure(Misuse.outsideOfSpec(function), kind: .apiMisused, location: location)
        }
        return nil
    }
}
