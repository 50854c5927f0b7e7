import Foundation
import XCTest

/// On x86_64 Linux the SpecDiscovery plugin runs the prebuilt tool in Binaries/, not the one built
/// from Sources/spec-discover: it must have been built from these sources.
final class PrebuiltToolTests: XCTestCase {
    #if os(Linux)
    func testThePrebuiltToolWasBuiltFromTheseSources() throws {
        let listing = try String(
            contentsOf: Self.repository.appending(path: "Binaries/spec-discover.artifactbundle/sources.sha256"), encoding: .utf8)
        // `sha256sum` lines: the digest, two spaces, the path from the repository's root.
        let recorded = Dictionary(uniqueKeysWithValues: listing.split(separator: "\n").map { line in
            (String(line.drop { $0 != " " }.dropFirst(2)), String(line.prefix { $0 != " " }))
        })
        let folders = ["Sources/SpecDiscoveryCore", "Sources/spec-discover"]
        let current = try folders.flatMap { folder in
            try FileManager.default.subpathsOfDirectory(atPath: Self.repository.appending(path: folder).path)
                .filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
        }
        let rebuild = "run Binaries/build.sh and commit Binaries/spec-discover.artifactbundle"
        XCTAssertEqual(Set(current).subtracting(recorded.keys).sorted(), [], "added since the prebuilt tool was built: \(rebuild)")
        XCTAssertEqual(Set(recorded.keys).subtracting(current).sorted(), [], "removed since the prebuilt tool was built: \(rebuild)")
        let changed = try current.sorted().filter { path in
            try recorded[path].map { try Self.sha256(of: Self.repository.appending(path: path)) != $0 } ?? false
        }
        XCTAssertEqual(changed, [], "changed since the prebuilt tool was built: \(rebuild)")
    }

    #if arch(x86_64)
    func testThePrebuiltToolSaysSoWhenItCrashes() throws {
        let tool = Self.repository.appending(path: "Binaries/spec-discover.artifactbundle/spec-discover-x86_64-linux/spec-discover")
        let (message, process) = try Self.crash(tool)
        XCTAssertTrue(message.hasPrefix("error: SpecKit's spec-discover crashed while reading this target's Swift files."), message)
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, SIGSEGV)
    }
    #endif

    func testTheToolBuiltFromSourceLeavesCrashesToSwiftsBacktracer() throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "spec-discover")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: tool.path), "no \(tool.path)")
        // The backtracer prints the stacks; a signal sent with `kill` then lets the tool go on.
        let (message, _) = try Self.crash(tool)
        XCTAssertTrue(message.contains("Backtracing"), message)
        XCTAssertFalse(message.contains("SpecKit's spec-discover crashed"), message)
    }

    /// What `tool` writes to its standard error stream when it gets a SIGSEGV while it reads a
    /// file, and the process, ended.
    private static func crash(_ tool: URL) throws -> (message: String, process: Process) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "PrebuiltToolTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The tool blocks opening a named pipe no one writes to: then a signal finds it running.
        let pipePath = folder.appending(path: "Blocking.swift").path
        XCTAssertEqual(mkfifo(pipePath, 0o600), 0)
        let process = Process()
        process.executableURL = tool
        process.arguments = [folder.appending(path: "out.swift").path, pipePath]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // A writer can open the pipe without waiting only once a reader has: the tool, past the
        // point where it installs its handlers. The tool then waits for text that never comes.
        let deadline = Date().addingTimeInterval(10)
        var writer = open(pipePath, O_WRONLY | O_NONBLOCK)
        while writer < 0, Date() < deadline {
            usleep(10_000)
            writer = open(pipePath, O_WRONLY | O_NONBLOCK)
        }
        XCTAssertGreaterThanOrEqual(writer, 0, "the tool never opened the file")
        kill(process.processIdentifier, SIGSEGV)
        // Should the tool live on, the file ends and so does the tool.
        close(writer)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (message, process)
    }

    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The file's SHA-256 as `sha256sum` prints it (Foundation on Linux has no digests).
    private static func sha256(of file: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).prefix { $0 != " " }.description
    }
    #endif
}
