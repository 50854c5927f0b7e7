import Dispatch
import Matchers
import XCTest

final class ExpectTests: XCTestCase {
    func testPassingExpectationRecordsNothing() {
        XCTAssertEqual(gatherFailures { expect(1 + 1).to(equal(2)) }, [])
    }

    func testFailureIsReportedAtTheExpectLine() {
        let line: UInt = #line + 1
        let failures = gatherFailures { expect(1).to(equal(2)) }
        XCTAssertEqual(failures.map(\.message), ["expected to equal <2>, got <1>"])
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(failures.first?.file, "\(#filePath)")
    }

    func testToNotAndNotTo() {
        XCTAssertEqual(gatherFailures { expect(1).toNot(equal(2)); expect(1).notTo(equal(2)) }, [])
        let failures = gatherFailures { expect(2).toNot(equal(2)); expect(2).notTo(equal(2)) }
        XCTAssertEqual(failures.map(\.message), ["expected to not equal <2>, got <2>", "expected to not equal <2>, got <2>"])
    }

    func testDescriptionPrefixesTheMessage() {
        let failures = gatherFailures { expect(1).to(equal(2), description: "the total") }
        XCTAssertEqual(failures.map(\.message), ["the total\nexpected to equal <2>, got <1>"])
    }

    func testNilFailsBothToAndToNot() {
        let none: Int? = nil
        let failures = gatherFailures {
            expect(none).to(equal(1))
            expect(none).toNot(equal(1))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to equal <1>, got <nil> (use beNil() to match nils)",
            "expected to not equal <1>, got <nil> (use beNil() to match nils)",
        ])
    }

    func testThrownErrorFailsTheExpectation() {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        func explode() throws -> Int { throw Boom() }
        let failures = gatherFailures {
            expect(try explode()).to(equal(1))
            expect { try explode() }.toNot(equal(1))
        }
        XCTAssertEqual(failures.map(\.message), ["unexpected error thrown: <boom>", "unexpected error thrown: <boom>"])
    }

    func testValueIsEvaluatedOnce() {
        var calls = 0
        func next() -> Int { calls += 1; return calls }
        _ = gatherFailures { expect(next()).to(equal(5)) }
        XCTAssertEqual(calls, 1)
    }

    func testImplicitlyUnwrappedOptionalWithOperator() {
        var sut: Bool!
        sut = true
        XCTAssertEqual(gatherFailures { expect(sut) == true; expect(sut) != false }, [])
        sut = nil
        XCTAssertEqual(gatherFailures { expect(sut) == true }.map(\.message),
                       ["expected to equal <true>, got <nil> (use beNil() to match nils)"])
    }

    func testEqualityOperatorsAndNilLiteral() {
        let some: Int? = 3
        let none: Int? = nil
        XCTAssertEqual(gatherFailures {
            expect(some) == 3
            expect(some) != 4
            expect(none) == nil
            expect(some) != nil
            expect([1, 2]) == [1, 2]
            expect(["a": 1]) == ["a": 1]
            expect(Set([1, 2])) == Set([2, 1])
        }, [])
        XCTAssertEqual(gatherFailures { expect(some) == nil }.map(\.message), ["expected to be nil, got <3>"])
        XCTAssertEqual(gatherFailures { expect(none) != nil }.map(\.message), ["expected to not be nil, got <nil>"])
    }

    func testFailAndRecordFailure() {
        let line: UInt = #line + 2
        let failures = gatherFailures {
            fail("custom"); fail(); reportFailure("direct")
        }
        XCTAssertEqual(failures.map(\.message), ["custom", "fail() always fails", "direct"])
        XCTAssertEqual(failures.map(\.line), [line, line, line])
    }

    func testHelperForwardsItsCallersLocation() {
        func expectPositive(_ n: Int, file: FileString = #filePath, line: UInt = #line) {
            expect(file: file, line: line, n).to(Matcher.expectedTo("be positive") { $0 > 0 })
        }
        let line: UInt = #line + 1
        let failures = gatherFailures { expectPositive(-1) }
        XCTAssertEqual(failures.map(\.message), ["expected to be positive, got <-1>"])
        XCTAssertEqual(failures.first?.line, line)
    }

    func testFailuresFromOtherThreadsAreGathered() {
        let failures = gatherFailures {
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) { reportFailure("from a queue") }
            group.wait()
        }
        XCTAssertEqual(failures.map(\.message), ["from a queue"])
    }

    func testAsyncGatherFailuresSeesChildTasks() async {
        let failures = await gatherFailures {
            await Task { reportFailure("from a task") }.value
            await Task.detached { reportFailure("from a detached task") }.value
        }
        XCTAssertEqual(failures.map(\.message), ["from a task", "from a detached task"])
    }

    func testNestedGatherFailuresKeepsInnerFailuresInside() {
        var inner: [RecordedFailure] = []
        let outer = gatherFailures {
            inner = gatherFailures { fail("inner") }
            fail("outer")
        }
        XCTAssertEqual(inner.map(\.message), ["inner"])
        XCTAssertEqual(outer.map(\.message), ["outer"])
    }

    func testDiffIsAppendedForLargeValues() {
        let expected = Array(1...20)
        var actual = expected
        actual[5] = 60
        let failures = gatherFailures { expect(actual) == expected }
        XCTAssertEqual(failures.map(\.message), ["""
            expected to equal <[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]>, got <[1, 2, 3, 4, 5, 60, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]>
            Difference (- expected, + actual):
              … (4 unchanged)
                4,
                5,
            -   6,
            +   60,
                7,
                8,
              … (13 unchanged)
            """])
    }
}
