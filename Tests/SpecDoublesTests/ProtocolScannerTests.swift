import XCTest

@testable import SpecDoublesCore

/// Reading each shape of requirement.
final class ProtocolScannerTests: XCTestCase {
    private func marked(_ source: String, file: String = "Sources/App/Service.swift") -> ProtocolDeclaration? {
        ProtocolScanner.scan(source, file: file, module: "App").protocols.first(where: \.isMarked)
    }

    func testFindsOnlyProtocolsMarkedWithAComment() {
        let result = ProtocolScanner.scan("""
            /// A service.
            /// @mockable
            @MainActor
            public protocol Marked: AnyObject {}
            protocol Unmarked {}
            // @mockable
            struct NotAProtocol {}
            let text = "// @mockable protocol InString {}"
            """, file: "F.swift", module: nil)
        XCTAssertEqual(result.protocols.map(\.name), ["Marked", "Unmarked"])
        XCTAssertEqual(result.protocols.map(\.isMarked), [true, false])
        XCTAssertEqual(result.protocols[0].isMainActor, true)
        XCTAssertEqual(result.protocols[0].isPublic, true)
        XCTAssertEqual(result.protocols[0].inherited, ["AnyObject"])
        XCTAssertEqual(result.protocols[0].line, 4)
    }

    func testReadsMethodsWithLabelsEffectsAndResults() throws {
        let declaration = try XCTUnwrap(marked("""
            // @mockable
            protocol Service {
                func fetch(id: Int) async throws -> [String: Int]
                func send(_ message: String, to user: String)
                @discardableResult mutating func reset() -> Bool
                func check() throws(ServiceError) -> Int?
            }
            """))
        let members = declaration.members
        XCTAssertEqual(members.map(\.signatureName), ["fetch(id:)", "send(_:to:)", "reset()", "check()"])
        XCTAssertEqual(members[0].isAsync, true)
        XCTAssertEqual(members[0].throwing, .any)
        XCTAssertEqual(members[0].result, "[String: Int]")
        XCTAssertEqual(members[1].parameters.map(\.name), ["message", "user"])
        XCTAssertEqual(members[1].result, nil)
        XCTAssertEqual(members[2].keptAttributes, ["@discardableResult"])
        XCTAssertEqual(members[3].throwing, .typed("ServiceError"))
        XCTAssertEqual(members[3].result, "Int?")
    }

    func testReadsClosureVariadicAndInoutParameters() throws {
        let declaration = try XCTUnwrap(marked("""
            // @mockable
            protocol Loader {
                func load(completion: @escaping @Sendable (Result<Int, Error>) -> Void)
                func each(_ body: (Int) throws -> Void) rethrows
                func sum(_ values: Int...) -> Int
                func bump(_ value: inout Int)
                func later(_ handler: ((Int) -> Void)?)
            }
            """))
        let parameters = declaration.members.map { $0.parameters[0] }
        XCTAssertEqual(parameters.map(\.type), [
            "@escaping @Sendable (Result<Int, Error>) -> Void", "(Int) throws -> Void", "Int...", "inout Int", "((Int) -> Void)?",
        ])
        XCTAssertEqual(parameters.map(\.recordedType), [
            "@Sendable (Result<Int, Error>) -> Void", "(Int) throws -> Void", "[Int]", "Int", "((Int) -> Void)?",
        ])
        XCTAssertEqual(parameters.map(\.isNonEscapingClosure), [false, true, false, false, false])
        XCTAssertEqual(declaration.members[1].throwing, .rethrowing)
    }

    func testReadsPropertiesWithTheirAccessorsAndEffects() throws {
        let declaration = try XCTUnwrap(marked("""
            // @mockable
            protocol Settings {
                var volume: Int { get set }
                var name: String { get }
                var token: String { get async throws }
                static var shared: Settings? { get }
            }
            """))
        let members = declaration.members
        XCTAssertEqual(members.map(\.kind), [.property(isSettable: true), .property(isSettable: false),
                                             .property(isSettable: false), .property(isSettable: false)])
        XCTAssertEqual(members.map(\.result), ["Int", "String", "String", "Settings?"])
        XCTAssertEqual(members[2].isAsync, true)
        XCTAssertEqual(members[2].throwing, .any)
        XCTAssertEqual(members[3].isStatic, true)
    }

    func testReadsGenericMethodsAndAssociatedTypes() throws {
        let declaration = try XCTUnwrap(marked("""
            // @mockable
            protocol Store<Item> {
                associatedtype Item: Codable & Sendable
                associatedtype Key = String
                func load<T: Decodable>(_ key: Key, as type: T.Type) throws -> T where T: Sendable
            }
            """))
        XCTAssertEqual(declaration.associatedTypes.map(\.name), ["Item", "Key"])
        XCTAssertEqual(declaration.associatedTypes.map(\.constraint), ["Codable & Sendable", nil])
        XCTAssertEqual(declaration.members[0].genericClause, "<T: Decodable>")
        XCTAssertEqual(declaration.members[0].result, "T")
        XCTAssertEqual(declaration.members[0].whereClause, "where T: Sendable")
    }

    func testKeepsASameTypeRequirementOfAWhereClauseWhole() throws {
        let declaration = try XCTUnwrap(marked("""
            // @mockable
            protocol APIClient {
                func execute<T: Request, V: Decodable>(request: T) async throws -> V where T.Response == V, T: Sendable
            }
            """))
        XCTAssertEqual(declaration.members[0].whereClause, "where T.Response == V, T: Sendable")
    }

    func testLeavesExtensionsAndTypeAliasesAlone() throws {
        let declaration = try XCTUnwrap(marked("""
            // @mockable
            protocol Formatting {
                typealias Digits = Int
                func format(_ value: Double, digits: Digits) -> String
            }
            extension Formatting {
                func format(_ value: Double) -> String { format(value, digits: 2) }
            }
            """))
        XCTAssertEqual(declaration.members.map(\.signatureName), ["format(_:digits:)"])
    }

    func testUnreadableDeclarationsAreProblemsAtTheirLine() throws {
        let declaration = try XCTUnwrap(marked("""
            // @mockable
            protocol Odd {
                func fine()
                subscript(index: Int) -> Int { get }
                init(name: String)
                #if DEBUG
                func debugOnly()
                #endif
                static func == (lhs: Self, rhs: Self) -> Bool
            }
            """, file: "Odd.swift"))
        XCTAssertEqual(declaration.problems.map(\.description), [
            "Odd.swift:4: error: SpecKit cannot generate a double of 'Odd': 'subscript' requirements are not supported yet; write this double by hand",
            "Odd.swift:5: error: SpecKit cannot generate a double of 'Odd': 'init' requirements are not supported yet; write this double by hand",
            "Odd.swift:6: error: SpecKit cannot generate a double of 'Odd': '#' directives (#if) inside a protocol are not supported; write this double by hand",
            "Odd.swift:8: error: SpecKit cannot generate a double of 'Odd': '#' directives (#if) inside a protocol are not supported; write this double by hand",
            "Odd.swift:9: error: SpecKit cannot generate a double of 'Odd': operator requirements are not supported; write this double by hand",
        ])
        XCTAssertEqual(declaration.members.map(\.signatureName), ["fine()", "debugOnly()"])
    }

    func testAMarkedNestedProtocolIsAProblem() {
        let result = ProtocolScanner.scan("""
            enum Outer {
                // @mockable
                protocol Inner {}
            }
            """, file: "Outer.swift", module: nil)
        XCTAssertEqual(result.problems.map(\.description), [
            "Outer.swift:3: error: SpecKit cannot generate a double of 'Inner': it is nested in a type; declare it at the top level of the file"
        ])
    }

    func testCollectsImports() {
        let result = ProtocolScanner.scan("""
            import Foundation
            @preconcurrency import Dispatch
            import struct Shop.Product
            """, file: "F.swift", module: "App")
        XCTAssertEqual(result.imports, ["Foundation", "@preconcurrency Dispatch", "Shop"])
    }
}
