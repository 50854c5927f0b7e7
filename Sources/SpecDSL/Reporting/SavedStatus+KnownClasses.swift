extension SavedStatus {
    /// The spec classes of the test targets a process planned, by module: a saved line of a class
    /// of one of those modules that is none of them is of a class renamed or removed since, and
    /// goes when the status is saved.
    struct KnownClasses: Sendable, Equatable {
        private var byModule: [Substring: Set<Substring>] = [:]

        init() {}

        /// Adds every spec class of a module: module-qualified names, `Module.SpecClass`.
        init(module: String, classes: some Sequence<String>) {
            add(module: module, classes: classes)
        }

        var isEmpty: Bool { byModule.isEmpty }

        /// Adds every spec class of `module`, by its module-qualified name; a module with no name is none.
        mutating func add(module: String, classes: some Sequence<String>) {
            guard !module.isEmpty else { return }
            byModule[Substring(module), default: []].formUnion(classes.map { Substring($0) })
        }

        /// Whether `className` (module-qualified) is of a known module and none of its classes.
        func isGone(_ className: Substring) -> Bool {
            guard let dot = className.firstIndex(of: "."), let classes = byModule[className[..<dot]] else { return false }
            return !classes.contains(className)
        }
    }
}
