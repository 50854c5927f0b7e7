#if os(Linux) && compiler(>=6.3)
import Glibc

/// What a test process that links SpecDSL does before `main`, on Linux: a process the crash
/// supervisor started takes its journal; any other process becomes the supervisor of workers it
/// starts from the same binary with the same arguments, unless crash isolation is off
/// (`SPECKIT_CRASH_ISOLATION=off`), a debugger or valgrind watches it (they would watch the
/// supervisor, not the tests), or it runs no tests (`--list-tests`). With `SPECKIT_BISECT` it
/// becomes the bisect instead (``Bisect``), which starts whole supervised runs of the binary.
enum ProcessStart {
    typealias Entry = @convention(c) (
        Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> Void

    static func run(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) {
        let arguments = (0..<Int(max(argc, 0))).compactMap { index in argv?[index].map { String(cString: $0) } }
        guard !arguments.isEmpty else { return }
        RunHashing.removeAdded()
        _ = ProcessEnvironment.startingDirectory
        if let inherited = POSIX.environment(CrashSupervisor.journalVariable) {
            startWorker(journal: inherited)
            selectExamples(arguments, argv)
            return watchXCTestCases(arguments)
        }
        #if SPECKIT_CORELIBS_XCTEST
        if let swiftTest = POSIX.environment(ExampleListing.variable) { return ExampleListing.start(for: swiftTest) }
        // Returns only when the examples cannot be listed.
        ExampleListing.answer(arguments, binary: binary())
        #endif
        SelectionHint.noteXCTestSelection(arguments)
        // Returns only in a process that runs the tests itself.
        if shouldSupervise(arguments) {
            if Bisect.isRequested, let binary = binary() { Bisect.run(binary: binary, arguments: arguments) }
            supervise(arguments)
        }
        selectExamples(arguments, argv)
        watchXCTestCases(arguments)
        // The tests run in this process, which writes the reports: they are this run's from now on,
        // as a supervisor's are before its first worker, whether or not a spec runs here.
        if runsTests(arguments) { RunRecord.shared.claimReports() }
    }

    /// In a process that runs XCTest's tests: keeps the selection it was started with, and when
    /// it names examples (`Module.CartSpec/a_cart__keeps_item_3`, as `swift test --filter`
    /// selects them from the listed tests), adds their classes' generated methods to the argument
    /// XCTest reads, which runs those methods alone. `CommandLine.arguments` is made from `argv`
    /// the first time it is read, after this.
    private static func selectExamples(_ arguments: [String], _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) {
        #if SPECKIT_CORELIBS_XCTEST
        let selection = XCTestSelection(arguments: arguments)
        XCTestSelection.ofProcess = selection
        guard let argument = selection.argumentRunningExamples, let argv, let copy = strdup(argument) else { return }
        argv[1] = copy
        #endif
    }

    /// Before any test can record an issue: Swift Testing's failures outside its own run fail the
    /// XCTest case they run in (or reach the Swift Testing route, in a process that runs Swift
    /// Testing's tests), and every XCTest case's result is observed.
    private static func watchXCTestCases(_ arguments: [String]) {
        #if SPECKIT_CORELIBS_XCTEST
        SwiftTestingIssues.install(arguments)
        XCTestRoute.shared.observeResultsIfNeeded()
        #endif
    }

    /// In a process the supervisor started: the journal is this process's alone (programs the
    /// tests start inherit neither it nor the variable naming it), and XCTest's cases are written
    /// to it from the first test.
    private static func startWorker(journal inherited: String) {
        unsetenv(CrashSupervisor.journalVariable)
        guard let descriptor = Int32(inherited), descriptor >= 0, fcntl(descriptor, F_GETFD) != -1 else { return }
        CrashJournal.descriptor = descriptor
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        CrashSignalNote.install()
        if let events = POSIX.environment(SwiftTestingEvents.variable).flatMap(Int32.init), events >= 0 {
            // Swift Testing opens it by its path; programs the tests start need not inherit it.
            _ = fcntl(events, F_SETFD, FD_CLOEXEC)
        }
        unsetenv(SwiftTestingEvents.variable)
    }

    private static func shouldSupervise(_ arguments: [String]) -> Bool {
        // A value no one can read leaves isolation on; the worker fails the run with it.
        let variable = RunSettings.crashIsolationVariable
        if (try? Switch.read(variable, POSIX.environment(variable), default: true)) == false { return false }
        if POSIX.statusField("TracerPid:") > 0 { return false }
        if let preload = POSIX.environment("LD_PRELOAD"), preload.contains("vgpreload") { return false }
        return runsTests(arguments)
    }

    /// Whether this process runs tests of the run: not when it lists them (`--list-tests`), nor in
    /// a Swift Testing exit test's own process, whose end is the test's result, not the run's.
    private static func runsTests(_ arguments: [String]) -> Bool {
        let listing: Set<String> = ["--list-tests", "-l", "--dump-tests-json", "--help", "-h"]
        if arguments.dropFirst().contains(where: listing.contains) { return false }
        return POSIX.environment("SWT_EXIT_TEST_ID") == nil
    }

    /// The file this process runs, `nil` when it cannot be started again with the same
    /// arguments: started through the dynamic loader (`ld-linux-x86-64.so.2 ./Tests.xctest`),
    /// the process is the loader, which would take the first test argument for the program.
    private static func binary() -> String? {
        var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        guard length > 0 else { return nil }
        let binary = String(decoding: path[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let name = binary.split(separator: "/").last.map(String.init) ?? binary
        if name.hasPrefix("ld-") || name.hasPrefix("ld.so") { return nil }
        return binary
    }

    private static func supervise(_ arguments: [String]) {
        guard let binary = binary() else { return }
        // A run that `SPECKIT_BISECT` started writes the journal the bisect reads.
        let journal = Bisect.takeJournal() ?? POSIX.anonymousFile(named: "journal")
        guard journal >= 0 else { return }
        // Made before the journal's first line, which the supervisor reads as every other.
        var supervisor = CrashSupervisor(binary: binary, arguments: arguments, journal: journal)
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        // The first entry: when the run started, for the closing summary's time.
        POSIX.append("W\t\(now.tv_sec).\(String(now.tv_nsec / 1000).leftPadded(to: 6))\n", to: journal)
        setenv(CrashSupervisor.journalVariable, "\(journal)", 1)
        supervisor.claimReports()
        POSIX.adoptOrphans()
        POSIX.holdChildSignals()
        // Every worker is the binary started anew, never this process forked: the Swift runtime's
        // locks know a thread by an id it read once, so a forked worker's main thread would hold
        // them under this thread's id, and a thread waiting for one would wait forever.
        let first = POSIX.start(binary, supervisor.firstWorkerArguments ?? arguments)
        guard first > 0 else {
            POSIX.releaseChildSignals()
            unsetenv(CrashSupervisor.journalVariable)
            close(journal)
            return
        }
        supervisor.supervise(first: first)
    }
}

/// Runs before `main` in every test binary that links SpecDSL, as a C constructor does.
@used @section(".init_array")
let processStartEntry: ProcessStart.Entry = { argc, argv, _ in ProcessStart.run(argc, argv) }

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
#endif
