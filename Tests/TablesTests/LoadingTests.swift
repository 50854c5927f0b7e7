import Foundation
import SpecDSL
import Tables
import XCTest

/// Where tables are found: a bundle's top level (`.process`), its folders (`.copy`), a URL.
final class LoadingTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("TablesLoading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("A/B"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("C"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: root)
    }

    private func write(_ name: String, caseName: String) throws {
        let json = #"{"test-cases": [{"name": "\#(caseName)", "inputs": 1, "expected-output": 1}]}"#
        try Data(json.utf8).write(to: root.appendingPathComponent(name))
    }

    func testFindsATableInAnyFolderOfTheBundle() throws {
        try write("A/B/Deep.testkit", caseName: "deep")

        let table = try TestTable(named: "Deep", bundle: Bundle(url: root))

        XCTAssertEqual(table.cases.map(\.name), ["deep"])
        XCTAssertEqual(table.file, "Deep.testkit")
    }

    func testTheTopLevelFileWinsOverFolders() throws {
        try write("Same.testkit", caseName: "top")
        try write("A/Same.testkit", caseName: "folder")

        XCTAssertEqual(try TestTable(named: "Same.testkit", bundle: Bundle(url: root)).cases.map(\.name), ["top"])
    }

    func testTwoFilesWithTheSameNameInFoldersAreReported() throws {
        try write("A/Twice.testkit", caseName: "a")
        try write("C/Twice.testkit", caseName: "c")

        XCTAssertThrowsError(try TestTable(named: "Twice", bundle: Bundle(url: root))) { error in
            XCTAssertEqual("\(error)", "Twice.testkit: 2 files have this name: \(root.path)/A/Twice.testkit, \(root.path)/C/Twice.testkit; "
                + "rename one, or load it with TestTable(contentsOf:)")
        }
    }

    func testLoadsFromAURLAndNamesFailuresAfterTheFile() throws {
        try Data(#"{"test-cases": [{"name": "C", "inputs": 1}]}"#.utf8).write(to: root.appendingPathComponent("Direct.testkit"))

        let table = try TestTable(contentsOf: root.appendingPathComponent("Direct.testkit"))

        XCTAssertEqual(table.problems.map(\.description), [
            #"Direct.testkit:1: test-cases[0] "C": missing "expected-output" (add it, or add "expect-error": true to expect a thrown error)"#,
        ])
    }

    func testRejectsInvalidUTF8() throws {
        try Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]).write(to: root.appendingPathComponent("Bytes.testkit"))

        XCTAssertThrowsError(try TestTable(contentsOf: root.appendingPathComponent("Bytes.testkit"))) { error in
            XCTAssertEqual("\(error)", "Bytes.testkit: invalid JSON: the file is not valid UTF-8 text")
        }
    }
}
