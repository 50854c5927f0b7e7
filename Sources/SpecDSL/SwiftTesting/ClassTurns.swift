import Foundation

/// Which spec classes run now under Swift Testing, which starts every class's test at once: one
/// class alone, as XCTest runs them, or any number of classes that run beside others
/// (``SpecCase/runsBesideOtherSpecs``). Classes get their turn in the order they asked for it.
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

    /// Returns once `specType` may run.
    func begin(_ specType: SpecCase.Type, besideOthers: Bool) async {
        let specClass = ObjectIdentifier(specType)
        await withCheckedContinuation { continuation in
            let ready = lock.withLock {
                waiting.append(Waiting(specClass: specClass, besideOthers: besideOthers, continuation: continuation))
                return grantTurns()
            }
            for next in ready { next.resume() }
        }
    }

    /// Ends the turn of `specType`, if it had one, and hands turns to the classes waiting.
    func end(_ specType: SpecCase.Type) {
        let specClass = ObjectIdentifier(specType)
        let ready = lock.withLock {
            if alone == specClass { alone = nil }
            beside.remove(specClass)
            return grantTurns()
        }
        for next in ready { next.resume() }
    }

    /// Takes the classes at the head of the line that may run now; the caller resumes them.
    private func grantTurns() -> [CheckedContinuation<Void, Never>] {
        var ready: [CheckedContinuation<Void, Never>] = []
        while let next = waiting.first, alone == nil, next.besideOthers || beside.isEmpty {
            waiting.removeFirst()
            if next.besideOthers {
                beside.insert(next.specClass)
            } else {
                alone = next.specClass
            }
            ready.append(next.continuation)
        }
        return ready
    }
}
