import Nimble
import Quick
import XCTest

/// Nimble's assertion handler swapped in `beforeEach` and restored in `afterEach`, as
/// spotify/Mobius.swift tests its matchers: failing expectations are recorded, not failed.
final class EvenMatcherSpec: QuickSpec {
    override class func spec() {
        let assertionHandler = AssertionRecorder()
        var defaultHandler: AssertionHandler?

        describe("beEven") {
            beforeEach {
                defaultHandler = NimbleAssertionHandler
                NimbleAssertionHandler = assertionHandler
            }

            afterEach {
                NimbleAssertionHandler = defaultHandler!
            }

            context("when the value is even") {
                beforeEach {
                    expect(4).to(beEven())
                }

                it("should match") {
                    assertionHandler.assertExpectationSucceeded()
                }
            }

            context("when the value is odd") {
                beforeEach {
                    expect(3).to(beEven())
                }

                it("should not match") {
                    assertionHandler.assertExpectationFailed()
                }

                it("should produce an appropriate error message") {
                    assertionHandler.assertLastErrorMessageHasSuffix("expected to be even, got <3>")
                }
            }

            context("when several values are checked") {
                var before = 0
                beforeEach {
                    before = assertionHandler.assertions.count
                    expect(1).to(beEven())
                    expect(2).toNot(beEven())
                }

                it("should have registered all failures") {
                    XCTAssertEqual(assertionHandler.assertions.count - before, 2)
                    XCTAssertEqual(assertionHandler.assertions.suffix(2).map { $0.success }, [false, false])
                }
            }
        }

        describe("after the default handler is back") {
            it("records nothing more") {
                let count = assertionHandler.assertions.count
                expect(2).to(beEven())
                XCTAssertEqual(assertionHandler.assertions.count, count)
            }
        }
    }
}
