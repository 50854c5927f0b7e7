import Foundation

// Foundation's ordered collections print in failure messages the way Nimble prints them: their
// elements on one line in parentheses, `(1, 2)`, each as `stringify` renders it. Their own
// `description` (which `NSSet` and `NSDictionary` keep, as in Nimble) spreads over several
// indented lines on Linux.

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
