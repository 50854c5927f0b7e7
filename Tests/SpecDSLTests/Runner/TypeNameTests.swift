import XCTest

@testable import SpecDSL

/// A spec class's names as reports and filters use them must be the ones Swift prints.
final class TypeNameTests: XCTestCase {
    // Classes shaped like specs; not `Spec`s, which SwiftPM runs only at a file's top level.
    private final class PrivateModel {}
    final class Outer {
        final class InnerModel {}
    }
    class GenericModel<Element> {}
    final class IntModel: GenericModel<Int> {}

    func testNamesAreTheOnesSwiftPrints() {
        let types: [Any.Type] = [
            Spec.self, PrivateModel.self, Outer.InnerModel.self, GenericModel<[String: Int?]>.self, IntModel.self,
            TypeNameTests.self, Int.self, (Int, String).self, Optional<Spec>.self,
        ]
        for type in types {
            XCTAssertEqual(TypeName.of(type), "\(type)")
            XCTAssertEqual(TypeName.qualified(type), String(reflecting: type))
        }
        XCTAssertEqual(TypeName.qualified(Outer.InnerModel.self), "SpecDSLTests.TypeNameTests.Outer.InnerModel")
        XCTAssertEqual(TypeName.of(GenericModel<Int>.self), "GenericModel<Int>")
    }

    func testADynamicTypeIsNamedByItsClass() {
        let dynamic: GenericModel<Int>.Type = IntModel.self
        XCTAssertEqual(TypeName.qualified(dynamic), "SpecDSLTests.TypeNameTests.IntModel")
        let spec: SpecCase.Type = Spec.self
        XCTAssertEqual(TypeName.qualified(spec), String(reflecting: spec))
    }
}
