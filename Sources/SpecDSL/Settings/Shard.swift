import Foundation

/// The part of a test target's examples one process runs when a suite is split across machines:
/// the shard at `index` (counting from 0) of `total`.
///
/// Read from Bazel's `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX` (counting from 0), or from
/// `SPECKIT_SHARD=INDEX/TOTAL` (counting from 1, like Jest's `--shard`):
///
/// ```swift
/// let shard = try Shard.read { ["SPECKIT_SHARD": "2/8"][$0] }
/// // shard?.index == 1, shard?.total == 8, "\(shard!)" == "2/8"
/// ```
struct Shard: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Which shard, counting from 0.
    let index: Int
    /// How many shards there are, at least 1.
    let total: Int

    static let variable = "SPECKIT_SHARD"
    static let bazelTotalVariable = "TEST_TOTAL_SHARDS"
    static let bazelIndexVariable = "TEST_SHARD_INDEX"
    /// The file a test runner that shards touches, so that Bazel knows it does.
    static let bazelStatusFileVariable = "TEST_SHARD_STATUS_FILE"

    /// The shard as people count it: `2/8` is the second of eight.
    var description: String { "\(index + 1)/\(total)" }

    /// The shard the variables read by `read` name, `nil` when none is set (an empty value counts
    /// as unset), or the problem with them.
    static func read(_ read: (String) -> String?) throws(SettingProblem) -> Shard? {
        let own = value(of: variable, read)
        let bazelTotal = value(of: bazelTotalVariable, read)
        let bazelIndex = value(of: bazelIndexVariable, read)
        if let own, bazelTotal != nil || bazelIndex != nil {
            throw problem("\(variable)='\(own)' and Bazel's \(bazelTotalVariable)/\(bazelIndexVariable) are both set: "
                          + "unset \(variable) when Bazel shards the test")
        }
        if let own { return try parse(own) }
        switch (bazelTotal, bazelIndex) {
        case (nil, nil):
            return nil
        case (let total?, nil):
            throw problem("\(bazelTotalVariable)='\(total)' is set but \(bazelIndexVariable) is not: set both, "
                          + "\(bazelIndexVariable) counting from 0 (Bazel sets both)")
        case (nil, let index?):
            throw problem("\(bazelIndexVariable)='\(index)' is set but \(bazelTotalVariable) is not: set both (Bazel sets both)")
        case (let totalText?, let indexText?):
            guard let total = Int(totalText), total >= 1 else {
                throw problem("\(bazelTotalVariable)='\(totalText)' is not a number of shards: it is a whole number of at least 1")
            }
            guard let index = Int(indexText), (0..<total).contains(index) else {
                throw problem("\(bazelIndexVariable)='\(indexText)' is not a shard of \(total): it counts from 0, "
                              + "so it is a whole number from 0 to \(total - 1)")
            }
            return Shard(index: index, total: total)
        }
    }

    /// `INDEX/TOTAL`, counting from 1.
    private static func parse(_ text: String) throws(SettingProblem) -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let total = Int(parts[1]) else {
            throw problem("\(variable)='\(text)' is not INDEX/TOTAL: write e.g. \(variable)=2/8 for the second of eight shards")
        }
        guard total >= 1 else {
            throw problem("\(variable)='\(text)': the number of shards after the / is at least 1")
        }
        guard (1...total).contains(index) else {
            throw problem("\(variable)='\(text)': the shard before the / counts from 1, so it is a whole number from 1 to \(total)")
        }
        return Shard(index: index - 1, total: total)
    }

    private static func value(of name: String, _ read: (String) -> String?) -> String? {
        guard let value = read(name)?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        return value
    }

    private static func problem(_ message: String) -> SettingProblem {
        SettingProblem(caseName: "invalid_shard", message: message)
    }
}
