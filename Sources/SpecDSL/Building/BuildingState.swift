import Foundation
import Matchers

/// What the DSL reads while spec classes and configurations are built: the builder receiving the
/// DSL calls and the shared examples defined so far. Written only while plans are built, never
/// while examples run.
final class BuildingState: @unchecked Sendable {
    static let shared = BuildingState()

    private let state = Locked(State())

    private struct State {
        var builders: [SpecBuilder] = []
        var sharedExamples: [String: (closure: SharedExampleClosure, file: String, line: UInt)] = [:]
    }

    /// The builder receiving DSL calls. The thread running `spec()` finds it in its own slot
    /// (`ThreadBuilder`), without the lock; a call from another thread takes the lock.
    var currentBuilder: SpecBuilder? {
        if let builder = ThreadBuilder.current { return builder }
        return state.withLock { $0.builders.last }
    }

    /// Runs `body` with `builder` receiving the DSL calls.
    func building(with builder: SpecBuilder, _ body: () -> Void) {
        state.withLock { $0.builders.append(builder) }
        ThreadBuilder.with(builder, body)
        state.withLock { _ = $0.builders.popLast() }
    }

    /// Defines shared examples; `false` when the name is taken by a `sharedExamples` call at
    /// another place (names are unique per process).
    ///
    /// The call at the same place again is the same definition: a spec planned again (by another
    /// plan of the process) or reached from several specs (a helper function, an inherited
    /// `spec()`). Its closure replaces the one kept, so that what follows it in that spec
    /// includes the examples of its own call.
    func defineSharedExamples(_ name: String, file: StaticString, line: UInt, _ closure: @escaping SharedExampleClosure) -> Bool {
        let path = "\(file)"
        return state.withLock { state in
            if let defined = state.sharedExamples[name], defined.file != path || defined.line != line { return false }
            state.sharedExamples[name] = (closure, path, line)
            return true
        }
    }

    func sharedExamples(named name: String) -> SharedExampleClosure? { state.withLock { $0.sharedExamples[name]?.closure } }

    var sharedExampleNames: [String] { state.withLock { $0.sharedExamples.keys.sorted() } }
}
