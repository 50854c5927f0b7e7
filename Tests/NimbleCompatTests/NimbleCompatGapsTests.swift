import Foundation
import NimbleCompat
import XCTest

private actor Sensor {
    var reading: Double { 20.02 }
    var pairs: [(Int, String)] { [(1, "a"), (2, "b")] }
    var takenAt: Date { Date(timeIntervalSinceReferenceDate: 1_000) }
    func reset() {}
}

/// `equal` and `==`/`!=` on arrays of tuples, and the async `==`/`!=` forms only NimbleCompat declares.
final class NimbleCompatGapsTests: XCTestCase {
    func testEqualOnArraysOfTuples() {
        let line = #line
        let failures = gatherFailures {
            expect([(1, "a"), (2, "b")]).to(equal([(1, "a"), (2, "b")]))
            expect([(1, 2, 3)]).to(equal([(1, 2, 3)]))
            expect([(1, 2, 3, 4)]).to(equal([(1, 2, 3, 4)]))
            expect([(1, 2, 3, 4, 5)]).to(equal([(1, 2, 3, 4, 5)]))
            expect([(1, 2, 3, 4, 5, 6)]).to(equal([(1, 2, 3, 4, 5, 6)]))
            expect([(1, "a")]).toNot(equal([(1, "a"), (2, "b")]))
            expect([(1, "a")]).to(equal([(1, "b")]))
            expect([(1, 2, 3, 4, 5, 6)]).to(equal([(1, 2, 3, 4, 5, 7)]))
            expect([(1, "a")]).toNot(equal([(1, "a")]))
            expect(nil as [(Int, Int)]?).to(equal([(1, 1)]))
            expect([(1, 1)]).to(equal(nil as [(Int, Int)]?))
        }
        XCTAssertEqual(failures.map(\.message), [
            #"expected to equal <[(1, "b")]>, got <[(1, "a")]>"#,
            "expected to equal <[(1, 2, 3, 4, 5, 7)]>, got <[(1, 2, 3, 4, 5, 6)]>",
            #"expected to not equal <[(1, "a")]>, got <[(1, "a")]>"#,
            "expected to equal <[(1, 1)]>, got <nil> (use beNil() to match nils)",
            "expected to equal <nil>, got <[(1, 1)]> (use beNil() to match nils)",
        ])
        XCTAssertEqual(failures.map(\.line), [8, 9, 10, 11, 12].map { UInt(line + $0) })
    }

    /// Names qualified with Nimble's module name, and `NimbleTimeInterval`'s members, compile and do what Nimble's did.
    func testNimblesQualifiedNamesAndIntervalMembers() {
        let saved = Nimble.PollingDefaults.timeout
        Nimble.PollingDefaults.timeout = .seconds(2)
        defer { Nimble.PollingDefaults.timeout = saved }
        XCTAssertEqual(PollingDefaults.timeout, .seconds(2))
        let line = #line
        let failures = gatherFailures {
            let isOne: Nimble.Matcher<Int> = equal(1)
            expect(1).to(isOne)
            Nimble.fail("stopped here")
            Nimble.fail()
        }
        XCTAssertEqual(failures.map(\.message), ["stopped here", "fail() always fails"])
        XCTAssertEqual(failures.map(\.line), [UInt(line + 4), UInt(line + 5)])
        let interval: NimbleTimeInterval = .milliseconds(1500)
        XCTAssertEqual(interval.nanoseconds, 1_500_000_000)
        XCTAssertEqual("\(interval.dispatchTimeInterval)", "\(DispatchTimeInterval.milliseconds(1500))", "Nimble's case, not only its value")
        XCTAssertEqual("\(NimbleTimeInterval.seconds(2).dispatchTimeInterval)", "\(DispatchTimeInterval.seconds(2))")
        XCTAssertEqual("\(NimbleTimeInterval.nanoseconds(7).dispatchTimeInterval)", "\(DispatchTimeInterval.nanoseconds(7))")
        XCTAssertEqual(NimbleTimeInterval.seconds(-1).nanoseconds, 0)
        XCTAssertEqual(Duration.seconds(Int64.max).nanoseconds, .max, "clamped, no trap")
    }

    func testOperatorsOnArraysOfTuples() {
        let line = #line
        let failures = gatherFailures {
            expect([(1, "a"), (2, "b")]) == [(1, "a"), (2, "b")]
            expect([(1, 2, 3)]) != [(1, 2, 4)]
            expect([(1, 2, 3, 4, 5, 6)]) == [(1, 2, 3, 4, 5, 6)]
            expect([(1, "a")]) == [(1, "b")]
            expect([(1, 2, 3, 4)]) != [(1, 2, 3, 4)]
            expect(nil as [(Int, Int, Int, Int, Int)]?) == [(1, 2, 3, 4, 5)]
        }
        XCTAssertEqual(failures.map(\.message), [
            #"expected to equal <[(1, "b")]>, got <[(1, "a")]>"#,
            "expected to not equal <[(1, 2, 3, 4)]>, got <[(1, 2, 3, 4)]>",
            "expected to equal <[(1, 2, 3, 4, 5)]>, got <nil> (use beNil() to match nils)",
        ])
        XCTAssertEqual(failures.map(\.line), [line + 5, line + 6, line + 7].map(UInt.init))
    }

    func testAsyncEqualityOperatorsOffTheMainActor() async {
        await checkAsyncEqualityOperators()
    }
}

@MainActor
final class MainActorNimbleCompatGapsTests: XCTestCase {
    private var resets = 0

    func testAsyncEqualityOperatorsOnTheMainActor() async {
        await checkAsyncEqualityOperators()
        await expect { self.resets += 1; await Sensor().reset() } == ()
        await expect { await Task.yield(); return [(self.resets, "a")] } == [(1, "a")]
        await expect { await Task.yield(); return (self.resets, "a") } == (1, "a")
        XCTAssertEqual(resets, 1)
    }
}

/// `await expect { … } == …` for arrays of tuples, `()`, and a tolerance.
private func checkAsyncEqualityOperators(
    isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath,
    line testLine: UInt = #line
) async {
    let sensor = Sensor()
    let takenAt = Date(timeIntervalSinceReferenceDate: 1_000)
    let line = #line
    let failures = await gatherFailures {
        await expect { await sensor.pairs } == [(1, "a"), (2, "b")]
        await expect { await sensor.pairs } != [(1, "a")]
        await expect { await sensor.reset() } == ()
        await expect { await sensor.reading } == 20.0 ± 0.05
        await expect { await sensor.takenAt } == takenAt ± 1
        await expect { await sensor.pairs } == [(1, "a")]
        await expect { await sensor.pairs } != [(1, "a"), (2, "b")]
        await expect { await sensor.reset() } != ()
        await expect { await sensor.reading } == 20.0 ± 0.01
        await expect { await sensor.takenAt.addingTimeInterval(3) } == takenAt ± 1
    }
    XCTAssertEqual(Array(failures.map(\.message).prefix(4)), [
        #"expected to equal <[(1, "a")]>, got <[(1, "a"), (2, "b")]>"#,
        #"expected to not equal <[(1, "a"), (2, "b")]>, got <[(1, "a"), (2, "b")]>"#,
        "expected to not be void, got <()>",
        "expected to be close to <20.0> (within 0.01), got <20.02>",
    ], file: file, line: testLine)
    XCTAssertTrue(failures.last?.message.hasPrefix("expected to be close to <") ?? false, "\(failures)", file: file, line: testLine)
    XCTAssertEqual(failures.map(\.line), [7, 8, 9, 10, 11].map { UInt(line + $0) }, file: file, line: testLine)
}

