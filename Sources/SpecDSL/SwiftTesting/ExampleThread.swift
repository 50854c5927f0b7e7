import Dispatch

/// Where a synchronous example runs under Swift Testing: on a queue of its own, so that blocking
/// in it never holds one of the cooperative threads every task shares (two on a two-core
/// machine), while it stays in the test's task with the test's task-locals.
enum ExampleThread {
    static func run(_ body: @escaping @Sendable () -> Void) async {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
            let executor = QueueExecutor()
            await withTaskExecutorPreference(executor) {
                body()
            }
        } else {
            // Without task executors: on a queue, outside the task (its task-locals are lost).
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue(label: "SpecKit example").async {
                    body()
                    continuation.resume()
                }
            }
        }
    }
}

/// Runs a task's jobs on a serial queue of its own.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
private final class QueueExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "SpecKit example")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
