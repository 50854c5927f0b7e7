import Foundation

/// Selects examples without editing code: `SPECKIT_FILTER` holds a regular expression matched
/// against an example's name, `SpecClass.example_name` (the name XCTest prints), and against its
/// description as written, `Group context does something` (the one Swift Testing and the
/// documentation format show). An example either matches is selected.
///
/// ```sh
/// SPECKIT_FILTER='BoolSpec\..*false_value' swift test --filter BoolSpec
/// SPECKIT_FILTER='negating a false value' swift test
/// ```
///
/// Examples it leaves out are not run and not reported one by one; each spec class prints one
/// line saying how many of its examples the filter selected.
///
/// `SPECKIT_ONLY_FAILURES` (and `SPECKIT_NEXT_FAILURE`) narrow the selection further, to the
/// examples the ``SavedStatus`` lists as failed in the last run.
struct ExampleFilter {
    static let variable = "SPECKIT_FILTER"

    struct Selection {
        let examples: [SpecPlan.PlannedExample]
        let note: String?
    }

    struct InvalidPattern: Error, CustomStringConvertible {
        let pattern: String
        let reason: String
        var description: String {
            "\(ExampleFilter.variable)='\(pattern)' is not a valid regular expression (\(reason)); "
                + "fix or unset it to run the examples"
        }
    }

    let pattern: String?
    /// The module-qualified names (`Module.SpecClass.example_name`) of the examples that failed in
    /// the last run, when only those run; `nil` otherwise.
    var lastFailures: Set<String>?

    init(pattern: String?, lastFailures: Set<String>? = nil) {
        self.pattern = pattern
        self.lastFailures = lastFailures
    }

    static func fromEnvironment(_ environment: [String: String]? = nil) -> ExampleFilter {
        guard let environment else {
            let value = ProcessEnvironment.value(of: variable)
            return ExampleFilter(pattern: value?.isEmpty == false ? value : nil,
                                 lastFailures: RunSettings.current.onlyFailures ? SavedStatus.lastRun.failures : nil)
        }
        let value = environment[variable]
        let onlyFailures = RunSettings(environment: environment).onlyFailures
        let saved = SavedStatus.path { environment[$0] }.flatMap(SavedStatus.read(at:))
        return ExampleFilter(pattern: value?.isEmpty == false ? value : nil, lastFailures: onlyFailures ? saved?.failures ?? [] : nil)
    }

    /// The examples of the spec class `specName` (module-qualified: `qualifiedName`) the filter
    /// selects, in the order given, with the line that says how many of them its pattern selected.
    func select(_ examples: [SpecPlan.PlannedExample], in specName: String, qualifiedName: String? = nil) throws -> Selection {
        let matched = try matching(examples, in: specName)
        guard let lastFailures else { return matched }
        let prefix = (qualifiedName ?? specName) + "."
        // Examples of one description are numbered in definition order (`does_x`, `does_x_2`): one
        // added or removed above a failure's renames it, so its twins run with it: those of its
        // name (`item_2_2` when `item 2` met a new twin `item_2`), and of the name it numbers
        // when the class has that one (`item_2` beside no `item` numbers none).
        // An example or group named after its line (a description with no letter) moves with the
        // lines above it: every example named as it is but for those lines runs with it.
        var failedBases: Set<Substring> = []
        var failedLines: Set<String> = []
        var names: Set<String>?
        for name in lastFailures where name.hasPrefix(prefix) {
            let own = String(name.dropFirst(prefix.count))
            failedBases.insert(own[...])
            if let lineless = Self.withoutLines(own) { failedLines.insert(lineless) }
            guard let base = ShardPartition.repeatedName(own) else { continue }
            if names == nil { names = Set(examples.map(\.metadata.testName)) }
            if names?.contains(String(base)) == true { failedBases.insert(base) }
        }
        let kept = matched.examples.filter { planned in
            let name = planned.metadata.testName
            if lastFailures.contains(prefix + name) || failedBases.contains(name[...]) { return true }
            if let base = ShardPartition.repeatedName(name), failedBases.contains(base) { return true }
            return !failedLines.isEmpty && Self.withoutLines(name).map(failedLines.contains) == true
        }
        return Selection(examples: kept, note: matched.note.map { "\($0), of which \(RunSettings.onlyFailuresVariable) keeps \(kept.count)" })
    }

    /// `name` without the lines in the names of an example or groups named after their line, and
    /// without the number of a twin, which an edit that moves the lines may change too
    /// (`calc__group_at_line_10__adds_2`, `parser__example_at_line_12_2`): `calc__group_at_line___adds`,
    /// `parser__example_at_line_`; `nil` for a name with no line.
    static func withoutLines(_ name: String) -> String? {
        guard name.contains("_at_line_") else { return nil }
        let lineless = name.replacingOccurrences(of: #"(group|example)_at_line_[0-9]+(_[0-9]+)*(?=__|$)"#, with: "$1_at_line_",
                                                 options: .regularExpression)
        guard lineless != name else { return nil }
        return lineless.replacingOccurrences(of: #"(_[0-9]+)+$"#, with: "", options: .regularExpression)
    }

    private func matching(_ examples: [SpecPlan.PlannedExample], in specName: String) throws -> Selection {
        guard let pattern else { return Selection(examples: examples, note: nil) }
        let expression: NSRegularExpression
        do {
            expression = try NSRegularExpression(pattern: pattern)
        } catch {
            throw InvalidPattern(pattern: pattern, reason: Self.diagnose(pattern))
        }
        let selected = examples.filter { planned in
            let name = "\(specName).\(planned.metadata.testName)"
            if expression.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil { return true }
            let description = planned.metadata.fullDescription
            return expression.firstMatch(in: description, range: NSRange(description.startIndex..., in: description)) != nil
        }
        let note = "SpecKit: \(Self.variable)='\(pattern)' selected \(selected.count) of \(examples.count) examples of \(specName)"
        return Selection(examples: selected, note: note)
    }

    /// What is wrong with a pattern `NSRegularExpression` rejected, in words: Foundation on Linux
    /// only says "The value is invalid".
    static func diagnose(_ pattern: String) -> String {
        var openGroups: [Int] = []
        var classStart: Int?
        var previousCanRepeat = false
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let position = index + 1
            defer { index += 1 }
            if character == "\\" {
                guard index + 1 < characters.count else { return "it ends with a lone \\ at position \(position)" }
                index += 1
                previousCanRepeat = true
                continue
            }
            if classStart != nil {
                if character == "]" && index > classStart! + 1 { classStart = nil; previousCanRepeat = true }
                continue
            }
            switch character {
            case "[": classStart = index
            case "(": openGroups.append(position); previousCanRepeat = false; continue
            case ")":
                guard openGroups.popLast() != nil else { return "the ) at position \(position) closes no group; write \\) for a literal parenthesis" }
            case "*", "+", "?", "{":
                guard previousCanRepeat || (character == "?" && index > 0 && "*+?}".contains(characters[index - 1])) else {
                    return "the \(character) at position \(position) has nothing before it to repeat; write \\\(character) for a literal one"
                }
                if character == "{" {
                    guard let close = characters[index...].firstIndex(of: "}") else {
                        return "the { at position \(position) is never closed; write \\{ for a literal brace"
                    }
                    index = close
                }
                previousCanRepeat = false
                continue
            case "|": previousCanRepeat = false; continue
            default: break
            }
            previousCanRepeat = true
        }
        if let start = classStart { return "the [ at position \(start + 1) is never closed; write \\[ for a literal bracket" }
        if let start = openGroups.last { return "the ( at position \(start) is never closed; add a ) or write \\( for a literal parenthesis" }
        return "the regular expression engine rejects it; check it against ICU's syntax"
    }
}
