/// What discovery needs from a set of Swift files.
package struct ScannedSources: Sendable {
    package var classes: [ClassDeclaration] = []
    package var aliases: [TypeAliasDeclaration] = []
    /// The types whose bodies (or extensions) declare a type-level `setUp()` or `tearDown()`
    /// (`override class func setUp()`), which XCTest runs around that class's tests.
    package var classLevelSetUps: Set<String> = []
    /// Names of the types (and type aliases) declared at the top level of the files.
    package var topLevelTypeNames: Set<String> = []
    /// The same names per dependency module (for files scanned with their module).
    package var namesByModule: [String: Set<String>] = [:]
    /// Where a file's string, comment or regex literal never ends for the lexer: what follows was
    /// not read as code, so spec classes there would be missed.
    package var unreadable: [Position] = []
    /// Modules the target's own files import with an access level below `public` (`internal
    /// import SpecDSL`): the generated file must then give its import of them a level too.
    package var modulesImportedBelowPublic: Set<String> = []

    package struct Position: Sendable, Equatable {
        package let file: String
        package let line: Int
    }

    package init() {}

    /// Adds the declarations of another file.
    package mutating func add(_ other: ScannedSources) {
        classes += other.classes
        aliases += other.aliases
        classLevelSetUps.formUnion(other.classLevelSetUps)
        topLevelTypeNames.formUnion(other.topLevelTypeNames)
        namesByModule.merge(other.namesByModule) { $0.union($1) }
        unreadable += other.unreadable
        modulesImportedBelowPublic.formUnion(other.modulesImportedBelowPublic)
    }
}
