import Dispatch

/// Where the synchronous examples of one spec class run under Swift Testing: on a queue of the
/// class's own, so that blocking in one never holds one of the cooperative threads every task
/// shares (two on a two-core machine), while it stays in the test's task with the test's
/// task-locals. The examples of a class run one after another, so one queue serves them all.
final class ExampleThread: Sendable {
    private let queue = DispatchQueue(label: "SpecKit examples")
    private let executor: (any Sendable)?

    init() {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
            executor = QueueExecutor(queue)
        } else {
            executor = nil
        }
    }

    func run(_ body: @escaping @Sendable () async -> Void) async {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *), let executor = executor as? QueueExecutor {
            await withTaskExecutorPreference(executor) {
                await body()
            }
        } else {
            // Without task executors: in the task, on Swift Testing's threads.
            await body()
        }
    }
}

/// Runs a task's jobs on a serial queue.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
private final class QueueExecutor: TaskExecutor, @unchecked Sendable {
    private let queue: DispatchQueue

    init(_ queue: DispatchQueue) { self.queue = queue }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
