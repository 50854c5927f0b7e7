// spec-discover OUTPUT [TARGET_SOURCE…] [--context [--module NAME] DEPENDENCY_SOURCE…]
//
// Run by the SpecDiscovery build-tool plugin: finds the Spec subclasses and Configuration
// subclasses in a test target's Swift files and writes the Swift file that lets SwiftPM's test
// discovery run them (see Generator).
import SpecDiscoveryCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

#if canImport(Glibc)
CrashMessage.install()
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty else {
    TextFile.printError("usage: spec-discover OUTPUT [SOURCE…] [--context SOURCE…]")
    exit(2)
}
let output = arguments.removeFirst()
let split = arguments.firstIndex(of: "--context") ?? arguments.endIndex
let targetFiles = Array(arguments[..<split])
let contextFiles = split < arguments.endIndex ? Array(arguments[(split + 1)...]) : []

/// Scans `files`; in a dependency's list, `--module NAME` says which module the files after it
/// belong to.
func scan(_ files: [String]) -> ScannedSources {
    var scanned = ScannedSources()
    var module: String?
    var remaining = files[...]
    while let file = remaining.popFirst() {
        if file == "--module", let name = remaining.popFirst() {
            module = name
            continue
        }
        guard let source = TextFile.read(file) else {
            TextFile.printError("\(file): warning: SpecKit could not read this file to find specs")
            continue
        }
        scanned.add(DeclarationScanner.classes(in: source, file: file, module: module))
    }
    return scanned
}

let target = scan(targetFiles)
let context = scan(contextFiles)
// A test file discovery could not read to its end may hide spec classes: fail the build rather
// than run fewer examples than are defined. In a dependency's file (often the code under test,
// which the user may not be free to rearrange) only a base spec class could hide: say so on
// every build.
for position in target.unreadable {
    print(Generator.error(forUnreadable: position))
}
for position in context.unreadable {
    print(Generator.warning(forUnreadableDependency: position))
}
let finding = SpecIndex.find(target: target, context: context)
// A spec class whose examples could never run fails the build rather than passing silently.
for declaration in finding.unreachable {
    print(Generator.error(for: declaration))
}
for declaration in finding.unreachableConfigurations {
    print(Generator.error(forConfiguration: declaration))
}
if !finding.unreachable.isEmpty || !finding.unreachableConfigurations.isEmpty || !target.unreadable.isEmpty { exit(1) }
for declaration in finding.hiddenDependencyConfigurations {
    print(Generator.warning(forHiddenConfiguration: declaration))
}
for declaration in finding.conditionalDependencyConfigurations {
    print(Generator.warning(forConditionalConfiguration: declaration))
}
// A generic spec class no class subclasses runs nothing: say so on every build.
for alias in finding.hiddenDependencyAliases {
    print(Generator.warning(forHiddenAlias: alias))
}
for declaration in finding.unusedGenerics {
    print(Generator.warning(forUnusedGeneric: declaration))
}

let generated = Generator.source(for: finding)
// Leave the file untouched when nothing changed, so the target is not recompiled needlessly.
if TextFile.read(output) != generated {
    do {
        try TextFile.save(generated, to: output)
    } catch {
        TextFile.printError("error: SpecKit could not write \(output): \(error)")
        exit(1)
    }
}
