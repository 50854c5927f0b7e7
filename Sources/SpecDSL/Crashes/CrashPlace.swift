/// Where a crash signal came, as the worker's crash-signal note tells it from the crashing
/// thread's own state: whose code it most likely was.
enum CrashPlace: String, Sendable {
    /// In the code of the example that ran: its hooks and closures, and the tasks they start (not
    /// detached ones); on the Swift Testing route its spec's set-up and tear-down too.
    case example
    /// In other main-actor code, in a task or on the main thread: SpecKit's between examples, a
    /// class's set-up, a spec's set-up under XCTest (with main-queue work XCTest runs around it),
    /// a task started outside any example.
    case main
    /// In a bare block of the main queue or a timer (one that a wait turned the main thread's run
    /// loop for included), or SpecKit's hop to the main actor for `spec()` and the suite hooks.
    case queue
    /// In a task that an example's case that had ended left running.
    case ended
    /// Off the main actor: on another thread.
    case other

    /// Whether it was the code of the example that ran, or of its spec's set-up around it: a
    /// crash anywhere else may be work another test left running.
    var mayBeTheExample: Bool { self == .example }

    /// What the console says after the signal's name, for a crash blamed on an example when
    /// `onExample`: "crashed with signal 4 (SIGILL) off the main actor while …".
    func words(onExample: Bool) -> String {
        switch self {
        case .example: ""
        case .main: onExample ? " in main-actor work beside the example" : ""
        case .queue: onExample ? " in main-queue work beside the example" : ""
        case .ended: " in a task left running after the example that started it ended"
        case .other: " off the main actor"
        }
    }

    /// What the failure of what the crash is blamed on adds: where it came, outside that code.
    /// Empty where an example's own code may have crashed.
    var note: String {
        switch self {
        case .example: ""
        case .main: ", in main-actor code outside the example's own (its spec's setUp() or tearDown() under XCTest, or "
            + "main-queue work or a task an earlier test left)"
        case .queue: ", in main-queue work that ran beside the example's own code (a block or a timer), the example's or one "
            + "an earlier test left"
        case .ended: ", in a task left running after the example that started it ended (this one or an earlier one)"
        case .other: ", on another thread: work running there (a queue's block, a detached task, a thread), the example's or "
            + "one an earlier test left, may be what crashed"
        }
    }
}
