/// Finds the class and type alias declarations of a Swift file, with the types they are nested
/// in and the `#if` clauses around them.
package enum DeclarationScanner {
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    /// Words that can follow `class` when it is a modifier (`class func`) rather than a declaration.
    private static let notTypeNames: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "private", "public",
        "internal", "fileprivate", "open", "nonisolated", "required", "convenience", "typealias", "prefix",
        "postfix", "infix", "mutating", "dynamic", "lazy", "weak", "unowned",
    ]

    /// An open `{`: the type whose body it is, or `nil` for any other brace (a function, a closure).
    private struct Scope {
        let name: String
        let isExtension: Bool
    }

    /// An `#if` block being read: its directives so far, and the braces open at its `#if`, which
    /// every branch starts from (a branch may open a brace that another branch closes).
    private struct OpenConditional {
        var directives: [String]
        let scopes: [Scope?]
    }

    /// - Parameter module: the module of a dependency's file, `nil` for the target's own.
    package static func classes(in source: String, file: String, module: String? = nil) -> ScannedSources {
        let (tokens, unterminatedLine) = Lexer.scan(source)
        var scanned = ScannedSources()
        let importsSpecDSL = tokens.indices.dropLast().contains { tokens[$0].identifier == "import" && tokens[$0 + 1].identifier == "SpecDSL" }
        if module == nil { scanned.modulesImportedBelowPublic = modulesImportedBelowPublic(in: tokens) }
        if let unterminatedLine { scanned.unreadable.append(ScannedSources.Position(file: file, line: unterminatedLine)) }
        var scopes: [Scope?] = []
        var conditionals: [OpenConditional] = []
        /// The type header waiting for its `{`.
        var pendingScope: Scope?
        /// The source's lines, split only once a file has an `#if` (most have none).
        var lines: [Substring] = []
        var index = 0

        func modifiers(before position: Int) -> [String] {
            var words: [String] = []
            var cursor = position - 1
            while cursor >= 0, let word = tokens[cursor].identifier, notTypeNames.contains(word) || word == "indirect" {
                words.append(word)
                cursor -= 1
            }
            return words
        }

        /// Whether the attributes before the declaration at `position` (past its modifiers) make it
        /// unavailable everywhere: `@available(*, unavailable)`.
        func isUnavailable(before position: Int) -> Bool {
            var cursor = position - 1
            while cursor >= 0 {
                if let word = tokens[cursor].identifier, notTypeNames.contains(word) || word == "indirect" || word == "package" {
                    cursor -= 1
                } else if cursor >= 1, tokens[cursor].identifier != nil, tokens[cursor - 1].isPunctuation("@") {
                    cursor -= 2  // `@MainActor`
                } else if tokens[cursor].isPunctuation(")") {
                    // `@name(arguments)`: back to its `(`.
                    var depth = 0
                    var open = cursor
                    while open >= 0 {
                        if tokens[open].isPunctuation(")") { depth += 1 }
                        if tokens[open].isPunctuation("("), depth == 1 { break }
                        if tokens[open].isPunctuation("(") { depth -= 1 }
                        open -= 1
                    }
                    guard open >= 2, let name = tokens[open - 1].identifier, tokens[open - 2].isPunctuation("@") else { return false }
                    let arguments = tokens[(open + 1)..<cursor]
                    if name == "available", arguments.first?.isPunctuation("*") == true,
                       arguments.contains(where: { $0.identifier == "unavailable" }) {
                        return true
                    }
                    cursor = open - 3
                } else {
                    return false
                }
            }
            return false
        }

        /// Whether the modifiers before the `func` at `position` make it a type's own method
        /// (`override class func`, `static func`) rather than an instance's.
        func isTypeLevel(before position: Int) -> Bool {
            var cursor = position - 1
            while cursor >= 0, let word = tokens[cursor].identifier, word == "class" || notTypeNames.contains(word) {
                if word == "class" || word == "static" { return true }
                cursor -= 1
            }
            return false
        }

        func currentConditions() -> [ConditionalClause] {
            conditionals.map { ConditionalClause(directives: $0.directives) }
        }

        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("#"), index + 1 < tokens.count, let directive = tokens[index + 1].identifier,
               ["if", "elseif", "else", "endif"].contains(directive) {
                // Split as the lexer counted the lines.
                if lines.isEmpty { lines = Lexer.withLineFeeds(source).split(separator: "\n", omittingEmptySubsequences: false) }
                let text = ConditionalClause.directiveText(lines: lines, line: token.line)
                switch directive {
                case "if":
                    conditionals.append(OpenConditional(directives: [text], scopes: scopes))
                case "endif":
                    _ = conditionals.popLast()
                default:  // `#elseif`, `#else`: the branch starts where the block started
                    if var open = conditionals.popLast() {
                        open.directives.append(text)
                        scopes = open.scopes
                        conditionals.append(open)
                    }
                }
                index += 2
                continue
            }
            if token.identifier == "func", index + 1 < tokens.count, let name = tokens[index + 1].identifier,
               name == "setUp" || name == "tearDown", let scope = scopes.last ?? nil, isTypeLevel(before: index) {
                // XCTest runs a class's `class func setUp()` and `tearDown()` around the class's own
                // tests: a random order leaves such a class where XCTest runs it.
                scanned.classLevelSetUps.insert(scope.name)
                if scope.isExtension, let simple = scope.name.split(separator: ".").last {
                    scanned.classLevelSetUps.insert(String(simple))  // `extension Module.BasketSpec`
                }
            }
            if token.isPunctuation("{") {
                scopes.append(pendingScope)
                pendingScope = nil
            } else if token.isPunctuation("}") {
                _ = scopes.popLast()
            } else if token.identifier == "typealias", index + 1 < tokens.count, let name = tokens[index + 1].identifier {
                if let equals = tokens[(index + 2)...].prefix(while: { !$0.isPunctuation("{") && !$0.isPunctuation("}") })
                    .firstIndex(where: { $0.isPunctuation("=") }),
                   let target = dottedName(in: tokens, from: equals + 1), !scopes.contains(where: { $0 == nil }) {
                    let enclosing = scopes.compactMap { $0?.name }.last
                    scanned.aliases.append(TypeAliasDeclaration(
                        name: enclosing.map { "\($0).\(name)" } ?? name, target: target, file: file, line: token.line, module: module))
                    if scopes.isEmpty { scanned.topLevelTypeNames.insert(name) }
                }
                index += 2
                continue
            } else if let keyword = token.identifier, typeKeywords.contains(keyword),
                      index + 1 < tokens.count, let name = tokens[index + 1].identifier, !notTypeNames.contains(name) {
                let insideFunction = scopes.contains { $0 == nil }
                let enclosing = scopes.compactMap { $0 }.last
                let fullName: String
                if keyword == "extension" {
                    fullName = dottedName(in: tokens, from: index + 1) ?? name  // `extension Outer.Inner {`
                } else {
                    fullName = enclosing.map { "\($0.name).\(name)" } ?? name
                }
                if scopes.isEmpty && keyword != "extension" { scanned.topLevelTypeNames.insert(name) }
                pendingScope = Scope(name: fullName, isExtension: keyword == "extension")

                if keyword == "class" {
                    var cursor = index + 2
                    let isGeneric = cursor < tokens.count && tokens[cursor].isPunctuation("<")
                    if isGeneric { cursor = skipGenericArguments(tokens, from: cursor) }
                    let hasSuperclass = cursor < tokens.count && tokens[cursor].isPunctuation(":")
                    let superclass = hasSuperclass ? dottedName(in: tokens, from: cursor + 1) : nil
                    let access = modifiers(before: index)
                    let fileScopedAccess = access.contains("private") ? "private" : access.contains("fileprivate") ? "fileprivate" : nil
                    let reason: String?
                    if insideFunction {
                        reason = "it is declared inside a function or closure; declare it at the top level of the file"
                    } else if name.contains(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) || name.first?.isNumber == true {
                        // `class `Login Spec`` (Swift 6.2), `class 🍎Spec`: XCTest's test names and SwiftPM's test list
                        // hold identifiers of letters, digits and underscores alone.
                        reason = "its name holds more than letters, digits and underscores (a raw identifier, a symbol), which XCTest's "
                            + "and SwiftPM's test names cannot hold; give the class a name of letters, digits and underscores, and the "
                            + "words to its describe(\"…\")"
                    } else if isUnavailable(before: index) {
                        reason = "it is marked @available(*, unavailable), so no code can name it, SpecKit's neither; remove the "
                            + "attribute, and leave its examples out with xdescribe(\"…\") while they must not run"
                    } else if let fileScopedAccess {
                        reason = "it is \(fileScopedAccess); make it internal"
                    } else if let enclosing, enclosing.isExtension {
                        // SwiftPM's generated test list names test classes without their enclosing types.
                        reason = "it is declared in an extension of '\(enclosing.name)', and SwiftPM runs only "
                            + "top-level test classes; declare it at the top level of the file"
                    } else if let enclosing {
                        reason = "it is nested in '\(enclosing.name)', and SwiftPM runs only top-level test classes; "
                            + "declare it at the top level of the file"
                    } else {
                        reason = nil
                    }
                    scanned.classes.append(ClassDeclaration(
                        name: fullName, superclass: superclass, file: file, line: token.line, unreachableReason: reason,
                        isGeneric: isGeneric, conditions: currentConditions(), module: module,
                        isPublic: access.contains("public") || access.contains("open"),
                        fileScopedAccess: insideFunction ? nil : fileScopedAccess, fileImportsSpecDSL: importsSpecDSL))
                }
                index += 2
                continue
            }
            index += 1
        }
        if let module { scanned.namesByModule[module] = scanned.topLevelTypeNames }
        return scanned
    }

    /// `A.B.C` starting at `start`: identifiers joined by dots; `nil` if `start` is no identifier.
    private static func dottedName(in tokens: [Lexer.Token], from start: Int) -> String? {
        guard start < tokens.count, let first = tokens[start].identifier else { return nil }
        var parts = [first]
        var cursor = start + 1
        while cursor + 1 < tokens.count, tokens[cursor].isPunctuation("."), let part = tokens[cursor + 1].identifier {
            parts.append(part)
            cursor += 2
        }
        return parts.joined(separator: ".")
    }

    private static func skipGenericArguments(_ tokens: [Lexer.Token], from start: Int) -> Int {
        var depth = 0
        var cursor = start
        while cursor < tokens.count {
            if tokens[cursor].isPunctuation("<") { depth += 1 }
            if tokens[cursor].isPunctuation(">") {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
            cursor += 1
        }
        return cursor
    }

    /// The access levels below `public` an `import` can be written with.
    private static let importLevelsBelowPublic: Set<String> = ["package", "internal", "fileprivate", "private"]
    /// The kinds a scoped import names before its module (`import struct Foundation.Date`).
    private static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    /// The modules a file imports with an explicit access level below `public` (`internal import
    /// Testing`): in that target, a plain `import` of the same module in another file is an error.
    /// Imports inside `#if` are left out: whether their branch is compiled is not known here, and a
    /// level the compiler never sees would make the generated import clash with the plain ones.
    private static func modulesImportedBelowPublic(in tokens: [Lexer.Token]) -> Set<String> {
        var modules: Set<String> = []
        var conditionalDepth = 0
        for index in tokens.indices.dropFirst() {
            if tokens[index - 1].isPunctuation("#"), let directive = tokens[index].identifier {
                if directive == "if" { conditionalDepth += 1 }
                if directive == "endif" { conditionalDepth = max(0, conditionalDepth - 1) }
                continue
            }
            guard conditionalDepth == 0, tokens[index].identifier == "import" else { continue }
            guard let level = tokens[index - 1].identifier, importLevelsBelowPublic.contains(level) else { continue }
            var next = index + 1
            if next < tokens.count, let kind = tokens[next].identifier, importKinds.contains(kind) { next += 1 }
            if next < tokens.count, let name = tokens[next].identifier { modules.insert(name) }
        }
        return modules
    }
}
