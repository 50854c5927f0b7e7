import Foundation
import PackagePlugin

/// Checks a target's specs against Guidelines.md on every build that changes one of its files,
/// and shows each violation as a warning at its line in SwiftPM's and Xcode's output. Never fails
/// a build: spec-lint runs with `--warn-only`. Opt in per target:
/// `plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit"), .plugin(name: "SpecLint", package: "SpecKit")]`.
@main
struct SpecLint: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        // A build command needs an output to be re-run only when its inputs change: an empty Swift file.
        let output = context.pluginWorkDirectoryURL.appending(path: "SpecKitSpecLint.swift")
        return [
            .buildCommand(
                displayName: "Checking \(target.name) against the spec guidelines",
                executable: try context.tool(named: "spec-lint").url,
                arguments: ["--warn-only", "--output", output.path] + sources.map(\.path),
                inputFiles: sources,
                outputFiles: [output]
            )
        ]
    }
}
