#if canImport(Testing)
@_spi(SpecDiscovery)
extension DiscoveredSpecs {
    /// The cases of `specType` for its generated Swift Testing test: its failing cases first,
    /// then every example `SPECKIT_FILTER` selects, in definition order. Planning the target on
    /// the first call runs its `beforeSuite` hooks.
    /// - Parameter specType: a spec class of the target.
    /// - Returns: one argument per case.
    public func swiftTestingCases(of specType: SpecCase.Type) -> [SpecExampleCase] {
        SwiftTestingRoute.shared.cases(of: specType, in: self)
    }

    /// Runs one case of `specType` as the current Swift Testing test case.
    /// - Parameters:
    ///   - testCase: the argument Swift Testing passes.
    ///   - specType: the spec class it belongs to.
    public func runSwiftTestingCase(_ testCase: SpecExampleCase, of specType: SpecCase.Type) async {
        await SwiftTestingRoute.shared.run(testCase, of: specType, in: self)
    }

    /// Runs the generated test of a spec class in its scope: once the class's turn comes (one
    /// class at a time, in the order XCTest runs them, unless classes run beside others), then
    /// reports what belongs to no one example there, and after the last class the `afterSuite`
    /// hooks.
    /// - Parameters:
    ///   - specType: the spec class whose test it is.
    ///   - test: runs the test's cases.
    public func runSwiftTestingTest(of specType: SpecCase.Type, _ test: @Sendable () async throws -> Void) async throws {
        try await SwiftTestingRoute.shared.runTest(of: specType, test)
    }

    /// Tells SpecKit's report of an issue Swift Testing recorded in the current case (the
    /// generated test passes every issue here).
    /// - Parameters:
    ///   - message: the issue's comments, or its description when it has none.
    ///   - file: the issue's `#filePath`, when known.
    ///   - line: the issue's line.
    ///   - isFailure: whether the issue fails the case (a known issue does not).
    ///   - inTest: whether the issue belongs to a test (it was recorded in a test's task).
    /// - Returns: whether Swift Testing records the issue: not a failure of an example's attempt
    ///   that runs again if it fails (`SPECKIT_RETRY`).
    /// Where Swift Testing is to report an issue recorded at `line` of `file`, when that is code a
    /// build plugin generated (an unstubbed call of a generated double): at the line of the example
    /// that ran it, with a comment that says where it was recorded. `nil` leaves it where it is.
    public func placeInSpec(ofIssueAt file: String?, line: Int) -> (fileID: String, filePath: String, line: Int, comment: String)? {
        guard let file, GeneratedCode.holds(file), let example = ExampleRun.current?.metadata.location else { return nil }
        let filePath = "\(example.filePath)"
        return (SwiftTestingRoute.fileID(of: filePath), filePath, Int(example.line), GeneratedCode.place(file: file, line: line))
    }

    /// Gives SpecKit a failing issue that a spec class's test recorded outside its cases (the
    /// generated suite passes such issues here): one from an `afterSuite` hook is reported with
    /// the hook's own failures.
    /// - Returns: whether SpecKit took it; Swift Testing reports the rest.
    public func keepSwiftTestingIssueOutsideCases(message: String, file: String?, line: Int) -> Bool {
        SwiftTestingRoute.shared.keepOutsideCases(SpecFailure(message: message, file: file, line: line))
    }

    /// Tells SpecKit of a failing issue from outside every test (another thread, a detached task),
    /// as the generated suite of each spec class under way hears of it: while no example runs, it
    /// is a failure of the suite hook running, or a late one.
    /// - Parameters:
    ///   - message: the issue's comments, or its description when it has none.
    ///   - file: the issue's `#filePath`, when known.
    ///   - line: the issue's line.
    public func noteSwiftTestingIssueOutsideTests(message: String, file: String?, line: Int) {
        SwiftTestingRoute.shared.noteOutsideTests(SpecFailure(message: message, file: file, line: line))
    }

    @discardableResult
    public func observeSwiftTestingIssue(message: String, file: String?, line: Int, isFailure: Bool, inTest: Bool) -> Bool {
        SwiftTestingRoute.shared.observe(message: message, file: file, line: line, isFailure: isFailure, inTest: inTest)
    }
}
#endif
