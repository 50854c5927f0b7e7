/// Renders argument values the way a Swift literal would be written, so journal entries
/// and suggested assertions can be pasted into a test: strings are quoted and escaped,
/// optionals print their value or `nil`, everything else uses its `description` (which a
/// user can tune with `CustomStringConvertible`, like SwityKit's generated assertions).
enum Rendering {
    static func literal(_ value: Any) -> String {
        if let string = value as? String { return String(reflecting: string) }
        if let character = value as? Character { return String(reflecting: character) }
        if let substring = value as? Substring { return String(reflecting: String(substring)) }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return literal(wrapped)
        }
        return String(describing: value)
    }

    /// One call's packed arguments as matcher messages show them: a tuple as `("a", 1)`,
    /// anything else as its literal.
    static func packed(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .tuple else { return literal(value) }
        return "(" + mirror.children.map { literal($0.value) }.joined(separator: ", ") + ")"
    }

    /// A list of calls for the `got <…>` part of a message: `<never called>`,
    /// `<1 call: "a">`, `<2 calls: ("a", 1), ("b", 2)>`.
    static func calls(_ calls: [Any]) -> String {
        switch calls.count {
        case 0: return "<never called>"
        case 1: return "<1 call: \(packed(calls[0]))>"
        default: return "<\(calls.count) calls: \(calls.map(packed).joined(separator: ", "))>"
        }
    }

    /// The values of a tuple or of a struct's stored properties, in order; any other value is
    /// one argument on its own. `()` has no arguments.
    static func arguments(of value: Any) -> [Any] {
        // AnySpy records its arguments as `[Any]`.
        if let list = value as? [Any], type(of: value) == [Any].self { return list }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .tuple, .struct:
            return mirror.children.map(\.value)
        default:
            return [value]
        }
    }

    /// Renders a call whose arguments are packed in one value (a tuple, a struct of
    /// arguments, or the single argument itself).
    static func call(method: String, packed value: Any) -> String {
        let unpacked = arguments(of: value)
        if labelCount(of: method) == 1 && unpacked.count != 1 {
            return call(method: method, arguments: [value])
        }
        return call(method: method, arguments: unpacked)
    }

    static func labelCount(of method: String) -> Int {
        method.split(separator: "(", maxSplits: 1).dropFirst().first?.filter { $0 == ":" }.count ?? 0
    }

    /// `save(_:options:)` + `["a", 2]` → `save("a", options: 2)`. When the number of labels
    /// does not match the number of values the values are listed without labels.
    static func call(method: String, arguments: [Any]) -> String {
        let base: Substring
        var labels: [Substring] = []
        if let open = method.firstIndex(of: "("), method.hasSuffix(")") {
            base = method[..<open]
            let inner = method[method.index(after: open)..<method.index(before: method.endIndex)]
            labels = inner.split(separator: ":", omittingEmptySubsequences: true)
        } else {
            base = Substring(method)
        }
        let values = arguments.map(literal)
        let parts: [String]
        if labels.count == values.count {
            parts = zip(labels, values).map { label, value in
                label == "_" ? value : "\(label): \(value)"
            }
        } else {
            parts = values
        }
        return "\(base)(\(parts.joined(separator: ", ")))"
    }
}
