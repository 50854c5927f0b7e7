#if os(Linux) && compiler(>=6.3)
import Glibc

/// The `swift test` process that started the run, if one did: when it is killed, nothing reads
/// the run's output any more, and the supervisor ends the run instead of running on unseen.
///
/// A test binary started any other way (a shell, a script, `nohup`) is left to run: its parent
/// may end on purpose while the run goes on.
struct Launcher {
    /// The parent, when it is `swift test`; `nil` otherwise.
    private let pid: pid_t?

    init() {
        let parent = getppid()
        pid = parent > 1 && POSIX.command(of: parent)?.hasPrefix("swift-test") == true ? parent : nil
    }

    /// Whether `swift test` is gone: this process has another parent now.
    var isGone: Bool {
        guard let pid else { return false }
        return getppid() != pid
    }
}
#endif
