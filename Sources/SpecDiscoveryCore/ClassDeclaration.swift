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
