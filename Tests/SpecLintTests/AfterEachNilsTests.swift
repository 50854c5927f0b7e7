import SpecLintCore
import XCTest

final class AfterEachNilsTests: XCTestCase {
    func testReportsTheVariablesAnAfterEachLeavesSet() {
        let source = spec("""
            describe("Login") {
                var sut: Login!
                var service: AuthServiceMock!
                var journal: CallJournal!
                afterEach {
                    sut = nil
                    service.reset()
                }
                context("with a password") {
                    var password: String?
                    afterEach { if password == nil { print("no password") } }
                }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.afterEachNils]), [
            "F.swift:7: warning: [after-each-nils] afterEach of describe \"Login\" leaves 'service', 'journal' set; add service = nil, journal = nil",
            "F.swift:13: warning: [after-each-nils] afterEach of context \"with a password\" leaves 'password' set; add password = nil",
        ])
    }

    func testATestStateVariableNeedsNoReset() {
        let source = spec("""
            describe("Cart") {
                @TestState var sut: Cart! = Cart()
                @TestState(Journal()) var journal: Journal!
                var attempts = 0
                afterEach { print(sut.items) }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.afterEachNils]), [
            "F.swift:7: warning: [after-each-nils] afterEach of describe \"Cart\" leaves 'attempts' set; add attempts = nil",
        ])
    }

    func testEveryVariableResetAcrossHooksIsFine() {
        let source = spec("""
            describe("Login") {
                var sut: Login!
                var attempts = 0
                afterEach { sut = nil }
                afterEach { attempts = 0 }
                context("with a password") {
                    @TestState var password: String? = "secret"
                }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.afterEachNils]), [])
    }

    /// A group that declares variables and has no afterEach at all leaves them set too.
    func testAGroupWithVariablesAndNoAfterEachIsReportedAtTheGroup() {
        let source = spec("""
            describe("Login") {
                var sut: Login!
                afterEach { sut = nil }
                context("with a password") {
                    var password: String?
                    var attempts = 0
                    beforeEach { password = "secret" }
                }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.afterEachNils]), [
            "F.swift:6: warning: [after-each-nils] context \"with a password\" declares 'password', 'attempts' and has no afterEach that "
                + "resets them; add afterEach { password = nil; attempts = nil }",
        ])
    }
}
