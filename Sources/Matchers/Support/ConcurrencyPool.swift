import Foundation

/// Swift's pool of threads for tasks: a synchronous wait on one of them holds that thread, which
/// the tasks it waits for may need.
enum ConcurrencyPool {
    /// Whether the calling code runs in a task on a thread of the pool: in a task, off the main
    /// actor.
    static var isCurrent: Bool {
        !MainQueue.isCurrent && withUnsafeCurrentTask { $0 != nil }
    }

    /// What a synchronous wait that timed out on a thread of the pool adds to its failure, with
    /// `asyncForm` to write instead.
    static func hint(instead asyncForm: String) -> String {
        " (this synchronous wait blocked a thread of Swift's concurrency pool: a task it waits for cannot run while "
            + "other waits hold the pool's other threads; in async code, write \(asyncForm) instead)"
    }
}
