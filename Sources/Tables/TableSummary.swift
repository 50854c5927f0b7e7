/// What a table run did: how many cases and inputs it checked, and what failed.
public struct TableSummary: Sendable, Hashable, CustomStringConvertible {
    /// The table's file name.
    public let file: String
    /// The number of valid cases that ran.
    public let caseCount: Int
    /// The number of cases that did not run because they could not be read: broken entries, and
    /// cases whose expected output the output type cannot read (each is among ``failures``).
    public let unreadableCaseCount: Int
    /// The number of inputs that ran.
    public let inputCount: Int
    /// Every failure, in the order it was reported; broken cases and a broken table included.
    public let failures: [TableFailure]

    /// `true` when nothing failed.
    public var passed: Bool { failures.isEmpty }

    /// `IsValidPassword.testkit: 9 cases, 13 inputs, 0 failures`, and `; 2 more cases could not
    /// be read` when some could not.
    public var description: String {
        "\(file): \(caseCount) case\(caseCount == 1 ? "" : "s"), \(inputCount) input\(inputCount == 1 ? "" : "s"), "
            + "\(failures.count) failure\(failures.count == 1 ? "" : "s")"
            + (unreadableCaseCount == 0 ? "" : "; \(unreadableCaseCount) more case\(unreadableCaseCount == 1 ? "" : "s") could not be read")
    }
}
