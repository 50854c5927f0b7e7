/// A class declared in a scanned file, as far as discovery needs to know it.
public struct ClassDeclaration: Equatable, Sendable {
    /// The name with the names of the types it is nested in: `Outer.InnerSpec`.
    public let name: String
    /// The first type after `:`, as written: `Spec`, `SpecDSL.SpecCase`, `BaseSpec`.
    let superclass: String?
    public let file: String
    public let line: Int
    /// Why the generated code cannot extend it (`private`, declared in a function), if so.
    let unreachableReason: String?
    /// A generic class is a base for concrete spec classes: XCTest cannot run it, its subclasses run.
    var isGeneric = false

    var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }
}

/// Finds the class declarations of a Swift file, with the types they are nested in.
public enum DeclarationScanner {
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    /// Words that can follow `class` when it is a modifier (`class func`) rather than a declaration.
    private static let notTypeNames: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "private", "public",
        "internal", "fileprivate", "open", "nonisolated", "required", "convenience", "typealias", "prefix",
        "postfix", "infix", "mutating", "dynamic", "lazy", "weak", "unowned",
    ]

    public static func classes(in source: String, file: String) -> (classes: [ClassDeclaration], topLevelTypeNames: Set<String>) {
        let tokens = Lexer.tokens(of: source)
        var classes: [ClassDeclaration] = []
        var topLevelTypes: Set<String> = []

        /// Each open `{`: the type it declares the body of, or `nil` for any other brace.
        var scopes: [String?] = []
        /// The type header waiting for its `{`.
        var pendingScope: (name: String, isClass: Bool)?
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

        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") {
                scopes.append(pendingScope?.name)
                pendingScope = nil
            } else if token.isPunctuation("}") {
                _ = scopes.popLast()
            } else if let keyword = token.identifier, typeKeywords.contains(keyword),
                      index + 1 < tokens.count, let name = tokens[index + 1].identifier, !notTypeNames.contains(name) {
                let insideFunction = scopes.contains { $0 == nil }
                let enclosing = scopes.compactMap { $0 }.last
                let fullName: String
                if keyword == "extension" {
                    fullName = dottedName(in: tokens, from: index + 1) ?? name  // `extension Outer.Inner {`
                } else {
                    fullName = enclosing.map { "\($0).\(name)" } ?? name
                }
                if scopes.isEmpty && keyword != "extension" { topLevelTypes.insert(name) }
                pendingScope = (fullName, keyword == "class")

                if keyword == "class" {
                    var cursor = index + 2
                    let isGeneric = cursor < tokens.count && tokens[cursor].isPunctuation("<")
                    if isGeneric { cursor = skipGenericArguments(tokens, from: cursor) }
                    let hasSuperclass = cursor < tokens.count && tokens[cursor].isPunctuation(":")
                    let superclass = hasSuperclass ? dottedName(in: tokens, from: cursor + 1) : nil
                    let access = modifiers(before: index)
                    let reason: String?
                    if insideFunction {
                        reason = "it is declared inside a function or closure; declare it at the top level of the file"
                    } else if access.contains("private") || access.contains("fileprivate") {
                        reason = "it is \(access.contains("private") ? "private" : "fileprivate"); make it internal"
                    } else {
                        reason = nil
                    }
                    classes.append(ClassDeclaration(
                        name: fullName, superclass: superclass, file: file, line: token.line, unreachableReason: reason,
                        isGeneric: isGeneric))
                }
                index += 2
                continue
            }
            index += 1
        }
        return (classes, topLevelTypes)
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
}
