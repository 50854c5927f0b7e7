import SpecLintCore
import XCTest

final class UncalledClosureTests: XCTestCase {
    func testReportsAClosureInParenthesesAndAFunctionOfTheFileByName() {
        let source = """
            import Matchers

            func makeUser() -> User? { nil }

            """ + spec("""
            describe("Session") {
                func fetch() -> Int? { nil }
                it("loads") { expect({ sut.load() }).toNot(beNil()) }
                it("fetches") { expect(fetch).toNot(beNil()) }
                it("makes") { await expect(self.makeUser).toNot(beNil()) }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.uncalledClosure]), [
            "F.swift:8: warning: [uncalled-closure] 'expect({ … })' judges the closure itself and never calls it; "
                + "write expect { … } (a trailing closure), or import NimbleCompat",
            "F.swift:9: warning: [uncalled-closure] 'expect(fetch)' judges the function 'fetch' itself and never calls it; "
                + "write expect(fetch()) or expect { fetch() }, or import NimbleCompat",
            "F.swift:10: warning: [uncalled-closure] 'expect(makeUser)' judges the function 'makeUser' itself and never calls it; "
                + "write expect(makeUser()) or expect { makeUser() }, or import NimbleCompat",
        ])
    }

    func testCallsOptionalClosurePropertiesAndNimbleCompatAreFine() {
        let source = spec("""
            describe("Loader") {
                func fetch() -> Int? { nil }
                it("calls back") { expect(sut.onComplete).toNot(beNil()) }
                it("loads") { expect { sut.load() }.toNot(beNil()) }
                it("fetches") { expect(fetch()).to(beNil()) }
                it("labels") { expect(closure: { sut.load() }).toNot(beNil()) }
                it("runs") { expect({ sut.load() }()).toNot(beNil()) }
                it("counts") {
                    let count = sut.count()
                    expect(count) == 1
                }
                it("maps") { [1].forEach { fetch in expect(fetch) == 1 } }
            }
            """) + "\nfunc count() -> Int { 0 }\n"
        XCTAssertEqual(reports(source, rules: [.uncalledClosure]), [])
        let nimble = "import Nimble\n" + spec("""
            describe("Loader") {
                it("loads") { expect({ sut.load() }).toNot(beNil()) }
            }
            """)
        XCTAssertEqual(reports(nimble, rules: [.uncalledClosure]), [])
        let compat = "import NimbleCompat\n" + spec("""
            describe("Loader") {
                it("loads") { expect({ sut.load() }).toNot(beNil()) }
            }
            """)
        XCTAssertEqual(reports(compat, rules: [.uncalledClosure]), [])
    }
}
