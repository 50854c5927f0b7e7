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
        // Until `/proc` shows it waiting in `openat` (x86_64's system call 257).
        let systemCall = "/proc/\(process.processIdentifier)/syscall"
        let deadline = Date().addingTimeInterval(10)
        while !((try? String(contentsOfFile: systemCall, encoding: .utf8))?.hasPrefix("257 ") ?? false), Date() < deadline {
            usleep(10_000)
        }
        kill(process.processIdentifier, SIGSEGV)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, SIGSEGV)
        XCTAssertTrue(message.hasPrefix("error: SpecKit's spec-discover crashed while reading this target's Swift files."), message)
    }
    #endif

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
