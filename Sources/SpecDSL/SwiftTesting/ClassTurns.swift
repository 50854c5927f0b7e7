import Foundation
import Matchers

/// Gives spec classes their turns to run under Swift Testing, which starts every class's test at once.
///
/// One class runs alone, as XCTest runs them, or together every class that runs beside others
/// (``SpecCase/runsBesideOtherSpecs``). Classes that run alone take their turns in the order
/// `order` gives, asked for when the first class asks for a turn (Swift Testing has planned every
/// test by then): the next class in that order runs once it asks, and the others wait. A class
/// the order does not name runs when no class it names is waiting.
///
/// When Swift Testing runs tests one at a time (`--no-parallel`, a `.serialized` suite around
/// spec classes), the next class in order may never ask while another waits. So when nothing
/// runs, a class waits, and the next one in order has not asked within `grace` of the last class
/// that asked or ended, the order is given up: classes then take their turns in the order they
/// ask, for the rest of the process, and `onFallback` is told once, before the next class runs.
/// An `order` of `nil` asks for that from the start.
///
/// Classes that run beside others join the ones running, ahead of those that wait to run alone
/// (Swift Testing starts a run's classes at once, so none waits for ever).
final class ClassTurns: Sendable {
    private struct Waiting {
        let specClass: ObjectIdentifier
        let besideOthers: Bool
        let continuation: CheckedContinuation<Void, Never>
    }

    private let state: Locked<State>
    private let onFallback: @Sendable () -> Void

    /// - Parameters:
    ///   - grace: how long the turns wait for the next class in order while nothing runs.
    ///   - order: the classes that run alone, in the order of their turns; `nil` for the order they ask.
    ///   - onFallback: told once when the turns give up the order.
    init(grace: Duration = .seconds(1), order: @escaping @Sendable () -> [ObjectIdentifier]? = { nil },
         onFallback: @escaping @Sendable () -> Void = {}) {
        state = Locked(State(grace: grace, makeOrder: order))
        self.onFallback = onFallback
    }

    /// Returns once the class may run.
    func begin(_ specClass: ObjectIdentifier, besideOthers: Bool) async {
        await withCheckedContinuation { continuation in
            let (ready, wait) = state.withLock { state in
                if let makeOrder = state.makeOrder {
                    state.makeOrder = nil
                    state.order = makeOrder()
                }
                if besideOthers { state.order?.removeAll { $0 == specClass } }
                state.waiting.append(Waiting(specClass: specClass, besideOthers: besideOthers, continuation: continuation))
                return state.grantTurns()
            }
            for next in ready { next.resume() }
            if wait { waitForTheNextInOrder() }
        }
    }

    /// Ends the turn of the class, if it had one, and hands turns to the classes waiting.
    func end(_ specClass: ObjectIdentifier) {
        let (ready, wait) = state.withLock { state in
            if state.alone == specClass { state.alone = nil }
            state.beside.remove(specClass)
            return state.grantTurns()
        }
        for next in ready { next.resume() }
        if wait { waitForTheNextInOrder() }
    }

    /// Whether the classes still take their turns in the order given.
    var keepsOrder: Bool { state.withLock { $0.order != nil } }

    /// Sleeps until the deadline, which moves while classes ask, and gives up the order once it passes.
    private func waitForTheNextInOrder() {
        Task.detached { [self] in
            while let until = state.withLock({ state -> ContinuousClock.Instant? in
                if state.deadline == nil { state.timing = false }
                return state.deadline
            }) {
                try? await Task.sleep(until: until, clock: .continuous)
                let ready: [CheckedContinuation<Void, Never>]? = state.withLock { state in
                    guard let deadline = state.deadline, deadline <= .now else { return nil }
                    state.order = nil
                    state.deadline = nil
                    state.timing = false
                    return state.grantTurns().ready
                }
                guard let ready else { continue }
                // Before the class runs: a note it prints comes first.
                onFallback()
                for next in ready { next.resume() }
                return
            }
        }
    }

    /// Whose turn it is and who waits, reached under the lock alone.
    private struct State {
        let grace: Duration
        var makeOrder: (@Sendable () -> [ObjectIdentifier]?)?
        var alone: ObjectIdentifier?
        var beside: Set<ObjectIdentifier> = []
        var waiting: [Waiting] = []
        /// The classes still to take their turns alone, in order; `nil` once they go in the order they ask.
        var order: [ObjectIdentifier]?
        /// When the order is given up unless the turns move on first; `nil` while they are not stuck.
        var deadline: ContinuousClock.Instant?
        /// Whether a task waits for the deadline.
        var timing = false

        init(grace: Duration, makeOrder: @escaping @Sendable () -> [ObjectIdentifier]?) {
            self.grace = grace
            self.makeOrder = makeOrder
        }

        /// Takes the classes that may run now; the caller resumes them. Also whether the caller
        /// starts the wait for the next class in order: nothing runs, and some class waits for that one.
        mutating func grantTurns() -> (ready: [CheckedContinuation<Void, Never>], startWait: Bool) {
            guard alone == nil else { return ([], false) }
            if beside.isEmpty, let index = nextAlone() {
                let next = waiting.remove(at: index)
                alone = next.specClass
                order?.removeAll { $0 == next.specClass }
                deadline = nil
                return ([next.continuation], false)
            }
            let joining = waiting.filter(\.besideOthers)
            waiting.removeAll { $0.besideOthers }
            beside.formUnion(joining.map(\.specClass))
            guard beside.isEmpty, !waiting.isEmpty else {
                deadline = nil
                return (joining.map(\.continuation), false)
            }
            deadline = .now + grace
            defer { timing = true }
            return (joining.map(\.continuation), !timing)
        }

        /// Where in `waiting` the class to run alone next is: the next in order, else one the order
        /// does not name when no class it names waits; the first to ask once the order is given up.
        private func nextAlone() -> Int? {
            guard let order else { return waiting.firstIndex { !$0.besideOthers } }
            if let next = order.first, let index = waiting.firstIndex(where: { $0.specClass == next }) { return index }
            let named = Set(order)
            guard !waiting.contains(where: { named.contains($0.specClass) }) else { return nil }
            return waiting.firstIndex { !$0.besideOthers }
        }
    }
}
