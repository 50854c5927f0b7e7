import Foundation

/// Swift's pool of threads for tasks: a synchronous wait on one of them holds that thread, which
/// the tasks it waits for may need (a task with an executor of its own is taken for one too).
enum ConcurrencyPool {
    /// Whether the calling code runs in a task on a thread of the pool: in a task, off the main
    /// actor.
    static var isCurrent: Bool {
        !MainQueue.isCurrent && withUnsafeCurrentTask { $0 != nil }
    }

    /// What a synchronous wait that timed out on a thread of the pool adds to its failure, with
    /// `asyncForm` to write instead.
    static func hint(instead asyncForm: String) -> String {
        " (this synchronous wait blocked the thread its task runs on, which the work it waits for may need: Swift's "
            + "concurrency pool has one thread a core; in async code, write \(asyncForm) instead)"
    }
}
