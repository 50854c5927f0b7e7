import Foundation

/// How one case of a spec class ended, for the documentation format and the closing summary:
/// an example (passed, failed, skipped at run time, or pending because it is disabled), or a
/// failing case beside the examples (a definition issue, a failing `beforeSuite`).
///
/// ```swift
/// let result = ExampleResult(specName: "BoolSpec", specType: BoolSpec.self, name: "Bool__is_true",
///                            example: planned, outcome: .pending("disabled with xit"))
/// ```
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

    /// One failure of a case, at the place it points to.
    struct Failure: Equatable, Sendable {
        let message: String
        let file: String?
        let line: Int

        /// `Tests/Specs/BoolSpec.swift:12`, relative to the current folder when inside it.
        var place: String? { file.map { "\(Self.shortPath($0)):\(line)" } }

        /// `path` relative to the current folder (the package's, under `swift test`) when inside it.
        static func shortPath(_ path: String) -> String {
            let folder = FileManager.default.currentDirectoryPath
            return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
        }
    }

    /// The spec class's name (`BoolSpec`).
    let specName: String
    /// The spec class, for its module-qualified name in the command that reruns the case.
    let specType: AnyClass?
    /// The example's name (`Bool__is_true`), or the failing case's (`Cart__empty_group`).
    let name: String
    /// The example, `nil` for a failing case.
    let example: SpecPlan.PlannedExample?
    var outcome: Outcome
    /// Seconds the example took, when measured.
    var duration: Double = 0

    /// The module-qualified class name given when there is no class to ask (`specType` is `nil`).
    private let givenQualifiedName: String?

    init(specName: String, specType: AnyClass?, name: String, example: SpecPlan.PlannedExample?,
         outcome: Outcome, duration: Double = 0, qualifiedSpecName: String? = nil) {
        self.specName = specName
        self.specType = specType
        self.givenQualifiedName = qualifiedSpecName
        self.name = name
        self.example = example
        self.outcome = outcome
        self.duration = duration
    }

    /// The result of running `example` of `specType`.
    init(_ example: SpecPlan.PlannedExample, of specType: AnyClass?, outcome: Outcome, duration: Double = 0) {
        self.init(specName: example.metadata.specName, specType: specType, name: example.metadata.testName,
                  example: example, outcome: outcome, duration: duration)
    }

    /// `BoolSpec.Bool__is_true`: the name SPECKIT_FILTER matches.
    var fullName: String { "\(specName).\(name)" }

    /// `ConsumerSpecs.BoolSpec`: the name `swift test --filter` matches.
    var qualifiedSpecName: String { specType.map { String(reflecting: $0) } ?? givenQualifiedName ?? specName }
}
