import Foundation

/// The command that runs one case of a spec class again, and nothing else of the suite.
///
/// Where `swift test --filter` selects examples (XCTest's route on Linux, whose test binary lists
/// them), it names the example:
///
/// ```sh
/// swift test --filter '^ConsumerSpecs\.FailingSpec/Failing__fails_on_purpose$'
/// ```
///
/// Elsewhere (Swift Testing, where an example is a case of its class's test) it selects the class
/// with `--filter` and the example with `SPECKIT_FILTER`:
///
/// ```sh
/// SPECKIT_FILTER='^FailingSpec\.Failing__fails_on_purpose$' swift test --filter '^ConsumerSpecs\.FailingSpec/'
/// ```
///
/// A failing case that is not an example (a definition issue, a suite hook) is reported by every
/// run of its class, so its command runs the class: `swift test --filter '^ConsumerSpecs\.FailingSpec/'`.
/// One of the whole run, outside every class (a crash between tests), is reported by the run:
/// `swift test`.
enum RerunCommand {
    /// - Parameters:
    ///   - byName: whether `swift test --filter` selects the example by its name.
    ///   - swiftTest: how the command starts: `swift test`, with the package and configuration of
    ///     the run (``swiftTest(carrying:withSelection:)``).
    static func of(_ result: ExampleResult, byName: Bool = false, swiftTest: String = "swift test") -> String {
        // A late failure came from work another test left running, which its class alone may
        // never start: the whole run repeats it.
        if result.qualifiedSpecName == CaseClass.runName || (!result.isExample && FailingCase.isLateFailure(result.name)) {
            return swiftTest
        }
        guard result.isExample else { return of(className: result.qualifiedSpecName, swiftTest: swiftTest) }
        // A nested class is listed under its own name alone, not the one it is known by: the filter could not match.
        if byName, result.qualifiedSpecName.split(separator: ".").count == 2 {
            let name = NSRegularExpression.escapedPattern(for: result.name)
            return "\(swiftTest) --filter '^\(NSRegularExpression.escapedPattern(for: result.qualifiedSpecName))/\(name)$'"
        }
        return of(example: result.name, className: result.qualifiedSpecName, nameIsPattern: false, swiftTest: swiftTest)
    }

    /// `swift test` with those of `arguments` (a `swift test` command's) that say which package it
    /// tests and how it is built: the package, the build folder, the configuration and the options
    /// that change what is compiled, so that a printed command runs the same build (not a new one
    /// in `.build`) and reads the same saved status.
    /// - Parameter withSelection: whether `--filter` and `--skip` go too, for a command that runs
    ///   the same examples (a bisect of the run).
    static func swiftTest(carrying arguments: [String], withSelection: Bool = false) -> String {
        var carried = buildOptions
        if withSelection { carried.formUnion(["--filter", "--skip"]) }
        var words = ["swift", "test"]
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            if carried.contains(word), arguments.index(after: index) < arguments.endIndex {
                words += [word, arguments[arguments.index(after: index)]]
                index = arguments.index(index, offsetBy: 2)
                continue
            }
            if buildFlags.contains(word) { words.append(word) }
            if let equals = word.firstIndex(of: "="), carried.contains(String(word[..<equals])) { words.append(word) }
            index = arguments.index(after: index)
        }
        return words.map(shellWord).joined(separator: " ")
    }

    /// The `swift test` options, each with a value, that say which package is built where and how.
    private static let buildOptions: Set<String> = [
        "--package-path", "--scratch-path", "--build-path", "-c", "--configuration", "-Xswiftc", "-Xcc", "-Xcxx", "-Xlinker",
        "--triple", "--sdk", "--swift-sdk", "--toolchain", "--sanitize", "--traits",
    ]

    /// The `swift test` flags that change what is built.
    private static let buildFlags: Set<String> = ["--enable-all-traits", "--disable-default-traits"]

    /// `word` as a shell reads it: quoted unless it holds only characters the shell leaves alone.
    static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) || "_-./:=,+@%".unicodeScalars.contains(scalar)
        }
        if plain { return word }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// The command that runs the class `className` (`Module.SpecClass`) and no other, on either
    /// route: `swift test --filter '^Module\.SpecClass/'`. A class whose name alone does not say
    /// how the test is listed (nested in a type, or without its module) is matched by name.
    static func of(className: String, swiftTest: String = "swift test") -> String {
        guard className.split(separator: ".", omittingEmptySubsequences: false).count == 2 else { return "\(swiftTest) --filter \(className)" }
        return "\(swiftTest) --filter '^\(NSRegularExpression.escapedPattern(for: className))/'"
    }

    /// The command that runs one example of the class `className` on either route: the class with
    /// `--filter` (``of(className:)``), the example with `SPECKIT_FILTER`.
    /// - Parameter nameIsPattern: whether `example` is written as a pattern already.
    static func of(example: String, className: String, nameIsPattern: Bool = true, swiftTest: String = "swift test") -> String {
        let simpleClass = className.split(separator: ".").last.map(String.init) ?? className
        let name = nameIsPattern ? example : NSRegularExpression.escapedPattern(for: example)
        let pattern = "^" + NSRegularExpression.escapedPattern(for: simpleClass) + "\\." + name + "$"
        return "\(ExampleFilter.variable)='\(pattern)' \(of(className: className, swiftTest: swiftTest))"
    }

    /// Whether this process's examples are selected by name with `swift test --filter`: it runs
    /// XCTest's route on Linux, where the test binary lists them for SwiftPM.
    static var selectsByName: Bool {
        #if SPECKIT_CORELIBS_XCTEST && os(Linux) && compiler(>=6.3)
        let arguments = CommandLine.arguments
        let onSwiftTesting = ProcessRun.shared.isOnSwiftTesting
            || zip(arguments, arguments.dropFirst()).contains { $0 == "--testing-library" && $1 == "swift-testing" }
        return !onSwiftTesting
        #else
        return false
        #endif
    }
}
