import Foundation

/// Which spec classes run now under Swift Testing, which starts every class's test at once: one
/// class alone, as XCTest runs them, or together every class that runs beside others
/// (``SpecCase/runsBesideOtherSpecs``). Classes that run alone get their turn in the order they
/// asked for it; those that run beside others join the ones running, ahead of them (Swift Testing
/// starts a run's classes at once, so none waits for ever).
final class ClassTurns: @unchecked Sendable {
    private struct Waiting {
        let specClass: ObjectIdentifier
        let besideOthers: Bool
        let continuation: CheckedContinuation<Void, Never>
    }

    private let lock = NSLock()
    private var alone: ObjectIdentifier?
    private var beside: Set<ObjectIdentifier> = []
    private var waiting: [Waiting] = []

    /// Returns once the class may run.
    func begin(_ specClass: ObjectIdentifier, besideOthers: Bool) async {
        await withCheckedContinuation { continuation in
            let ready = lock.withLock {
                waiting.append(Waiting(specClass: specClass, besideOthers: besideOthers, continuation: continuation))
                return grantTurns()
            }
            for next in ready { next.resume() }
        }
    }

    /// Ends the turn of the class, if it had one, and hands turns to the classes waiting.
    func end(_ specClass: ObjectIdentifier) {
        let ready = lock.withLock {
            if alone == specClass { alone = nil }
            beside.remove(specClass)
            return grantTurns()
        }
        for next in ready { next.resume() }
    }

    /// Takes the classes that may run now; the caller resumes them.
    private func grantTurns() -> [CheckedContinuation<Void, Never>] {
        guard alone == nil else { return [] }
        if beside.isEmpty, let first = waiting.first, !first.besideOthers {
            waiting.removeFirst()
            alone = first.specClass
            return [first.continuation]
        }
        let joining = waiting.filter(\.besideOthers)
        waiting.removeAll { $0.besideOthers }
        beside.formUnion(joining.map(\.specClass))
        return joining.map(\.continuation)
    }
}
