#if os(Linux) && compiler(>=6.3)
/// What XCTest runs after a crash: the tests the run selected that neither ended in a worker nor
/// crashed one, as the one command-line argument XCTest reads (`Module.Class,Module.Other/test`).
enum XCTestRemainder {
    /// The argument, or `nil` when nothing remains or the test binary could not list its tests.
    static func argument(binary: String, selection: String?, ended: Set<String>, excluded: Set<String>) -> String? {
        guard let listing = POSIX.output(of: binary, [binary, "--list-tests"]) else { return nil }
        return argument(listing: listing, selection: selection, ended: ended, excluded: excluded)
    }

    /// The argument from XCTest's list of tests (`--list-tests`); `nil` when nothing remains. A
    /// class whose examples the selection names gets those names again: the next worker leaves
    /// out the ones that ended.
    static func argument(listing: String, selection: String?, ended: Set<String>, excluded: Set<String>) -> String? {
        let chosen = XCTestSelection(argument: selection)
        let selected = listing.split(separator: "\n").filter { line in
            line.contains("/") && !line.contains(" ") && chosen.selects(String(line))
        }.map(String.init)
        var parts: [String] = []
        var index = 0
        while index < selected.count {
            let className = selected[index].prefix { $0 != "/" }
            // XCTest lists the tests of a class together.
            var next = index + 1
            while next < selected.count, selected[next].prefix(while: { $0 != "/" }) == className { next += 1 }
            // A class that crashed outside its tests (its class set-up) is left out whole.
            let remaining = excluded.contains(String(className)) ? []
                : selected[index..<next].filter { !ended.contains($0) && !excluded.contains($0) }
            if let named = chosen.examples(ofClass: String(className)) {
                // Examples named: the next worker runs those that did not end, from the class's method.
                let anchor = XCTestSelection.anchorID(ofClass: className)
                parts += remaining.filter { $0 != anchor }
                    + (remaining.contains { $0 == anchor } ? named.sorted().map { "\(className)/\($0)" } : [])
            } else {
                // A class whose selected tests all remain is named once, which keeps the argument short.
                parts += remaining.count == next - index ? [String(className)] : remaining
            }
            index = next
        }
        return parts.isEmpty ? nil : parts.joined(separator: ",")
    }
}
#endif
