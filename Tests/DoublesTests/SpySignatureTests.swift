import Doubles
import Foundation
import Matchers
import XCTest

/// Type inference across the method shapes doubles meet: optionals, collections, tuples,
/// existentials, async throwing methods, variadics (closure parameters: Shapes/).
final class SpySignatureTests: XCTestCase {
    func testInfersTheTypesOfEveryShape() async throws {
        let mock = SignaturesMock()
        mock.spies.optional.returns(nil)
        mock.spies.tuple.returns((1, "one"))
        mock.spies.existential.answers { $0.area * 2 }
        mock.spies.asyncThrows.returns(.fixture)
        mock.spies.variadic.answers { $0.reduce(0, +) }

        XCTAssertNil(mock.optional(nil))
        XCTAssertEqual(mock.tuple().1, "one")
        XCTAssertEqual(mock.existential(Square(side: 2)), 8)
        let url = try await mock.asyncThrows(1, Data([1]))
        XCTAssertEqual(url, .fixture)
        XCTAssertEqual(mock.variadic(1, 2, 3), 6)
        let failures = gatherFailures { _ = mock.array([1]) }

        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(mock.spies.array.last, [1])
        XCTAssertEqual(mock.spies.asyncThrows.last?.1, Data([1]))
        XCTAssertEqual(mock.spies.variadic.last, [1, 2, 3])
    }
}

private protocol Shape {
    var area: Double { get }
}

private struct Square: Shape {
    let side: Double
    var area: Double { side * side }
}

private final class SignaturesMock {
    struct Spies {
        let optional = Spy(of: SignaturesMock.optional(_:))
        let array = Spy(of: SignaturesMock.array(_:))
        let tuple = Spy(of: SignaturesMock.tuple)
        let existential = Spy(of: SignaturesMock.existential(_:))
        let asyncThrows = Spy(of: SignaturesMock.asyncThrows(_:_:))
        let variadic = Spy(of: SignaturesMock.variadic(_:))
    }

    let spies = Spies()

    func optional(_ value: String?) -> Int? { spies.optional.call(value) }
    func array(_ values: [Int]) -> [String] { spies.array.call(values) }
    func tuple() -> (Int, String) { spies.tuple.call(orElse: (0, "")) }
    func existential(_ shape: any Shape) -> Double { spies.existential.call(shape) }
    func asyncThrows(_ a: Int, _ b: Data) async throws -> URL { try await spies.asyncThrows.callThrowing(a, b) }
    func variadic(_ values: Int...) -> Int { spies.variadic.call(values) }
}
