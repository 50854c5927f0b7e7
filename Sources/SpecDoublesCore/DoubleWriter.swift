/// Writes the class of one double. Every spy's types are spelled out (`Spy<String, Int, Bool>`):
/// inference from a method reference is slower to compile and crashes Swift 6.3 for closure
/// and variadic parameters.
struct DoubleWriter {
    let resolved: DoubleGenerator.Resolved
    let mockName: String
    /// How the double's type is written inside itself: `RepositoryMock<Item>`.
    let selfType: String
    let named: [SpyNames.Named]

    init(resolved: DoubleGenerator.Resolved) {
        self.resolved = resolved
        mockName = Self.mockName(of: resolved.declaration.name)
        let generics = resolved.associatedTypes.map(\.name)
        selfType = generics.isEmpty ? mockName : "\(mockName)<\(generics.joined(separator: ", "))>"
        named = SpyNames.assign(resolved.members)
    }

    /// The name of the double of the protocol `name`: `LoaderMock`.
    static func mockName(of name: String) -> String { name + "Mock" }

    func source() -> String {
        let declaration = resolved.declaration
        let location = "\(declaration.file.split(separator: "/").last.map(String.init) ?? declaration.file):\(declaration.line)"
        let generics = resolved.associatedTypes.map { associated in
            associated.constraint.map { "\(associated.name): \($0)" } ?? associated.name
        }
        let genericClause = generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>"
        let instance = named.filter { !$0.member.isStatic }
        let statics = named.filter { $0.member.isStatic }
        // A protocol of another module is named through it where the compiler can (Swift 6.3's
        // `Module::Name`): beside the modules the generated file imports, its own name may be
        // ambiguous (a `FileManager` protocol next to Foundation's).
        let conformance = declaration.module == nil ? declaration.name : "SpecKitProtocolOf\(mockName)"
        var lines: [String] = [
            "/// The generated double of `\(declaration.name)` (\(location)): one spy per member in `spies`"
                + (statics.isEmpty ? "." : " (static members: `\(mockName).staticSpies`)."),
            "/// Stub with `returns`, `answers`, `throws` or `given(…)`; check with `haveBeenCalled`;",
            "/// `makeLenient(double)` answers unstubbed calls; `resetDoubles()` or `spies.reset()` forgets.",
            (resolved.isMainActor ? "@MainActor " : "") + "final class \(mockName)\(genericClause): \(conformance), Sendable {",
        ]
        lines += spiesStruct("Spies", instance, doc: "The spies of the instance members.")
        lines += ["    let spies = Spies()"]
        if !statics.isEmpty {
            lines += [""] + spiesStruct("StaticSpies", statics,
                doc: "The spies of the static members: shared by every instance, one set per `DoubleRegistry` (reset by `resetDoubles()`, kept apart by `DoubleRegistry.scoped`).")
            lines += [
                "    \(resolved.isMainActor ? "nonisolated " : "")static var staticSpies: StaticSpies { DoubleRegistry.current.staticSpies(StaticSpies.init) }"
            ]
        }
        lines += ["", resolved.isMainActor ? "    nonisolated init() {}" : "    init() {}"]
        for entry in named {
            lines.append("")
            lines += implementation(of: entry).map { "    " + $0 }
        }
        lines.append("}")
        if let module = declaration.module {
            lines += [
                "#if compiler(>=6.3)", "private typealias \(conformance) = \(module)::\(declaration.name)",
                "#else", "private typealias \(conformance) = \(declaration.name)", "#endif",
            ]
        }
        return lines.joined(separator: "\n")
    }

    private func spiesStruct(_ name: String, _ entries: [SpyNames.Named], doc: String) -> [String] {
        var lines = ["    /// \(doc)", "    struct \(name): Sendable {"]
        var resets: [String] = []
        for entry in entries {
            lines.append("        let \(escaped(entry.spy)) = \(spyType(of: entry.member))(owner: \"\(mockName)\")")
            resets.append(entry.spy)
            if let setter = entry.setter {
                lines.append("        let \(escaped(setter)) = Spy<\(genericArgument(withSelf(entry.member.result ?? "Void"))), Void>(owner: \"\(mockName)\")")
                resets.append(setter)
            }
        }
        lines += [
            "",
            "        /// Forgets every call and answer of these spies.",
            "        func reset() {",
        ]
        lines += resets.map { "            \(escaped($0)).reset()" }
        lines += ["        }", "    }"]
        return lines
    }

    // MARK: Types

    private func usesAnySpy(_ member: Member) -> Bool {
        member.genericClause != nil || member.parameters.contains { $0.type.hasPrefix("some ") || $0.type.contains(" some ") }
    }

    private func spyType(of member: Member) -> String {
        if usesAnySpy(member) { return "AnySpy" }
        let arguments = recorded(member).map { withSelf($0.recordedType) }
        return "Spy<" + (arguments + [withSelf(member.result ?? "Void")]).map(genericArgument).joined(separator: ", ") + ">"
    }

    /// An implicitly unwrapped `T!` is a `T?` where it is a generic argument.
    private func genericArgument(_ type: String) -> String {
        type.hasSuffix("!") ? type.dropLast() + "?" : type
    }

    /// The parameters a spy records: a closure that does not escape cannot be kept.
    private func recorded(_ member: Member) -> [Parameter] {
        member.parameters.filter { !$0.isNonEscapingClosure }
    }

    /// `Self` is the double itself: the class is final.
    private func withSelf(_ type: String) -> String {
        replacingWord("Self", in: type, with: selfType)
    }

    private func replacingWord(_ word: String, in text: String, with replacement: String) -> String {
        var output = ""
        var current = ""
        func flush() {
            output += current == word ? replacement : current
            current = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                flush()
                output.append(character)
            }
        }
        flush()
        return output
    }

    // MARK: Implementations

    private func implementation(of entry: SpyNames.Named) -> [String] {
        let member = entry.member
        let holder = member.isStatic ? "staticSpies" : "spies"
        let spy = "\(holder).\(escaped(entry.spy))"
        var attributes = member.keptAttributes
        // An async requirement of a main-actor protocol is met off the actor: the spy is called
        // where it runs, so nothing the call passes is sent across isolation (Swift 6 refuses to
        // send the spy's fallback from the main actor to it).
        let takesIsolation = member.parameters.contains { $0.type.hasPrefix("isolated ") }
        if member.isAsync && !takesIsolation && (resolved.isMainActor || attributes.contains("@MainActor")) {
            attributes.removeAll { $0 == "@MainActor" || $0 == "nonisolated" }
            attributes.append("nonisolated")
        }
        let prefix = (attributes + (member.isStatic ? ["static"] : [])).map { $0 + " " }.joined()
        switch member.kind {
        case .method:
            return method(member, spy: spy, prefix: prefix)
        case .property(let isSettable):
            let type = withSelf(member.result ?? "Void")
            let getter = body(member, spy: spy, arguments: [], anySpy: false)
            guard isSettable else {
                return ["\(prefix)var \(escaped(member.name)): \(type) {", "    get\(effects(member)) {"]
                    + getter.map { "        " + $0 } + ["    }", "}"]
            }
            let setter = "\(holder).\(escaped(entry.setter ?? ""))"
            return ["\(prefix)var \(escaped(member.name)): \(type) {", "    get {"] + getter.map { "        " + $0 }
                + [
                    "    }",
                    "    set {",
                    "        \(setter).call(newValue)",
                    "        \(spy).returns(newValue)  // later reads return what was set",
                    "    }",
                    "}",
                ]
        }
    }

    private func method(_ member: Member, spy: String, prefix: String) -> [String] {
        let parameters = member.parameters.map { parameter -> String in
            let name = escaped(parameter.name)
            // Most keywords are valid argument labels; only these three need backticks there.
            let label = parameter.label.map { ["inout", "var", "let"].contains($0) ? "`\($0)`" : $0 } ?? "_"
            let head = parameter.label == parameter.name ? name : "\(label) \(name)"
            return "\(head): \(withSelf(parameter.type))"
        }
        var signature = "\(prefix)func \(escaped(member.name))\(member.genericClause ?? "")(\(parameters.joined(separator: ", ")))"
        signature += effects(member)
        if let result = member.result { signature += " -> \(member.sendsResult ? "sending " : "")\(withSelf(result))" }
        if let whereClause = member.whereClause { signature += " \(withSelf(whereClause))" }
        // An AnySpy takes `Any...`: `as Any` says that an optional is meant to be boxed (no warning).
        // A `borrowing` or `consuming` parameter is never copied implicitly: the spy keeps a `copy`.
        let arguments = recorded(member).map { parameter in
            let value = parameter.isBorrowedOrConsumed ? "(copy \(escaped(parameter.name)))" : escaped(parameter.name)
            return value + (usesAnySpy(member) ? " as Any" : "")
        }
        return [signature + " {"] + body(member, spy: spy, arguments: arguments, anySpy: usesAnySpy(member)).map { "    " + $0 } + ["}"]
    }

    private func effects(_ member: Member) -> String {
        var text = member.isAsync ? " async" : ""
        switch member.throwing {
        case .none: break
        case .any: text += " throws"
        case .typed(let type): text += " throws(\(withSelf(type)))"
        case .rethrowing: text += " rethrows"
        }
        return text
    }

    /// The statements that record the call and answer it.
    private func body(_ member: Member, spy: String, arguments: [String], anySpy: Bool) -> [String] {
        let result = member.result.map(withSelf)
        let isVoid = result == nil
        let wait = member.isAsync && !anySpy ? "await " : ""
        var list = arguments.joined(separator: ", ")
        let resultType = "(\(result ?? "Void")).self"
        let throwingCall = anySpy
            ? "try \(spy).callThrowing(\(list.isEmpty ? "" : list + ", ")returning: \(resultType))"
            : "try \(wait)\(spy).callThrowing(\(list))"

        let returnFallback = isVoid ? [] : ["    return \(fallback(member, anySpy: anySpy))"]
        switch member.throwing {
        case .any:
            return ["return \(throwingCall)"]
        case .typed(let error):
            return [
                "do {",
                "    return \(throwingCall)",
                "} catch let error as \(withSelf(error)) {",
                "    throw error",
                "} catch is RequireError {",
                "    // Unstubbed: the failure is reported; a method that throws only \(withSelf(error)) cannot throw it.",
            ] + returnFallback + [
                "} catch {",
                "    Matchers.fail(\"\(mockName).\(member.signatureName) is stubbed to throw \\(error), but it throws only \(withSelf(error))\")",
            ] + returnFallback + ["}"]
        case .none, .rethrowing:
            if isVoid { return ["\(wait)\(spy).call(\(list))"] }
            if !list.isEmpty { list += ", " }
            return ["return \(wait)\(spy).call(\(list)orElse: \(fallback(member, anySpy: anySpy)))"]
        }
    }

    /// What a call without an answer returns, after the failure is reported.
    private func fallback(_ member: Member, anySpy: Bool) -> String {
        guard let result = member.result.map(withSelf) else { return "()" }
        return fallback(for: result, of: member)
    }

    private func fallback(for result: String, of member: Member) -> String {
        if isOptional(result) { return "nil" }
        if let elements = tupleElements(result) {
            // A tuple cannot be a Fixture: each element gets its own fallback.
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + fallback(for: $0.type, of: member) }
                .joined(separator: ", ") + ")"
        }
        if let literal = collectionLiteral(result) { return literal }
        // A static member has no `self`: a new double, as `init()` makes one.
        if result == selfType { return member.isStatic ? "\(selfType)()" : "self" }
        // `.fixture` when the type is a Fixture (the overload is chosen at compile time).
        return "speckitUnstubbed((\(result)).self, of: \"\(mockName).\(member.signatureName)\")"
    }

    /// The elements of a tuple type `(count: Int, String)`; `nil` for any other type.
    private func tupleElements(_ type: String) -> [(label: String?, type: String)]? {
        guard type.hasPrefix("("), type.hasSuffix(")"), !type.contains("->") else { return nil }
        var elements: [String] = []
        var depth = 0
        var current = ""
        for character in type.dropFirst().dropLast() {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == "," && depth == 0 {
                elements.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        elements.append(current)
        guard elements.count > 1 else { return nil }
        func trimmed<Text: StringProtocol>(_ text: Text) -> String {
            String(String(text.drop { $0 == " " }.reversed()).drop { $0 == " " }.reversed())
        }
        return elements.map { element in
            let element = trimmed(element)
            guard let colon = element.firstIndex(of: ":"), !element[..<colon].contains(where: { "[(<".contains($0) }) else {
                return (nil, element)
            }
            return (String(element[..<colon]), trimmed(element[element.index(after: colon)...]))
        }
    }

    /// `[]` for an array type, `[:]` for a dictionary type: valid whatever the element types.
    private func collectionLiteral(_ type: String) -> String? {
        guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
        var depth = 0
        for character in type {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == ":" && depth == 1 { return "[:]" }
        }
        return "[]"
    }

    private func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasPrefix("Optional<") || type.hasSuffix("!")
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
        "super", "self", "Self", "throw", "throws", "true", "try", "Any", "await",
    ]

    private func escaped(_ name: String) -> String {
        Self.keywords.contains(name) ? "`\(name)`" : name
    }
}
