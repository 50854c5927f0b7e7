// spec-lint [--warn-only] [--output FILE] PATH…
// spec-lint --rules
//
// Checks spec files against Guidelines.md and prints `file:line: warning: [rule] message` for each
// violation. PATH is a Swift file or a folder (searched recursively, skipping hidden folders and
// `.build`). Exits with 1 when it found violations, unless `--warn-only` (the build-tool plugin:
// a lint warning never fails a build). `--output FILE` writes an empty Swift file there, the
// output the build-tool plugin declares so SwiftPM re-runs the check only when a source changes.
import Foundation
import SpecLintCore

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("spec-lint: \(message)\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var warnOnly = false
var output: String?
var paths: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--warn-only":
        warnOnly = true
    case "--output":
        guard !arguments.isEmpty else { fail("--output needs a file path") }
        output = arguments.removeFirst()
    case "--rules":
        for rule in Rule.allCases { print("\(rule.rawValue): \(rule.summary)") }
        exit(0)
    case "-h", "--help":
        print("usage: spec-lint [--warn-only] [--output FILE] PATH…   (spec-lint --rules lists the rules)")
        exit(0)
    default:
        if argument.hasPrefix("-") { fail("unknown option \(argument); see spec-lint --help") }
        paths.append(argument)
    }
}
if paths.isEmpty && output == nil { fail("no files or folders to check; usage: spec-lint [--warn-only] PATH…") }

/// The Swift files at `path`, sorted so reports come in a stable order.
func swiftFiles(at path: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        fail("\(path) does not exist")
    }
    guard isFolder.boolValue else { return [path] }
    let base = URL(fileURLWithPath: path)
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey]) else {
        fail("cannot read the folder \(path)")
    }
    var files: [String] = []
    for case let url as URL in walker {
        let name = url.lastPathComponent
        if name.hasPrefix(".") || name == ".build" {
            walker.skipDescendants()
        } else if name.hasSuffix(".swift") {
            files.append(url.path)
        }
    }
    return files.sorted()
}

var violations = 0
let files = paths.flatMap(swiftFiles(at:))
for file in files {
    guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
        print("\(file):1: warning: [spec-lint] cannot read this file as UTF-8; it was not checked")
        continue
    }
    for violation in SpecLinter.lint(source: source, file: file) {
        print(violation)
        violations += 1
    }
}

if let output {
    let stub = "// Written by spec-lint for the SpecLint build-tool plugin; intentionally empty.\n"
    if (try? String(contentsOfFile: output, encoding: .utf8)) != stub {
        do {
            try stub.write(toFile: output, atomically: true, encoding: .utf8)
        } catch {
            fail("cannot write \(output): \(error)")
        }
    }
}
if !warnOnly {
    FileHandle.standardError.write(Data("spec-lint: \(violations) violation(s) in \(files.count) file(s)\n".utf8))
    exit(violations > 0 ? 1 : 0)
}
