import SpecDiscoveryCore

/// Reads the protocols of a Swift file, with the shared ``Lexer`` of spec discovery: their
/// requirements, whether a `@mockable` comment marks them, and the file's imports.
///
/// A declaration it cannot read becomes a problem of its protocol (file and line), never a
/// skipped member: the double of a protocol with a problem is not generated and the build fails.
package enum ProtocolScanner {
    package struct Result: Equatable, Sendable {
        /// The protocols declared at the top level of the file, marked or not (a marked one may
        /// inherit from them).
        package var protocols: [ProtocolDeclaration] = []
        /// `Foundation`, `@preconcurrency Dispatch`: what the file imports, for the generated file.
        package var imports: [String] = []
        /// The `#if` clauses around each of `imports`, one list per time the file imports it (an
        /// empty list where it is imported outside `#if`).
        package var importConditions: [String: [[ConditionalClause]]] = [:]
        /// Modules the file imports with an access level below `public` (`internal import Doubles`):
        /// the generated file imports them at `internal` too, since Swift rejects a plain import of
        /// a module that another file of the target imports with a level.
        package var modulesImportedBelowPublic: Set<String> = []
        /// Problems that belong to no top-level protocol (a marked protocol nested in a type).
        package var problems: [Diagnostic] = []
        /// The types a test target's file declares at its top level, outside `#if` (a hand-written
        /// `LoaderMock` left from Mockolo), by name: the generated doubles' names must be free.
        package var declaredTypes: [String: Int] = [:]
        /// The file read.
        package var file = ""
    }

    /// The mark a comment right before a protocol carries to ask for its double (Mockolo's mark).
    package static let mark = "@mockable"

    /// - Parameters:
    ///   - source: the file's text.
    ///   - file: its path, for diagnostics.
    ///   - module: the module that declares it; `nil` for the test target itself.
    /// - Returns: its protocols, imports and problems.
    package static func scan(_ source: String, file: String, module: String?) -> Result {
        var reader = Reader(pieces: Piece.pieces(of: source), lines: source.split(separator: "\n", omittingEmptySubsequences: false), file: file, module: module)
        var result = reader.read()
        result.file = file
        return result
    }
}

private let declarationWords: Set<String> = [
    "func", "var", "let", "static", "class", "mutating", "nonmutating", "nonisolated", "associatedtype", "typealias",
    "subscript", "init", "deinit", "public", "internal", "private", "fileprivate", "package", "open", "optional",
    "convenience", "required", "override", "final", "case", "struct", "enum", "protocol", "extension", "actor", "import",
    "prefix", "postfix", "infix", "dynamic", "distributed",
]

private let memberModifiers: Set<String> = [
    "static", "class", "mutating", "nonmutating", "nonisolated", "public", "internal", "package", "private",
    "fileprivate", "optional", "final", "override", "dynamic", "distributed", "prefix", "postfix", "infix",
]

/// The kinds a scoped import names before its module (`import struct Foundation.Date`).
private let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]

/// The words that declare a type a generated double's name could clash with.
private let typeWords: Set<String> = ["class", "struct", "enum", "actor", "typealias"]

/// The access levels below `public` an `import` can be written with.
private let importLevelsBelowPublic: Set<String> = ["package", "internal", "fileprivate", "private"]

/// Attributes an implementation of the requirement keeps; others (`@available`, `@objc`) are dropped.
private let keptAttributes: Set<String> = ["MainActor", "discardableResult"]

private struct Reader {
    let pieces: [Piece]
    /// The source's lines, for the conditions of `#if` directives.
    let lines: [Substring]
    let file: String
    let module: String?
    var result = ProtocolScanner.Result()
    /// The directives of the `#if` blocks open at the top level, from each block's `#if` to the
    /// current branch's directive.
    var openConditionals: [[String]] = []

    init(pieces: [Piece], lines: [Substring], file: String, module: String?) {
        self.pieces = pieces
        self.lines = lines
        self.file = file
        self.module = module
    }

    func problem(_ line: Int, _ message: String) -> Diagnostic {
        Diagnostic(file: file, line: line, message: message)
    }

    mutating func read() -> ProtocolScanner.Result {
        var depth = 0
        var index = 0
        while index < pieces.count {
            let piece = pieces[index]
            if piece.isPunctuation("{") {
                depth += 1
            } else if piece.isPunctuation("}") {
                depth -= 1
            } else if piece.isPunctuation("#"), depth == 0, let directive = pieces[safe: index + 1]?.word,
                      ["if", "elseif", "else", "endif"].contains(directive) {
                index = readDirective(directive, at: index)
                continue
            } else if piece.word == "import", depth == 0 {
                readImport(at: index)
            } else if depth == 0, module == nil, openConditionals.isEmpty, let word = piece.word, typeWords.contains(word),
                      let name = pieces[safe: index + 1]?.word, index == 0 || pieces[index - 1].word != "import" {
                if result.declaredTypes[name] == nil { result.declaredTypes[name] = piece.line }
            } else if piece.word == "protocol", index + 1 < pieces.count, let name = pieces[index + 1].word,
                      index == 0 || !(pieces[index - 1].word == "import" || pieces[index - 1].isPunctuation(".")) {
                let header = declarationHeader(before: index)
                let bodyEnd = readProtocol(named: name, at: index, header: header, nested: depth > 0)
                index = bodyEnd
                continue
            }
            index += 1
        }
        return result
    }

    mutating func readImport(at index: Int) {
        var cursor = index + 1
        if let word = pieces[safe: cursor]?.word, importKinds.contains(word) { cursor += 1 }
        guard let module = pieces[safe: cursor]?.word else { return }
        let hasLevel = index >= 1 && pieces[index - 1].word.map(importLevelsBelowPublic.contains) == true
        // Not inside `#if`: a level in a branch the compiler never sees must not change the generated import.
        if hasLevel, self.module == nil, openConditionals.isEmpty { result.modulesImportedBelowPublic.insert(module) }
        let attributeIndex = hasLevel ? index - 2 : index - 1
        let attributes = attributeIndex >= 1 && pieces[attributeIndex - 1].isPunctuation("@") ? pieces[attributeIndex].word : nil
        let prefix = attributes == "preconcurrency" ? "@preconcurrency " : attributes == "testable" && self.module == nil ? "@testable " : ""
        result.imports.append(prefix + module)
        result.importConditions[prefix + module, default: []].append(openConditionals.map(ConditionalClause.init(directives:)))
    }

    /// Follows `#if`/`#elseif`/`#else`/`#endif` at the top level; returns the index after the
    /// directive's line.
    mutating func readDirective(_ directive: String, at index: Int) -> Int {
        let line = pieces[index].line
        var end = index + 2
        while end < pieces.count, pieces[end].line == line { end += 1 }
        let text = ConditionalClause.directiveText(lines: lines, line: line)
        switch directive {
        case "if":
            openConditionals.append([text])
        case "endif":
            _ = openConditionals.popLast()
        default:  // `#elseif`, `#else`
            if var open = openConditionals.popLast() {
                open.append(text)
                openConditionals.append(open)
            }
        }
        return end
    }

    /// The attributes and modifiers before `protocol`, and the comments before them.
    func declarationHeader(before index: Int) -> (attributes: [String], modifiers: [String], comments: [String]) {
        var attributes: [String] = []
        var modifiers: [String] = []
        var cursor = index - 1
        var first = index
        while cursor >= 0 {
            let piece = pieces[cursor]
            if let word = piece.word, cursor >= 1, pieces[cursor - 1].isPunctuation("@") {
                attributes.append(word)
                cursor -= 2
            } else if let word = piece.word, ["public", "internal", "package", "private", "fileprivate", "open", "nonisolated"].contains(word) {
                modifiers.append(word)
                cursor -= 1
            } else if piece.isPunctuation(")"), let open = matchingOpen(before: cursor), open >= 2,
                      pieces[open - 1].word != nil, pieces[open - 2].isPunctuation("@") {
                attributes.append(pieces[open - 1].word ?? "")
                cursor = open - 3
            } else {
                break
            }
            first = cursor + 1
        }
        return (attributes, modifiers, pieces[first].comments)
    }

    func matchingOpen(before close: Int) -> Int? {
        var depth = 0
        var cursor = close
        while cursor >= 0 {
            if pieces[cursor].isPunctuation(")") { depth += 1 }
            if pieces[cursor].isPunctuation("(") {
                depth -= 1
                if depth == 0 { return cursor }
            }
            cursor -= 1
        }
        return nil
    }

    /// Reads `protocol Name<…>: Inherited where … { members }` and returns the index after its body.
    mutating func readProtocol(
        named name: String, at index: Int, header: (attributes: [String], modifiers: [String], comments: [String]), nested: Bool
    ) -> Int {
        var declaration = ProtocolDeclaration(name: name, module: module, file: file, line: pieces[index].line)
        declaration.isMarked = header.comments.contains { $0.contains(ProtocolScanner.mark) }
        declaration.isPublic = header.modifiers.contains("public") || header.modifiers.contains("open")
        declaration.isMainActor = header.attributes.contains("MainActor")
        declaration.conditions = openConditionals.map(ConditionalClause.init(directives:))
        var problems: [Diagnostic] = []
        if let hidden = header.modifiers.first(where: { $0 == "private" || $0 == "fileprivate" }) {
            problems.append(problem(declaration.line,
                "SpecKit cannot generate a double of '\(name)': it is \(hidden), and its double is generated into another file; make it internal"))
        }

        var cursor = index + 2
        if pieces[safe: cursor]?.isPunctuation("<") == true { cursor = skipBalanced(from: cursor) }  // primary associated types
        if pieces[safe: cursor]?.isPunctuation(":") == true {
            cursor += 1
            var current: [Piece] = []
            while let piece = pieces[safe: cursor], !piece.isPunctuation("{"), piece.word != "where" {
                if piece.isPunctuation(",") || piece.isPunctuation("&") {
                    declaration.inherited.append(Piece.text(current))
                    current = []
                } else {
                    current.append(piece)
                }
                cursor += 1
            }
            if !current.isEmpty { declaration.inherited.append(Piece.text(current)) }
        }
        if pieces[safe: cursor]?.word == "where" {
            problems.append(problem(pieces[cursor].line, "SpecKit cannot generate a double of '\(name)': its where clause is not supported; write this double by hand"))
            while let piece = pieces[safe: cursor], !piece.isPunctuation("{") { cursor += 1 }
        }
        guard pieces[safe: cursor]?.isPunctuation("{") == true else {
            if declaration.isMarked {
                result.problems.append(problem(declaration.line, "SpecKit cannot read the declaration of protocol '\(name)'"))
            }
            return cursor
        }
        let bodyEnd = skipBalanced(from: cursor)  // just after the closing brace
        var members = MemberReader(pieces: pieces, start: cursor + 1, end: bodyEnd - 1, owner: name, reader: self)
        members.read()
        declaration.members = members.members
        declaration.associatedTypes = members.associatedTypes
        problems += members.problems

        if nested {
            if declaration.isMarked {
                result.problems.append(problem(declaration.line,
                    "SpecKit cannot generate a double of '\(name)': it is nested in a type; declare it at the top level of the file"))
            }
        } else {
            declaration.problems = problems
            result.protocols.append(declaration)
        }
        return bodyEnd
    }

    /// From an opening `(`, `[`, `<` or `{`, the index just after its closing partner.
    func skipBalanced(from start: Int) -> Int {
        var depth = 0
        var cursor = start
        while cursor < pieces.count {
            let piece = pieces[cursor]
            if piece.isPunctuation("(") || piece.isPunctuation("[") || piece.isPunctuation("<") || piece.isPunctuation("{") { depth += 1 }
            if piece.isPunctuation(")") || piece.isPunctuation("]") || piece.isPunctuation(">") || piece.isPunctuation("}") {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
            cursor += 1
        }
        return cursor
    }
}

/// Reads the requirements of one protocol body.
private struct MemberReader {
    let pieces: [Piece]
    var index: Int
    let end: Int
    let owner: String
    let reader: Reader
    var members: [Member] = []
    var associatedTypes: [AssociatedType] = []
    var problems: [Diagnostic] = []

    init(pieces: [Piece], start: Int, end: Int, owner: String, reader: Reader) {
        self.pieces = pieces
        self.index = start
        self.end = end
        self.owner = owner
        self.reader = reader
    }

    func problem(_ line: Int, _ what: String) -> Diagnostic {
        reader.problem(line, "SpecKit cannot generate a double of '\(owner)': \(what)")
    }

    var current: Piece? { index < end ? pieces[index] : nil }

    mutating func read() {
        while let piece = current {
            if piece.isPunctuation(";") {
                index += 1
                continue
            }
            let start = index
            var attributes: [String] = []
            var modifiers: [String] = []
            while let piece = current {
                if piece.isPunctuation("@"), index + 1 < end, let name = pieces[index + 1].word {
                    index += 2
                    if current?.isPunctuation("(") == true { index = reader.skipBalanced(from: index) }
                    attributes.append(name)
                } else if let word = piece.word, memberModifiers.contains(word), index + 1 < end, pieces[index + 1].word != nil
                            || pieces[index + 1].isPunctuation("@") {
                    modifiers.append(word)
                    index += 1
                } else {
                    break
                }
            }
            guard let keyword = current else {
                problems.append(problem(pieces[start].line, "a declaration ends without a member"))
                break
            }
            let line = pieces[start].line
            switch keyword.word {
            case "func":
                readFunction(line: line, attributes: attributes, modifiers: modifiers)
            case "var":
                readProperty(line: line, attributes: attributes, modifiers: modifiers)
            case "associatedtype":
                readAssociatedType(line: line)
            case "typealias":
                index = memberEnd(from: index + 1)  // a definition, not a requirement: the double inherits it
            case "subscript", "init":
                problems.append(problem(line, "'\(keyword.word ?? "")' requirements are not supported yet; write this double by hand"))
                index = memberEnd(from: index + 1)
            default:
                let what = keyword.isPunctuation("#") ? "'#' directives (#if) inside a protocol are not supported"
                    : "this declaration cannot be read (\(Piece.text([keyword])))"
                problems.append(problem(line, what + "; write this double by hand"))
                index = memberEnd(from: index + 1)
            }
            if modifiers.contains("optional") {
                problems.append(problem(line, "optional (@objc) requirements are not supported; write this double by hand"))
            }
        }
    }

    /// The index of the first piece after the member that starts before `start`: the next
    /// declaration word, `;` or `}` outside brackets, or an attribute on a new line.
    func memberEnd(from start: Int) -> Int {
        var depth = 0
        var cursor = start
        while cursor < end {
            let piece = pieces[cursor]
            if piece.isPunctuation("(") || piece.isPunctuation("[") || piece.isPunctuation("<") || piece.isPunctuation("{") {
                depth += 1
            } else if piece.isPunctuation(")") || piece.isPunctuation("]") || piece.isPunctuation(">") || piece.isPunctuation("}") {
                depth -= 1
            } else if depth <= 0 {
                if piece.isPunctuation(";") || piece.isPunctuation("#") { return cursor }
                if let word = piece.word, declarationWords.contains(word) { return cursor }
                if piece.isPunctuation("@"), cursor > start, pieces[cursor - 1].line < piece.line { return cursor }
            }
            cursor += 1
        }
        return end
    }

    func kept(_ attributes: [String], _ modifiers: [String]) -> [String] {
        attributes.filter(keptAttributes.contains).map { "@" + $0 } + modifiers.filter { $0 == "nonisolated" }
    }

    mutating func readFunction(line: Int, attributes: [String], modifiers: [String]) {
        let memberEnd = memberEnd(from: index + 2)  // after the name, which may be a word like `open`
        index += 1
        guard let name = current?.word else {
            problems.append(problem(line, "operator requirements are not supported; write this double by hand"))
            index = memberEnd
            return
        }
        var member = Member(kind: .method, name: name, line: line)
        member.isStatic = modifiers.contains("static") || modifiers.contains("class")
        member.keptAttributes = kept(attributes, modifiers)
        index += 1
        if current?.isPunctuation("<") == true {
            let close = reader.skipBalanced(from: index)
            member.genericClause = Piece.text(pieces[index..<close])
            index = close
        }
        guard current?.isPunctuation("(") == true else {
            problems.append(problem(line, "cannot read the parameters of '\(name)'"))
            index = memberEnd
            return
        }
        let close = reader.skipBalanced(from: index)
        guard let parameters = readParameters(pieces[(index + 1)..<(close - 1)], line: line, method: name) else {
            index = memberEnd
            return
        }
        member.parameters = parameters
        index = close
        readEffects(into: &member)
        if current?.kind == .arrow {
            index += 1
            let start = index
            while let piece = current, index < memberEnd, piece.word != "where" { index += 1 }
            var resultStart = start
            if pieces[safe: resultStart]?.word == "sending" {
                member.sendsResult = true
                resultStart += 1
            }
            member.result = Piece.text(pieces[resultStart..<index])
            if member.result?.isEmpty != false {
                problems.append(problem(line, "'\(name)' has no result type after ->"))
            }
        }
        if current?.word == "where" {
            member.whereClause = Piece.text(pieces[index..<memberEnd])
            index = memberEnd
        }
        if index != memberEnd {
            problems.append(problem(pieces[index].line, "cannot read '\(Piece.text(pieces[index..<memberEnd]))' in the declaration of '\(name)'"))
            index = memberEnd
        }
        if member.result == "Void" || member.result == "()" { member.result = nil }
        var typed: String?
        if case .typed(let error) = member.throwing { typed = error }
        member.parameters = Self.withDistinctNames(member.parameters, besides: [member.result, typed].compactMap { $0 })
        members.append(member)
    }

    mutating func readEffects(into member: inout Member) {
        while let word = current?.word {
            switch word {
            case "async":
                member.isAsync = true
                index += 1
            case "throws":
                index += 1
                if current?.isPunctuation("(") == true {
                    let close = reader.skipBalanced(from: index)
                    let type = Piece.text(pieces[(index + 1)..<(close - 1)])
                    member.throwing = type == "Never" ? .none : type == "any Error" || type == "Error" ? .any : .typed(type)
                    index = close
                } else {
                    member.throwing = .any
                }
            case "rethrows":
                member.throwing = .rethrowing
                index += 1
            default:
                return
            }
        }
    }

    mutating func readParameters(_ slice: ArraySlice<Piece>, line: Int, method: String) -> [Parameter]? {
        var groups: [[Piece]] = []
        var current: [Piece] = []
        var depth = 0
        for piece in slice {
            if piece.isPunctuation("(") || piece.isPunctuation("[") || piece.isPunctuation("<") { depth += 1 }
            if piece.isPunctuation(")") || piece.isPunctuation("]") || piece.isPunctuation(">") { depth -= 1 }
            if depth == 0 && piece.isPunctuation(",") {
                groups.append(current)
                current = []
            } else {
                current.append(piece)
            }
        }
        if !current.isEmpty { groups.append(current) }

        var parameters: [Parameter] = []
        for (position, group) in groups.enumerated() {
            guard let colon = group.firstIndex(where: { $0.isPunctuation(":") }), colon >= 1, colon <= 2,
                  group[..<colon].allSatisfy({ $0.word != nil }), colon + 1 < group.count else {
                problems.append(problem(group.first?.line ?? line, "cannot read parameter \(position + 1) of '\(method)'"))
                return nil
            }
            var type = Array(group[(colon + 1)...])
            if type.contains(where: { $0.isPunctuation("=") }) {
                problems.append(problem(group[0].line, "parameter \(position + 1) of '\(method)' has a default value, which a protocol cannot declare"))
                return nil
            }
            let words = group[..<colon].compactMap(\.word)
            let label = words[0] == "_" ? nil : words[0]
            var name = words.count == 2 ? words[1] : words[0]
            if name == "_" { name = "argument\(position)" }
            let isVariadic = type.last?.kind == .ellipsis
            if isVariadic { type.removeLast() }
            let isBorrowedOrConsumed = type.count > 1 && ["borrowing", "consuming"].contains(type[0].word ?? "")
            let written = Piece.text(type) + (isVariadic ? "..." : "")
            parameters.append(Parameter(
                label: label, name: name, type: written, isVariadic: isVariadic,
                recordedType: Self.recordedType(type, isVariadic: isVariadic),
                isNonEscapingClosure: Self.isNonEscapingClosure(type), isBorrowedOrConsumed: isBorrowedOrConsumed))
        }
        return parameters
    }

    /// The parameters with the names the method's body can use: each its own, and none hiding
    /// what the body names — the double's `spies` and `staticSpies`, SpecKit's functions, a type
    /// of the result or error `types` spell (`func size(Int: Int) -> Int` answers `(Int).self`):
    /// `spies_`, `Int_`. Written names come first; a name made for a `_` (`argument0`) gives way
    /// to them (`argument0_`).
    static func withDistinctNames(_ parameters: [Parameter], besides types: [String]) -> [Parameter] {
        var taken: Set<String> = ["spies", "staticSpies", "speckitUnstubbed", "Matchers", "RequireError"]
        for type in types {
            taken.formUnion(type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        }
        let madeUp = { (index: Int) in parameters[index].label == nil && parameters[index].name == "argument\(index)" }
        var named = parameters
        for index in named.indices.filter({ !madeUp($0) }) + named.indices.filter(madeUp) {
            while taken.contains(named[index].name) { named[index].name += "_" }
            taken.insert(named[index].name)
        }
        return named
    }

    private static let ownershipWords: Set<String> = ["inout", "__owned", "__shared", "borrowing", "consuming", "sending", "isolated"]
    private static let droppedAttributes: Set<String> = ["escaping", "autoclosure", "noescape"]

    /// The type without what only a parameter may carry (`inout`, `@escaping`), as the spy stores it.
    static func recordedType(_ type: [Piece], isVariadic: Bool) -> String {
        var kept: [Piece] = []
        var index = 0
        while index < type.count {
            let piece = type[index]
            if piece.isPunctuation("@"), let name = type[safe: index + 1]?.word, droppedAttributes.contains(name) {
                index += 2
                continue
            }
            if let word = piece.word, ownershipWords.contains(word), type[safe: index + 1]?.isPunctuation(":") != true {
                index += 1
                continue
            }
            kept.append(piece)
            index += 1
        }
        let text = Piece.text(kept)
        return isVariadic ? "[\(text)]" : text
    }

    /// A function type at the top level of the parameter's type, without `@escaping`.
    static func isNonEscapingClosure(_ type: [Piece]) -> Bool {
        var depth = 0
        var escaping = false
        for (index, piece) in type.enumerated() {
            if piece.isPunctuation("@"), type[safe: index + 1]?.word == "escaping" { escaping = true }
            if piece.isPunctuation("(") || piece.isPunctuation("[") || piece.isPunctuation("<") { depth += 1 }
            if piece.isPunctuation(")") || piece.isPunctuation("]") || piece.isPunctuation(">") { depth -= 1 }
            if depth == 0 && piece.kind == .arrow { return !escaping }
        }
        return false
    }

    mutating func readProperty(line: Int, attributes: [String], modifiers: [String]) {
        let memberEnd = memberEnd(from: index + 2)
        index += 1
        guard let name = current?.word, index + 1 < end, pieces[index + 1].isPunctuation(":") else {
            problems.append(problem(line, "cannot read this property; write it as `var name: Type { get }`"))
            index = memberEnd
            return
        }
        index += 2
        let typeStart = index
        var depth = 0
        while let piece = current, !(depth == 0 && piece.isPunctuation("{")) {
            if piece.isPunctuation("(") || piece.isPunctuation("[") || piece.isPunctuation("<") { depth += 1 }
            if piece.isPunctuation(")") || piece.isPunctuation("]") || piece.isPunctuation(">") { depth -= 1 }
            index += 1
        }
        guard current?.isPunctuation("{") == true, index > typeStart else {
            problems.append(problem(line, "property '\(name)' needs its type and `{ get }` or `{ get set }`"))
            index = memberEnd
            return
        }
        var member = Member(kind: .property(isSettable: false), name: name, line: line)
        member.result = Piece.text(pieces[typeStart..<index])
        member.isStatic = modifiers.contains("static") || modifiers.contains("class")
        member.keptAttributes = kept(attributes, modifiers)
        let close = reader.skipBalanced(from: index)
        index += 1
        var hasGetter = false
        while index < close - 1 {
            switch current?.word {
            case "get"?:
                hasGetter = true
                index += 1
                readEffects(into: &member)
            case "set"?:
                member.kind = .property(isSettable: true)
                index += 1
            case "mutating"?, "nonmutating"?:
                index += 1
            default:
                problems.append(problem(pieces[index].line, "property '\(name)': cannot read '\(Piece.text(pieces[index..<(close - 1)]))'; write { get } or { get set }"))
                index = close
                return
            }
        }
        index = close
        guard hasGetter else {
            problems.append(problem(line, "property '\(name)' has no getter"))
            return
        }
        members.append(member)
    }

    mutating func readAssociatedType(line: Int) {
        let memberEnd = memberEnd(from: index + 2)
        index += 1
        guard let name = current?.word else {
            problems.append(problem(line, "cannot read this associatedtype"))
            index = memberEnd
            return
        }
        index += 1
        var constraint: String?
        if current?.isPunctuation(":") == true {
            let start = index + 1
            while let piece = current, index < memberEnd, !piece.isPunctuation("="), piece.word != "where" { index += 1 }
            constraint = Piece.text(pieces[start..<index])
        }
        if current?.isPunctuation("=") == true {
            while let piece = current, index < memberEnd, piece.word != "where" { index += 1 }
        }
        if current?.word == "where" {
            problems.append(problem(line, "associatedtype '\(name)' has a where clause, which a generated double cannot satisfy; write this double by hand"))
        }
        index = memberEnd
        associatedTypes.append(AssociatedType(name: name, constraint: constraint, line: line))
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
