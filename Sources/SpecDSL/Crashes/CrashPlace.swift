/// Where a crash signal came, as the worker's crash-signal note tells it from the crashing
/// thread's own state: whose code it most likely was.
enum CrashPlace: String, Sendable {
    /// In the code of the example that ran: its closures, and the tasks that inherit it.
    case example
    /// In other main-actor code, in a task or on the main thread: a spec's `setUp()`, a class's, SpecKit's.
    case main
    /// In a bare block of the main queue: a block or a timer left running, or SpecKit's hop to
    /// the main actor for `spec()` and the suite hooks.
    case queue
    /// In a task that an example that had ended left running.
    case ended
    /// Off the main actor: on another thread.
    case other

    /// Whether it was main-actor code, where a spec class between its examples, a class's own
    /// set-up, `spec()` and the suite hooks run.
    var isMainActor: Bool { self == .example || self == .main || self == .queue }

    /// Whether it may be the code of the example that ran, or of its spec's set-up around it: a
    /// crash anywhere else may be work another test left running.
    var mayBeTheExample: Bool { self == .example || self == .main }

    /// What the console says after the signal's name, for a crash blamed on an example when
    /// `onExample`: "crashed with signal 4 (SIGILL) off the main actor while …".
    func words(onExample: Bool) -> String {
        switch self {
        case .example, .main: ""
        case .queue: onExample ? " in main-queue work beside the example" : ""
        case .ended: " in a task an earlier example left running"
        case .other: " off the main actor"
        }
    }

    /// What the failure of what the crash is blamed on adds: where it came, outside that code.
    /// Empty where an example's own code may have crashed.
    var note: String {
        switch self {
        case .example, .main: ""
        case .queue: ", in main-queue work that ran beside the example (a block or a timer), maybe left by an earlier test"
        case .ended: ", in a task that an earlier example started and left running"
        case .other: ", on another thread: work left running there (a queue's block, a timer, a thread), maybe by an earlier "
            + "test, may be what crashed"
        }
    }
}
