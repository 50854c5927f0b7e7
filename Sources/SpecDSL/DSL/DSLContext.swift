/// Finds the builder a DSL call adds to, or reports the misuse when there is none.
enum DSLContext {
    /// The builder of the spec being defined; `nil` (after reporting a failure) when `function`
    /// was called while an example ran or outside of `spec()`.
    static func builder(for function: String, file: StaticString, line: UInt) -> SpecBuilder? {
        let registry = SpecRegistry.shared
        if let builder = registry.currentBuilder { return builder }
        let location = SourceLocation(file: file, line: line)
        if let running = registry.runningExample {
            running.reporter.recordFailure(Misuse.whileExamplesRun(function, example: running.metadata), at: location)
        } else {
            reportOutsideOfSpec(Misuse.outsideOfSpec(function), file: file, line: line)
        }
        return nil
    }
}

import XCTest

/// Reports a DSL call that no spec can own: to the running XCTest case if there is one, and
/// always on standard output, so it cannot go unnoticed.
func reportOutsideOfSpec(_ message: String, file: StaticString, line: UInt) {
    print("\(file):\(line): error: \(message)")
    XCTFail(message, file: file, line: line)
}
