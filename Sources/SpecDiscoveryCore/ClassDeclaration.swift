/// A class declared in a scanned file, as far as discovery needs to know it.
public struct ClassDeclaration: Equatable, Sendable {
    /// The name with the names of the types it is nested in: `Outer.InnerSpec`.
    public let name: String
    /// The first type after `:`, as written: `Spec`, `SpecDSL.SpecCase`, `BaseSpec`.
    let superclass: String?
    public let file: String
    public let line: Int
    /// Why the generated code cannot extend it (`private`, declared in a function), if so.
    let unreachableReason: String?
    /// A generic class is a base for concrete spec classes: XCTest cannot run it, its subclasses run.
    var isGeneric = false
    /// The `#if` clauses the declaration sits in, outermost first: the generated code repeats them.
    var conditions: [ConditionalClause] = []

    var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }
}

/// `typealias Name = Target` in a scanned file: discovery follows it like a superclass.
public struct TypeAliasDeclaration: Equatable, Sendable {
    /// The alias, with the names of the types it is nested in.
    public let name: String
    /// The aliased type's name without generic arguments: `Spec`, `SpecDSL.SpecCase`, `CollectionSpec`.
    let target: String
}

/// One branch of an `#if` block: the directive lines from the block's `#if` up to the one that
/// opens the branch, e.g. `["#if os(macOS)", "#elseif DEBUG"]` or `["#if DEBUG", "#else"]`.
/// Repeating them around generated code compiles it exactly when the declaration is compiled.
public struct ConditionalClause: Equatable, Sendable {
    public let directives: [String]
}

/// What discovery needs from a set of Swift files.
public struct ScannedSources: Sendable {
    public var classes: [ClassDeclaration] = []
    public var aliases: [TypeAliasDeclaration] = []
    /// Names of the types (and type aliases) declared at the top level of the files.
    public var topLevelTypeNames: Set<String> = []

    public init() {}

    /// Adds the declarations of another file.
    public mutating func add(_ other: ScannedSources) {
        classes += other.classes
        aliases += other.aliases
        topLevelTypeNames.formUnion(other.topLevelTypeNames)
    }
}
