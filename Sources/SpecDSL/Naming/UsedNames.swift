/// The example names given so far under one name prefix (the groups' part of a name), for the
/// numbering of repeated names: `does_x`, `does_x_2`, `does_x_3`.
///
/// Names are kept per prefix because two example names can only be equal when their prefixes
/// are: a sanitised description never contains `__` and never starts or ends with `_`
/// (`TestName`), and neither does a numbered one, so a name splits into its prefix and its last
/// part in one way only. An example is then compared with the few names of its own group instead
/// of being hashed into a `Set` of every name of the spec, which is slow per example in the debug
/// builds `swift test` uses. A prefix with many names gets a `Set` too.
///
/// A class, so that groups with the same prefix share it. `@exclusivity(unchecked)`: only its
/// own methods touch its lists, calling no code that could come back to it, and a debug build
/// would otherwise call the run time's access tracking on every read and write of them.
final class UsedNames {
    @exclusivity(unchecked) private var list: [String] = []
    @exclusivity(unchecked) private var set: Set<String>?

    /// Past this many names, a lookup in the `Set` costs less than comparing with each.
    private static let linearLimit = 16

    /// Room for a group's usual number of examples: growing the list one name at a time
    /// reallocates it at the second, third and fifth name.
    init() { list.reserveCapacity(8) }

    /// `name` if it was not used yet, else `name_2`, `name_3`, … (the first one not used);
    /// either way, the result is used from now on.
    func unique(_ name: String) -> String {
        guard contains(name) else {
            insert(name)
            return name
        }
        var suffix = 2
        while contains("\(name)_\(suffix)") { suffix += 1 }
        let numbered = "\(name)_\(suffix)"
        insert(numbered)
        return numbered
    }

    private func contains(_ name: String) -> Bool {
        if let set { return set.contains(name) }
        // An index loop: a generic iterator costs more than the comparisons in debug builds. The
        // first name of a prefix, the common case, is compared with nothing.
        let count = list.count
        var index = 0
        while index < count {
            if list[index] == name { return true }
            index += 1
        }
        return false
    }

    private func insert(_ name: String) {
        if set != nil {
            set?.insert(name)
            return
        }
        list.append(name)
        if list.count > Self.linearLimit {
            set = Set(list)
            list = []
        }
    }
}
