/// Decides which scanned classes are specs and which are configurations, following superclasses
/// and type aliases through the target's files and the files of the targets it depends on.
package struct SpecIndex {
    package struct Finding: Sendable {
        package var specs: [ClassDeclaration] = []
        package var configurations: [ClassDeclaration] = []
        /// Spec classes the generated code cannot reach, with the reason: build errors, because
        /// their examples would never run.
        package var unreachable: [ClassDeclaration] = []
        /// Configuration classes the generated code cannot reach: build errors, because their
        /// hooks would never run.
        package var unreachableConfigurations: [ClassDeclaration] = []
        /// Configuration classes of a dependency that are internal, `fileprivate` or `private`
        /// there: the target cannot name them, so the build warns that they do not apply.
        package var hiddenDependencyConfigurations: [ClassDeclaration] = []
        /// Configuration classes of a dependency declared inside `#if`: not applied, with a warning.
        package var conditionalDependencyConfigurations: [ClassDeclaration] = []
        /// Generic spec classes that no concrete class of the target subclasses: their examples
        /// never run, so the build warns.
        package var unusedGenerics: [ClassDeclaration] = []
        /// The spec classes (of `specs`) that a random order may run from another class's test
        /// method under XCTest: XCTest's class-level set-up is not theirs to lose (see `canMove`).
        package var movable: Set<String> = []
        /// The spec classes (of `specs`) that other spec classes of the target inherit from.
        package var bases: Set<String> = []
        /// Top-level type names the target declares itself (`typealias QuickSpec = Spec`): the
        /// generated code leaves Quick's names among them to the target.
        package var declaredNames: Set<String> = []
        /// Modules the target's files import with an access level below `public`.
        package var modulesImportedBelowPublic: Set<String> = []
        /// A dependency's `public typealias QuickSpec = DatabaseSpec` (or `Spec`, `AsyncSpec`): the
        /// generated file declares that name in the target, which hides the alias there, so the
        /// build warns.
        package var hiddenDependencyAliases: [TypeAliasDeclaration] = []
    }

    /// The names a spec class may inherit from: SpecKit's, and Quick's that the plugin declares.
    static let specRoots: Set<String> = [
        "Spec", "SpecCase", "SpecDSL.Spec", "SpecDSL.SpecCase",
        "QuickSpec", "AsyncSpec", "AsyncSpecCase", "SpecDSL.QuickSpec", "SpecDSL.AsyncSpec", "SpecDSL.AsyncSpecCase",
    ]

    /// - Parameters:
    ///   - target: declarations of the target the code is generated for.
    ///   - context: declarations of the targets it depends on: only used to follow superclasses.
    /// A target or dependency that declares its own type named `Configuration` makes only
    /// `SpecDSL.Configuration` mean ours.
    package static func find(target: ScannedSources, context: ScannedSources) -> Finding {
        var byName: [String: ClassDeclaration] = [:]
        for declaration in context.classes + target.classes {
            byName[declaration.name] = declaration
            byName[declaration.simpleName] = byName[declaration.simpleName] ?? declaration
        }
        var aliases: [String: String] = [:]
        for alias in context.aliases + target.aliases {
            aliases[alias.name] = alias.target
            let simpleName = alias.name.split(separator: ".").last.map(String.init) ?? alias.name
            aliases[simpleName] = aliases[simpleName] ?? alias.target
        }
        // A bare name means ours unless a module declares its own type by that name: an app's
        // `struct Configuration` takes `Configuration` only, never `QuickConfiguration`, which the
        // generated file declares in the target.
        func declares(_ name: String) -> Bool {
            target.topLevelTypeNames.contains(name) || context.topLevelTypeNames.contains(name)
        }
        var configurationRoots: Set<String> = ["SpecDSL.Configuration", "SpecDSL.QuickConfiguration"]
        for name in ["Configuration", "QuickConfiguration"] where !declares(name) { configurationRoots.insert(name) }

        /// The classes a class inherits from, nearest first, following aliases (`BaseSpec` for
        /// `Spec`); the last name is the first that is no scanned class (`Spec`, `XCTestCase`).
        func ancestors(of declaration: ClassDeclaration) -> [String] {
            var names: [String] = []
            var seen: Set<String> = [declaration.name]
            var next = declaration.superclass
            while let written = next {
                let name = baseName(written)
                names.append(name)
                guard let superclass = byName[name], seen.insert(superclass.name).inserted else { break }
                next = superclass.superclass
            }
            return names
        }
        /// A base's name the target aliases itself (`typealias QuickSpec = DatabaseSpec`) means the
        /// target's class, which may declare a class-level set-up or be a base without examples:
        /// followed here, as far as the aliases lead to a scanned class.
        let targetAliases = Set(target.aliases.map(\.name))
        func baseName(_ written: String) -> String {
            var name = resolved(written)
            var aliasesFollowed: Set<String> = []
            while byName[name] == nil, targetAliases.contains(name), let aliased = aliases[name],
                  aliasesFollowed.insert(name).inserted {
                name = resolved(aliased)
            }
            return name
        }
        /// The scanned class or root a superclass name means, following aliases. A qualifier the
        /// scanner knows no type by is a module name (`SpecSupport.BaseSpec`): the scanner sees
        /// types, not modules, so it is dropped rather than losing the spec class silently.
        func resolved(_ written: String) -> String {
            var name = written
            var unresolved = written  // the last name an alias gave, if nothing further is known
            var aliasesSeen: Set<String> = []
            while byName[name] == nil, !roots(contain: name) {
                if let aliased = aliases[name], aliasesSeen.insert(name).inserted {
                    name = aliased
                    unresolved = aliased
                } else if let dot = name.firstIndex(of: ".") {
                    name = String(name[name.index(after: dot)...])
                } else {
                    return unresolved
                }
            }
            return name
        }
        func roots(contain name: String) -> Bool { specRoots.contains(name) || configurationRoots.contains(name) }
        /// Whether a class is a configuration: its chain of superclasses reaches SpecDSL's
        /// `Configuration`. A bare `Configuration` is judged in the file that wrote it: there it
        /// is ours when the file imports SpecDSL and its own module declares no `Configuration`
        /// (a file importing both SpecDSL and a module with its own would not compile), however
        /// many other modules of the target's graph declare one (an app's settings class).
        func isConfiguration(_ declaration: ClassDeclaration) -> Bool {
            var writer = declaration
            var next = declaration.superclass
            var seen: Set<String> = [declaration.name]
            while let written = next {
                let name = resolved(written)
                if name == "SpecDSL.Configuration" || name == "SpecDSL.QuickConfiguration" { return true }
                if specRoots.contains(name) { return false }
                if name == "Configuration" || name == "QuickConfiguration" {
                    return bareNameIsOurs(name, writtenIn: writer)
                }
                guard let superclass = byName[name], seen.insert(superclass.name).inserted else { return false }
                writer = superclass
                next = superclass.superclass
            }
            return false
        }
        func bareNameIsOurs(_ name: String, writtenIn writer: ClassDeclaration) -> Bool {
            guard let module = writer.module else {
                // The target's own file: `QuickConfiguration` is the generated file's unless the
                // target declares its own; `Configuration` is ours unless the target declares one,
                // or the file does not import SpecDSL and a dependency declares one.
                guard !target.topLevelTypeNames.contains(name) else { return false }
                return name == "QuickConfiguration" || writer.fileImportsSpecDSL || !context.topLevelTypeNames.contains(name)
            }
            // A dependency's file: SpecDSL declares no `QuickConfiguration` (only the generated
            // file of a test target does), so there only `Configuration` can be ours.
            return name == "Configuration" && writer.fileImportsSpecDSL && !(context.namesByModule[module]?.contains(name) ?? false)
        }
        func inherits(_ declaration: ClassDeclaration, from roots: Set<String>) -> Bool {
            ancestors(of: declaration).contains(where: roots.contains)
        }

        /// Whether the examples of a spec class can run from another class's test method without
        /// losing XCTest's class-level set-up: the class and each class it inherits from, up to
        /// SpecKit's base, are the target's own (whose sources are read here), and none declares a
        /// `class func setUp()` or `tearDown()`. A superclass of another module may declare one.
        /// A base the target's aliases do not lead to a scanned class keeps the class in place.
        let targetPlaces = Set(target.classes.map { "\($0.file):\($0.line)" })
        func canMove(_ declaration: ClassDeclaration) -> Bool {
            var current = declaration
            var seen: Set<String> = []
            while seen.insert(current.name).inserted {
                guard targetPlaces.contains("\(current.file):\(current.line)"),
                      !target.classLevelSetUps.contains(current.name) else { return false }
                guard let written = current.superclass else { return false }
                let name = baseName(written)
                if let superclass = byName[name] {
                    current = superclass
                } else {
                    return specRoots.contains(name) && !targetAliases.contains(name)
                }
            }
            return false
        }

        var finding = Finding()
        // Only the target's own declarations: one the generated file declared too would be a
        // redeclaration, while the generated one shadows a dependency's.
        finding.declaredNames = target.topLevelTypeNames
        finding.modulesImportedBelowPublic = target.modulesImportedBelowPublic
        var seen: Set<String> = []
        var generics: [ClassDeclaration] = []
        var concreteAncestors: Set<String> = []
        let ordered = target.classes.sorted { ($0.name, $0.line) < ($1.name, $1.line) }
        for declaration in ordered where seen.insert("\(declaration.name) \(declaration.conditions)").inserted {
            if inherits(declaration, from: specRoots) {
                if declaration.isGeneric {
                    generics.append(declaration)  // a generic base spec runs through its concrete subclasses
                    continue
                }
                concreteAncestors.formUnion(ancestors(of: declaration).compactMap { byName[$0]?.name })
                if declaration.unreachableReason == nil {
                    finding.specs.append(declaration)
                    if canMove(declaration) { finding.movable.insert(declaration.name) }
                } else {
                    finding.unreachable.append(declaration)
                }
            } else if isConfiguration(declaration), !declaration.isGeneric {
                if declaration.unreachableReason == nil {
                    finding.configurations.append(declaration)
                } else {
                    finding.unreachableConfigurations.append(declaration)
                }
            }
        }
        finding.unusedGenerics = generics.filter { !concreteAncestors.contains($0.name) }
        finding.bases = Set(finding.specs.map(\.name)).intersection(concreteAncestors)
        for alias in context.aliases where alias.module != nil && Generator.declaredBaseNames.contains(alias.name)
            && !target.topLevelTypeNames.contains(alias.name) && byName[resolved(alias.target)] != nil {
            finding.hiddenDependencyAliases.append(alias)
        }
        // A configuration in a support module the target depends on applies too, as Quick's do
        // wherever they are declared; the generated code can only name a public one.
        for declaration in context.classes where declaration.module != nil && declaration.fileImportsSpecDSL
            && !declaration.isGeneric && (declaration.unreachableReason == nil || declaration.fileScopedAccess != nil)
            && isConfiguration(declaration) {
            if declaration.fileScopedAccess != nil {
                // As for an internal one: it never runs, and the build says so rather than nothing.
                finding.hiddenDependencyConfigurations.append(declaration)
            } else if !declaration.conditions.isEmpty {
                // Its `#if` was decided with the dependency's flags, which the test target may
                // not share: repeating it in the generated file could drop it or break the build.
                finding.conditionalDependencyConfigurations.append(declaration)
            } else if declaration.isPublic {
                finding.configurations.append(declaration)
            } else {
                finding.hiddenDependencyConfigurations.append(declaration)
            }
        }
        return finding
    }
}
