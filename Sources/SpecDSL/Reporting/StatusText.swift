import Foundation

/// One merge of a status file's bytes with a run's updates; see ``SavedStatus/merge(_:into:ranWholeClasses:)``.
///
/// Bytes are found with `memchr` and copied with `memcpy`: per line, a debug build runs a few
/// calls instead of a loop per byte.
struct StatusText {
    /// The updates of one class: those of the run's entries for it.
    private struct Group {
        let className: String
        /// Where they are in the run's list.
        var parts: [Int]
        /// Whether every update of the group passed or failed: nothing of the old lines is needed.
        var everyOneRan: Bool
        /// Whether every example of the group ran or was skipped: none keeps its old line.
        var noneLeftOut: Bool
    }

    /// Where an update is: its part of the run's list, and its place there.
    private struct Place: Hashable {
        let part: Int
        let index: Int
    }

    /// Where a line's parts are in the old text: its class (`start..<classEnd`), its example's
    /// name (`nameStart..<nameEnd`), the `|` after them and its end.
    private struct Line {
        let start: Int
        var classEnd: Int
        var nameStart: Int
        let nameEnd: Int
        let bar: Int
        let end: Int

        var isRow: Bool { nameEnd > start }
    }

    private enum Mode {
        /// The class is not in the run: its lines stay.
        case keep
        /// The run wrote the class's lines already.
        case skip
        /// Some of the class's examples are in the run.
        case merge(Merging)
    }

    /// A class some of whose examples the run reports: its old lines are looked up by name.
    private struct Merging {
        let group: Int
        var byName: [String: Place] = [:]
        var written: Set<Place> = []

        init(group: Int, _ found: Group, _ classes: [SavedStatus.ClassUpdates]) {
            self.group = group
            for part in found.parts {
                for index in classes[part].updates.indices { byName[classes[part].updates[index].name] = Place(part: part, index: index) }
            }
        }
    }

    private let old: UnsafeRawBufferPointer
    /// The old text's first byte (any address when it has none).
    private let base: UnsafeRawPointer
    private let classes: [SavedStatus.ClassUpdates]
    private var out: ByteBuffer
    /// The width of the name column, in bytes, or in the columns a terminal shows where
    /// ``countsColumns``.
    private var width = 0
    /// Whether names are measured in the columns a terminal shows (``TerminalColumns``), not in
    /// bytes: in the pass that aligns again a text that is not ASCII, whose names take fewer
    /// columns than bytes. Most texts are ASCII, and their lines are written without a look at
    /// their letters.
    private var countsColumns = false

    init(old: UnsafeRawBufferPointer, classes: [SavedStatus.ClassUpdates]) {
        self.old = old
        base = old.baseAddress ?? UnsafeRawPointer(bitPattern: MemoryLayout<UInt64>.alignment)!
        self.classes = classes
        var count = 0
        for part in classes { count += part.updates.count }
        out = ByteBuffer(capacity: old.count + count * 100 + 256)
    }

    /// Whether `old` starts as SpecKit writes it.
    static func isCanonical(_ old: UnsafeRawBufferPointer) -> Bool {
        var header = SavedStatus.header
        return header.withUTF8 { prefix in
            old.count >= prefix.count && memcmp(old.baseAddress!, prefix.baseAddress!, prefix.count) == 0
        }
    }

    /// The merged text; `nil` when the old lines are not as SpecKit writes them: classes out of
    /// order, a line that starts with a space, a tab or a carriage return (a hand edited them).
    mutating func merged(ranWholeClasses: Bool) -> Data? {
        if !old.isEmpty, memchr(base, 0x0D, old.count) != nil || memchr(base, 0x09, old.count) != nil {
            out.discard()
            return nil
        }
        let groups = classGroups()
        // The width the old lines have; the lines written tell whether it is still right.
        width = max(7, headerWidth())
        write(header: width)
        var next = 0
        var position = 0
        var current: Line?
        var mode = Mode.keep
        while position < old.count, var line = line(at: position) {
            position = line.end + 1
            if line.end > line.start, old[line.start] == 0x20 {
                out.discard()
                return nil
            }
            guard line.isRow else { continue }
            if let current, inClass(of: current, &line) {
                handle(line, &mode, ranWholeClasses: ranWholeClasses)
                continue
            }
            findClass(&line)
            if let current, Self.compare(base + current.start, current.classEnd - current.start, base + line.start, line.classEnd - line.start) > 0 {
                out.discard()
                return nil
            }
            finish(&mode, groups)
            current = line
            while next < groups.count, compare(groups[next].className, line) < 0 {
                writeNew(groups[next])
                next += 1
            }
            if next < groups.count, compare(groups[next].className, line) == 0 {
                next += 1
                if ranWholeClasses && groups[next - 1].noneLeftOut {
                    // Every example of the class ran or was skipped: its lines are the run's, in
                    // its order, a skipped one with the time of its old line.
                    let end = endOfClass(of: line)
                    writeNew(groups[next - 1], keptTimes: groups[next - 1].everyOneRan ? [:] : keptTimes(from: line, to: end))
                    mode = .skip
                    position = end
                    continue
                }
                mode = .merge(Merging(group: next - 1, groups[next - 1], classes))
            } else {
                mode = .keep
            }
            handle(line, &mode, ranWholeClasses: ranWholeClasses)
        }
        finish(&mode, groups)
        while next < groups.count {
            writeNew(groups[next])
            next += 1
        }
        let merged = out.take()
        // The lines were measured in bytes. A name that is not ASCII takes fewer columns than
        // bytes: the lines are aligned again, by the columns a terminal shows. One look at the
        // whole text costs a large run less than one at each of its lines.
        if !merged.withUnsafeBytes(TerminalColumns.isASCII) {
            return merged.withUnsafeBytes { text in
                var again = StatusText(old: text, classes: [])
                again.countsColumns = true
                again.width = max(7, again.longestName())
                return again.realigned()
            }
        }
        guard out.longestName > 0, max(7, out.longestName) != width else { return merged }
        // A name longer than the old lines', or the lines that made the column wide are gone: align the lines again.
        return merged.withUnsafeBytes { text in
            var again = StatusText(old: text, classes: [])
            again.width = max(7, out.longestName)
            return again.realigned()
        }
    }

    /// The columns the old text's longest name takes.
    private func longestName() -> Int {
        var longest = 0
        var position = 0
        while position < old.count, let line = line(at: position) {
            position = line.end + 1
            if line.isRow { longest = max(longest, columns(of: line)) }
        }
        return longest
    }

    /// The old text again, aligned to `width`.
    private mutating func realigned() -> Data {
        write(header: width)
        var position = 0
        while position < old.count, let line = line(at: position) {
            position = line.end + 1
            if line.isRow { writeOld(line) }
        }
        return out.take()
    }

    // MARK: Old lines

    private func offset(_ pointer: UnsafeMutableRawPointer) -> Int { Int(bitPattern: pointer) - Int(bitPattern: base) }

    /// The line that starts at `start`, `name | status | seconds`; a comment, the header, or a line
    /// without a `|` is no row.
    private func line(at start: Int) -> Line? {
        guard old.baseAddress != nil else { return nil }
        let first = base + start
        var end = old.count
        if let found = memchr(first, 0x0A, old.count - start) { end = offset(found) }
        let none = Line(start: start, classEnd: start, nameStart: start, nameEnd: start, bar: start, end: end)
        guard end > start, first.load(as: UInt8.self) != UInt8(ascii: "#"), let found = memchr(first, 0x7C, end - start) else { return none }
        let bar = offset(found)
        var nameEnd = bar
        if let space = memchr(first, 0x20, bar - start) { nameEnd = offset(space) }
        if nameEnd - start == 7, memcmp(first, "example", 7) == 0 { return none }
        return Line(start: start, classEnd: start, nameStart: start, nameEnd: nameEnd, bar: bar, end: end)
    }

    /// Whether `line` is of the class of `current` (its name starts with the class and a dot, and
    /// no dot follows), which it then says.
    private func inClass(of current: Line, _ line: inout Line) -> Bool {
        let classLength = current.classEnd - current.start
        guard classLength > 0, line.nameEnd - line.start > classLength + 1,
              base.load(fromByteOffset: line.start + classLength, as: UInt8.self) == UInt8(ascii: "."),
              memcmp(base + current.start, base + line.start, classLength) == 0,
              memchr(base + line.start + classLength + 1, Int32(UInt8(ascii: ".")), line.nameEnd - line.start - classLength - 1) == nil
        else { return false }
        line.classEnd = line.start + classLength
        line.nameStart = line.classEnd + 1
        return true
    }

    /// Where the first line after `line` that is of another class starts: the lines of a class
    /// whose examples a whole run wrote are passed over without a look at their columns.
    private func endOfClass(of line: Line) -> Int {
        let classLength = line.classEnd - line.start
        let classStart = base + line.start
        var position = line.end + 1
        while position < old.count {
            let start = base + position
            var end = old.count
            if let found = memchr(start, 0x0A, old.count - position) { end = offset(found) }
            let length = end - position
            guard length > classLength + 1, start.load(fromByteOffset: classLength, as: UInt8.self) == 0x2E,
                  memcmp(start, classStart, classLength) == 0
            else { return position }
            // The example's name ends at a space (or a bar), and holds no dot: a dot is a nested class's.
            let name = start + classLength + 1
            guard let nameEnd = memchr(name, 0x20, length - classLength - 1) ?? memchr(name, 0x7C, length - classLength - 1),
                  memchr(name, 0x2E, Int(bitPattern: nameEnd) - Int(bitPattern: name)) == nil
            else { return position }
            position = end + 1
        }
        return position
    }

    /// Says where the class of `line` ends: at the last dot of its name (none: no class).
    private func findClass(_ line: inout Line) {
        var dot = line.nameEnd - 1
        while dot >= line.start, old[dot] != UInt8(ascii: ".") { dot -= 1 }
        line.classEnd = max(dot, line.start)
        line.nameStart = dot >= line.start ? dot + 1 : line.start
    }

    /// The width of the name column of the old text's header, if it has one.
    private func headerWidth() -> Int {
        var position = 0
        while position < old.count, let line = line(at: position) {
            if line.end - line.start > 7, memcmp(base + line.start, "example", 7) == 0 {
                guard let bar = memchr(base + line.start, 0x7C, line.end - line.start) else { return 0 }
                return offset(bar) - line.start - 1
            }
            guard base.load(fromByteOffset: line.start, as: UInt8.self) == UInt8(ascii: "#") else { return 0 }
            position = line.end + 1
        }
        return 0
    }

    /// How `className` sorts against the class of `line`, by bytes.
    private func compare(_ className: String, _ line: Line) -> Int {
        var className = className
        return className.withUTF8 { bytes in
            Self.compare(UnsafeRawPointer(bytes.baseAddress) ?? base, bytes.count, base + line.start, line.classEnd - line.start)
        }
    }

    private static func compare(_ left: UnsafeRawPointer, _ leftCount: Int, _ right: UnsafeRawPointer, _ rightCount: Int) -> Int {
        let common = min(leftCount, rightCount) == 0 ? 0 : memcmp(left, right, min(leftCount, rightCount))
        return common != 0 ? Int(common) : leftCount - rightCount
    }

    private mutating func handle(_ line: Line, _ mode: inout Mode, ranWholeClasses: Bool) {
        switch mode {
        case .keep: writeOld(line)
        case .skip: break
        case .merge(var merging):
            let name = String(decoding: UnsafeRawBufferPointer(rebasing: old[line.nameStart..<line.nameEnd]), as: UTF8.self)
            guard let place = merging.byName[name] else {
                if !ranWholeClasses { writeOld(line) }
                return
            }
            let update = classes[place.part].updates[place.index]
            // An example that did not run keeps its lines as they are: of a name listed twice, the
            // reader takes the last.
            guard let status = update.status else { return writeOld(line) }
            // Any other update replaces the first line of its name, and the others go.
            guard merging.written.insert(place).inserted else { return }
            mode = .merge(merging)
            if status == .skipped {
                writeSkipped(line)
            } else {
                writeRow(line, status, seconds: update.seconds)
            }
        }
    }

    /// Ends a class being merged: its examples the old lines did not list come after them.
    private mutating func finish(_ mode: inout Mode, _ groups: [Group]) {
        guard case .merge(let merging) = mode else { return }
        var className = groups[merging.group].className
        className.withUTF8 { classBytes in
            for part in groups[merging.group].parts {
                for (index, update) in classes[part].updates.enumerated() {
                    let place = Place(part: part, index: index)
                    if !merging.written.contains(place) && merging.byName[update.name] == place { writeUpdate(update, classBytes) }
                }
            }
        }
        mode = .keep
    }

    // MARK: The run's updates

    /// The run's updates by class, the classes sorted by name.
    private func classGroups() -> [Group] {
        var groups: [Group] = []
        for (part, entry) in classes.enumerated() where !entry.updates.isEmpty {
            let noneLeftOut = entry.everyOneRan || entry.updates.allSatisfy { $0.status != nil }
            groups.append(Group(className: entry.className, parts: [part], everyOneRan: entry.everyOneRan, noneLeftOut: noneLeftOut))
        }
        guard groups.count > 1 else { return groups }
        // By the bytes of the names, as the old lines are; a class's parts stay in the run's order.
        groups = groups.enumerated().sorted { left, right in
            left.element.className == right.element.className
                ? left.offset < right.offset : left.element.className.utf8.lexicographicallyPrecedes(right.element.className.utf8)
        }.map(\.element)
        // A class whose examples came in several parts (a random order): one group.
        var joined: [Group] = []
        for group in groups {
            if let last = joined.last, last.className == group.className {
                joined[joined.count - 1].parts += group.parts
                joined[joined.count - 1].everyOneRan = last.everyOneRan && group.everyOneRan
                joined[joined.count - 1].noneLeftOut = last.noneLeftOut && group.noneLeftOut
            } else {
                joined.append(group)
            }
        }
        return joined
    }

    // MARK: Writing

    private mutating func write(header width: Int) {
        out.append(SavedStatus.header)
        out.append(": each example's last outcome and time in seconds, merged over runs.\n" as StaticString)
        out.append("example" as StaticString)
        out.pad(7, to: width)
        out.append(" | status  | seconds\n" as StaticString)
    }

    /// Writes the lines of `group`'s updates; a skipped example's with its time in `keptTimes`.
    private mutating func writeNew(_ group: Group, keptTimes: [String: String] = [:]) {
        var className = group.className
        className.withUTF8 { classBytes in
            for part in group.parts {
                classes[part].updates.withUnsafeBufferPointer { updates in
                    var index = 0
                    while index < updates.count {
                        let keptTime = updates[index].status == .skipped ? keptTimes[updates[index].name] : nil
                        writeUpdate(updates[index], classBytes, keptTime: keptTime)
                        index += 1
                    }
                }
            }
        }
    }

    /// The times the old lines of a class, from `line` to `end`, say, by example name.
    private func keptTimes(from line: Line, to end: Int) -> [String: String] {
        var times: [String: String] = [:]
        var position = line.start
        while position < end, var next = self.line(at: position) {
            position = next.end + 1
            guard next.isRow else { continue }
            findClass(&next)
            let name = String(decoding: UnsafeRawBufferPointer(rebasing: old[next.nameStart..<next.nameEnd]), as: UTF8.self)
            times[name] = time(of: next)
        }
        return times
    }

    /// The time the line says: the text after its second bar.
    private func time(of line: Line) -> String {
        guard let second = memchr(base + line.bar + 1, Int32(UInt8(ascii: "|")), line.end - line.bar - 1) else { return "0.0000" }
        var from = offset(second) + 1
        while from < line.end, old[from] == 0x20 { from += 1 }
        var to = line.end
        while to > from, old[to - 1] == 0x20 { to -= 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: old[from..<to]), as: UTF8.self)
    }

    /// The line of `update`, whose class is `classBytes`; a skip's with `keptTime`, the time its old
    /// line says, when it had one.
    private mutating func writeUpdate(_ update: SavedStatus.Update, _ classBytes: UnsafeBufferPointer<UInt8>, keptTime: String? = nil) {
        guard let status = update.status else { return }
        var name = update.name
        name.withUTF8 { nameBytes in
            let used = (classBytes.isEmpty ? 0 : classBytes.count + 1) + nameBytes.count
            let line = out.reserve((used > width ? used : width) + Self.columnsLength)
            var at = line
            if !classBytes.isEmpty, let start = classBytes.baseAddress {
                memcpy(at, start, classBytes.count)
                at.assumingMemoryBound(to: UInt8.self)[classBytes.count] = 0x2E
                at += classBytes.count + 1
            }
            if let start = nameBytes.baseAddress { memcpy(at, start, nameBytes.count) }
            at += nameBytes.count
            if width > used {
                memset(at, 0x20, width - used)
                at += width - used
            }
            if keptTime == nil { at += Self.writeColumns(status, seconds: update.seconds, at: at) }
            out.advance(Int(bitPattern: at) - Int(bitPattern: line), name: used)
        }
        if let keptTime { writeSkippedColumns(keptTime) }
    }

    /// The longest time a line says: the longest time limit.
    private static let longestTime = ExampleSelection.longestTimeout

    /// At most what ``writeColumns(_:seconds:at:)`` writes: ` | skipped | `, the longest time limit, a line break.
    private static let columnsLength = 13 + 15 + 1

    /// Writes ` | status  | seconds` and a line break at `at`; returns how many bytes it wrote.
    private static func writeColumns(_ status: SavedStatus.Status, seconds: Double, at: UnsafeMutableRawPointer) -> Int {
        let columns: StaticString
        switch status {
        case .passed: columns = " | passed  | "
        case .failed: columns = " | failed  | "
        case .skipped: columns = " | skipped | "
        }
        memcpy(at, columns.utf8Start, 13)
        // Four decimals, as tenths of milliseconds; within the longest time limit, so that a time a
        // hand wrote (`1e15`) makes a whole number.
        var tenths = 0
        if seconds >= Self.longestTime {
            tenths = Int(Self.longestTime * 10_000)
        } else if seconds > 0 {
            tenths = Int(seconds * 10_000 + 0.5)
        }
        // The whole seconds, a dot, four decimals, a line break.
        var digits = 1
        var whole = tenths / 10_000
        while whole >= 10 {
            digits += 1
            whole /= 10
        }
        let bytes = (at + 13).assumingMemoryBound(to: UInt8.self)
        bytes[digits + 5] = 0x0A
        let fraction = tenths % 10_000
        bytes[digits] = 0x2E
        bytes[digits + 1] = 0x30 &+ UInt8(truncatingIfNeeded: fraction / 1000)
        bytes[digits + 2] = 0x30 &+ UInt8(truncatingIfNeeded: fraction / 100 % 10)
        bytes[digits + 3] = 0x30 &+ UInt8(truncatingIfNeeded: fraction / 10 % 10)
        bytes[digits + 4] = 0x30 &+ UInt8(truncatingIfNeeded: fraction % 10)
        whole = tenths / 10_000
        var index = digits
        repeat {
            index -= 1
            bytes[index] = 0x30 &+ UInt8(truncatingIfNeeded: whole % 10)
            whole /= 10
        } while index > 0
        return 13 + digits + 6
    }


    /// An old line, its columns aligned again.
    private mutating func writeOld(_ line: Line) {
        writeName(of: line)
        let length = line.end - line.bar
        let at = out.reserve(length + 2)
        at.storeBytes(of: UInt8(ascii: " "), as: UInt8.self)
        memcpy(at + 1, base + line.bar, length)
        (at + 1 + length).storeBytes(of: 0x0A, as: UInt8.self)
        out.advance(length + 2)
    }

    private mutating func writeName(of line: Line) {
        let bytes = line.nameEnd - line.start
        let used = countsColumns ? columns(of: line) : bytes
        out.noteName(used)
        out.append(base + line.start, bytes)
        out.pad(used, to: width)
    }

    /// The columns the name of `line` takes on a terminal.
    private func columns(of line: Line) -> Int {
        TerminalColumns.of(String(decoding: UnsafeRawBufferPointer(rebasing: old[line.start..<line.nameEnd]), as: UTF8.self))
    }

    /// The example of an old line, with a new status and time.
    private mutating func writeRow(_ line: Line, _ status: SavedStatus.Status, seconds: Double) {
        writeName(of: line)
        out.advance(Self.writeColumns(status, seconds: seconds, at: out.reserve(Self.columnsLength)))
    }

    /// The example of an old line, skipped this time: it keeps the time the line has.
    private mutating func writeSkipped(_ line: Line) {
        writeName(of: line)
        writeSkippedColumns(time(of: line))
    }

    /// ` | skipped | ` and `time` as an old line says it, and a line break.
    private mutating func writeSkippedColumns(_ time: String) {
        out.append(" | skipped | " as StaticString)
        out.append(time)
        out.append("\n" as StaticString)
    }
}
