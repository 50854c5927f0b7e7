import XCTest

@testable import SpecDiscoveryCore

final class DeclarationScannerTests: XCTestCase {
    func testFindsDirectAndIndirectSubclassesOfSpec() {
        let finding = findSpecs(in: """
            final class BoolSpec: Spec {}
            class BaseSpec: SpecDSL.SpecCase {}
            final class DerivedSpec: BaseSpec, SomeProtocol {}
            final class NotASpec: NSObject {}
            struct Helper: Spec {}
            """)
        XCTAssertEqual(finding.specs.map(\.name), ["BaseSpec", "BoolSpec", "DerivedSpec"])
    }

    func testFollowsSuperclassesDeclaredInDependencies() {
        let finding = findSpecs(in: "final class LoginSpec: SharedBaseSpec {}", context: "open class SharedBaseSpec: Spec {}")
        XCTAssertEqual(finding.specs.map(\.name), ["LoginSpec"])
    }

    func testIgnoresClassesInCommentsAndStrings() {
        let finding = findSpecs(in: #"""
            // final class CommentedSpec: Spec {}
            /* class BlockSpec: Spec { /* nested */ class Inner: Spec {} } */
            let text = "class StringSpec: Spec {}"
            let raw = #"class RawSpec: Spec { "quoted" }"#
            let multi = """
                class MultiLineSpec: Spec {}
                """
            let interpolated = "\(values.map { "class InterpolatedSpec: Spec {}" })"
            final class RealSpec: Spec {}
            """#)
        XCTAssertEqual(finding.specs.map(\.name), ["RealSpec"])
    }

    func testNestedAndLocalSpecsAreUnreachableWithTheFix() {
        let finding = findSpecs(in: """
            enum Feature {
                final class NestedSpec: Spec {}
            }
            extension Outer.Inner {
                final class DeepSpec: Spec {}
            }
            func helper() {
                final class LocalSpec: Spec {}
            }
            """)
        XCTAssertEqual(finding.specs, [])
        XCTAssertEqual(finding.unreachable.map(\.name), ["Feature.NestedSpec", "LocalSpec", "Outer.Inner.DeepSpec"])
        XCTAssertEqual(finding.unreachable.map(Generator.error(for:)), [
            "Target.swift:2: error: SpecKit cannot run the examples of 'Feature.NestedSpec': it is nested in 'Feature', "
                + "and SwiftPM runs only top-level test classes; declare it at the top level of the file",
            "Target.swift:8: error: SpecKit cannot run the examples of 'LocalSpec': it is declared inside a function "
                + "or closure; declare it at the top level of the file",
            "Target.swift:5: error: SpecKit cannot run the examples of 'Outer.Inner.DeepSpec': it is declared in an "
                + "extension of 'Outer.Inner', and SwiftPM runs only top-level test classes; declare it at the top level of the file",
        ])
    }

    func testPrivateSpecsAreErrorsWithTheReason() {
        let finding = findSpecs(in: """
            private final class HiddenSpec: Spec {}
            fileprivate class FileSpec: Spec {}
            """)
        XCTAssertEqual(finding.specs, [])
        XCTAssertEqual(finding.unreachable.map(\.name), ["FileSpec", "HiddenSpec"])
        XCTAssertEqual(
            Generator.error(for: finding.unreachable[1]),
            "Target.swift:1: error: SpecKit cannot run the examples of 'HiddenSpec': it is private; make it internal")
    }

    func testASpecClassNamedWithARawIdentifierIsAnErrorAtItsLine() {
        let finding = findSpecs(in: """
            final class `Login Spec`: Spec {}
            final class `LoginSpec`: Spec {}
            final class `123Spec`: Spec {}
            """)
        XCTAssertEqual(finding.specs.map(\.name), ["LoginSpec"], "backquotes around a plain name change nothing")
        XCTAssertEqual(finding.unreachable.map(\.name), ["123Spec", "Login Spec"], "a name may not start with a digit either")
        XCTAssertEqual(finding.unreachable.filter { $0.name == "Login Spec" }.map { Generator.error(for: $0) }, [
            "Target.swift:1: error: SpecKit cannot run the examples of 'Login Spec': its name holds more than letters, digits and "
                + "underscores (a raw identifier, a symbol), which XCTest's and SwiftPM's test names cannot hold; give the class a "
                + "name of letters, digits and underscores, and the words to its describe(\"…\")",
        ])
    }

    func testAClassUnavailableEverywhereIsAnErrorAtItsLine() {
        // The generated code names it: the build failed in the generated file, three times.
        let finding = findSpecs(in: """
            @available(*, unavailable)
            final class RetiredSpec: Spec {}
            @available(*, unavailable, message: "gone")
            @MainActor final class GoneSpec: Spec {}
            @available(*, deprecated) final class OldSpec: Spec {}
            @available(macOS 99, *) @MainActor
            final class FutureSpec: Spec {}
            """)
        XCTAssertEqual(finding.specs.map(\.name).sorted(), ["FutureSpec", "OldSpec"])
        XCTAssertEqual(finding.unreachable.map(\.name).sorted(), ["GoneSpec", "RetiredSpec"])
        XCTAssertEqual(finding.unreachable.filter { $0.name == "RetiredSpec" }.map { Generator.error(for: $0) }, [
            "Target.swift:2: error: SpecKit cannot run the examples of 'RetiredSpec': it is marked @available(*, unavailable), so no "
                + "code can name it, SpecKit's neither; remove the attribute, and leave its examples out with xdescribe(\"…\") while "
                + "they must not run",
        ])
    }

    func testAGenericBaseSpecRunsThroughItsConcreteSubclasses() {
        let finding = findSpecs(in: """
            class CollectionSpec<C: Collection>: Spec {}
            final class ArraySpec: CollectionSpec<[Int]> {}
            """)
        XCTAssertEqual(finding.specs.map(\.name), ["ArraySpec"])
        XCTAssertEqual(finding.unreachable, [])
    }

    func testClassMembersAreNotDeclarations() {
        let finding = findSpecs(in: """
            final class BoolSpec: Spec {
                override class func spec() {}
                class var name: String { "" }
            }
            """)
        XCTAssertEqual(finding.specs.map(\.name), ["BoolSpec"])
    }

    func testFindsConfigurationsUnlessTheTargetHasItsOwnConfigurationType() {
        XCTAssertEqual(findSpecs(in: "final class Setup: Configuration {}").configurations.map(\.name), ["Setup"])
        let shadowed = findSpecs(in: """
            class Configuration {}
            final class AppConfiguration: Configuration {}
            final class Setup: SpecDSL.Configuration {}
            """)
        XCTAssertEqual(shadowed.configurations.map(\.name), ["Setup"])
    }

    func testATargetsOwnSpecNameIsLeftToIt() {
        let finding = findSpecs(in: """
            typealias Spec = QuickSpec
            final class ASpec: Spec {}
            """)
        XCTAssertEqual(finding.specs.map(\.name), ["ASpec"])
        let source = Generator.source(for: finding)
        XCTAssertFalse(source.contains("typealias Spec ="), source)
        XCTAssertTrue(source.contains("public typealias QuickSpec = SpecDSL.SpecCase"), source)
    }

    func testAnAppsOwnConfigurationTypeLeavesQuickConfigurationOurs() {
        let finding = findSpecs(in: """
            final class GlobalChecks: QuickConfiguration {}
            final class OtherChecks: SpecDSL.Configuration {}
            """, context: "public struct Configuration { public init() {} }")
        XCTAssertEqual(finding.configurations.map(\.name), ["GlobalChecks", "OtherChecks"])
        let ownQuickName = findSpecs(in: """
            class QuickConfiguration {}
            final class Legacy: QuickConfiguration {}
            """)
        XCTAssertEqual(ownQuickName.configurations.map(\.name), [], "a target's own QuickConfiguration is not ours")
    }

    func testAConfigurationTheGeneratedCodeCannotReachFailsTheBuild() {
        let finding = findSpecs(in: """
            private final class HiddenChecks: QuickConfiguration {}
            enum Support { final class NestedChecks: Configuration {} }
            fileprivate final class FileChecks: QuickConfiguration {}
            """)
        XCTAssertEqual(finding.configurations.map(\.name), [])
        XCTAssertEqual(finding.unreachableConfigurations.map(\.name), ["FileChecks", "HiddenChecks", "Support.NestedChecks"])
        XCTAssertEqual(finding.unreachableConfigurations.prefix(2).map(Generator.error(forConfiguration:)), [
            "Target.swift:3: error: SpecKit cannot apply the configuration 'FileChecks': it is fileprivate; make it internal",
            "Target.swift:1: error: SpecKit cannot apply the configuration 'HiddenChecks': it is private; make it internal",
        ])
    }

    func testGeneratesOneAnchorPerSpecAndTheSpecTypealias() {
        let source = Generator.source(for: findSpecs(in: """
            final class BoolSpec: Spec {}
            @MainActor final class MainSpec: Spec {}
            final class Setup: Configuration {}
            """))
        // DiscoveredSpecs is API for generated code only: SPI, not plain public.
        XCTAssertTrue(source.contains("@_spi(SpecDiscovery) public import SpecDSL\n"))
        XCTAssertTrue(source.contains("public typealias Spec = SpecDSL.SpecCase"))
        XCTAssertTrue(source.contains("specs: [BoolSpec.self, MainSpec.self],"))
        XCTAssertTrue(source.contains("configurations: [Setup.self]"))
        XCTAssertTrue(source.contains("extension BoolSpec {"))
        XCTAssertTrue(source.contains(
            "nonisolated func testAllExamplesOfBoolSpec() { discoveredSpecs.runExamples(of: self, anchoredIn: BoolSpec.self) }"))
        XCTAssertTrue(source.contains("nonisolated func testAllExamplesOfMainSpec()"))
    }

    func testTheSwiftTestingRouteIsOneSerializedSuitePerClassWhenTheTargetOptsIn() throws {
        let source = Generator.source(for: findSpecs(in: "final class BoolSpec: Spec {}"))
        let swiftTesting = try XCTUnwrap(source.range(of: "#if SPECKIT_SWIFT_TESTING || canImport(Darwin)\n/// SpecKit's words"))
        let xctest = try XCTUnwrap(source.range(of: "#else\n"))
        XCTAssertLessThan(swiftTesting.lowerBound, xctest.lowerBound, "Swift Testing when opted in, XCTest otherwise")
        XCTAssertTrue(source.contains("#if SPECKIT_SWIFT_TESTING || canImport(Darwin)\nimport Testing\n#endif\n"), source)
        XCTAssertTrue(source.contains("""
            extension BoolSpec {
                @Testing.Suite("BoolSpec", .compactMapIssues(specKitObserveSuite), .serialized) nonisolated struct __SpecKitExamples {
                    @Testing.Test("BoolSpec", SpecKitTestScope(specType: BoolSpec.self), .compactMapIssues(specKitObserve),
                                  arguments: discoveredSpecs.swiftTestingCases(of: BoolSpec.self))
                    func example(_ example: SpecDSL.SpecExampleCase) async {
                        await discoveredSpecs.runSwiftTestingCase(example, of: BoolSpec.self)
                    }
                }
            }
            """), source)
        // The class waits for its turn in its test's scope; SpecDSL runs the test there.
        XCTAssertTrue(source.contains("try await discoveredSpecs.runSwiftTestingTest(of: specType, function)"), source)
    }

    func testTheGeneratedDeclarationsAreNonisolatedForTargetsOnTheMainActorByDefault() {
        let source = Generator.source(for: findSpecs(in: "final class BoolSpec: Spec {}"))
        for declaration in [
            "nonisolated private let discoveredSpecs: SpecDSL.DiscoveredSpecs",
            "nonisolated private let specKitObserve:",
            "nonisolated private let specKitObserveSuite:",
            "nonisolated private func specKitMessage(of issue: Testing.Issue)",
            "nonisolated private struct SpecKitTestScope:",
            "nonisolated struct __SpecKitExamples",
            "nonisolated func testAllExamplesOfBoolSpec()",
        ] {
            XCTAssertTrue(source.contains(declaration), declaration)
        }
    }

    func testLinesAreCountedAcrossCommentsAndMultiLineStrings() {
        let finding = findSpecs(in: """
            /*
             comment
            */
            let s = \"\"\"
                text
                \"\"\"
            final class LateSpec: Spec {}
            """)
        XCTAssertEqual(finding.specs.first?.line, 7)
    }
}

/// Configurations declared in a support module the test target depends on apply too.
final class DependencyConfigurationTests: XCTestCase {
    private func find(target: String, dependency: String) -> SpecIndex.Finding {
        SpecIndex.find(
            target: DeclarationScanner.classes(in: target, file: "Target.swift"),
            context: DeclarationScanner.classes(in: dependency, file: "Support.swift", module: "TestSupport"))
    }

    func testAPublicConfigurationOfASupportModuleIsAppliedWithItsModuleName() {
        let finding = find(target: "final class LocalChecks: QuickConfiguration {}", dependency: """
            import SpecDSL
            public final class SharedLeakCheck: SpecDSL.Configuration {}
            open class SharedBase: Configuration {}
            final class InternalChecks: Configuration {}
            """)
        XCTAssertEqual(finding.configurations.map(\.qualifiedName), ["LocalChecks", "TestSupport.SharedLeakCheck", "TestSupport.SharedBase"])
        XCTAssertEqual(finding.hiddenDependencyConfigurations.map(\.name), ["InternalChecks"])
        XCTAssertEqual(Generator.warning(forHiddenConfiguration: finding.hiddenDependencyConfigurations[0]),
                       "Support.swift:4: warning: SpecKit does not apply the configuration 'InternalChecks' to this target's specs: "
                       + "it is internal to TestSupport; make it public to apply it")
        let source = Generator.source(for: finding)
        XCTAssertTrue(source.contains("@_spi(SpecDiscovery) public import SpecDSL\nimport TestSupport\n"), source)
        XCTAssertTrue(source.contains("configurations: [LocalChecks.self, TestSupport.SharedLeakCheck.self, TestSupport.SharedBase.self]"), source)
    }

    func testAPrivateOrFileprivateConfigurationOfASupportModuleWarnsLikeAnInternalOne() {
        let finding = find(target: "final class LocalChecks: QuickConfiguration {}", dependency: """
            import SpecDSL
            private final class HiddenChecks: Configuration {}
            fileprivate class FileChecks: SpecDSL.Configuration {}
            """)
        XCTAssertEqual(finding.configurations.map(\.qualifiedName), ["LocalChecks"])
        XCTAssertEqual(finding.hiddenDependencyConfigurations.map(Generator.warning(forHiddenConfiguration:)), [
            "Support.swift:2: warning: SpecKit does not apply the configuration 'HiddenChecks' to this target's specs: "
                + "it is private to its file in TestSupport; make it public to apply it",
            "Support.swift:3: warning: SpecKit does not apply the configuration 'FileChecks' to this target's specs: "
                + "it is fileprivate to its file in TestSupport; make it public to apply it",
        ])
    }

    func testAnAppsOwnConfigurationClassLeavesEveryOtherModulesBareConfigurationOurs() {
        var context = DeclarationScanner.classes(in: """
            open class Configuration { public init() {} }
            public final class AppSettings: Configuration {}
            """, file: "AppX.swift", module: "AppX")
        context.add(DeclarationScanner.classes(in: """
            import SpecDSL
            open class BaseConfig: Configuration {}
            public final class SubConfig: BaseConfig {}
            """, file: "Core.swift", module: "Core"))
        let finding = SpecIndex.find(target: DeclarationScanner.classes(in: """
            import SpecDSL
            final class LocalChecks: Configuration {}
            final class Legacy: QuickConfiguration {}
            """, file: "Target.swift"), context: context)
        XCTAssertEqual(finding.configurations.map(\.qualifiedName), ["Legacy", "LocalChecks", "Core.BaseConfig", "Core.SubConfig"])
    }

    func testASupportModulesConfigurationInsideIfIsLeftOutWithAWarning() {
        let finding = find(target: "final class ASpec: Spec {}", dependency: """
            import SpecDSL
            #if CORE_FEATURE
            public final class FeatureConfig: Configuration {}
            #endif
            """)
        XCTAssertEqual(finding.configurations.map(\.name), [])
        XCTAssertEqual(finding.conditionalDependencyConfigurations.map(\.name), ["FeatureConfig"])
        XCTAssertEqual(Generator.warning(forConditionalConfiguration: finding.conditionalDependencyConfigurations[0]),
                       "Support.swift:3: warning: SpecKit does not apply the configuration 'FeatureConfig' to this target's specs: "
                       + "it is declared inside #if in TestSupport, whose flags this target may not share; declare the class "
                       + "outside #if and put the #if inside configure(_:)")
        XCTAssertFalse(Generator.source(for: finding).contains("FeatureConfig"))
    }

    func testAnotherLibrarysConfigurationInASupportModuleIsNotTakenForOurs() {
        let finding = find(target: "final class ASpec: Spec {}", dependency: """
            import SomeSDK
            public final class AppSettings: Configuration {}
            """)
        XCTAssertEqual(finding.configurations.map(\.name), [])
        XCTAssertFalse(Generator.source(for: finding).contains("import SomeSDK"))
    }
}
