/// Renders a value over several lines, one element or field per line, so that two renderings
/// can be compared line by line.
///
/// Strings print as their lines; collections, dictionaries (sorted by key), sets (sorted),
/// structs, classes, enums and tuples print structurally; other values that describe
/// themselves (`CustomStringConvertible`, `CustomDebugStringConvertible`) print that description.
enum StructuralDump {
    static func lines(of value: Any) -> [String] {
        var out: [String] = []
        dump(value, label: nil, indent: 0, suffix: "", into: &out, depth: 0)
        return out
    }

    /// Deeper values print on one line; bounds the work on cyclic or huge graphs.
    private static let maxDepth = 12

    private static func dump(_ value: Any, label: String?, indent: Int, suffix: String, into out: inout [String], depth: Int) {
        let pad = String(repeating: " ", count: indent)
        let head = pad + (label.map { "\($0): " } ?? "")
        if let optional = value as? any OptionalUnwrapping {
            guard let wrapped = optional.wrappedAny else { return out.append(head + "nil" + suffix) }
            return dump(wrapped, label: label, indent: indent, suffix: suffix, into: &out, depth: depth)
        }
        if let string = value as? String {
            let parts = string.split(separator: "\n", omittingEmptySubsequences: false)
            if parts.count <= 1 || label != nil || indent > 0 {
                return out.append(head + string.debugDescription + suffix)
            }
            out.append(contentsOf: parts.map(String.init))
            return
        }
        let mirror = Mirror(reflecting: value)
        let children = Array(mirror.children)
        let isContainer: Bool
        switch mirror.displayStyle {
        case .collection?, .set?, .dictionary?, .tuple?: isContainer = true
        case .struct?, .class?, .enum?: isContainer = !children.isEmpty && !(value is any CustomStringConvertible) && !(value is any CustomDebugStringConvertible)
        default: isContainer = false
        }
        guard isContainer, depth < maxDepth, !children.isEmpty else {
            return out.append(head + stringify(value) + suffix)
        }
        let (open, close): (String, String)
        var entries: [(label: String?, value: Any)]
        switch mirror.displayStyle {
        case .collection?:
            (open, close) = ("[", "]")
            entries = children.map { (nil, $0.value) }
        case .set?:
            (open, close) = ("Set([", "])")
            entries = children.map { (nil, $0.value) }.sorted { stringify($0.value) < stringify($1.value) }
        case .dictionary?:
            (open, close) = ("[", "]")
            entries = children.map { pair in
                let parts = Array(Mirror(reflecting: pair.value).children)
                let key = parts.first.map { stringify($0.value) } ?? "?"
                return (key, parts.last?.value ?? pair.value)
            }.sorted { ($0.label ?? "") < ($1.label ?? "") }
        case .enum?:
            let name = "\(type(of: value))"
            let caseName = children.first?.label ?? ""
            (open, close) = ("\(name).\(caseName)(", ")")
            let payload = children.first?.value ?? ()
            let payloadChildren = Array(Mirror(reflecting: payload).children)
            entries = payloadChildren.isEmpty ? [(nil, payload)] : payloadChildren.map { ($0.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, $0.value) }
        case .tuple?:
            (open, close) = ("(", ")")
            entries = children.map { ($0.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, $0.value) }
        default:
            (open, close) = ("\(type(of: value))(", ")")
            entries = children.map { ($0.label, $0.value) }
        }
        out.append(head + open)
        for (index, entry) in entries.enumerated() {
            let comma = index == entries.count - 1 ? "" : ","
            dump(entry.value, label: entry.label, indent: indent + 2, suffix: comma, into: &out, depth: depth + 1)
        }
        out.append(pad + close + suffix)
    }
}
