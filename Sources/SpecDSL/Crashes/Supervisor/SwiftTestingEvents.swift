#if os(Linux) && compiler(>=6.3)
import Glibc

/// What the crash supervisor learns from Swift Testing's event stream, which it asks each worker
/// to write: which tests ended (the next worker skips them) and which ran when a worker ended.
struct SwiftTestingEvents {
    /// The file the workers write.
    private(set) var descriptor: Int32 = -1
    /// The event stream the arguments name (an IDE reads a named pipe): the workers write the
    /// supervisor's file, and the supervisor passes their events on to it, as one stream from the
    /// run's start to its end. -1 when there is none.
    private(set) var forwardsTo: Int32 = -1
    /// How much of the supervisor's file went to ``forwardsTo`` so far.
    private var forwarded = 0
    /// The IDs of the functions (not suites) the event streams listed.
    private var functions: Set<String> = []
    /// The test IDs that ended in any worker, in the order they ended.
    private(set) var ended: [String] = []
    /// The functions the last worker started and did not end, SpecKit's spec-class tests apart.
    private(set) var openFunctions: [String] = []
    /// SpecKit's spec-class tests the last worker started and did not end.
    private(set) var openSpecTests: [String] = []
    /// When each of the last worker's open functions started, as seconds since 1970.
    private var startedAt: [String: Double] = [:]
    /// Whether the last worker's events could be read.
    private(set) var known = false
    /// Whether the last worker started Swift Testing's run and did not end it: it exited in the middle.
    private(set) var runOpen = false
    /// Whether any worker started (or skipped) a test.
    private(set) var startedTests = false

    /// The variable that names the event stream's file to the worker, which keeps it from the
    /// programs its tests start.
    static let variable = "SPECKIT_EVENTS_FD"

    /// The event stream of a Swift Testing run (`needed`) with `arguments`: the one they name, or
    /// a file of the supervisor's.
    init(arguments: [String], needed: Bool) {
        guard needed else { return }
        if let index = arguments.firstIndex(of: "--event-stream-output-path"), index + 1 < arguments.count {
            // Written by the workers, a pipe's reader would see its end when one crashed, and the
            // next would wait forever for a reader; a file would hold the last worker's run alone;
            // a device keeps nothing to read. Opened once, as Swift Testing opens it (a named pipe
            // waits here for its reader): what cannot be opened is left to the workers.
            forwardsTo = open(arguments[index + 1], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard forwardsTo >= 0 else { return }
        }
        descriptor = POSIX.anonymousFile(named: "events")
        if descriptor >= 0 { setenv(Self.variable, "\(descriptor)", 1) }
    }

    /// Passes on to the event stream the arguments named what the workers wrote since the last
    /// call. A pipe whose reader went away is written to no more (its `SIGPIPE` ends nothing here).
    mutating func forward() {
        guard forwardsTo >= 0, descriptor >= 0 else { return }
        let bytes = POSIX.bytes(of: descriptor, from: forwarded)
        guard !bytes.isEmpty else { return }
        forwarded += bytes.count
        var brokenPipe = sigset_t()
        sigemptyset(&brokenPipe)
        sigaddset(&brokenPipe, SIGPIPE)
        var before = sigset_t()
        pthread_sigmask(SIG_BLOCK, &brokenPipe, &before)
        if !POSIX.writeAll(bytes, to: forwardsTo) {
            var now = timespec()
            _ = sigtimedwait(&brokenPipe, nil, &now)
            close(forwardsTo)
            forwardsTo = -1
        }
        pthread_sigmask(SIG_SETMASK, &before, nil)
    }

    /// In a worker: whether Swift Testing's run of this process ended, as its event stream says
    /// (`runEnded`), when the stream is the supervisor's file (`/proc/self/fd/N` in `arguments`);
    /// `nil` when there is none to read (a path of the user's may be a pipe another program reads).
    static func runEnded(arguments: [String]) -> Bool? {
        guard let index = arguments.firstIndex(of: "--event-stream-output-path"), index + 1 < arguments.count,
              arguments[index + 1].hasPrefix("/proc/self/fd/"),
              let descriptor = Int32(arguments[index + 1].dropFirst("/proc/self/fd/".count)) else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return endsTheRun(descriptor)
    }

    /// Whether the event stream in the file `descriptor` ends with Swift Testing's `runEnded`.
    static func endsTheRun(_ descriptor: Int32) -> Bool {
        String(decoding: POSIX.readTail(descriptor, count: 4096), as: UTF8.self).contains("\"kind\":\"runEnded\"")
    }

    /// The arguments of the next worker: the same, with the event stream, serial when asked, and
    /// skipping every test that ended so far.
    func arguments(_ original: [String], serially: Bool) -> [String] {
        var next = [original[0]]
        if serially { next.append("--no-parallel") }
        var rest = Array(original.dropFirst().filter { !serially || ($0 != "--parallel" && $0 != "--no-parallel") })
        if forwardsTo >= 0, let index = rest.firstIndex(of: "--event-stream-output-path"), index + 1 < rest.count {
            // The workers write the supervisor's file, in the version the arguments ask for.
            rest.removeSubrange(index...(index + 1))
        }
        next += rest
        if descriptor >= 0 {
            next += ["--event-stream-output-path", "/proc/self/fd/\(descriptor)"]
            if !rest.contains("--event-stream-version") { next += ["--event-stream-version", "0"] }
        }
        for id in ended { next += ["--skip", Self.pattern(matching: id)] }
        return next
    }

    /// Notes a test to skip from now on.
    mutating func skip(_ id: String) {
        if !ended.contains(id) { ended.append(id) }
    }

    /// Empties the event stream before a worker starts.
    mutating func reset() {
        forward()
        if descriptor >= 0 { _ = ftruncate(descriptor, 0) }
        forwarded = 0
    }

    /// Reads the last worker's events; a test that recorded an issue at or after `goingDown` (when
    /// a crash signal reached the worker) most likely failed as the process went down, and counts
    /// as not ended; so does the test of a spec class in `runningAgain` (`Module.Class`), whose
    /// cases the journal says failed after it.
    mutating func read(goingDown: Double? = nil, runningAgain: Set<String> = []) {
        openFunctions = []
        openSpecTests = []
        startedAt = [:]
        runOpen = false
        let bytes: [UInt8]?
        bytes = descriptor >= 0 ? POSIX.bytes(of: descriptor, from: 0) : nil
        known = bytes != nil
        guard let bytes else { return }
        var started: [String] = []
        var failedGoingDown: Set<String> = []
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("{\"kind\":\"test\"") {
                if let id = Self.testID(ofRecord: line), !line.contains("\"kind\":\"suite\"") { functions.insert(id) }
            } else if line.contains("\"kind\":\"runStarted\"") {
                runOpen = true
            } else if line.contains("\"kind\":\"runEnded\"") {
                runOpen = false
            } else if let goingDown, line.contains("\"kind\":\"issueRecorded\""),
                      let instant = Self.number(after: "\"since1970\":", in: line), instant >= goingDown,
                      let id = Self.string(after: "\"testID\":\"", in: line) {
                failedGoingDown.insert(id)
            } else if line.contains("\"kind\":\"testStarted\"") {
                startedTests = true
                if let id = Self.string(after: "\"testID\":\"", in: line) {
                    started.append(id)
                    startedAt[id] = Self.number(after: "\"since1970\":", in: line)
                }
            } else if line.contains("\"kind\":\"testEnded\"") || line.contains("\"kind\":\"testSkipped\"") {
                // A test selected and skipped (`.disabled`) counts as run, as a skipped XCTest test does.
                if line.contains("\"kind\":\"testSkipped\"") { startedTests = true }
                guard let id = Self.string(after: "\"testID\":\"", in: line) else { continue }
                if failedGoingDown.contains(id) { continue }
                if !runningAgain.isEmpty, let specClass = Self.specClass(ofTest: id), runningAgain.contains(specClass) { continue }
                if let index = started.firstIndex(of: id) { started.remove(at: index) }
                if !ended.contains(id) { ended.append(id) }
            }
        }
        for id in started where functions.contains(id) {
            if id.contains(Self.specTestMarker) { openSpecTests.append(id) } else { openFunctions.append(id) }
        }
    }

    /// The open functions and spec-class tests that had started by `instant` (when a crash signal
    /// came): what started after it did not crash the process. All of them without an instant.
    func running(at instant: Double?) -> (functions: [String], specTests: [String]) {
        guard let instant else { return (openFunctions, openSpecTests) }
        let started = { (id: String) in (startedAt[id] ?? 0) <= instant }
        return (openFunctions.filter(started), openSpecTests.filter(started))
    }

    /// When the open function `id` started, on the supervisor's clock (``POSIX/now()``).
    func since(ofOpen id: String) -> Double? {
        guard let started = startedAt[id] else { return nil }
        var wall = timespec()
        clock_gettime(CLOCK_REALTIME, &wall)
        let ago = Double(wall.tv_sec) + Double(wall.tv_nsec) / 1_000_000_000 - started
        return POSIX.now() - max(0, ago)
    }

    /// The `id` of a test record's payload. A parameterized test's record lists its cases first,
    /// each with an `id` of its own: the payload's comes after that list.
    static func testID(ofRecord line: Substring) -> String? {
        guard let cases = line.firstRange(of: "\"_testCases\":[") else { return string(after: "\"id\":\"", in: line) }
        var depth = 1
        var inString = false
        var escaping = false
        var index = cases.upperBound
        while index < line.endIndex, depth > 0 {
            let character = line[index]
            if escaping {
                escaping = false
            } else if inString {
                if character == "\\" { escaping = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "[" || character == "{" {
                depth += 1
            } else if character == "]" || character == "}" {
                depth -= 1
            }
            index = line.index(after: index)
        }
        return string(after: "\"id\":\"", in: line[index...])
    }

    /// The JSON string after `marker` in `line`, unescaped.
    static func string(after marker: String, in line: Substring) -> String? {
        guard let start = line.firstRange(of: marker)?.upperBound else { return nil }
        var text = ""
        var escaping = false
        for character in line[start...] {
            if escaping {
                switch character {
                case "n": text.append("\n")
                case "t": text.append("\t")
                default: text.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "\"" {
                return text
            } else {
                text.append(character)
            }
        }
        return nil
    }

    /// The JSON number after `marker` in `line`.
    static func number(after marker: String, in line: Substring) -> Double? {
        guard let start = line.firstRange(of: marker)?.upperBound else { return nil }
        return Double(line[start...].prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "e" || $0 == "E" || $0 == "+" })
    }

    /// The spec class (`Module.Class`) whose examples the test `id` runs, if it is a spec class's
    /// (`Module.Class/__SpecKitExamples/example(_:)/File.swift:3:2`).
    static func specClass(ofTest id: String) -> String? {
        guard let range = id.range(of: specTestMarker) else { return nil }
        return id[..<range.lowerBound].replacingOccurrences(of: "/", with: ".")
    }

    /// What the ID of a spec class's test holds after the class's.
    private static let specTestMarker = "/__SpecKitExamples"

    /// `^id$` as a regular expression, for `--skip`.
    static func pattern(matching id: String) -> String {
        var pattern = "^"
        for character in id {
            if "\\^$.|?*+()[]{}".contains(character) { pattern.append("\\") }
            pattern.append(character)
        }
        return pattern + "$"
    }
}
#endif
