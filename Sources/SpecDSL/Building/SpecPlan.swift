/// The examples of one spec class in definition order, each with its XCTest name, the groups
/// around it and whether it is focused or disabled: what the runner needs, computed once.
struct SpecPlan {
    /// A class, not a struct: the plan, the filter, the example's XCTest case and its run all
    /// pass it along, and one reference costs less than copying seven fields in debug builds.
    final class PlannedExample {
        let example: Example
        let metadata: ExampleMetadata
        /// The groups around the example, outermost first: the Configuration hooks' group, if any,
        /// then the class's root group and the describes and contexts.
        let groups: [ExampleGroup]
        let isFocused: Bool
        /// Why the example does not run (`xit`, `xdescribe`, `pending`), if it is disabled.
        let disabledReason: String?
        let needsAsync: Bool
        /// The limit `exampleTimeout(_:)` set on the innermost group that has one.
        let timeout: Duration?

        init(example: Example, metadata: ExampleMetadata, groups: [ExampleGroup], isFocused: Bool,
             disabledReason: String?, needsAsync: Bool, timeout: Duration?) {
            self.example = example
            self.metadata = metadata
            self.groups = groups
            self.isFocused = isFocused
            self.disabledReason = disabledReason
            self.needsAsync = needsAsync
            self.timeout = timeout
        }
    }

    let specName: String
    let examples: [PlannedExample]
    let issues: [DefinitionIssue]
    /// Failures recorded while the tree was built, outside of any example.
    let capturedFailures: [CapturedFailure]

    /// Computed once: every spec class of a target asks every plan of the target.
    let hasFocusedExamples: Bool

    /// Walks the tree once; every group's name prefix is computed once, not per example.

    /// Whether `group` is, or holds, a group of shared examples that no spec defines.
    private static func holdsUnresolved(_ group: ExampleGroup, _ unresolved: Set<ObjectIdentifier>) -> Bool {
        if unresolved.contains(ObjectIdentifier(group)) { return true }
        return group.children.contains { child in
            if case .group(let inner) = child { return holdsUnresolved(inner, unresolved) }
            return false
        }
    }
    init(specName: String, root: ExampleGroup, outerGroups: [ExampleGroup] = [], issues: [DefinitionIssue],
         capturedFailures: [CapturedFailure] = [], unresolvedGroups: Set<ObjectIdentifier>) {
        self.specName = specName
        self.capturedFailures = capturedFailures
        var examples: [PlannedExample] = []
        var issues = issues
        // The names given so far, by prefix: only names with the same prefix can be equal. Room
        // for a spec's usual number of groups up front: growing a dictionary rehashes it, through
        // generic calls that cost thousands of instructions per insert in debug builds.
        var usedNamesByPrefix = [String: UsedNames](minimumCapacity: 64)
        var hasFocused = false

        /// Returns how many examples the group holds, nested ones included.
        @discardableResult
        func visit(_ group: ExampleGroup, groups: [ExampleGroup], descriptions: [String], prefix: String,
                   focused: Bool, disabledReason: String?, asyncHooks: Bool, timeout: Duration?) -> Int {
            var count = 0
            // What every example name of the group starts with, once per group: the prefix as an
            // identifier (only a name's first character can need the `_`) and the separator.
            let namePrefix = prefix.isEmpty ? "" : TestName.identifier(prefix) + TestName.separator
            // Looked up at the group's first example: most groups hold groups only.
            var usedNames: UsedNames?
            // An index loop: a generic iterator costs more than the rest of the loop in debug builds.
            let children = group.children
            var index = 0
            while index < children.count {
                defer { index += 1 }
                switch children[index] {
                case .group(let inner):
                    let description = inner.description ?? ""
                    let sanitized = TestName.sanitize(description, orElse: "group_at_line_\(inner.location.line)")
                    let innerPrefix = prefix.isEmpty ? sanitized : prefix + TestName.separator + sanitized
                    let (innerFocused, innerReason) = Self.combine(focused: focused, reason: disabledReason, with: inner.mark)
                    // Copies with one element appended: `groups + [inner]` builds a third array
                    // through generic calls, which costs twice as much in debug builds.
                    var innerGroups = groups
                    innerGroups.append(inner)
                    var innerDescriptions = descriptions
                    innerDescriptions.append(description)
                    let innerCount = visit(
                        inner, groups: innerGroups, descriptions: innerDescriptions, prefix: innerPrefix,
                        focused: innerFocused, disabledReason: innerReason, asyncHooks: asyncHooks || inner.hasAsyncHooks,
                        timeout: inner.timeout ?? timeout)
                    // A group whose only content is unknown shared examples has its own failure already.
                    if innerCount == 0 && !Self.holdsUnresolved(inner, unresolvedGroups) {
                        issues.append(DefinitionIssue(
                            title: "empty_group",
                            message: "\"\(description)\" has no examples: add an it(…) to it, or remove it",
                            location: inner.location, groupPath: innerDescriptions))
                    }
                    count += innerCount
                case .example(let example):
                    let used: UsedNames
                    if let usedNames {
                        used = usedNames
                    } else if let earlier = usedNamesByPrefix[namePrefix] {
                        used = earlier  // a group before this one has the same prefix
                    } else {
                        used = UsedNames()
                        usedNamesByPrefix[namePrefix] = used
                    }
                    usedNames = used
                    let name = used.unique(TestName.name(prefix: namePrefix, sanitizing: example.description)
                                           ?? namePrefix + "example_at_line_\(example.location.line)")
                    let (isFocused, reason) = Self.combine(focused: focused, reason: disabledReason, with: example.mark)
                    let metadata = ExampleMetadata(
                        description: example.description, groupDescriptions: descriptions, testName: name,
                        specName: specName, location: example.location, exampleIndex: examples.count)
                    examples.append(PlannedExample(
                        example: example, metadata: metadata, groups: groups, isFocused: isFocused,
                        disabledReason: reason, needsAsync: asyncHooks || example.body.isAsync, timeout: timeout))
                    if isFocused && reason == nil { hasFocused = true }
                    count += 1
                }
            }
            return count
        }

        let (rootFocused, rootReason) = Self.combine(focused: false, reason: nil, with: root.mark)
        visit(root, groups: outerGroups + [root], descriptions: [], prefix: "", focused: rootFocused,
              disabledReason: rootReason, asyncHooks: (outerGroups + [root]).contains { $0.hasAsyncHooks },
              timeout: root.timeout)
        self.examples = examples
        self.issues = issues
        self.hasFocusedExamples = hasFocused
    }

    /// A disabled group or example stays disabled whatever is focused inside it.
    private static func combine(focused: Bool, reason: String?, with mark: Mark) -> (Bool, String?) {
        switch mark {
        case .none: return (focused, reason)
        case .focused: return (true, reason)
        case .disabled(let own): return (focused, reason ?? own)
        }
    }
}
