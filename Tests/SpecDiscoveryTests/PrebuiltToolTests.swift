import Foundation
import XCTest

/// On x86_64 Linux the SpecDiscovery plugin runs the prebuilt tool in Binaries/, not the one built
/// from Sources/spec-discover: it must have been built from these sources.
final class PrebuiltToolTests: XCTestCase {
    #if os(Linux)
    func testThePrebuiltToolWasBuiltFromTheseSources() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let listing = try String(
            contentsOf: repository.appending(path: "Binaries/spec-discover.artifactbundle/sources.sha256"), encoding: .utf8)
        // `sha256sum` lines: the digest, two spaces, the path from the repository's root.
        let recorded = Dictionary(uniqueKeysWithValues: listing.split(separator: "\n").map { line in
            (String(line.drop { $0 != " " }.dropFirst(2)), String(line.prefix { $0 != " " }))
        })
        let folders = ["Sources/SpecDiscoveryCore", "Sources/spec-discover"]
        let current = try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: repository.appending(path: folder).path)
                .filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
        }
        let rebuild = "run Binaries/build.sh and commit Binaries/spec-discover.artifactbundle"
        XCTAssertEqual(Set(recorded.keys), Set(current), "the tool's sources were added or removed since it was built: \(rebuild)")
        let changed = try current.sorted().filter { path in
            try recorded[path].map { try Self.sha256(of: repository.appending(path: path)) != $0 } ?? false
        }
        XCTAssertEqual(changed, [], "changed since the prebuilt tool was built: \(rebuild)")
    }

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
