#if os(Linux) && compiler(>=6.3)
import Glibc

/// The few system calls the crash supervisor makes, written for Swift: it runs before `main`, and
/// watches its workers with the C library alone (it uses Foundation only to write the reports and
/// the end of a crashed run, when the last worker ended).
enum POSIX {
    /// `prctl(2)`, which Glibc's Swift module leaves out; found at run time.
    private static let prctl: (@convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32).self)
    }()

    /// In a child: dies with `SIGKILL` when the process that started it dies.
    static func dieWithParent() {
        _ = prctl?(1 /* PR_SET_PDEATHSIG */, UInt(SIGKILL), 0, 0, 0)
    }

    /// Makes the processes a worker leaves behind this process's children when it ends.
    static func adoptOrphans() {
        _ = prctl?(36 /* PR_SET_CHILD_SUBREAPER */, 1, 0, 0, 0)
    }

    /// The processes whose parent is `parent` (this process when `nil`) and whose command is
    /// `command` (any when `nil`).
    static func children(named command: String? = nil, of parent: pid_t? = nil) -> [pid_t] {
        guard let folder = opendir("/proc") else { return [] }
        defer { closedir(folder) }
        let me = parent ?? getpid()
        var found: [pid_t] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = pid_t(name), pid != me else { continue }
            let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            let stat = String(decoding: readToEnd(descriptor), as: UTF8.self)
            close(descriptor)
            // `pid (command) state parent …`
            guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            let running = stat[stat.index(after: open)..<close]
            if command.map({ running == $0 }) ?? true, fields.count > 1, pid_t(fields[1]) == me { found.append(pid) }
        }
        return found
    }

    /// The command of the process `pid` (`/proc/<pid>/comm`), if it still runs.
    static func command(of pid: pid_t) -> String? {
        let descriptor = open("/proc/\(pid)/comm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let name = String(decoding: readToEnd(descriptor), as: UTF8.self).split(separator: "\n").first.map(String.init)
        return name.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Writes no core file of this process.
    static func dumpNoCore() {
        _ = prctl?(4 /* PR_SET_DUMPABLE */, 0, 0, 0, 0)
    }

    /// The value of an environment variable.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// A file of its own, already unlinked, open for reading and appending; -1 when none could be made.
    static func anonymousFile(named name: String) -> Int32 {
        let folder = environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(folder)/speckit-\(name)-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return -1 }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFL, O_APPEND)
        return descriptor
    }

    /// The path of a new empty file of its own in the temporary folder; `nil` when none could be made.
    static func temporaryFile(named name: String) -> String? {
        let folder = environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(folder)/speckit-\(name)-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { return nil }
        close(descriptor)
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The last `count` bytes of the file behind `descriptor` (all of it when shorter).
    static func readTail(_ descriptor: Int32, count: Int) -> [UInt8] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return [] }
        let start = max(0, Int(info.st_size) - count)
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) - start)
        let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(start)) }
        return got > 0 ? Array(bytes[0..<got]) : []
    }

    /// Reads `descriptor` to its end (a pipe).
    static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return bytes }
            bytes += chunk[0..<got]
        }
    }

    /// Appends `text` to the file behind `descriptor`, in one write where it fits.
    static func append(_ text: String, to descriptor: Int32) {
        writeAll(Array(text.utf8), to: descriptor)
    }

    /// Writes `bytes` to `descriptor`, in as many writes as it takes; returns whether all went.
    @discardableResult
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Prints `line` on standard output at once.
    static func say(_ line: String) {
        fflush(nil)
        append(line + "\n", to: STDOUT_FILENO)
    }

    /// Starts `path` with `arguments` in a child that dies with this process; its pid, or -1.
    /// Its standard output goes to `output`, and its standard error to `errors`, when given. It
    /// hashes as every process SpecKit starts does (``RunHashing``).
    static func start(_ path: String, _ arguments: [String], output: Int32? = nil, errors: Int32? = nil) -> pid_t {
        // Everything the child needs is made before `fork`: after it, only async-signal-safe calls.
        var pointers = arguments.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        var environment = RunHashing.environment().map { strdup($0) } + [nil]
        defer { for pointer in environment { free(pointer) } }
        guard let executable = strdup(path) else { return -1 }
        defer { free(executable) }
        var mask = startingMask ?? sigset_t()
        let restoresMask = startingMask != nil
        let ignoresChildSignal = childSignalIgnored
        let parent = getpid()
        fflush(nil)
        let pid = fork()
        if pid == 0 {
            dieWithParent()
            if getppid() != parent { _exit(1) }
            if let output { _ = dup2(output, STDOUT_FILENO) }
            if let errors { _ = dup2(errors, STDERR_FILENO) }
            if ignoresChildSignal { _ = signal(SIGCHLD, SIG_IGN) }
            if restoresMask { _ = sigprocmask(SIG_SETMASK, &mask, nil) }
            pointers.withUnsafeMutableBufferPointer { list in
                environment.withUnsafeMutableBufferPointer { variables in
                    if let base = list.baseAddress, let variables = variables.baseAddress { _ = execve(executable, base, variables) }
                }
            }
            _exit(127)
        }
        return pid
    }

    /// The signals this process blocked before it held back `SIGCHLD`: what the programs it
    /// starts block.
    nonisolated(unsafe) private static var startingMask: sigset_t?
    /// Whether this process was started with `SIGCHLD` ignored: the programs it starts are too.
    nonisolated(unsafe) private static var childSignalIgnored = false

    /// Holds back `SIGCHLD`, so that ``awaitChild(seconds:)`` wakes when a child ends, however soon.
    static func holdChildSignals() {
        var held = sigset_t()
        sigemptyset(&held)
        sigaddset(&held, SIGCHLD)
        var before = sigset_t()
        _ = sigprocmask(SIG_BLOCK, &held, &before)
        startingMask = before
        // With `SIGCHLD` ignored, ended children leave no status to wait for.
        childSignalIgnored = ignores(SIGCHLD)
        if childSignalIgnored { _ = signal(SIGCHLD, SIG_DFL) }
    }

    /// Whether this process ignores `signal`.
    static func ignores(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Undoes ``holdChildSignals()``, for a process that goes on into `main` after all.
    static func releaseChildSignals() {
        guard var mask = startingMask else { return }
        if childSignalIgnored { _ = signal(SIGCHLD, SIG_IGN) }
        _ = sigprocmask(SIG_SETMASK, &mask, nil)
        startingMask = nil
    }

    /// Waits until a child ends (or ended since the last call), at most `seconds`.
    static func awaitChild(seconds: Double) {
        var held = sigset_t()
        sigemptyset(&held)
        sigaddset(&held, SIGCHLD)
        var limit = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1_000_000_000))
        _ = sigtimedwait(&held, nil, &limit)
    }

    /// Seconds on a clock that only moves forward.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }

    /// The size of the file behind `descriptor`, or 0.
    static func size(of descriptor: Int32) -> Int {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
    }

    /// The bytes of the file behind `descriptor` from `offset` to its end, without moving its offset.
    static func bytes(of descriptor: Int32, from offset: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset + bytes.count)) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return bytes }
            bytes += chunk[0..<got]
        }
    }

    /// Waits for the children `pids` to end, at most `seconds`, then kills those left; reaps all.
    static func reap(_ pids: [pid_t], waitingUpTo seconds: Double) {
        var left = pids
        let deadline = now() + seconds
        while !left.isEmpty, now() < deadline {
            usleep(50_000)
            left.removeAll { waitpid($0, nil, WNOHANG) == $0 }
        }
        for pid in left {
            kill(pid, SIGKILL)
            _ = wait(for: pid)
        }
    }

    /// Waits for `pid` to end; its status as `waitpid` gives it.
    static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return 1 << 8 }
        }
        return status
    }

    /// What `path` with `arguments` prints on standard output; `nil` when it does not exit with 0.
    static func output(of path: String, _ arguments: [String]) -> String? {
        var pipes: [Int32] = [0, 0]
        guard pipe(&pipes) == 0 else { return nil }
        let pid = start(path, arguments, output: pipes[1])
        close(pipes[1])
        guard pid > 0 else {
            close(pipes[0])
            return nil
        }
        let bytes = readToEnd(pipes[0])
        close(pipes[0])
        let status = wait(for: pid)
        guard ExitStatus(status) == .exited(0) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The lines of `/proc/self/status` and the like: the number after `field`, or -1.
    static func statusField(_ field: String, of file: String = "/proc/self/status") -> Int {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return -1 }
        defer { close(descriptor) }
        let text = String(decoding: readToEnd(descriptor), as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix(field) {
            return Int(line.dropFirst(field.count).trimmingCharacters(in: " \t")) ?? -1
        }
        return -1
    }
}

/// How a process ended, from `waitpid`'s status.
enum ExitStatus: Equatable {
    case exited(Int32)
    case signaled(Int32)

    init(_ status: Int32) {
        let signal = status & 0x7F
        self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = self
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
#endif
