import Foundation

/// A type that prints itself in a specific way inside failure messages.
///
/// ```swift
/// extension Money: TestOutputStringConvertible {
///     var testDescription: String { "\(amount) \(currency)" }
/// }
/// ```
public protocol TestOutputStringConvertible {
    /// The text shown between `<` and `>` in failure messages.
    var testDescription: String { get }
}

extension String: TestOutputStringConvertible {
    /// The string itself, without quotes (as Nimble prints it).
    public var testDescription: String { self }
}

extension Substring: TestOutputStringConvertible {
    /// The substring itself, without quotes.
    public var testDescription: String { String(self) }
}

extension Array: TestOutputStringConvertible {
    /// `[a, b]` with every element rendered by ``stringify(_:)``.
    public var testDescription: String { "[" + map { stringify($0) }.joined(separator: ", ") + "]" }
}

extension ArraySlice: TestOutputStringConvertible {
    /// `[a, b]` with every element rendered by ``stringify(_:)``.
    public var testDescription: String { Array(self).testDescription }
}

extension Dictionary: TestOutputStringConvertible {
    /// `["a": 1, "b": 2]`, as Swift prints a dictionary, with its entries ordered by key, and
    /// those of the dictionaries and sets inside it too: the same message every run (Swift's own
    /// order changes from one process to the next).
    public var testDescription: String { orderedDescription }
}

extension Set: TestOutputStringConvertible {
    /// `Set(["a", "b"])`, as Swift prints a set, with its elements in order: the same message every run.
    public var testDescription: String { orderedDescription }
}

/// A collection Swift prints in an order that changes from one process to the next, printed in
/// order instead; and the collections that may hold one.
private protocol InOrderPrintable {
    var orderedDescription: String { get }
}

extension Dictionary: InOrderPrintable {
    fileprivate var orderedDescription: String {
        guard !isEmpty else { return "[:]" }
        return "[" + map { "\(inOrder($0.key)): \(inOrder($0.value))" }.sorted(by: inTextOrder).joined(separator: ", ") + "]"
    }
}

extension Set: InOrderPrintable {
    fileprivate var orderedDescription: String { "Set([" + map(inOrder).sorted(by: inTextOrder).joined(separator: ", ") + "])" }
}

extension Array: InOrderPrintable {
    fileprivate var orderedDescription: String { "[" + map(inOrder).joined(separator: ", ") + "]" }
}

/// `value` as `String(reflecting:)` prints it, with the dictionaries and sets in it in order.
private func inOrder(_ value: Any) -> String {
    if let collection = value as? any InOrderPrintable { return collection.orderedDescription }
    return String(reflecting: value)
}

/// Text order with numbers by value: `2` before `10`, `"b": 2` before `"b": 10`.
private func inTextOrder(_ first: String, _ second: String) -> Bool {
    first.compare(second, options: [.numeric, .literal]) == .orderedAscending
}

extension Result: TestOutputStringConvertible {
    /// `success(<value>)` or `failure(<error>)`, each rendered by ``stringify(_:)``.
    public var testDescription: String {
        switch self {
        case let .success(value): return "success(\(stringify(value)))"
        case let .failure(error): return "failure(\(stringify(error)))"
        }
    }
}

/// Renders a value for a failure message: `nil`, a ``TestOutputStringConvertible``'s
/// `testDescription`, a `CustomDebugStringConvertible`'s `debugDescription`, or else
/// `String(describing:)` (which prints structs and enums structurally).
///
/// ```swift
/// stringify(Optional(3))   // "3"
/// stringify([1, 2])        // "[1, 2]"
/// ```
/// - Parameter value: The value; optionals are unwrapped at every level.
/// - Returns: The rendering, without the surrounding `<` `>`.
public func stringify<T>(_ value: T?) -> String {
    guard let value else { return "nil" }
    return render(value)
}

/// Renders a value that may itself be a (nested) optional held in an `Any`.
func render(_ value: Any) -> String {
    if let optional = value as? any OptionalUnwrapping {
        guard let wrapped = optional.wrappedAny else { return "nil" }
        return render(wrapped)
    }
    if let value = value as? any TestOutputStringConvertible { return value.testDescription }
    if let value = value as? any CustomDebugStringConvertible { return value.debugDescription }
    return String(describing: value)
}

/// Lets the stringifier and `beNil` look through optionals hidden behind `Any`.
protocol OptionalUnwrapping {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalUnwrapping {
    var wrappedAny: Any? { self.map { $0 as Any } }
}
