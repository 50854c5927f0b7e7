import XCTest

@testable import SpecDoublesCore

/// What the generated doubles look like, and why some cannot be generated.
final class DoubleGeneratorTests: XCTestCase {
    private func generate(_ sources: [String: String]) -> DoubleGenerator.Output {
        DoubleGenerator.generate(sources.sorted { $0.key < $1.key }.map { ProtocolScanner.scan($0.value, file: $0.key, module: "App") })
    }

    private func source(_ source: String) -> String {
        generate(["App/Service.swift": source]).source
    }

    func testWritesOneExplicitlyTypedSpyPerMember() {
        let output = source("""
            // @mockable
            public protocol Service {
                func fetch(id: Int) async throws -> String
                func send(_ message: String, to user: String)
                func count() -> Int
            }
            """)
        XCTAssertTrue(output.contains("import App\n"), output)
        XCTAssertTrue(output.contains("final class ServiceMock: SpecKitProtocolOfServiceMock, Sendable {"), output)
        // Named through its module where the compiler can: beside the imports, `Service` alone may be ambiguous.
        XCTAssertTrue(output.contains("""
            #if compiler(>=6.3)
            private typealias SpecKitProtocolOfServiceMock = App::Service
            #else
            private typealias SpecKitProtocolOfServiceMock = Service
            #endif
            """), output)
        XCTAssertTrue(output.contains("let fetch = Spy<Int, String>(owner: \"ServiceMock\")"), output)
        XCTAssertTrue(output.contains("let send = Spy<String, String, Void>(owner: \"ServiceMock\")"), output)
        XCTAssertTrue(output.contains("let count = Spy<Int>(owner: \"ServiceMock\")"), output)
        XCTAssertTrue(output.contains("""
                func fetch(id: Int) async throws -> String {
                    return try await spies.fetch.callThrowing(id)
                }
            """), output)
        XCTAssertTrue(output.contains("""
                func send(_ message: String, to user: String) {
                    spies.send.call(message, user)
                }
            """), output)
    }

    func testAnInternalProtocolIsImportedTestable() {
        XCTAssertTrue(source("// @mockable\nprotocol Service {}").contains("@testable import App\n"))
    }

    func testOverloadsGetSpiesNamedByLabelsThenTypes() {
        let output = source("""
            // @mockable
            protocol Catalog {
                func product(id: Int) -> Int?
                func product(named: String) -> Int?
                func price(of id: Int) -> Double
                func price(of name: String) -> Double
                func price() -> Double
            }
            """)
        for spy in ["productId", "productNamed", "priceOfInt", "priceOfString", "price = "] {
            XCTAssertTrue(output.contains("let \(spy)"), "\(spy) in \(output)")
        }
    }

    func testPropertiesGetAGetterSpyAndASetterSpy() {
        let output = source("""
            // @mockable
            protocol Settings {
                var volume: Int { get set }
                var token: String { get async throws }
                static var shared: Int { get }
            }
            """)
        XCTAssertTrue(output.contains("let setVolume = Spy<Int, Void>(owner: \"SettingsMock\")"), output)
        XCTAssertTrue(output.contains("""
                var token: String {
                    get async throws {
                        return try await spies.token.callThrowing()
                    }
                }
            """), output)
        XCTAssertTrue(output.contains(
            "    static var staticSpies: StaticSpies { DoubleRegistry.current.staticSpies(StaticSpies.init) }"), output)
        XCTAssertTrue(output.contains("return staticSpies.shared.call(orElse: speckitUnstubbed((Int).self, of: \"SettingsMock.shared\"))"), output)
    }

    func testAStaticMemberReturningSelfAnswersANewDoubleWhenUnstubbed() {
        let output = source("// @mockable\nprotocol Document {\n    static var empty: Self { get }\n    func appending(_ other: Self) -> Self\n}")
        XCTAssertTrue(output.contains("staticSpies.empty.call(orElse: DocumentMock())"), output)
        XCTAssertTrue(output.contains("spies.appending.call(other, orElse: self)"), output)
    }

    func testGenericMethodsUseAnySpyAndAssociatedTypesMakeTheDoubleGeneric() {
        let output = source("""
            // @mockable
            protocol Store {
                associatedtype Item: Sendable
                func save(_ item: Item) -> Self
                func load<T: Decodable>(_ key: String) throws -> T
            }
            """)
        XCTAssertTrue(output.contains("final class StoreMock<Item: Sendable>: SpecKitProtocolOfStoreMock, Sendable {"), output)
        XCTAssertTrue(output.contains("let save = Spy<Item, StoreMock<Item>>(owner: \"StoreMock\")"), output)
        XCTAssertTrue(output.contains("return spies.save.call(item, orElse: self)"), output)
        XCTAssertTrue(output.contains("let load = AnySpy(owner: \"StoreMock\")"), output)
        XCTAssertTrue(output.contains("return try spies.load.callThrowing(key as Any, returning: (T).self)"), output)
    }

    func testTheStaticSpiesOfAMainActorDoubleAreReadableAnywhere() {
        let output = source("// @mockable\n@MainActor protocol Theme { static func apply(_ name: String) }")
        XCTAssertTrue(output.contains(
            "    nonisolated static var staticSpies: StaticSpies { DoubleRegistry.current.staticSpies(StaticSpies.init) }"), output)
    }

    func testAMethodMakingItsTypeParameterAnAssociatedTypeIsADiagnosticAtItsLine() {
        let output = DoubleGenerator.generate([ProtocolScanner.scan(
            "// @mockable\nprotocol Catalog<Item> {\n    associatedtype Item\n    func find<T>(_ key: T) -> Item? where T == Item\n}",
            file: "App/Catalog.swift", module: "App")])
        XCTAssertEqual(output.diagnostics.map(\.description), [
            "App/Catalog.swift:4: error: SpecKit cannot generate a double of 'Catalog': 'find' makes its type parameter 'T' the associated "
                + "type 'Item', which a generic double cannot; write 'Item' for 'T' or write this double by hand",
        ])
    }

    func testTheAsyncRequirementsOfAMainActorProtocolAreMetOffTheActor() {
        let output = source("// @mockable\n@MainActor protocol Feed {\n    func refresh() async -> Int\n    static func count() async -> Int\n    func show()\n}")
        XCTAssertTrue(output.contains("    nonisolated func refresh() async -> Int {"), output)
        XCTAssertTrue(output.contains("    nonisolated static func count() async -> Int {"), output)
        XCTAssertTrue(output.contains("    func show() {"), output)
        // An `isolated` parameter says where the method runs: it stays as written.
        let isolated = source("// @mockable\n@MainActor protocol Runner {\n    func run(on actor: isolated any Actor) async -> Int\n}")
        XCTAssertTrue(isolated.contains("    func run(on actor: isolated any Actor) async -> Int {"), isolated)
    }

    func testASendingResultIsInTheSignatureAndNotInTheSpysTypes() {
        let output = source("// @mockable\nprotocol Factory {\n    func make() async -> sending Draft\n}")
        XCTAssertTrue(output.contains("func make() async -> sending Draft {"), output)
        XCTAssertTrue(output.contains("let make = Spy<Draft>(owner: \"FactoryMock\")"), output)
    }

    func testMainActorProtocolsGiveMainActorDoublesCreatableAnywhere() {
        let output = source("// @mockable\n@MainActor protocol Screen { func show() }")
        XCTAssertTrue(output.contains("@MainActor final class ScreenMock: SpecKitProtocolOfScreenMock, Sendable {"), output)
        XCTAssertTrue(output.contains("nonisolated init() {}"), output)
    }

    func testInheritedRequirementsAreImplementedOnce() {
        let output = generate([
            "App/Log.swift": "protocol Log { func write(_ line: String) }",
            "App/Audit.swift": "// @mockable\nprotocol Audit: Log, Sendable { func write(_ line: String)\n func flush() }",
        ]).source
        XCTAssertEqual(output.components(separatedBy: "func write(_ line: String)").count - 1, 1, output)
        XCTAssertTrue(output.contains("func flush()"), output)
    }

    func testClosuresThatDoNotEscapeAreNotRecorded() {
        let output = source("// @mockable\nprotocol Loop { func each(_ body: (Int) -> Void) }")
        XCTAssertTrue(output.contains("let each = Spy<Void>(owner: \"LoopMock\")"), output)
        XCTAssertTrue(output.contains("spies.each.call()"), output)
    }

    func testAnUnknownParentIsADiagnosticAtTheProtocol() {
        let output = generate(["App/Audit.swift": "\n// @mockable\nprotocol Audit: Hidden {}"])
        XCTAssertEqual(output.diagnostics.map(\.description), [
            "App/Audit.swift:3: error: SpecKit cannot generate a double of 'Audit': it inherits from 'Hidden', which is not declared in this target or the modules it depends on; write this double by hand"
        ])
        XCTAssertEqual(output.doubles, [])
    }

    func testStaticMembersOfAGenericDoubleAreADiagnostic() {
        let output = generate(["S.swift": "// @mockable\nprotocol Store {\n associatedtype Item\n static func make() -> Int\n}"])
        XCTAssertEqual(output.diagnostics.map(\.description), [
            "S.swift:4: error: SpecKit cannot generate a double of 'Store': its double is generic over 'Item' (associated types), and a generic class cannot hold the spies of static member 'make'; write this double by hand"
        ])
    }

    func testAProtocolWithAProblemIsNotGeneratedButTheOthersAre() {
        let output = generate(["A.swift": "// @mockable\nprotocol Good { func a() }\n// @mockable\nprotocol Bad {\n subscript(i: Int) -> Int { get }\n}"])
        XCTAssertEqual(output.doubles, ["GoodMock"])
        XCTAssertEqual(output.diagnostics.map(\.line), [5])
    }

    func testForwardsTheImportsOfTheMarkedProtocolsFiles() {
        let output = source("import Foundation\n// @mockable\npublic protocol Clock { func now() -> Date }")
        XCTAssertTrue(output.contains("import Foundation\n"), output)
        XCTAssertTrue(output.contains("let now = Spy<Date>(owner: \"ClockMock\")"), output)
    }

    func testImportsAtInternalWhatTheTargetsFilesImportWithALevel() {
        let output = DoubleGenerator.generate([
            ProtocolScanner.scan("import Foundation\n// @mockable\npublic protocol Clock { func now() -> Date }", file: "App/Clock.swift", module: "App"),
            ProtocolScanner.scan("internal import Doubles\n@preconcurrency private import Foundation\nimport Matchers", file: "Specs/ClockSpec.swift", module: nil),
        ]).source
        XCTAssertTrue(output.contains("\ninternal import Doubles\n"), output)
        XCTAssertTrue(output.contains("\ninternal import Foundation\n"), output)
        XCTAssertTrue(output.contains("\nimport Matchers\n"), output)
        XCTAssertTrue(output.contains("\nimport App\n"), output)
    }

    func testALevelInsideIfIsLeftOut() {
        let output = DoubleGenerator.generate([
            ProtocolScanner.scan("import Foundation\n// @mockable\npublic protocol Clock { func now() -> Date }", file: "App/Clock.swift", module: "App"),
            ProtocolScanner.scan("#if false\nprivate import Foundation\n#endif\nimport Doubles", file: "Specs/ClockSpec.swift", module: nil),
        ]).source
        XCTAssertTrue(output.contains("\nimport Foundation\n"), output)
    }

    func testAnImportInsideIfKeepsItsClauses() {
        let output = source("""
            import Foundation
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            #if os(macOS)
            import AppKit
            #elseif os(Linux)
            @preconcurrency import Glibc
            #endif
            // @mockable
            public protocol Loader { func load(_ request: URLRequest) async throws -> Data }
            """)
        XCTAssertTrue(output.contains("\nimport Foundation\n"), output)
        XCTAssertTrue(output.contains("\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"), output)
        XCTAssertTrue(output.contains("\n#if os(macOS)\nimport AppKit\n#endif\n"), output)
        XCTAssertTrue(output.contains("\n#if os(macOS)\n#elseif os(Linux)\n@preconcurrency import Glibc\n#endif\n"), output)
    }

    func testAnImportOneFileMakesOutsideIfIsNotConditional() {
        let output = generate([
            "App/A.swift": "#if os(Linux)\nimport Glibc\n#endif\n// @mockable\nprotocol A { func a() }",
            "App/B.swift": "import Glibc\n// @mockable\nprotocol B { func b() }",
        ]).source
        XCTAssertTrue(output.contains("\nimport Glibc\n"), output)
        XCTAssertFalse(output.contains("#if os(Linux)\nimport Glibc"), output)
    }

    func testADependencysImportLevelsAreItsOwn() {
        let scanned = ProtocolScanner.scan("internal import Foundation\n// @mockable\npublic protocol Clock { func now() -> Date }", file: "App/Clock.swift", module: "App")
        XCTAssertTrue(scanned.modulesImportedBelowPublic.isEmpty)
        XCTAssertTrue(DoubleGenerator.generate([scanned]).source.contains("\nimport Foundation\n"))
    }

    func testTypedThrowsForwardsItsErrorAndReportsAnyOther() {
        let output = source("// @mockable\nprotocol Check { func run(_ id: String) throws(CheckError) -> Int }")
        XCTAssertTrue(output.contains("""
                func run(_ id: String) throws(CheckError) -> Int {
                    do {
                        return try spies.run.callThrowing(id)
                    } catch let error as CheckError {
                        throw error
                    } catch is RequireError {
                        // Unstubbed: the failure is reported; a method that throws only CheckError cannot throw it.
                        return speckitUnstubbed((Int).self, of: "CheckMock.run(_:)")
                    } catch {
                        Matchers.fail("CheckMock.run(_:) is stubbed to throw \\(error), but it throws only CheckError")
                        return speckitUnstubbed((Int).self, of: "CheckMock.run(_:)")
                    }
                }
            """), output)
    }

    func testImplicitlyUnwrappedTypesAreOptionalSpyArguments() {
        let output = source("// @mockable\nprotocol Legacy { func compare(_ other: Legacy!) -> Int!\n var name: String! { get set } }")
        XCTAssertTrue(output.contains("let compare = Spy<Legacy?, Int?>(owner: \"LegacyMock\")"), output)
        XCTAssertTrue(output.contains("func compare(_ other: Legacy!) -> Int! {"), output)
        XCTAssertTrue(output.contains("let setName = Spy<String?, Void>(owner: \"LegacyMock\")"), output)
    }

    func testAnErrorProtocolCanBeDoubled() {
        XCTAssertEqual(generate(["E.swift": "// @mockable\nprotocol Failure: Error { var code: Int { get } }"]).doubles, ["FailureMock"])
    }

    func testOverloadsThatDifferByTheirNumberOfParametersAreNumbered() {
        let output = source("""
            // @mockable
            protocol Resolver {
                func resolve(_ type: Int, arguments first: Int, _ second: Int) -> Int?
                func resolve(_ type: Int, arguments first: Int, _ second: Int, _ third: Int) -> Int?
                func resolve(_ type: Int) -> Int?
            }
            """)
        for spy in ["resolveArguments3 = ", "resolveArguments4 = ", "resolve = "] {
            XCTAssertTrue(output.contains("let \(spy)"), "\(spy) in \(output)")
        }
    }

    func testAMemberNamedResetHasTheSpyResetSpy() {
        let output = source("// @mockable\nprotocol Cache {\n func reset()\n static func reset(to size: Int)\n}")
        XCTAssertTrue(output.contains("let resetSpy = Spy<Void>(owner: \"CacheMock\")"), output)
        XCTAssertTrue(output.contains("let resetTo = Spy<Int, Void>(owner: \"CacheMock\")"), output)
        XCTAssertTrue(output.contains("func reset() {\n        spies.resetSpy.call()\n    }"), output)
        XCTAssertTrue(output.contains("            resetSpy.reset()\n"), output)
    }

    func testRequirementsNamedLikeTheSpiesHoldersAreADiagnostic() {
        let output = generate(["P.swift": "// @mockable\nprotocol Panel {\n var spies: [String] { get }\n static func staticSpies()\n}"])
        XCTAssertEqual(output.diagnostics.map(\.description), [
            "P.swift:3: error: SpecKit cannot generate a double of 'Panel': its requirement 'spies' has the name of the double's own 'spies', which holds the spies; rename the requirement or write this double by hand",
            "P.swift:4: error: SpecKit cannot generate a double of 'Panel': its requirement 'staticSpies' has the name of the double's own static 'staticSpies', which holds the spies; rename the requirement or write this double by hand",
        ])
        XCTAssertEqual(output.doubles, [])
    }

    func testAParameterNamedLikeTheSpiesHoldersOrAMadeUpNameGetsANameOfItsOwn() {
        let output = source("// @mockable\nprotocol Panel {\n func configure(spies: Int) -> Int\n static func make(staticSpies: Int) -> Int\n"
            + " func pair(_: Int, argument0: Int) -> Int\n func plain(_: Int, _: Int)\n}")
        XCTAssertTrue(output.contains("func configure(spies spies_: Int) -> Int {\n        return spies.configure.call(spies_, orElse:"), output)
        XCTAssertTrue(output.contains("static func make(staticSpies staticSpies_: Int) -> Int {\n        return staticSpies.make.call(staticSpies_, orElse:"), output)
        XCTAssertTrue(output.contains("func pair(_ argument0_: Int, argument0: Int) -> Int {\n        return spies.pair.call(argument0_, argument0, orElse:"), output)
        XCTAssertTrue(output.contains("func plain(_ argument0: Int, _ argument1: Int) {\n        spies.plain.call(argument0, argument1)"), output)
    }

    func testAParameterNamedLikeATypeTheBodyUsesGetsANameOfItsOwn() {
        let output = source("// @mockable\nprotocol Store {\n func load(Data: String) -> Data\n func size(Int: Int) -> Int\n"
            + " func none(speckitUnstubbed: Int) -> Int\n}")
        XCTAssertTrue(output.contains("func load(Data Data_: String) -> Data {\n        return spies.load.call(Data_, orElse: speckitUnstubbed((Data).self"), output)
        XCTAssertTrue(output.contains("func size(Int Int_: Int) -> Int {"), output)
        XCTAssertTrue(output.contains("func none(speckitUnstubbed speckitUnstubbed_: Int) -> Int {"), output)
    }

    func testAnAssociatedTypeNamedLikeATypeTheDoubleNamesIsADiagnostic() {
        let output = generate(["P.swift": "// @mockable\nprotocol Store {\n associatedtype Spy\n func put(_ x: Spy) -> Bool\n"
            + " func speckitUnstubbed() -> Int\n}"])
        XCTAssertEqual(output.diagnostics.map(\.description), [
            "P.swift:3: error: SpecKit cannot generate a double of 'Store': its associated type 'Spy' has the name of a type its double's code names; rename the associated type or write this double by hand",
            "P.swift:5: error: SpecKit cannot generate a double of 'Store': its requirement 'speckitUnstubbed' has the name of the function its double answers unstubbed calls with; rename the requirement or write this double by hand",
        ])
    }

    func testAParameterNamedAwaitIsEscaped() {
        let output = source("// @mockable\nprotocol Clock {\n func tick(await: Int) async -> Int\n}")
        XCTAssertTrue(output.contains("func tick(`await`: Int) async -> Int {\n        return await spies.tick.call(`await`, orElse:"), output)
    }

    func testAStaticSpiesOrAnInstanceSpiesOfTheOtherKindIsImplemented() {
        let output = source("// @mockable\nprotocol Panel {\n static var spies: Int { get }\n var staticSpies: Int { get }\n}")
        XCTAssertTrue(output.contains("static var spies: Int {"), output)
        XCTAssertTrue(output.contains("var staticSpies: Int {"), output)
    }

    func testAnAsyncTwinDeclaredFirstKeepsItsSynchronousTwin() {
        let output = source("// @mockable\nprotocol Loader {\n func load() async -> Int\n func load() -> Int\n}")
        XCTAssertTrue(output.contains("let loadAsync = Spy<Int>(owner: \"LoaderMock\")"), output)
        XCTAssertTrue(output.contains("let load = Spy<Int>(owner: \"LoaderMock\")"), output)
        XCTAssertTrue(output.contains("func load() async -> Int {\n        return await spies.loadAsync.call("), output)
        XCTAssertTrue(output.contains("func load() -> Int {\n        return spies.load.call("), output)
    }

    func testBorrowingAndConsumingParametersAreRecordedAsCopies() {
        let output = source("// @mockable\nprotocol Sink {\n func take(_ item: borrowing String, _ other: consuming Int)\n}")
        XCTAssertTrue(output.contains("let take = Spy<String, Int, Void>(owner: \"SinkMock\")"), output)
        XCTAssertTrue(output.contains("""
                func take(_ item: borrowing String, _ other: consuming Int) {
                    spies.take.call((copy item), (copy other))
                }
            """), output)
    }

    func testADoubleCarriesTheIfBranchesOfItsProtocol() {
        let output = source("""
            #if DEBUG // only in debug builds
            // @mockable
            protocol Probe { func ping() }
            #endif
            #if os(Linux)
            #elseif canImport(Darwin) &&
                !os(watchOS)
            #if FEATURE
            #else
            // @mockable
            protocol Other { func pong() }
            #endif
            #endif
            // @mockable
            protocol Always { func now() }
            """)
        XCTAssertTrue(output.contains("\n#if DEBUG\n/// The generated double of `Probe`"), output)
        XCTAssertTrue(output.contains("final class ProbeMock: SpecKitProtocolOfProbeMock, Sendable {"), output)
        XCTAssertTrue(output.contains("""
            #if os(Linux)
            #elseif canImport(Darwin) && !os(watchOS)
            #if FEATURE
            #else
            /// The generated double of `Other`
            """), output)
        XCTAssertTrue(output.contains("    }\n}\n#if compiler(>=6.3)\nprivate typealias SpecKitProtocolOfOtherMock = App::Other\n#else\n"
            + "private typealias SpecKitProtocolOfOtherMock = Other\n#endif\n#endif\n#endif\n"), output)
        XCTAssertTrue(output.contains("\n\n/// The generated double of `Always`"), output)
    }

    func testTwoMarkedProtocolsOfOneNameAreADiagnosticAtTheSecond() {
        let output = DoubleGenerator.generate([
            ProtocolScanner.scan("// @mockable\npublic protocol Loader { func load() }", file: "Core/Loader.swift", module: "Core"),
            ProtocolScanner.scan("\n// @mockable\nprotocol Loader { func load(_ id: Int) }", file: "Specs/Loader.swift", module: nil),
        ])
        XCTAssertEqual(output.diagnostics.map(\.description), [
            "Specs/Loader.swift:3: error: SpecKit cannot generate a double of 'Loader': the protocol marked `// @mockable` at "
                + "Core/Loader.swift:2 has the same name, and both doubles would be 'LoaderMock'; remove the mark from one of them "
                + "and write that double by hand",
        ])
    }

    func testTwoMarkedProtocolsOfOneNameInTwoBranchesOfAnIfAreFine() {
        let output = generate(["L.swift": "#if os(Linux)\n// @mockable\nprotocol Loader { func a() }\n#else\n// @mockable\nprotocol Loader { func b() }\n#endif"])
        XCTAssertEqual(output.diagnostics, [])
        XCTAssertEqual(output.doubles, ["LoaderMock", "LoaderMock"])
    }

    func testAHandWrittenTypeOfTheDoublesNameIsADiagnosticAtIt() {
        let output = DoubleGenerator.generate([
            ProtocolScanner.scan("// @mockable\nprotocol Loader { func load() }", file: "App/Loader.swift", module: "App"),
            ProtocolScanner.scan("import App\n\nfinal class LoaderMock: Loader { func load() {} }\nextension LoaderMock {}",
                                 file: "Specs/LoaderMock.swift", module: nil),
        ])
        XCTAssertEqual(output.diagnostics.map(\.description), [
            "Specs/LoaderMock.swift:3: error: 'LoaderMock' is the name of the double SpecKit generates for 'Loader', marked "
                + "`// @mockable` at App/Loader.swift:2; delete this declaration to use the generated double, or remove the mark to keep this one",
        ])
        let protocolNamed = DoubleGenerator.generate([
            ProtocolScanner.scan("// @mockable\nprotocol Loader { func load() }", file: "App/Loader.swift", module: "App"),
            ProtocolScanner.scan("protocol LoaderMock {}", file: "Specs/Old.swift", module: nil),
        ])
        XCTAssertEqual(protocolNamed.diagnostics.map(\.line), [1], "a protocol of that name in the test target too")
        // In a module the test target depends on, or inside `#if`, such a type is the user's business.
        XCTAssertEqual(DoubleGenerator.generate([
            ProtocolScanner.scan("// @mockable\nprotocol Loader { func load() }", file: "App/Loader.swift", module: "App"),
            ProtocolScanner.scan("class LoaderMock {}", file: "App/LoaderMock.swift", module: "App"),
            ProtocolScanner.scan("#if MOCKOLO\nclass LoaderMock {}\n#endif", file: "Specs/Old.swift", module: nil),
        ]).diagnostics, [])
    }

    func testAPrivateProtocolIsADiagnosticAtItsLine() {
        let output = generate(["H.swift": "// @mockable\nprivate protocol Hidden { func a() }\n// @mockable\nfileprivate protocol Secret { func b() }"])
        XCTAssertEqual(output.diagnostics.map(\.description), [
            "H.swift:2: error: SpecKit cannot generate a double of 'Hidden': it is private, and its double is generated into another file; make it internal",
            "H.swift:4: error: SpecKit cannot generate a double of 'Secret': it is fileprivate, and its double is generated into another file; make it internal",
        ])
    }
}

