@testable import SpecDiscoveryCore

/// What discovery finds in `source`, a target file, with `context` as a file of a dependency.
func findSpecs(in source: String, context: String = "") -> SpecIndex.Finding {
    SpecIndex.find(
        target: DeclarationScanner.classes(in: source, file: "Target.swift"),
        context: DeclarationScanner.classes(in: context, file: "Dependency.swift"))
}
