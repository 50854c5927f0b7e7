import Foundation

/// The order examples run in: as defined, or shuffled with a seed that repeats the order.
///
/// `SPECKIT_ORDER` chooses it: unset (or `defined`) runs examples as defined; `random` shuffles
/// them with a new seed; `random:51923` shuffles them as that seed did before.
///
/// ```swift
/// let order = try ExampleOrder.read(["SPECKIT_ORDER": "random:51923"][$0], newSeed: { 7 })
/// // order == .random(seed: 51923)
/// ```
enum ExampleOrder: Equatable, Sendable {
    case defined
    case random(seed: UInt64)

    static let variable = "SPECKIT_ORDER"

    /// The seed of a random order, `nil` for the defined order.
    var seed: UInt64? {
        if case .random(let seed) = self { return seed }
        return nil
    }

    /// The order `value` (the variable's value, `nil` when unset) asks for; `newSeed` makes the
    /// seed of a plain `random`.
    static func read(_ value: String?, newSeed: () -> UInt64) throws(SettingProblem) -> ExampleOrder {
        let text = value?.trimmingCharacters(in: .whitespaces) ?? ""
        switch text {
        case "", "defined": return .defined
        case "random": return .random(seed: newSeed())
        default:
            guard text.hasPrefix("random:") else {
                throw SettingProblem(caseName: "invalid_order", message: "\(variable)='\(text)' is not an order: "
                                     + "use defined, random, or random:SEED to repeat the order a run printed (e.g. random:51923)")
            }
            let seedText = text.dropFirst("random:".count)
            guard let seed = UInt64(seedText) else {
                throw SettingProblem(caseName: "invalid_order", message: "\(variable)='\(text)': the seed after random: is "
                                     + "a whole number from 0 to \(UInt64.max), as a run prints it (e.g. random:51923)")
            }
            return .random(seed: seed)
        }
    }
}
