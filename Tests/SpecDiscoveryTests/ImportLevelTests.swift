import XCTest

@testable import SpecDiscoveryCore

/// The generated file's imports must build beside the target's own: Swift rejects a plain `import M`
/// in one file when another imports `M` with a level below `public` (`internal import M`), and
/// under `InternalImportsByDefault` a plain import cannot back a `public typealias`.
final class ImportLevelTests: XCTestCase {
    private func importLines(of source: String) -> [String] {
        source.split(separator: "\n").map(String.init).filter { $0.contains("import ") && !$0.hasPrefix("//") }
    }

    func testThePublicAliasesComeWithAPublicImportOfSpecDSL() {
        let source = Generator.source(for: findSpecs(in: "import SpecDSL\nfinal class LoginSpec: QuickSpec {}"))
        XCTAssertEqual(importLines(of: source), ["@_spi(SpecDiscovery) public import SpecDSL", "import Testing"])
        XCTAssertTrue(source.contains("public typealias QuickSpec = SpecDSL.SpecCase"))
    }

    func testSpecDSLImportedInternallyByTheTargetIsStillImportedPubliclyForTheAliases() {
        let source = Generator.source(for: findSpecs(in: "internal import SpecDSL\nfinal class LoginSpec: QuickSpec {}"))
        XCTAssertEqual(importLines(of: source).first, "@_spi(SpecDiscovery) public import SpecDSL")
    }

    func testWithoutAliasesSpecDSLIsImportedAtTheTargetsLevel() {
        let ownNames = """
            typealias Spec = SpecDSL.SpecCase
            typealias QuickSpec = SpecDSL.SpecCase
            typealias AsyncSpec = SpecDSL.AsyncSpecCase
            typealias QuickConfiguration = SpecDSL.Configuration
            final class LoginSpec: QuickSpec {}
            """
        let plain = Generator.source(for: findSpecs(in: "import SpecDSL\n" + ownNames))
        XCTAssertFalse(plain.contains("public typealias"))
        XCTAssertEqual(importLines(of: plain).first, "@_spi(SpecDiscovery) import SpecDSL")
        let internalOnly = Generator.source(for: findSpecs(in: "internal import SpecDSL\n" + ownNames))
        XCTAssertEqual(importLines(of: internalOnly).first, "@_spi(SpecDiscovery) internal import SpecDSL")
    }

    func testTestingIsImportedInternallyWhenTheTargetImportsItBelowPublic() {
        for level in ["internal", "private", "fileprivate", "package"] {
            let source = Generator.source(for: findSpecs(in: "\(level) import Testing\nfinal class LoginSpec: Spec {}"))
            XCTAssertEqual(importLines(of: source).last, "internal import Testing", level)
        }
        let plain = Generator.source(for: findSpecs(in: "import Testing\nfinal class LoginSpec: Spec {}"))
        XCTAssertEqual(importLines(of: plain).last, "import Testing")
    }

    func testReadsLevelsAfterAttributesAndInScopedImportsButNotInCommentsOrStrings() {
        let scanned = DeclarationScanner.classes(in: """
            @preconcurrency internal import Dispatch
            @_spi(Internal) package import Matchers
            private import struct Foundation.Date
            public import Glibc
            @testable import SpecDSL
            // internal import InAComment
            let text = "internal import InAString"
            """, file: "Target.swift")
        XCTAssertEqual(scanned.modulesImportedBelowPublic, ["Dispatch", "Matchers", "Foundation"])
    }

    func testALevelInsideIfIsLeftOutSinceItsBranchMayNeverBeCompiled() {
        let scanned = DeclarationScanner.classes(in: """
            #if false
            internal import Testing
            #elseif os(Linux)
            #if DEBUG
            private import Dispatch
            #endif
            #else
            package import Glibc
            #endif
            internal import Foundation
            """, file: "Target.swift")
        XCTAssertEqual(scanned.modulesImportedBelowPublic, ["Foundation"])
        let source = Generator.source(for: findSpecs(in: "#if false\ninternal import Testing\n#endif\nfinal class LoginSpec: Spec {}"))
        XCTAssertEqual(importLines(of: source).last, "import Testing")
    }

    func testOnlyTheTargetsOwnFilesCount() {
        let finding = findSpecs(in: "import Testing\nfinal class LoginSpec: Spec {}", context: "internal import Testing")
        XCTAssertTrue(finding.modulesImportedBelowPublic.isEmpty)
        let dependency = DeclarationScanner.classes(in: "internal import Testing", file: "Support.swift", module: "Support")
        XCTAssertTrue(dependency.modulesImportedBelowPublic.isEmpty)
    }
}
