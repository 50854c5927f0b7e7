import Matchers
import XCTest

/// `throwAssertion()` catches a Swift runtime trap in the checked expression, as Nimble's does on
/// Linux, and the process goes on.
final class ThrowAssertionTests: XCTestCase {
    func testTrapsOfEveryKindAreCaught() {
        let none: Int? = nil
        let empty: [Int] = []
        let failures = gatherFailures {
            expect { precondition(false, "stop") }.to(throwAssertion())
            expect { fatalError("stop") }.to(throwAssertion())
            expect { _ = none! }.to(throwAssertion())
            expect { _ = empty[0] }.to(throwAssertion())
            expect { _ = Int.max + (none ?? 1) }.to(throwAssertion())
        }
        XCTAssertEqual(failures, [])
    }

    func testAnExpressionThatDoesNotTrapFailsToThrowAnAssertion() {
        let line = #line + 2
        let failures = gatherFailures {
            expect { _ = 1 + 1 }.to(throwAssertion())
            expect { _ = 1 + 1 }.toNot(throwAssertion())
        }
        XCTAssertEqual(failures.map(\.message), ["expected to throw an assertion"])
        XCTAssertEqual(failures.map(\.line), [UInt(line)])
    }

    func testAThrownErrorIsNotATrap() {
        struct Broken: Error {}
        let failures = gatherFailures {
            expect { throw Broken() }.to(throwAssertion())
        }
        XCTAssertEqual(failures.map(\.message), ["expected to throw an assertion; threw error instead <Broken()>"])
    }

    func testATrapCaughtLeavesTheProcessRunningAndTheNextCheckWorks() {
        let failures = gatherFailures {
            expect { preconditionFailure() }.to(throwAssertion())
            expect { preconditionFailure() }.toNot(throwAssertion())
            expect(2) == 2
        }
        XCTAssertEqual(failures.map(\.message), ["expected to not throw an assertion"])
    }
}
