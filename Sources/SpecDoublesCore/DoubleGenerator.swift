import SpecDiscoveryCore

/// Writes the doubles of the marked protocols in the house shape: `final class NameMock` with a
/// `Spies` struct holding one ``Spy`` per member (an `AnySpy` for a generic method), each with
/// its types spelled out, so the code never depends on type inference.
package enum DoubleGenerator {
    /// The generated file and the reasons some doubles could not be generated.
    package struct Output: Equatable, Sendable {
        package var source: String
        package var diagnostics: [Diagnostic]
        /// The names of the generated doubles, e.g. `ForecastsMock`.
        package var doubles: [String]
    }

    /// Protocols a double may inherit from without SpecKit seeing their declaration.
    static let knownProtocols: Set<String> = ["Sendable", "Swift.Sendable", "AnyObject", "class", "SendableMetatype", "Error", "Swift.Error"]

    /// - Parameters:
    ///   - scanned: every file's scan result; the protocols of all of them are looked up for inheritance.
    /// - Returns: the Swift file with one double per marked protocol, and the diagnostics.
    package static func generate(_ scanned: [ProtocolScanner.Result]) -> Output {
        let protocols = scanned.flatMap(\.protocols)
        var diagnostics = scanned.flatMap(\.problems)
        var doubles: [String] = []
        var bodies: [String] = []
        var modules: [String: Bool] = [:]  // module → needs @testable

        let marked = protocols.filter(\.isMarked).sorted { ($0.name, $0.file, $0.line) < ($1.name, $1.file, $1.line) }
        // A double's name must be free: not another marked protocol's double, not a type the test target declares.
        var named: [String: ProtocolDeclaration] = [:]
        var declared: [String: (file: String, line: Int)] = [:]
        for result in scanned { for (name, line) in result.declaredTypes { declared[name] = declared[name] ?? (result.file, line) } }
        for declaration in protocols where declaration.module == nil && declaration.conditions.isEmpty {
            declared[declaration.name] = declared[declaration.name] ?? (declaration.file, declaration.line)
        }
        for declaration in marked {
            let mockName = DoubleWriter.mockName(of: declaration.name)
            if let first = named[mockName], first.conditions == declaration.conditions {
                diagnostics.append(Diagnostic(file: declaration.file, line: declaration.line, message: "SpecKit cannot generate a double of "
                    + "'\(declaration.name)': the protocol marked `// \(ProtocolScanner.mark)` at \(first.file):\(first.line) has the same "
                    + "name, and both doubles would be '\(mockName)'; remove the mark from one of them and write that double by hand"))
                continue
            }
            named[mockName] = declaration
            if let type = declared[mockName] {
                diagnostics.append(Diagnostic(file: type.file, line: type.line, message: "'\(mockName)' is the name of the double SpecKit "
                    + "generates for '\(declaration.name)', marked `// \(ProtocolScanner.mark)` at \(declaration.file):\(declaration.line); "
                    + "delete this declaration to use the generated double, or remove the mark to keep this one"))
                continue
            }
            switch resolve(declaration, in: protocols) {
            case .failure(let problems):
                diagnostics += problems.list
            case .success(let resolved):
                let writer = DoubleWriter(resolved: resolved)
                bodies.append(conditioned(writer.source(), by: resolved.lineage))
                doubles.append(writer.mockName)
                for ancestor in resolved.lineage {
                    guard let module = ancestor.module else { continue }
                    modules[module] = (modules[module] ?? false) || !ancestor.isPublic
                }
            }
        }

        // Matchers: a typed-throws double reports an error of the wrong type with `fail`.
        var imports: Set<String> = ["Doubles", "Matchers"]
        for (module, testable) in modules { imports.insert((testable ? "@testable " : "") + module) }
        let declaring = Set(modules.keys)
        let required = imports
        // An import the marked protocols' files make only inside `#if` (`#if os(macOS) import AppKit`)
        // is generated inside the same clauses, so that it compiles where theirs does.
        var conditions: [String: [[ConditionalClause]]] = [:]
        for result in scanned where result.protocols.contains(where: { $0.isMarked }) {
            for line in result.imports where !declaring.contains(line.split(separator: " ").last.map(String.init) ?? "") {
                imports.insert(line)
                conditions[line, default: []] += result.importConditions[line] ?? [[]]
            }
        }
        // `@testable import X` makes a plain `import X` redundant.
        let testable = Set(imports.filter { $0.hasPrefix("@testable ") }.map { String($0.dropFirst("@testable ".count)) })
        imports = imports.filter { !testable.contains($0) }

        var lines = [
            "// Generated by SpecKit's SpecDoubles plugin from the protocols marked `// \(ProtocolScanner.mark)`.",
            "// Do not edit: it is written again on every build that changes their files.",
        ]
        let belowPublic = scanned.reduce(into: Set<String>()) { $0.formUnion($1.modulesImportedBelowPublic) }
        for line in imports.sorted(by: { importName($0) < importName($1) }) {
            let code = importLine(line, isInternal: belowPublic.contains(importName(line)))
            let chains = conditions[line] ?? [[]]
            if required.contains(line) || chains.contains(where: \.isEmpty) {
                lines.append(code)
            } else {
                var written: [[ConditionalClause]] = []
                for chain in chains where !written.contains(chain) {
                    written.append(chain)
                    lines += Generator.conditional(chain, [code])
                }
            }
        }
        for body in bodies { lines += ["", body] }
        if !doubles.isEmpty { lines += ["", fallbackHelper] }
        return Output(source: lines.joined(separator: "\n") + "\n", diagnostics: diagnostics, doubles: doubles)
    }

    /// The double inside the `#if` branches of its protocol and of the protocols it inherits from.
    private static func conditioned(_ body: String, by lineage: [ProtocolDeclaration]) -> String {
        var clauses: [ConditionalClause] = []
        for clause in lineage.flatMap(\.conditions) where !clauses.contains(clause) {
            clauses.append(clause)
        }
        return Generator.conditional(clauses, [body]).joined(separator: "\n")
    }

    private static func importName(_ line: String) -> String { line.split(separator: " ").last.map(String.init) ?? line }

    /// - Parameter isInternal: whether the target's files import the module with a level below
    ///   `public`, which the generated import must then state too.
    private static func importLine(_ line: String, isInternal: Bool) -> String {
        let keyword = isInternal ? "internal import" : "import"
        if line.hasPrefix("@") {
            let parts = line.split(separator: " ", maxSplits: 1)
            return "\(parts[0]) \(keyword) \(parts[1])"
        }
        return "\(keyword) \(line)"
    }

    static let fallbackHelper = """
        /// What an unstubbed call of a double returns once its failure is reported: the fixture of
        /// a result type that is a Fixture (this overload is chosen at compile time)…
        private func speckitUnstubbed<Value: Fixture>(_ type: Value.Type, of method: String) -> Value {
            Value.fixture
        }

        /// …and otherwise `nil` or a fixture found at run time. A value of any other type (a
        /// protocol type, say) cannot be made up: the run stops, saying what to stub.
        private func speckitUnstubbed<Value>(_ type: Value.Type, of method: String) -> Value {
            if let fixture = Value.self as? any Fixture.Type, let value = fixture.fixture(label: "") as? Value { return value }
            if let optional = Value.self as? any ExpressibleByNilLiteral.Type, let value = optional.init(nilLiteral: ()) as? Value {
                return value
            }
            fatalError("\\(method) has no stubbed answer, and SpecKit cannot make up a value of type \\(Value.self) to return: stub it with returns(_:) or answers(_:)")
        }
        """

    /// A marked protocol with the requirements of the protocols it inherits from.
    struct Resolved {
        var declaration: ProtocolDeclaration
        /// It and every protocol it inherits from.
        var lineage: [ProtocolDeclaration]
        var members: [Member]
        var associatedTypes: [AssociatedType]
        var isMainActor: Bool
    }

    static func resolve(_ declaration: ProtocolDeclaration, in protocols: [ProtocolDeclaration]) -> Result<Resolved, Problems> {
        var problems: [Diagnostic] = []
        var lineage: [ProtocolDeclaration] = []
        var seen: Set<String> = []
        func visit(_ current: ProtocolDeclaration) {
            guard seen.insert(current.name).inserted else { return }
            lineage.append(current)
            problems += current.problems
            for parent in current.inherited where !knownProtocols.contains(parent) {
                let simple = parent.split(separator: ".").last.map(String.init) ?? parent
                let candidates = protocols.filter { $0.name == simple }
                guard let found = candidates.first(where: { $0.module == current.module }) ?? candidates.first else {
                    let why = parent == "Actor" || parent == "_Concurrency.Actor"
                        ? "it inherits from Actor, and a double of an actor protocol must be an actor"
                        : "it inherits from '\(parent)', which is not declared in this target or the modules it depends on"
                    problems.append(Diagnostic(file: declaration.file, line: declaration.line,
                        message: "SpecKit cannot generate a double of '\(declaration.name)': \(why); write this double by hand"))
                    continue
                }
                visit(found)
            }
        }
        visit(declaration)

        var members: [Member] = []
        var signatures: Set<String> = []
        var associatedTypes: [AssociatedType] = []
        for ancestor in lineage {
            for member in ancestor.members {
                let key = "\(member.isStatic) \(member.isAsync) \(member.signatureName) \(member.parameters.map(\.type)) \(member.result ?? "")"
                if signatures.insert(key).inserted { members.append(member) }
            }
            for associated in ancestor.associatedTypes where !associatedTypes.contains(where: { $0.name == associated.name }) {
                associatedTypes.append(associated)
            }
        }
        if !associatedTypes.isEmpty, let member = members.first(where: \.isStatic) {
            problems.append(Diagnostic(file: declaration.file, line: member.line,
                message: "SpecKit cannot generate a double of '\(declaration.name)': its double is generic over "
                    + associatedTypes.map { "'\($0.name)'" }.joined(separator: ", ")
                    + " (associated types), and a generic class cannot hold the spies of static member '\(member.name)'; write this double by hand"))
        }
        // The double's own `spies` and `staticSpies` hold the spies: a requirement cannot take their names.
        for member in members where member.parameters.isEmpty && member.name == (member.isStatic ? "staticSpies" : "spies") {
            problems.append(Diagnostic(file: declaration.file, line: member.line,
                message: "SpecKit cannot generate a double of '\(declaration.name)': its requirement '\(member.name)' has the name of "
                    + "the double's own \(member.isStatic ? "static " : "")'\(member.name)', which holds the spies; rename the requirement or write this double by hand"))
        }
        // The double's generic parameters are its associated types: one named like a type its code
        // names would hide that type.
        for associated in associatedTypes where Self.typesTheDoubleNames.contains(associated.name) {
            problems.append(Diagnostic(file: declaration.file, line: associated.line,
                message: "SpecKit cannot generate a double of '\(declaration.name)': its associated type '\(associated.name)' has the name "
                    + "of a type its double's code names; rename the associated type or write this double by hand"))
        }
        // In a generic double the associated types are its own generic parameters: a method's
        // `where T == Item` would make two generic parameters one, which Swift refuses.
        let associatedNames = Set(associatedTypes.map(\.name))
        for member in members {
            guard let clause = member.whereClause, let generics = member.genericClause, !associatedNames.isEmpty else { continue }
            let compact = { (text: Substring) in String(text.filter { !$0.isWhitespace }) }
            let parameters = Set(generics.dropFirst().dropLast().split(separator: ",").map { compact($0.split(separator: ":").first ?? "") })
            for requirement in clause.dropFirst("where".count).split(separator: ",") {
                let sides = compact(requirement).split(separator: "==").map(String.init)
                guard sides.count == 2, let parameter = sides.first(where: parameters.contains),
                      let associated = sides.first(where: associatedNames.contains) else { continue }
                problems.append(Diagnostic(file: declaration.file, line: member.line,
                    message: "SpecKit cannot generate a double of '\(declaration.name)': '\(member.name)' makes its type parameter '\(parameter)' "
                        + "the associated type '\(associated)', which a generic double cannot; write '\(associated)' for '\(parameter)' or write this double by hand"))
            }
        }
        for member in members where member.name == "speckitUnstubbed" {
            problems.append(Diagnostic(file: declaration.file, line: member.line,
                message: "SpecKit cannot generate a double of '\(declaration.name)': its requirement 'speckitUnstubbed' has the name of "
                    + "the function its double answers unstubbed calls with; rename the requirement or write this double by hand"))
        }
        guard problems.isEmpty else { return .failure(Problems(list: problems)) }
        return .success(Resolved(
            declaration: declaration, lineage: lineage, members: members, associatedTypes: associatedTypes,
            isMainActor: lineage.contains(where: \.isMainActor)))
    }

    struct Problems: Error {
        let list: [Diagnostic]
    }

    /// The types the code of a double names, besides the protocol's own.
    static let typesTheDoubleNames: Set<String> = ["Spy", "AnySpy", "Spies", "StaticSpies", "DoubleRegistry", "RequireError", "Matchers"]
}
