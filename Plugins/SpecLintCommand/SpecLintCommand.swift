import Foundation
import PackagePlugin

/// `swift package plugin spec-lint [--target NAME …]`: checks the specs of the package's test
/// targets (or the named targets) against Guidelines.md, prints `file:line: warning: [rule] message`
/// per violation and fails when there is one.
@main
struct SpecLintCommand: CommandPlugin {
    struct ViolationsFound: Error, CustomStringConvertible {
        var description: String { "spec-lint found violations of the spec guidelines (listed in its output)" }
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty
            ? context.package.targets.filter { ($0 as? SourceModuleTarget)?.kind == .test }
            : try context.package.targets(named: names)
        let files = targets.compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.path) }
        guard !files.isEmpty else {
            print("spec-lint: no Swift files in \(names.isEmpty ? "the test targets" : names.joined(separator: ", "))")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "spec-lint").url
        process.arguments = extractor.remainingArguments + files
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw ViolationsFound() }
    }
}
