import Foundation

// `expect({ … })`, a closure in parentheses, binds to the value form of `expect` under
// `import Matchers` (Expect.swift says why the closure forms carry a `closure:` label), so the
// closure itself is the actual value and is never called. A matcher that accepts any value —
// `toNot(beNil())`, `toNot(beAKindOf(…))` — would then pass without running the user's code.
//
// The type checker cannot tell that call from the legitimate `expect(sut.onComplete)` on an
// optional closure property: both give `expect` the same function type. A second, unlabeled
// `expect` overload taking a function would, but it costs every `expect(x) == y` line about 15x
// the solver work, however it is declared (BENCHMARKS.md, "Closures in parentheses"). So the
// call site is read instead: only an expectation on a function type that `expect` took as a value
// opens the source file, and only a `{` right after the call's `(` makes it fail.

/// The actual value shown when a closure was passed in parentheses and never called.
let uncalledClosureText = "a closure that was never called (write expect { … } to call it)"

extension Expression {
    /// Whether a check on this expression judges a closure literal that the user meant to be
    /// called: `expect({ … })` rather than `expect { … }`.
    var holdsUncalledClosure: Bool {
        // Every passing check asks, so no `&&`: its autoclosure would capture (copy) this
        // generic struct, which a debug build does through a run-time type lookup. A closure
        // form or a value that is not a function answers at once; only a function value reads
        // its call site.
        let evaluator = self.evaluator
        if evaluator.isClosure { return false }
        if !isFunctionType(Value.self) { return false }
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

    /// Whether the source at this location reads `expect(` followed by `{` (spaces and line breaks
    /// between them allowed); `column` is the call's `(`, where the default `#column` of `expect` points. `false` when the file cannot be read, or when the location came from a
    /// helper that forwards `file:` and `line:` but not `column:` (the text there is not such a call).
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
        // The name before the `(` (`expect (` and `Matchers.expect(` included).
        let beforeName = bytes[start..<paren].reversed().drop { isSpace($0) }
        guard let name = String(bytes: beforeName.prefix { isIdentifierByte($0) }.reversed(), encoding: .utf8),
              SourceLocation.entryPoints.contains(name) else { return false }
        let next = bytes[(paren + 1)...].first { !isSpace($0) }
        return next == UInt8(ascii: "{")
    }
}

private func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
}

private func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
}
