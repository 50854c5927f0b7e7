import Foundation
import PackagePlugin

/// Adds to a test target the one `test…` method per `Spec` subclass that SwiftPM's test
/// discovery needs, so every example runs under a plain `swift test`, and declares `Spec` there.
@main
struct SpecDiscovery: BuildToolPlugin {
    static let specKitModules: Set<String> = ["SpecDSL", "Matchers", "Doubles"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        // Superclasses may live in the targets this one depends on: scan them for context only.
        // SpecKit's own modules define no specs, and their `Configuration` is the one we look for.
        let dependencies = target.recursiveTargetDependencies
            .filter { !Self.specKitModules.contains($0.name) }
            .compactMap { $0 as? SourceModuleTarget }
        let output = context.pluginWorkDirectoryURL.appending(path: "SpecKitDiscoveredSpecs.swift")
        // Built step by step with its type spelled out: the one-line `[a] + b + ["--context"] + c`
        // took the type checker 2 s, paid by every consumer's first build.
        var arguments: [String] = [output.path]
        arguments += sources.map(\.path)
        arguments.append("--context")
        // Each dependency's files after its module's name: its public configurations apply too.
        var contextSources: [URL] = []
        for dependency in dependencies {
            let files = dependency.sourceFiles(withSuffix: "swift").map(\.url)
            contextSources += files
            arguments += ["--module", dependency.moduleName]
            arguments += files.map(\.path)
        }
        return [
            .buildCommand(
                displayName: "Discovering specs in \(target.name)",
                executable: try context.tool(named: "spec-discover").url,
                arguments: arguments,
                inputFiles: sources + contextSources,
                outputFiles: [output]
            )
        ]
    }
}
