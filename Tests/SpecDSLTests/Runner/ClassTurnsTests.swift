import XCTest

@testable import SpecDSL

/// Which spec classes Swift Testing may run at once: one alone, or together those that run beside
/// others; and in which order those that run alone take their turns.
final class ClassTurnsTests: XCTestCase {
    func testAClassThatRunsAloneWaitsForTheOneRunning() async {
        let turns = ClassTurns()
        let log = Log()
        await turns.begin(first, besideOthers: false)
        let waiting = Task {
            await turns.begin(second, besideOthers: false)
            await log.add("second runs")
        }
        await settle()
        await log.add("first ends")
        turns.end(first)
        await waiting.value
        let entries = await log.entries
        XCTAssertEqual(entries, ["first ends", "second runs"])
    }

    func testClassesThatRunBesideOthersRunTogetherAheadOfOneThatRunsAlone() async {
        let turns = ClassTurns()
        let log = Log()
        await turns.begin(first, besideOthers: true)
        // Asks before the third: it must still wait for the classes that run beside others.
        let alone = Task {
            await turns.begin(second, besideOthers: false)
            await log.add("alone runs")
        }
        await settle()
        let beside = Task {
            await turns.begin(third, besideOthers: true)
            await log.add("third runs beside the first")
        }
        await settle()
        await log.add("first ends")
        turns.end(first)
        await settle()
        await log.add("third ends")
        turns.end(third)
        await alone.value
        turns.end(second)
        await beside.value
        let entries = await log.entries
        XCTAssertEqual(entries, ["third runs beside the first", "first ends", "third ends", "alone runs"])
    }

    func testAClassThatRunsBesideOthersWaitsForOneRunningAlone() async {
        let turns = ClassTurns()
        let log = Log()
        await turns.begin(first, besideOthers: false)
        let beside = Task {
            await turns.begin(second, besideOthers: true)
            await log.add("beside runs")
        }
        await settle()
        await log.add("alone ends")
        turns.end(first)
        await beside.value
        let entries = await log.entries
        XCTAssertEqual(entries, ["alone ends", "beside runs"])
    }

    // MARK: The order of turns

    func testClassesThatRunAloneTakeTheirTurnsInTheOrderGivenNotTheOrderTheyAsk() async {
        let turns = ClassTurns(grace: .seconds(60), order: { [first, second, third] })
        let log = Log()
        let tasks = [third, second, first].map { specClass in
            Task {
                await turns.begin(specClass, besideOthers: false)
                await log.add(label(of: specClass))
                turns.end(specClass)
            }
        }
        for task in tasks {
            await task.value
        }
        let entries = await log.entries
        XCTAssertEqual(entries, ["first", "second", "third"])
        XCTAssertTrue(turns.keepsOrder)
    }

    func testAClassThatAsksBeforeItsTurnWaitsWhileTheOthersAreStillStarting() async {
        let turns = ClassTurns(grace: .seconds(5), order: { [first, second] })
        let log = Log()
        let early = Task {
            await turns.begin(second, besideOthers: false)
            await log.add("second")
            turns.end(second)
        }
        // Later than a settle, sooner than the grace: the order holds.
        try? await Task.sleep(for: .milliseconds(100))
        await turns.begin(first, besideOthers: false)
        await log.add("first")
        turns.end(first)
        await early.value
        let entries = await log.entries
        XCTAssertEqual(entries, ["first", "second"])
        XCTAssertTrue(turns.keepsOrder)
    }

    func testTheOrderIsAskedForOnceWhenTheFirstClassAsks() async {
        let asked = Calls()
        let turns = ClassTurns(order: {
            asked.add()
            return [first, second]
        })
        XCTAssertEqual(asked.value, 0, "not before a class asks: Swift Testing has not planned every test yet")
        await turns.begin(first, besideOthers: false)
        turns.end(first)
        await turns.begin(second, besideOthers: false)
        turns.end(second)
        XCTAssertEqual(asked.value, 1)
    }

    func testWhenTheNextClassInOrderDoesNotAskWithinTheGraceTheClassesRunInTheOrderTheyAsk() async {
        // As under `--no-parallel`: Swift Testing starts `second` and waits for it to end before it starts `first`.
        let fallbacks = Calls()
        let turns = ClassTurns(grace: .seconds(1), order: { [first, second, third] }, onFallback: { fallbacks.add() })
        let start = ContinuousClock.now
        await turns.begin(second, besideOthers: false)
        XCTAssertGreaterThanOrEqual(ContinuousClock.now - start, .seconds(1), "it waited for the grace")
        XCTAssertFalse(turns.keepsOrder)
        XCTAssertEqual(fallbacks.value, 1)
        turns.end(second)
        // From now on without waiting: the order is given up for the rest of the process.
        let next = ContinuousClock.now
        await turns.begin(third, besideOthers: false)
        turns.end(third)
        await turns.begin(first, besideOthers: false)
        turns.end(first)
        XCTAssertLessThan(ContinuousClock.now - next, .milliseconds(500), "no grace again")
        XCTAssertEqual(fallbacks.value, 1, "said once")
    }

    func testNoOrderMeansTheOrderTheyAsk() async {
        let fallbacks = Calls()
        let turns = ClassTurns(grace: .seconds(60), order: { nil }, onFallback: { fallbacks.add() })
        await turns.begin(third, besideOthers: false)
        turns.end(third)
        await turns.begin(first, besideOthers: false)
        turns.end(first)
        XCTAssertFalse(turns.keepsOrder)
        XCTAssertEqual(fallbacks.value, 0, "nothing given up")
    }

    func testAClassThatRunsBesideOthersLeavesTheOrderAndTheOthersKeepIt() async {
        let fallbacks = Calls()
        let turns = ClassTurns(grace: .seconds(60), order: { [first, second, third] }, onFallback: { fallbacks.add() })
        let log = Log()
        // `second` is in the order but runs beside others: it joins at once and takes no turn alone.
        await turns.begin(second, besideOthers: true)
        let last = Task {
            await turns.begin(third, besideOthers: false)
            await log.add("third")
            turns.end(third)
        }
        await settle()
        let alone = Task {
            await turns.begin(first, besideOthers: false)
            await log.add("first")
            turns.end(first)
        }
        await settle()
        await log.add("second ends")
        turns.end(second)
        await alone.value
        await last.value
        let entries = await log.entries
        XCTAssertEqual(entries, ["second ends", "first", "third"])
        XCTAssertTrue(turns.keepsOrder)
        XCTAssertEqual(fallbacks.value, 0)
    }

    func testAClassTheOrderDoesNotNameRunsWhenNoneItNamesWaits() async {
        let turns = ClassTurns(grace: .seconds(60), order: { [first] })
        let log = Log()
        await turns.begin(first, besideOthers: false)
        let unnamed = Task {
            await turns.begin(third, besideOthers: false)
            await log.add("third")
            turns.end(third)
        }
        await settle()
        await log.add("first ends")
        turns.end(first)
        await unnamed.value
        let entries = await log.entries
        XCTAssertEqual(entries, ["first ends", "third"])
    }
}

private let first = ObjectIdentifier(Int.self)
private let second = ObjectIdentifier(String.self)
private let third = ObjectIdentifier(Double.self)

/// Gives a task that would wrongly get its turn the time to say so.
private func settle() async {
    try? await Task.sleep(for: .milliseconds(50))
}

private func label(of specClass: ObjectIdentifier) -> String {
    specClass == first ? "first" : specClass == second ? "second" : "third"
}

private final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

private actor Log {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}
