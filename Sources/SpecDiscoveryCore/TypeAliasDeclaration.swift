/// `typealias Name = Target` in a scanned file: discovery follows it like a superclass.
package struct TypeAliasDeclaration: Equatable, Sendable {
    /// The alias, with the names of the types it is nested in.
    package let name: String
    /// The aliased type's name without generic arguments: `Spec`, `SpecDSL.SpecCase`, `CollectionSpec`.
    let target: String
    package var file = ""
    package var line = 0
    /// The dependency module that declares it; `nil` in the target's own files.
    package var module: String?
}
