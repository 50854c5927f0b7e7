import Foundation

/// What `swift test` selects from a test binary's list of XCTest tests, read from its command
/// line: `--filter` and `--skip` patterns, matched as SwiftPM matches them against each test's
/// `Module.Class/test`; and whether it only lists the tests (`swift test list`).
struct SwiftPMSelection: Equatable {
    var filters: [String] = []
    var skips: [String] = []
    /// `--specifier`'s one test name, matched whole.
    var specific: String?
    /// `swift test list`: every test is shown, none run.
    var listsOnly = false

    /// The selection of `swift test`'s arguments (without the program), with the skip list SwiftPM
    /// reads from `_SWIFTPM_SKIP_TESTS_LIST` when it is given (a file's lines, or `:`-separated).
    init(arguments: [String], skipList: String? = nil) {
        // `swift test list`, whatever options come before the subcommand (not a filter's value).
        listsOnly = arguments.indices.contains { index in
            arguments[index] == "list" && (index == 0 || !["--filter", "--skip", "--specifier", "-s"].contains(arguments[index - 1]))
        }
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard let option = ["--filter", "--skip", "--specifier", "-s"].first(where: { word == $0 || word.hasPrefix($0 + "=") }) else {
                continue
            }
            let value: String
            if word == option {
                guard index < arguments.count else { break }
                value = arguments[index]
                index += 1
            } else {
                value = String(word.dropFirst(option.count + 1))
            }
            switch option {
            case "--filter": filters.append(value)
            case "--skip": skips.append(value)
            default: specific = value
            }
        }
        if let skipList {
            let lines = (try? String(contentsOfFile: skipList, encoding: .utf8))?.split(separator: "\n")
            skips = (lines ?? skipList.split(separator: ":")).map(String.init)
        }
    }

    /// Whether it selects every test, as a plain `swift test` does.
    var selectsAll: Bool { filters.isEmpty && skips.isEmpty && specific == nil }

    /// Whether SwiftPM runs the test `specifier` (`Module.Class/test`).
    func selects(_ specifier: String) -> Bool {
        if !filters.isEmpty {
            guard filters.contains(where: { specifier.range(of: $0, options: .regularExpression) != nil }) else { return false }
        } else if let specific, specifier != specific {
            return false
        }
        return !skips.contains { specifier.range(of: $0, options: .regularExpression) != nil }
    }
}

/// XCTest's list of tests (`--dump-tests-json`) with the cases of spec classes in it, so that
/// `swift test --filter` and `--skip` select examples: SwiftPM matches its patterns against the
/// tests the binary lists, and runs the ones they select.
///
/// A spec class keeps its one generated method where SwiftPM selects the method and every case
/// of the class (a plain `swift test --parallel`, `--filter CartSpec`): the class then runs in one
/// process, and the argument naming the tests stays short. Elsewhere the class lists its cases
/// instead of the method (`Module.CartSpec/a_cart__keeps_item_3`), and `swift test list` shows
/// every case.
enum TestListing {
    /// The listing with the cases of the classes in `cases` (by `Module.Class`, in the order they
    /// run); `nil` when `json` is not a listing XCTest prints.
    static func expanding(_ json: String, cases: [String: [String]], selection: SwiftPMSelection) -> String? {
        guard let data = json.data(using: .utf8),
              var root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let bundles = root["tests"] as? [[String: Any]] else { return nil }
        root["tests"] = bundles.map { bundle in
            var bundle = bundle
            if let classes = bundle["tests"] as? [[String: Any]] {
                bundle["tests"] = classes.map { expanding($0, cases: cases, selection: selection) }
            }
            return bundle
        }
        guard let output = try? JSONSerialization.data(withJSONObject: root) else { return nil }
        return String(decoding: output, as: UTF8.self)
    }

    private static func expanding(_ entry: [String: Any], cases: [String: [String]], selection: SwiftPMSelection) -> [String: Any] {
        guard let className = entry["name"] as? String, let names = cases[className], !names.isEmpty,
              let tests = entry["tests"] as? [[String: Any]], let anchorID = XCTestSelection.anchorID(ofClass: Substring(className)) else {
            return entry
        }
        let anchor = String(anchorID.drop { $0 != "/" }.dropFirst())
        guard let position = tests.firstIndex(where: { $0["name"] as? String == anchor }),
              expands(className, anchorID: anchorID, names: names, selection) else { return entry }
        var entry = entry
        let listed: [[String: Any]] = Array(tests[..<position]) + names.map { ["name": $0] } + Array(tests[(position + 1)...])
        entry["tests"] = listed
        return entry
    }

    /// Whether the class lists its cases instead of its generated method.
    private static func expands(_ className: String, anchorID: String, names: [String], _ selection: SwiftPMSelection) -> Bool {
        if selection.listsOnly { return true }
        if selection.selectsAll { return false }
        guard selection.selects(anchorID) else { return true }
        return !names.allSatisfy { selection.selects("\(className)/\($0)") }
    }
}
