import Dispatch

/// A view model as apps write them: main-actor state, synchronous and `async` changes, and
/// changes that arrive later from a main-actor task or the main queue.
@MainActor public final class CounterViewModel {
    public private(set) var value = 0

    public init() { MainActor.assertIsolated() }

    public func increment() {
        MainActor.assertIsolated()
        value += 1
    }

    public func load() async {
        try? await Task.sleep(for: .milliseconds(5))
        value = 10
    }

    /// Sets the value to 42 from a main-actor task, a little later.
    public func loadLater() {
        Task {
            try? await Task.sleep(for: .milliseconds(20))
            value = 42
        }
    }

    /// Calls `done` from the main queue, as callback-style APIs do.
    public func notifyOnMainQueue(_ done: @escaping @Sendable () -> Void) {
        DispatchQueue.main.async { done() }
    }
}

/// What ran, in order: main-actor state a spec and the main queue both write.
@MainActor public final class StepLog {
    public private(set) var steps: [String] = []
    public init() {}
    public func add(_ step: String) { steps.append(step) }
}

/// A service as servers write them: not main-actor code, not `Sendable`, with `async` methods.
public final class Ledger {
    private var entries: [Int] = [1, 2]
    public init() {}
    public func total() async -> Int {
        await Task.yield()
        return entries.reduce(0, +)
    }
}
