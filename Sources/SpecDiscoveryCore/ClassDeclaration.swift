/// A class declared in a scanned file, as far as discovery needs to know it.
package struct ClassDeclaration: Equatable, Sendable {
    /// The name with the names of the types it is nested in: `Outer.InnerSpec`.
    package let name: String
    /// The first type after `:`, as written: `Spec`, `SpecDSL.SpecCase`, `BaseSpec`.
    let superclass: String?
    package let file: String
    package let line: Int
    /// Why the generated code cannot extend it (`private`, declared in a function), if so.
    let unreachableReason: String?
    /// A generic class is a base for concrete spec classes: XCTest cannot run it, its subclasses run.
    var isGeneric = false
    /// The `#if` clauses the declaration sits in, outermost first: the generated code repeats them.
    var conditions: [ConditionalClause] = []
    /// The module of a dependency's file (`nil` for the target's own files).
    var module: String?
    /// Declared `public` or `open`: another module can name it.
    var isPublic = false
    /// `private` or `fileprivate` when declared so: only its own file can name it.
    var fileScopedAccess: String?
    /// Its file imports SpecDSL, so a bare `Configuration` there can be SpecKit's (a support
    /// module's other files may inherit from another library's `Configuration`).
    var fileImportsSpecDSL = false

    /// The name the generated code uses: qualified with the module of a dependency's class.
    var qualifiedName: String { module.map { "\($0).\(name)" } ?? name }

    var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }
}
