import Foundation
import XCTest

@testable import spec_discover

/// The discovery tool reads and writes with the C library alone (it ships prebuilt and static):
/// what it reads must be what Foundation would read, and a write must replace the file whole.
final class TextFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "TextFileTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func file(_ name: String, bytes: [UInt8]) throws -> String {
        let path = folder.appending(path: name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testReadsUTF8TextLargerThanOneChunk() throws {
        let text = String(repeating: "final class ÄSpec: Spec {} // ✓\n", count: 5_000)
        let path = try file("Large.swift", bytes: Array(text.utf8))
        XCTAssertEqual(TextFile.read(path), text)
    }

    func testReadsAnEmptyFileAsEmptyText() throws {
        XCTAssertEqual(TextFile.read(try file("Empty.swift", bytes: [])), "")
    }

    func testDropsAByteOrderMarkAsFoundationDoes() throws {
        let path = try file("Marked.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("class A {}".utf8))
        XCTAssertEqual(TextFile.read(path), "class A {}")
        XCTAssertEqual(TextFile.read(path), try String(contentsOfFile: path, encoding: .utf8))
    }

    func testRefusesTextThatIsNotUTF8() throws {
        let path = try file("Latin1.swift", bytes: Array("let caf".utf8) + [0xE9] + Array(" = 1".utf8))
        XCTAssertNil(TextFile.read(path))
        XCTAssertNil(try? String(contentsOfFile: path, encoding: .utf8))
    }

    func testReadsNothingFromAMissingFileOrAFolder() {
        XCTAssertNil(TextFile.read(folder.appending(path: "Missing.swift").path))
        XCTAssertNil(TextFile.read(folder.path))
    }

    func testSaveReplacesTheFileAndLeavesNoTemporaryFile() throws {
        let path = try file("Generated.swift", bytes: Array("old, and longer than the new text".utf8))
        try TextFile.save("new ✓", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new ✓")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Generated.swift"])
    }

    func testSaveIntoAMissingFolderSaysWhyInTheCLibrarysWords() {
        let path = folder.appending(path: "missing/Generated.swift").path
        XCTAssertThrowsError(try TextFile.save("text", to: path)) { error in
            XCTAssertEqual("\(error)", "No such file or directory")
        }
    }
}
