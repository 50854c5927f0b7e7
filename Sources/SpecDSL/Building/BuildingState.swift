import Foundation

/// What the DSL reads while spec classes and configurations are built: the builder receiving the
/// DSL calls and the shared examples defined so far. Written only while plans are built, never
/// while examples run.
final class BuildingState: @unchecked Sendable {
    static let shared = BuildingState()

    private let lock = NSLock()
    private var builders: [SpecBuilder] = []
    private var sharedExamples: [String: SharedExampleClosure] = [:]

    /// The builder receiving DSL calls. The thread running `spec()` finds it in its own slot
    /// (`ThreadBuilder`), without the lock; a call from another thread takes the lock.
    var currentBuilder: SpecBuilder? {
        if let builder = ThreadBuilder.current { return builder }
        lock.lock()
        defer { lock.unlock() }
        let count = builders.count
        return count > 0 ? builders[count - 1] : nil
    }

    /// Runs `body` with `builder` receiving the DSL calls.
    func building(with builder: SpecBuilder, _ body: () -> Void) {
        lock.withLock { builders.append(builder) }
        ThreadBuilder.with(builder, body)
        lock.withLock { _ = builders.popLast() }
    }

    /// Defines shared examples; `false` when the name is taken (names are unique per process).
    func defineSharedExamples(_ name: String, _ closure: @escaping SharedExampleClosure) -> Bool {
        lock.withLock {
            guard sharedExamples[name] == nil else { return false }
            sharedExamples[name] = closure
            return true
        }
    }

    func sharedExamples(named name: String) -> SharedExampleClosure? { lock.withLock { sharedExamples[name] } }

    var sharedExampleNames: [String] { lock.withLock { sharedExamples.keys.sorted() } }
}
