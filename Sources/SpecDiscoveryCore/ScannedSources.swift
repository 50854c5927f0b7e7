/// What discovery needs from a set of Swift files.
public struct ScannedSources: Sendable {
    public var classes: [ClassDeclaration] = []
    public var aliases: [TypeAliasDeclaration] = []
    /// Names of the types (and type aliases) declared at the top level of the files.
    public var topLevelTypeNames: Set<String> = []
    /// The same names per dependency module (for files scanned with their module).
    public var namesByModule: [String: Set<String>] = [:]
    /// Where a file's string, comment or regex literal never ends for the lexer: what follows was
    /// not read as code, so spec classes there would be missed.
    public var unreadable: [Position] = []

    public struct Position: Sendable, Equatable {
        public let file: String
        public let line: Int
    }

    public init() {}

    /// Adds the declarations of another file.
    public mutating func add(_ other: ScannedSources) {
        classes += other.classes
        aliases += other.aliases
        topLevelTypeNames.formUnion(other.topLevelTypeNames)
        namesByModule.merge(other.namesByModule) { $0.union($1) }
        unreadable += other.unreadable
    }
}
