import XCTest

@testable import SpecDiscoveryCore

/// The ways real projects declare specs: through aliases, inside `#if`, generic, with Quick's names.
final class BuildShapeTests: XCTestCase {
    // MARK: Type aliases

    func testFollowsTypeAliasesAndAliasChains() {
        let finding = findSpecs(in: """
            typealias BaseSpec = Spec
            public typealias ChainedSpec = BaseSpec
            typealias Qualified = SpecDSL.SpecCase
            final class LoginSpec: BaseSpec {}
            final class ChainSpec: ChainedSpec {}
            final class QualifiedSpec: Qualified {}
            typealias NotASpec = NSObject
            final class Helper: NotASpec {}
            """)
        XCTAssertEqual(finding.specs.map(\.name), ["ChainSpec", "LoginSpec", "QualifiedSpec"])
    }

    func testFollowsAliasesDeclaredInDependencies() {
        let finding = findSpecs(
            in: """
                final class DirectSpec: SharedBase {}
                final class ThroughClassSpec: SupportAlias {}
                """,
            context: """
                public typealias SharedBase = SpecCase
                open class SupportBaseSpec: SpecCase {}
                public typealias SupportAlias = SupportBaseSpec
                """)
        XCTAssertEqual(finding.specs.map(\.name), ["DirectSpec", "ThroughClassSpec"])
    }

    func testFollowsSuperclassesQualifiedWithTheirModuleName() {
        let finding = findSpecs(
            in: """
                final class QualifiedLibrarySpec: SpecSupport.BaseSpec {}
                typealias LocalAlias = SpecSupport.BaseSpec
                final class ViaQualifiedAliasSpec: LocalAlias {}
                class MiddleSpec: SpecSupport.BaseSpec {}
                final class GrandchildSpec: MiddleSpec {}
                final class QuickQualifiedSpec: Quick.QuickSpec {}
                final class GenericQualifiedSpec: SpecSupport.ListSpec<Int> {}
                final class PlainTest: XCTest.XCTestCase {}
                """,
            context: """
                open class BaseSpec: SpecCase {}
                open class ListSpec<Element>: SpecCase {}
                """)
        XCTAssertEqual(finding.specs.map(\.name), [
            "GenericQualifiedSpec", "GrandchildSpec", "MiddleSpec", "QualifiedLibrarySpec", "QuickQualifiedSpec",
            "ViaQualifiedAliasSpec",
        ])
    }

    func testAnAliasOfAGenericBaseCountsAsItsConcreteSubclass() {
        let finding = findSpecs(in: """
            class CollectionSpec<C: Collection>: Spec {}
            typealias IntArrays = CollectionSpec<[Int]>
            final class ArraySpec: IntArrays {}
            """)
        XCTAssertEqual(finding.specs.map(\.name), ["ArraySpec"])
        XCTAssertEqual(finding.unusedGenerics, [])
    }

    func testAliasLoopsEndWithoutASpec() {
        let finding = findSpecs(in: """
            typealias A = B
            typealias B = A
            final class LoopSpec: A {}
            """)
        XCTAssertEqual(finding.specs, [])
    }

    func testAliasesInsideFunctionsAreNotFollowed() {
        let finding = findSpecs(in: """
            func helper() { typealias Local = Spec }
            final class NotSpec: Local {}
            """)
        XCTAssertEqual(finding.specs, [])
    }

    // MARK: #if

    func testRecordsTheIfClausesAroundADeclaration() {
        let finding = findSpecs(in: """
            #if false
            final class NeverSpec: Spec {}
            #endif
            #if os(macOS) // a comment
            final class MacSpec: Spec {}
            #elseif os(Linux)
              #if canImport(Foundation) &&
                  DEBUG
              final class LinuxDebugSpec: Spec {}
              #else
              final class LinuxSpec: Spec {}
              #endif
            #else
            final class OtherSpec: Spec {}
            #endif
            final class AlwaysSpec: Spec {}
            """)
        let conditions = Dictionary(uniqueKeysWithValues: finding.specs.map { ($0.name, $0.conditions.map(\.directives)) })
        XCTAssertEqual(conditions, [
            "AlwaysSpec": [],
            "NeverSpec": [["#if false"]],
            "MacSpec": [["#if os(macOS)"]],
            "LinuxDebugSpec": [["#if os(macOS)", "#elseif os(Linux)"], ["#if canImport(Foundation) && DEBUG"]],
            "LinuxSpec": [["#if os(macOS)", "#elseif os(Linux)"], ["#if canImport(Foundation) && DEBUG", "#else"]],
            "OtherSpec": [["#if os(macOS)", "#elseif os(Linux)", "#else"]],
        ])
        XCTAssertEqual(finding.specs.first { $0.name == "LinuxSpec" }?.line, 11)
    }

    func testTheSameClassInTwoBranchesIsListedForEach() {
        let finding = findSpecs(in: """
            #if DEBUG
            final class TwinSpec: Spec {
            #else
            final class TwinSpec: BaseSpec {
            #endif
            }
            """)
        XCTAssertEqual(finding.specs.map(\.name), ["TwinSpec"])  // BaseSpec is unknown: only the DEBUG one is a spec
        XCTAssertEqual(finding.specs.first?.conditions.map(\.directives), [["#if DEBUG"]])
    }

    func testASpecInsideThousandsOfConditionsIsGeneratedWithoutExhaustingTheStack() {
        let depth = 50_000
        let source = Generator.source(for: findSpecs(in: String(repeating: "#if A\n", count: depth)
            + "final class DeepSpec: Spec {}\n" + String(repeating: "#endif\n", count: depth)))
        let directives = source.split(separator: "\n").map { $0.drop { $0 == " " } }
        // The class's three places in the generated file (spec list, test method, Swift Testing
        // test) each sit inside all its conditions, and every `#if` is closed.
        XCTAssertEqual(directives.count { $0 == "#if A" }, 3 * depth)
        XCTAssertEqual(directives.count { $0 == "#endif" }, directives.count { $0.hasPrefix("#if ") })
        XCTAssertTrue(source.contains("DeepSpec.self"))
    }

    func testGeneratedCodeRepeatsTheClauses() {
        let source = Generator.source(for: findSpecs(in: """
            #if DEBUG
            #elseif os(Linux)
            final class LinuxSpec: Spec {}
            #endif
            """))
        XCTAssertTrue(source.contains("""
                    specs: [],
                    configurations: [],
                    places: [:],
                    movable: ["LinuxSpec"],
                    bases: []
                )
            #if DEBUG
                .self
            #elseif os(Linux)
                .adding(spec: LinuxSpec.self, declaredAt: "Target.swift:3")
            #endif
            }()
            """), source)
        XCTAssertTrue(source.contains("""
            #if DEBUG
            #elseif os(Linux)
            extension LinuxSpec {
            """), source)
    }

    func testAClassDeclaredInTwoBranchesGetsThePlaceOfEach() {
        // One dictionary literal with both places held the same key twice: a crash as the target's
        // specs were listed, which took every example of the target with it.
        let source = Generator.source(for: findSpecs(in: """
            #if os(Linux)
            final class PlatformSpec: Spec {}
            #else
            final class PlatformSpec: Spec {}
            #endif
            final class OtherSpec: Spec {}
            """))
        XCTAssertTrue(source.contains("places: [\"OtherSpec\": \"Target.swift:6\"],"), source)
        XCTAssertTrue(source.contains("""
            #if os(Linux)
                .adding(spec: PlatformSpec.self, declaredAt: "Target.swift:2")
            #endif
            #if os(Linux)
                .self
            #else
                .adding(spec: PlatformSpec.self, declaredAt: "Target.swift:4")
            #endif
            """), source)
    }

    // MARK: Generic specs

    func testAGenericSpecWithoutConcreteSubclassIsReported() {
        let finding = findSpecs(in: """
            class UnusedSpec<T>: Spec {}
            class BaseSpec<T>: Spec {}
            class MiddleSpec<T>: BaseSpec<T> {}
            final class IntSpec: MiddleSpec<Int> {}
            """)
        XCTAssertEqual(finding.specs.map(\.name), ["IntSpec"])
        XCTAssertEqual(finding.unusedGenerics.map(\.name), ["UnusedSpec"])
        XCTAssertEqual(
            Generator.warning(forUnusedGeneric: finding.unusedGenerics[0]),
            "Target.swift:1: warning: SpecKit runs no examples of 'UnusedSpec': it is generic and no class of this "
                + "target subclasses it with concrete types; add one, e.g. final class SomeUnusedSpec: UnusedSpec<…> {}")
    }

    // MARK: Quick's names

    func testQuickBaseClassesAreSpecsAndQuickConfigurationIsAConfiguration() {
        let finding = findSpecs(in: """
            final class OldSpec: QuickSpec {}
            final class AsyncLoginSpec: AsyncSpec {}
            final class Setup: QuickConfiguration {}
            """)
        XCTAssertEqual(finding.specs.map(\.name), ["AsyncLoginSpec", "OldSpec"])
        XCTAssertEqual(finding.configurations.map(\.name), ["Setup"])
        let source = Generator.source(for: finding)
        XCTAssertTrue(source.contains("public typealias QuickSpec = SpecDSL.SpecCase"))
        XCTAssertTrue(source.contains("public typealias AsyncSpec = SpecDSL.AsyncSpecCase"))
        XCTAssertTrue(source.contains("public typealias QuickConfiguration = SpecDSL.Configuration"))
    }

    func testATargetThatDeclaresAQuickNameKeepsItsOwn() {
        let finding = findSpecs(in: """
            typealias QuickSpec = Spec
            final class LoginSpec: QuickSpec {}
            """)
        XCTAssertEqual(finding.specs.map(\.name), ["LoginSpec"])
        let source = Generator.source(for: finding)
        XCTAssertFalse(source.contains("typealias QuickSpec"))
        XCTAssertTrue(source.contains("public typealias AsyncSpec = SpecDSL.AsyncSpecCase"))
    }

    func testADependencysQuickNameIsShadowedByTheGeneratedOne() {
        let finding = findSpecs(in: "final class LoginSpec: QuickSpec {}", context: "typealias QuickSpec = SpecCase")
        XCTAssertTrue(Generator.source(for: finding).contains("public typealias QuickSpec = SpecDSL.SpecCase"))
    }
}

/// Where each spec class is declared reaches the runner, for a failure of the class as a whole.
final class GeneratedPlacesTests: XCTestCase {
    func testEachSpecClassIsListedWithItsFileAndLineAsAStringLiteral() {
        XCTAssertEqual(Generator.literal(#"/a "quoted" \path"#), #""/a \"quoted\" \\path""#)
        let none = Generator.source(for: findSpecs(in: "let x = 1"))
        XCTAssertTrue(none.contains("places: [:]"), none)
    }
}
