import Foundation
import PackagePlugin

/// Generates, on every build that changes them, the doubles of the protocols marked
/// `// @mockable` in a test target and in the modules it depends on, into that test target.
/// A build tool rather than a command: the doubles are never stale, because a changed protocol
/// is read again before the specs compile. Apply it to the test target:
/// `plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit"), .plugin(name: "SpecDoubles", package: "SpecKit")]`.
@main
struct SpecDoubles: BuildToolPlugin {
    static let specKitModules: Set<String> = ["SpecDSL", "Matchers", "Doubles"]

    struct MissingDoubles: Error, CustomStringConvertible {
        let target: String
        var description: String {
            "the doubles SpecDoubles generates for \(target) use the Doubles library: add "
                + ".product(name: \"Doubles\", package: \"SpecKit\") to the dependencies of \(target) in Package.swift"
        }
    }

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        guard target.recursiveTargetDependencies.contains(where: { $0.name == "Doubles" }) else {
            throw MissingDoubles(target: target.name)
        }
        let own = target.sourceFiles(withSuffix: "swift").map(\.url)
        let dependencies = target.recursiveTargetDependencies
            .filter { !Self.specKitModules.contains($0.name) }
            .compactMap { $0 as? SourceModuleTarget }
            .filter { $0.kind != .test }
        var arguments = ["--target", target.name] + own.map(\.path)
        var inputs = own
        for dependency in dependencies {
            let files = dependency.sourceFiles(withSuffix: "swift").map(\.url)
            guard !files.isEmpty else { continue }
            arguments += ["--module", dependency.moduleName] + files.map(\.path)
            inputs += files
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "SpecKitGeneratedDoubles.swift")
        return [
            .buildCommand(
                displayName: "Generating the doubles of \(target.name)'s @mockable protocols",
                executable: try context.tool(named: "spec-doubles").url,
                arguments: [output.path] + arguments,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
