/// The building blocks stored in a double: directly, or inside its `stubs`/`captures`/`spies`
/// structs, tuples and optionals, four levels deep. `CallJournal.track` and `makeLenient` use it.
struct DoubleContents {
    /// The spies, stubs, captures and property doubles found.
    private(set) var components: [any DoubleComponent] = []
    /// The names of `lazy var` spies not created yet (nothing to find there yet).
    private(set) var uncreated: [String] = []

    private static let lazyPrefix = "$__lazy_storage_$_"

    init(of double: Any) {
        collect(in: double, depth: 0)
    }

    private mutating func collect(in value: Any, depth: Int) {
        guard depth < 4 else { return }
        for child in Mirror(reflecting: value).children {
            let label = child.label ?? ""
            if let component = child.value as? any DoubleComponent {
                components.append(component)
                continue
            }
            let mirror = Mirror(reflecting: child.value)
            if mirror.displayStyle == .optional && label.hasPrefix(Self.lazyPrefix) {
                if mirror.children.isEmpty && child.value is UncreatedRecorder {
                    uncreated.append(String(label.dropFirst(Self.lazyPrefix.count)))
                } else {
                    collect(in: child.value, depth: depth + 1)
                }
                continue
            }
            switch mirror.displayStyle {
            case .struct?, .tuple?, .optional?:
                collect(in: child.value, depth: depth + 1)
            default:
                continue
            }
        }
    }
}
