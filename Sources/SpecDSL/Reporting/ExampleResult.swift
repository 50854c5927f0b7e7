import Foundation

/// How one case of a spec class ended, for the documentation format and the closing summary:
/// an example (passed, failed, skipped at run time, or pending because it is disabled), or a
/// failing case beside the examples (a definition issue, a failing `beforeSuite`).
///
/// ```swift
/// let result = ExampleResult(planned, of: BoolSpec.self, outcome: .pending("disabled with xit"))
/// ```
///
/// A result of an example holds the planned example itself, not copies of its names: a run
/// keeps one result for every example when the documentation format or the profile needs them.
struct ExampleResult: @unchecked Sendable {
    enum Outcome: Equatable, Sendable {
        case passed
        case failed([Failure])
        /// Skipped while it ran (`XCTSkip`), or left out because other examples are focused.
        case skipped(String)
        /// Disabled where it is defined (`xit`, `xdescribe`, `pending`), with the reason.
        case pending(String)

        var isFailure: Bool {
            if case .failed = self { return true }
            return false
        }
    }

    /// One failure of a case.
    typealias Failure = SpecFailure

    /// What the result is of.
    enum Subject {
        case example(SpecPlan.PlannedExample)
        /// A failing case of the spec class `specName`, named `name`.
        case failingCase(specName: String, name: String)
        /// An example that an earlier test process of the run ran, before it crashed.
        case earlierExample(specName: String, name: String, place: ExamplePlace?)
        /// A case that is neither: a plain XCTest test, a spec class's case that says it defines
        /// no examples. The reports list it; the summary does not.
        case test(className: String, name: String)
    }

    let subject: Subject
    /// The spec class, for its module-qualified name in the command that reruns the case.
    let specType: AnyClass?
    var outcome: Outcome
    /// Seconds the example took, when measured.
    var duration: Double
    /// The failures of each attempt that failed before the last one ran (`SPECKIT_RETRY`): an
    /// example that then passed is flaky.
    var failedAttempts: [[Failure]] = []
    /// The module-qualified class name given when there is no class to ask (`specType` is `nil`).
    private let givenQualifiedName: String?

    /// The result of running `example` of `specType`; without a class, of the class named
    /// `qualifiedSpecName`.
    init(_ example: SpecPlan.PlannedExample, of specType: AnyClass?, outcome: Outcome, duration: Double = 0,
         qualifiedSpecName: String? = nil) {
        subject = .example(example)
        self.specType = specType
        self.outcome = outcome
        self.duration = duration
        givenQualifiedName = qualifiedSpecName
    }

    /// The result of the failing case `name` of the spec class `specName`.
    init(failingCase name: String, of specName: String, specType: AnyClass?, outcome: Outcome, qualifiedSpecName: String? = nil) {
        subject = .failingCase(specName: specName, name: name)
        self.specType = specType
        self.outcome = outcome
        duration = 0
        givenQualifiedName = qualifiedSpecName
    }

    /// The example, `nil` for a failing case and for an example an earlier process ran.
    var example: SpecPlan.PlannedExample? {
        if case .example(let example) = subject { return example }
        return nil
    }

    /// Where the example is declared and its outermost group, when it is an example: of its plan,
    /// or as the crash journal kept it for one an earlier process ran.
    var place: ExamplePlace? {
        switch subject {
        case .example(let example): ExamplePlace(example)
        case .earlierExample(_, _, let place): place
        case .failingCase, .test: nil
        }
    }

    /// Whether the result is of an example, not of a failing case or a plain test.
    var isExample: Bool {
        switch subject {
        case .example, .earlierExample: true
        case .failingCase, .test: false
        }
    }

    /// Whether the result is of an example or a failing case: what the summary lists.
    var isSpecCase: Bool {
        if case .test = subject { return false }
        return true
    }

    /// The result of the plain test, or placeholder case, `name` of the class `className`
    /// (module-qualified).
    init(test name: String, of className: String, outcome: Outcome, duration: Double) {
        subject = .test(className: className, name: name)
        specType = nil
        self.outcome = outcome
        self.duration = duration
        givenQualifiedName = className
    }

    /// The result of a case that an earlier test process of the run ran, before it crashed.
    init(earlier: EarlierProcesses.Case) {
        let specName = earlier.className.split(separator: ".").last.map(String.init) ?? earlier.className
        subject = earlier.isExample
            ? .earlierExample(specName: specName, name: earlier.name, place: earlier.place) : .failingCase(specName: specName, name: earlier.name)
        specType = nil
        outcome = earlier.outcome
        duration = earlier.duration
        failedAttempts = earlier.failedAttempts
        givenQualifiedName = earlier.className
    }

    /// Whether it passed after attempts that failed.
    var isFlaky: Bool { !failedAttempts.isEmpty && outcome == .passed }

    /// The spec class's name (`BoolSpec`).
    var specName: String {
        switch subject {
        case .example(let example): example.metadata.specName
        case .failingCase(let specName, _), .earlierExample(let specName, _, _): specName
        case .test(let className, _): className.split(separator: ".").last.map(String.init) ?? className
        }
    }

    /// The example's name (`Bool__is_true`), or the failing case's (`Cart__empty_group`).
    var name: String {
        switch subject {
        case .example(let example): example.metadata.testName
        case .failingCase(_, let name), .earlierExample(_, let name, _), .test(_, let name): name
        }
    }

    /// `BoolSpec.Bool__is_true`: the name SPECKIT_FILTER matches.
    var fullName: String { "\(specName).\(name)" }

    /// `ConsumerSpecs.BoolSpec`: the name `swift test --filter` matches.
    var qualifiedSpecName: String { specType.map { TypeName.qualified($0) } ?? givenQualifiedName ?? specName }
}
