import SpecLintCore
import XCTest

final class SutFirstTests: XCTestCase {
    func testReportsATopDescribeWhoseFirstVariableIsNotSut() {
        let source = spec("""
            describe("Login") {
                var service: AuthServiceMock!
                var sut: Login!
                afterEach { service = nil; sut = nil }
            }
            describe("Logout") {
                var session: Session!
                afterEach { session = nil }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.sutFirst]), [
            "F.swift:4: warning: [sut-first] the first variable of describe \"Login\" is 'service'; move 'var sut' above it",
            "F.swift:9: warning: [sut-first] the first variable of describe \"Logout\" is 'session'; declare 'var sut', the subject under test, first",
        ])
    }

    func testSutFirstNestedGroupsAndLocalVariablesAreFine() {
        let source = spec("""
            describe("Login") {
                var sut: Login!
                var service: AuthServiceMock!
                beforeEach { var attempts = 0; service = AuthServiceMock(); sut = Login(service: service) }
                describe("logging in") {
                    var password: String!
                    afterEach { password = nil }
                }
                afterEach { sut = nil; service = nil }
            }
            describe("Pure functions") {
                it("adds") { var total = 1; total += 1; expect(total) == 2 }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.sutFirst]), [])
    }
}
