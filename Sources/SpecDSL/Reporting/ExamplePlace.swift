/// Where an example is declared, and the outermost group around it: what the closing summary's
/// pending list and profile print of it. The crash journal keeps it where those need it, for the
/// summary a crash supervisor prints from the journal.
struct ExamplePlace: Sendable, Equatable {
    /// `Tests/CartSpecs/CartSpec.swift:12`.
    let example: String
    /// The outermost group with a description around the example, `nil` when it is in none.
    let group: String?
    /// Where that group is declared, or the example's place when it is in none.
    let groupPlace: String
}

extension ExamplePlace {
    /// The place of `planned` where the closing summary prints it: for a pending example (the
    /// pending list), and for every example under `SPECKIT_PROFILE`; `nil` for the rest, which
    /// most runs are made of.
    static func whereTheSummaryNeeds(_ planned: SpecPlan.PlannedExample, settings: RunSettings = .current) -> ExamplePlace? {
        planned.disabledReason != nil || settings.profile != nil ? ExamplePlace(planned) : nil
    }

    init(_ planned: SpecPlan.PlannedExample) {
        example = RunSummary.place(of: planned)
        let outermost = planned.groups.first { $0.description != nil }
        group = outermost?.description
        groupPlace = outermost.map { RunSummary.place($0.location) } ?? example
    }
}
