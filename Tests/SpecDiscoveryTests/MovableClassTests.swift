import XCTest

@testable import SpecDiscoveryCore

/// Which spec classes a random order may run from another class's test method under XCTest:
/// those that neither declare nor inherit a class-level `setUp()` or `tearDown()`.
final class MovableClassTests: XCTestCase {
    func testAClassWithoutClassLevelSetUpCanMoveAndInstanceSetUpDoesNotMatter() {
        let finding = findSpecs(in: """
            final class PlainSpec: Spec {}
            final class InstanceSetUpSpec: QuickSpec {
                override func setUp() { super.setUp() }
                override func tearDown() { super.tearDown() }
                override class func spec() { it("runs") {} }
            }
            final class AsyncOneSpec: AsyncSpec {}
            final class QualifiedSpec: SpecDSL.SpecCase {}
            """)
        XCTAssertEqual(finding.movable, ["PlainSpec", "InstanceSetUpSpec", "AsyncOneSpec", "QualifiedSpec"])
    }

    func testAQuickNameTheTargetAliasesToItsOwnBaseLeadsToThatBase() {
        let finding = findSpecs(in: """
            class DatabaseSpec: SpecDSL.SpecCase {
                override class func setUp() { super.setUp() }
            }
            typealias QuickSpec = DatabaseSpec
            typealias Spec = QuickSpec
            final class AlphaSpec: QuickSpec {}
            final class BetaSpec: Spec {}
            final class GammaSpec: AsyncSpec {}
            """)
        XCTAssertEqual(finding.specs.map(\.name), ["AlphaSpec", "BetaSpec", "DatabaseSpec", "GammaSpec"])
        XCTAssertEqual(finding.movable, ["GammaSpec"])
        XCTAssertEqual(finding.bases, ["DatabaseSpec"])
    }

    func testATargetAliasToABaseWithoutClassLevelSetUpMoves() {
        let finding = findSpecs(in: """
            class PlainBaseSpec: SpecDSL.SpecCase {}
            typealias QuickSpec = PlainBaseSpec
            final class AlphaSpec: QuickSpec {}
            """)
        XCTAssertEqual(finding.movable, ["AlphaSpec", "PlainBaseSpec"])
    }

    func testATargetAliasToADependencysBaseIsASpecThatStaysInPlace() {
        let finding = findSpecs(
            in: """
                typealias QuickSpec = TestSupport.QuickSpec
                final class AlphaSpec: QuickSpec {}
                """,
            context: """
                open class DatabaseSpec: SpecDSL.SpecCase {
                    override open class func setUp() { super.setUp() }
                }
                public typealias QuickSpec = DatabaseSpec
                """)
        XCTAssertEqual(finding.specs.map(\.name), ["AlphaSpec"])
        XCTAssertEqual(finding.movable, [])
    }

    func testAQuickNameAliasedInADependencyIsHiddenByTheGeneratedOneWithAWarning() {
        let finding = SpecIndex.find(
            target: DeclarationScanner.classes(in: "final class AlphaSpec: QuickSpec {}", file: "Target.swift"),
            context: DeclarationScanner.classes(in: """
                open class DatabaseSpec: SpecDSL.SpecCase {
                    override open class func setUp() { super.setUp() }
                }
                public typealias QuickSpec = DatabaseSpec
                public typealias Spec = SpecDSL.SpecCase
                """, file: "Dependency.swift", module: "TestSupport"))
        XCTAssertEqual(finding.specs.map(\.name), ["AlphaSpec"])
        XCTAssertEqual(finding.movable, ["AlphaSpec"])
        XCTAssertEqual(finding.hiddenDependencyAliases.map { Generator.warning(forHiddenAlias: $0) }, [
            "Dependency.swift:4: warning: SpecKit declares 'QuickSpec' in the test target, which hides this alias there: "
                + "its specs written ': QuickSpec' do not inherit 'DatabaseSpec'; to use this one, add "
                + "'typealias QuickSpec = TestSupport.QuickSpec' to a file of the test target",
        ])
    }

    func testTheSpecClassesOthersInheritFromAreBases() {
        let finding = findSpecs(in: """
            class DatabaseSpec: Spec {}
            class CollectionSpec<C: Collection>: DatabaseSpec {}
            final class ArraySpec: CollectionSpec<[Int]> {}
            final class AlphaSpec: DatabaseSpec {}
            final class LoneSpec: Spec {}
            """)
        XCTAssertEqual(finding.bases, ["DatabaseSpec"])
        XCTAssertTrue(Generator.source(for: finding).contains(#"        bases: ["DatabaseSpec"]"#))
    }

    func testAClassLevelSetUpOrTearDownKeepsTheClassInPlace() {
        let finding = findSpecs(in: """
            final class SetUpSpec: Spec {
                override class func setUp() { super.setUp() }
            }
            final class TearDownSpec: Spec {
                @MainActor override class func tearDown() {}
            }
            final class StaticSpec: Spec {
                override static func setUp() {}
            }
            final class ExtendedSpec: Spec {}
            extension ExtendedSpec {
                override public class func tearDown() {}
            }
            final class FreeSpec: Spec {}
            """)
        XCTAssertEqual(finding.specs.count, 5)
        XCTAssertEqual(finding.movable, ["FreeSpec"])
    }

    func testAClassInheritsWhetherItCanMove() {
        let finding = findSpecs(in: """
            class BaseSpec: Spec {
                override class func setUp() {}
            }
            final class ChildSpec: BaseSpec {}
            typealias Base = BaseSpec
            final class AliasedChildSpec: Base {}
            class FreeBaseSpec: Spec {}
            final class FreeChildSpec: FreeBaseSpec {}
            typealias Root = QuickSpec
            final class AliasedRootSpec: Root {}
            """)
        XCTAssertEqual(finding.movable, ["FreeBaseSpec", "FreeChildSpec", "AliasedRootSpec"])
    }

    func testASuperclassOfAnotherModuleKeepsTheClassInPlace() {
        let finding = findSpecs(in: """
            final class SupportedSpec: SharedSpec {}
            final class QualifiedSupportedSpec: Support.SharedSpec {}
            final class ThroughAliasSpec: SupportAlias {}
            """, context: """
            open class SharedSpec: Spec {}
            public typealias SupportAlias = Spec
            """)
        XCTAssertEqual(finding.specs.count, 3)
        XCTAssertEqual(finding.movable, ["ThroughAliasSpec"])
    }

    func testATargetsOwnBaseNamedLikeSpecKitsIsReadAsItsOwn() {
        let finding = findSpecs(in: """
            class QuickSpec: SpecCase {
                override class func setUp() {}
            }
            final class OldSpec: QuickSpec {}
            """)
        XCTAssertFalse(finding.movable.contains("OldSpec"))
    }

    func testASetUpOfANestedTypeOrAnInstanceIsNotTheClasss() {
        let finding = findSpecs(in: """
            final class OuterSpec: Spec {
                final class Helper {
                    class func setUp() {}
                }
                func setUp(with value: Int) {}
                override class func spec() {
                    it("sets up") { Helper.setUp() }
                }
            }
            """)
        XCTAssertEqual(finding.movable, ["OuterSpec"])
    }

    func testTheGeneratedListNamesTheMovableClasses() {
        let source = Generator.source(for: findSpecs(in: """
            final class BSpec: Spec {}
            final class ASpec: Spec {}
            final class FixedSpec: Spec { override class func setUp() {} }
            """))
        XCTAssertTrue(source.contains(#"        movable: ["ASpec", "BSpec"]"#), source)
        XCTAssertTrue(Generator.source(for: findSpecs(in: "let x = 1")).contains("movable: []"))
    }
}
