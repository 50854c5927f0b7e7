import XCTest

@testable import SpecDSL

/// Which spec classes Swift Testing may run at once: one alone, or together those that run beside others.
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
}

private let first = ObjectIdentifier(Int.self)
private let second = ObjectIdentifier(String.self)
private let third = ObjectIdentifier(Double.self)

/// Gives a task that would wrongly get its turn the time to say so.
private func settle() async {
    try? await Task.sleep(for: .milliseconds(50))
}

private actor Log {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}
