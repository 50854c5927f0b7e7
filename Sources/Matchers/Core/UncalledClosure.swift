import Foundation

// `expect({ … })`, a closure in parentheses, binds to the value form of `expect` under
// `import Matchers` (Expect.swift says why the closure forms carry a `closure:` label), so the
// closure itself is the actual value and is never called. A matcher that accepts any value —
// `toNot(beNil())`, `toNot(beAKindOf(…))` — would then pass without running the user's code.
//
// The type checker cannot tell that call from the legitimate `expect(sut.onComplete)` on an
// optional closure property: both give `expect` the same function type. A second, unlabeled
// `expect` overload taking a function would, but it multiplies the solver work of every
// `expect(x) == y` line, however it is declared. So the call site is read instead: only an expectation on a function type that `expect` took as a value
// opens the source file, and only a `{` right after the call's `(` makes it fail.

/// The actual value shown when a closure was passed in parentheses and never called.
let uncalledClosureText = "a closure that was never called (write expect { … } to call it)"

extension Expression {
    /// Whether a check on this expression judges a closure literal that the user meant to be
    /// called: `expect({ … })` rather than `expect { … }`.
    var holdsUncalledClosure: Bool {
        // Every passing check asks, so no `&&`: its autoclosure would capture (copy) this
        // generic struct, which a debug build does through a run-time type lookup. A value that
        // is not a function, or a closure form, answers at once; only a function value reads its
        // call site.
        // The type first: reading it costs no copy of the expression.
        if !isFunctionType(Value.self) { return false }
        let evaluator = self.evaluator
        if evaluator.isClosure { return false }
        return evaluator.location.opensClosureInParentheses
    }
}

extension AsyncExpression {
    /// Whether a check on this expression judges a closure literal that the user meant to be
    /// called (`expecta({ … })`); see ``Expression/holdsUncalledClosure``.
    var holdsUncalledClosure: Bool {
        if isClosure { return false }
        if !isFunctionType(Value.self) { return false }
        return location.opensClosureInParentheses
    }
}

/// Whether `type` is a function type. Swift's type metadata starts with its kind, which is
/// `0x302` (function: 2, not on the heap: 0x200, made by the run time: 0x100) for every function
/// type, throwing or `async`; reading it rather than the type's name keeps `Array<() -> Void>` out.
func isFunctionType(_ type: Any.Type) -> Bool {
    unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee == 0x302
}

/// The matcher's verdict turned into a failure that says the closure was never called.
func uncalledClosureResult(_ result: MatcherResult) -> MatcherResult {
    MatcherResult(status: .fail, message: .expectedCustomValueTo(result.message.expectedMessage, actual: uncalledClosureText))
}

extension SourceLocation {
    /// The entry points whose value form a closure in parentheses can reach.
    private static let entryPoints: Set<String> = ["expect", "expects", "expecta", "require", "requires", "requirea", "unwrap", "unwraps", "unwrapa"]

    /// Whether the source at this location reads `expect(` followed by `{`; spaces, line breaks,
    /// comments and extra `(` between them are skipped (`expect( /* c */ ({ … }))`). `column` is
    /// the call's `(`, where the default `#column` of `expect` points. `false` when the file cannot
    /// be read, or when the location came from a helper that forwards `file:` and `line:` but not
    /// `column:` (the text there is not such a call).
    var opensClosureInParentheses: Bool {
        guard line > 0, column > 0,
              let source = try? String(contentsOfFile: filePath.description, encoding: .utf8) else { return false }
        let bytes = Array(source.utf8)
        var start = 0
        for _ in 1..<line {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return false }
            start = newline + 1
        }
        let paren = start + Int(column) - 1
        guard paren < bytes.count, bytes[paren] == UInt8(ascii: "(") else { return false }
        // The name before the `(` (`expect (`, `expect/* c */(` and `Matchers.expect(` included).
        let nameEnd = skippingBackward(bytes, from: paren, to: start)
        var nameStart = nameEnd
        while nameStart > start, isIdentifierByte(bytes[nameStart - 1]) { nameStart -= 1 }
        guard let name = String(bytes: bytes[nameStart..<nameEnd], encoding: .utf8),
              SourceLocation.entryPoints.contains(name) else { return false }
        var next = skippingForward(bytes, from: paren + 1)
        while next < bytes.count, bytes[next] == UInt8(ascii: "(") { next = skippingForward(bytes, from: next + 1) }
        return next < bytes.count && bytes[next] == UInt8(ascii: "{")
    }
}

/// The index of the first byte at or after `index` that is neither a space, a line break nor
/// inside a comment.
private func skippingForward(_ bytes: [UInt8], from index: Int) -> Int {
    var index = index
    while index < bytes.count {
        if isSpace(bytes[index]) {
            index += 1
        } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
            // Swift's block comments nest.
            var depth = 0
            repeat {
                if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                } else {
                    index += 1
                }
            } while depth > 0 && index < bytes.count
        } else {
            return index
        }
    }
    return index
}

/// The end (exclusive) of the text before `index` once the spaces and `/* … */` comments just
/// before it are skipped, not going below `start`.
private func skippingBackward(_ bytes: [UInt8], from index: Int, to start: Int) -> Int {
    var end = index
    while end > start {
        if isSpace(bytes[end - 1]) {
            end -= 1
        } else if end - 2 >= start, bytes[end - 2] == UInt8(ascii: "*"), bytes[end - 1] == UInt8(ascii: "/") {
            var open = end - 2
            while open > start, !(bytes[open - 1] == UInt8(ascii: "/") && bytes[open] == UInt8(ascii: "*")) { open -= 1 }
            guard open > start else { return end }
            end = open - 1
        } else {
            return end
        }
    }
    return end
}

private func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
}

private func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
}
