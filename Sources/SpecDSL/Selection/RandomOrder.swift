extension ExampleOrder {
    /// The examples of the spec class `specName` in this order: as given for the defined order;
    /// for a random one, each group's children (its examples and its groups) shuffled with the
    /// seed, and each group's examples kept together, so that its hooks still wrap exactly them.
    ///
    /// ```swift
    /// let shuffled = ExampleOrder.random(seed: 51923).arrange(plan.examples, specName: plan.specName)
    /// ```
    ///
    /// Each example and group gets a key hashed from the seed, the class and its own stable name
    /// (an example's name, a group's position among its parent's children), and siblings run in
    /// key order: the same seed gives the same order on every machine, and the examples a filter
    /// or a shard leaves keep their order relative to each other.
    func arrange(_ examples: [SpecPlan.PlannedExample], specName: String) -> [SpecPlan.PlannedExample] {
        guard case .random(let seed) = self, examples.count > 1 else { return examples }
        return Self.shuffle(examples, depth: 0, path: "", seed: seed, specName: specName)
    }

    /// The spec classes of a test target in the order their examples run, by their
    /// module-qualified names: as given for the defined order; for a random one, sorted by a key
    /// hashed from the seed and each class's name alone; for a list, by each class's first
    /// listed example.
    ///
    /// ```swift
    /// let names = ExampleOrder.random(seed: 51923).arrange(classes: ["Specs.BSpec", "Specs.ASpec"]) { $0 }
    /// ```
    ///
    /// Every process of a run orders the classes it runs alike, and the classes a process leaves
    /// to the next (after a crash) keep their order relative to each other.
    func arrange<Class>(classes: [Class], name: (Class) -> String) -> [Class] {
        if case .list(let list) = self { return list.arrange(classes: classes, className: name) }
        guard case .random(let seed) = self, classes.count > 1 else { return classes }
        let keyed = classes.map { (key: Self.key(seed, name($0), "class"), name: name($0), spec: $0) }
        return keyed.sorted { ($0.key, $0.name) < ($1.key, $1.name) }.map(\.spec)
    }

    /// One child of a group: an example, or a group with the examples inside it.
    private struct Unit {
        let key: UInt64
        let position: Int
        var members: [SpecPlan.PlannedExample]
        /// The group's position path from the class's root (`/0/3`); `nil` for an example.
        let groupPath: String?
    }

    /// Orders the children of the group at `depth` of the examples' group lists.
    private static func shuffle(_ examples: [SpecPlan.PlannedExample], depth: Int, path: String,
                                seed: UInt64, specName: String) -> [SpecPlan.PlannedExample] {
        var units: [Unit] = []
        var unitOfGroup: [ObjectIdentifier: Int] = [:]
        for planned in examples {
            let groups = planned.groups
            guard groups.count > depth + 1 else {
                units.append(Unit(key: key(seed, specName, "example " + planned.metadata.testName), position: units.count,
                                  members: [planned], groupPath: nil))
                continue
            }
            let child = groups[depth + 1]
            if let index = unitOfGroup[ObjectIdentifier(child)] {
                units[index].members.append(planned)
                continue
            }
            // Outer groups (a configuration's) are not among the children of the group inside them.
            let position = groups[depth].children.firstIndex { element in
                if case .group(let group) = element { return group === child }
                return false
            } ?? 0
            let childPath = path + "/\(position)"
            unitOfGroup[ObjectIdentifier(child)] = units.count
            units.append(Unit(key: key(seed, specName, "group " + childPath), position: units.count,
                              members: [planned], groupPath: childPath))
        }
        if units.count > 1 {
            units.sort { ($0.key, $0.position) < ($1.key, $1.position) }
        }
        var arranged: [SpecPlan.PlannedExample] = []
        arranged.reserveCapacity(examples.count)
        for unit in units {
            if let groupPath = unit.groupPath {
                arranged += shuffle(unit.members, depth: depth + 1, path: groupPath, seed: seed, specName: specName)
            } else {
                arranged += unit.members
            }
        }
        return arranged
    }

    private static func key(_ seed: UInt64, _ specName: String, _ name: String) -> UInt64 {
        var hash = StableHash()
        hash.add(seed)
        hash.add(specName)
        hash.add(name)
        return hash.value
    }
}
