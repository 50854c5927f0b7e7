/// One branch of an `#if` block: the directive lines from the block's `#if` up to the one that
/// opens the branch, e.g. `["#if os(macOS)", "#elseif DEBUG"]` or `["#if DEBUG", "#else"]`.
/// Repeating them around generated code compiles it exactly when the declaration is compiled.
package struct ConditionalClause: Equatable, Sendable {
    package let directives: [String]
}
