import Foundation

// Foundation's values print in failure messages the way Nimble prints them. Ordered collections
// show their elements on one line in parentheses, `(1, 2)`, each as `stringify` renders it.
// `NSSet` and `NSDictionary` show Foundation's `description` on one line, each of its lines
// trimmed (`{(1)}`, `{1 = 1;}`): on Linux it spreads over several indented lines, which Nimble's
// messages join. `Data` shows its hash and length, which tell two values apart where Swift's
// `9 bytes` does not.

extension NSArray: TestOutputStringConvertible {
    /// `(1, 2)`: the elements, comma-separated, in parentheses.
    public var testDescription: String {
        "(" + map { stringify($0) }.joined(separator: ", ") + ")"
    }
}

extension NSIndexSet: TestOutputStringConvertible {
    /// `(1, 2)`: the indexes, comma-separated, in parentheses.
    public var testDescription: String {
        "(" + map { String($0) }.joined(separator: ", ") + ")"
    }
}

extension NSSet: TestOutputStringConvertible {
    /// `{(1)}`: Foundation's description on one line.
    public var testDescription: String { oneLine(description) }
}

extension NSDictionary: TestOutputStringConvertible {
    /// `{1 = 1;}`: Foundation's description on one line.
    public var testDescription: String { oneLine(description) }
}

extension Data: TestOutputStringConvertible {
    /// `Data<hash=92856895,length=9>`: the bytes' hash and their count.
    public var testDescription: String { "Data<hash=\((self as NSData).hash),length=\(count)>" }
}

/// `text`'s lines, each without the spaces around it, joined into one.
private func oneLine(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .joined()
}
