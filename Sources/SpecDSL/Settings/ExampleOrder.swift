import Foundation

/// The order examples run in: as defined, shuffled with a seed that repeats the order, or as a
/// file lists them.
///
/// `SPECKIT_ORDER` chooses it: unset (or `defined`) runs examples as defined; `random` shuffles
/// them with a new seed; `random:51923` shuffles them as that seed did before; `list:PATH` runs
/// the examples the file lists, and only those, in its order (``ExampleList``).
///
/// ```swift
/// let order = try ExampleOrder.read(["SPECKIT_ORDER": "random:51923"][$0], newSeed: { 7 })
/// // order == .random(seed: 51923)
/// ```
enum ExampleOrder: Equatable, Sendable {
    case defined
    case random(seed: UInt64)
    case list(ExampleList)

    static let variable = "SPECKIT_ORDER"

    /// The seed of a random order, `nil` for the defined order.
    var seed: UInt64? {
        if case .random(let seed) = self { return seed }
        return nil
    }

    /// Whether the spec classes that can move run in this order's order of classes: a random
    /// order's, or a list's. Under XCTest they run from one test method; under Swift Testing they
    /// take their turns in the same order.
    var movesClasses: Bool {
        if case .defined = self { return false }
        return true
    }

    /// The list of a listed order, `nil` for the others.
    var list: ExampleList? {
        if case .list(let list) = self { return list }
        return nil
    }

    /// The order `value` (the variable's value, `nil` when unset) asks for; `newSeed` makes the
    /// seed of a plain `random`, and `readFile` gives the text of a list's file (`nil` when it
    /// cannot be read).
    static func read(_ value: String?, newSeed: () -> UInt64,
                     readFile: (String) -> String? = ExampleOrder.readListFile) throws(SettingProblem) -> ExampleOrder {
        let text = value?.trimmingCharacters(in: .whitespaces) ?? ""
        switch text {
        case "", "defined": return .defined
        case "random": return .random(seed: newSeed())
        default:
            if text.hasPrefix(listPrefix) {
                let path = String(text.dropFirst(listPrefix.count))
                guard !path.isEmpty, let contents = readFile(path) else {
                    throw SettingProblem(caseName: "invalid_order", message: "\(variable)='\(text)': "
                                         + (path.isEmpty ? "name the file after list:, " : "the file \(path) cannot be read; ")
                                         + "it lists one example a line, Module.SpecClass.example_name, in the order to run them")
                }
                return .list(ExampleList(path: path, text: contents))
            }
            guard text.hasPrefix("random:") else {
                throw SettingProblem(caseName: "invalid_order", message: "\(variable)='\(text)' is not an order: "
                                     + "use defined, random, random:SEED to repeat the order a run printed (e.g. random:51923), "
                                     + "or list:PATH to run the examples a file lists, in its order")
            }
            let seedText = text.dropFirst("random:".count)
            guard let seed = UInt64(seedText) else {
                throw SettingProblem(caseName: "invalid_order", message: "\(variable)='\(text)': the seed after random: is "
                                     + "a whole number from 0 to \(UInt64.max), as a run prints it (e.g. random:51923)")
            }
            return .random(seed: seed)
        }
    }

    /// How a listed order's value starts: `list:PATH`.
    static let listPrefix = "list:"

    /// The text of the list file `path` (relative to where the process started); `nil` when it
    /// cannot be read.
    static func readListFile(_ path: String) -> String? {
        let absolute = path.hasPrefix("/") ? path : ProcessEnvironment.startingDirectory.map { "\($0)/\(path)" } ?? path
        return try? String(contentsOfFile: absolute, encoding: .utf8)
    }
}
