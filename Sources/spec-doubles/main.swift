// spec-doubles OUTPUT --target NAME [FILE…] [--module NAME FILE…]…
//
// Run by the SpecDoubles build-tool plugin: reads the protocols of a test target and of the
// modules it depends on, and writes the doubles of those marked `// @mockable` into OUTPUT
// (see DoubleGenerator). A protocol whose double cannot be generated fails the build at its line.
import Foundation
import SpecDoublesCore

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, arguments[1] == "--target" else {
    fail("usage: spec-doubles OUTPUT --target NAME [FILE…] [--module NAME FILE…]…")
}
let output = arguments.removeFirst()
arguments.removeFirst()
let target = arguments.removeFirst()

var scanned: [ProtocolScanner.Result] = []
var module: String?
var expectsModuleName = false
for argument in arguments {
    if expectsModuleName {
        module = argument
        expectsModuleName = false
    } else if argument == "--module" {
        expectsModuleName = true
    } else {
        guard let source = try? String(contentsOfFile: argument, encoding: .utf8) else {
            fail("SpecKit could not read \(argument) to find the protocols to double")
        }
        scanned.append(ProtocolScanner.scan(source, file: argument, module: module))
    }
}

let generated = DoubleGenerator.generate(scanned)
for diagnostic in generated.diagnostics { print(diagnostic) }
if !generated.diagnostics.isEmpty { exit(1) }
if generated.doubles.isEmpty {
    print("warning: SpecDoubles found no protocol marked `// \(ProtocolScanner.mark)` in \(target) or the modules it depends on; mark the protocols to double, or remove the plugin")
}
// Leave the file untouched when nothing changed, so the target is not recompiled needlessly.
if (try? String(contentsOfFile: output, encoding: .utf8)) != generated.source {
    do {
        try generated.source.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        fail("SpecKit could not write \(output): \(error)")
    }
}
