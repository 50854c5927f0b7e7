/// The XCTest names given so far in one spec class, to keep every example's name unique.
///
/// A hash table of its own rather than a `Set<String>`: every example is named once per run, and
/// in the debug builds `swift test` uses, a `Set<String>` insert runs unspecialised generic code
/// (about 3,300 instructions); here it is String's own hash and two arrays.
struct UniqueNames {
    /// The names in the order they were inserted.
    private var names: [String] = []
    /// Open addressing: each slot holds a position in `names` plus one, or 0 when empty; kept at
    /// most half full, so a probe ends soon.
    private var slots = [Int](repeating: 0, count: 64)

    /// Adds `name`; `false` when it was there already.
    mutating func insert(_ name: String) -> Bool {
        let (slot, found) = self.slot(of: name)
        if found { return false }
        names.append(name)
        slots[slot] = names.count
        if names.count * 2 > slots.count { grow() }
        return true
    }

    func contains(_ name: String) -> Bool { slot(of: name).found }

    /// The slot that holds `name`, or the empty slot where it would go.
    private func slot(of name: String) -> (slot: Int, found: Bool) {
        let mask = slots.count - 1
        var slot = name.hashValue & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return (slot, false) }
            if names[entry - 1] == name { return (slot, true) }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        slots = [Int](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        var position = 0
        while position < names.count {
            var slot = names[position].hashValue & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = position + 1
            position += 1
        }
    }
}
