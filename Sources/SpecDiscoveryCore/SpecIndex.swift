/// Decides which scanned classes are specs and which are configurations, following superclasses
/// through the target's files and the files of the targets it depends on.
public struct SpecIndex {
    public struct Finding: Sendable {
        public var specs: [ClassDeclaration] = []
        public var configurations: [ClassDeclaration] = []
        /// Spec classes the generated code cannot reach, with the reason: build errors, because
        /// their examples would never run.
        public var unreachable: [ClassDeclaration] = []
    }

    private static let specRoots: Set<String> = ["Spec", "SpecCase", "SpecDSL.Spec", "SpecDSL.SpecCase"]

    /// - Parameters:
    ///   - target: classes of the target the code is generated for.
    ///   - context: classes of the targets it depends on: only used to follow superclasses.
    ///   - declaresConfiguration: whether the target or its dependencies declare their own type
    ///     named `Configuration`, in which case only `SpecDSL.Configuration` means ours.
    public static func find(target: [ClassDeclaration], context: [ClassDeclaration], declaresConfiguration: Bool) -> Finding {
        var byName: [String: ClassDeclaration] = [:]
        for declaration in context + target {
            byName[declaration.name] = declaration
            byName[declaration.simpleName] = byName[declaration.simpleName] ?? declaration
        }
        let configurationRoots: Set<String> = declaresConfiguration
            ? ["SpecDSL.Configuration"] : ["Configuration", "SpecDSL.Configuration"]

        func inherits(_ declaration: ClassDeclaration, from roots: Set<String>) -> Bool {
            var current = declaration
            var seen: Set<String> = [declaration.name]
            while let superclass = current.superclass {
                if roots.contains(superclass) { return true }
                guard let next = byName[superclass], seen.insert(next.name).inserted else { return false }
                current = next
            }
            return false
        }

        var finding = Finding()
        var seen: Set<String> = []
        for declaration in target.sorted(by: { $0.name < $1.name }) where seen.insert(declaration.name).inserted {
            if declaration.isGeneric {
                continue  // a generic base spec runs through its concrete subclasses
            } else if inherits(declaration, from: specRoots) {
                if declaration.unreachableReason == nil {
                    finding.specs.append(declaration)
                } else {
                    finding.unreachable.append(declaration)
                }
            } else if inherits(declaration, from: configurationRoots), declaration.unreachableReason == nil {
                finding.configurations.append(declaration)
            }
        }
        return finding
    }
}
