/// One branch of an `#if` block: the directive lines from the block's `#if` up to the one that
/// opens the branch, e.g. `["#if os(macOS)", "#elseif DEBUG"]` or `["#if DEBUG", "#else"]`.
/// Repeating them around generated code compiles it exactly when the declaration is compiled.
public struct ConditionalClause: Equatable, Sendable {
    public let directives: [String]
}
