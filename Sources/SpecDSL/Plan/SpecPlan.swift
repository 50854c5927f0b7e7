/// The examples of one spec class in definition order, each with its name, its planned hooks and
/// whether it is focused or disabled, and the failing cases of its definition issues: what a
/// runner needs, computed once and never changed afterwards.
struct SpecPlan {
    /// A class, not a struct: the plan, the filter, the example's test case and its run all pass
    /// it along.
    final class PlannedExample: @unchecked Sendable {
        let example: Example
        let metadata: ExampleMetadata
        /// The order of the hooks around the example, shared by the examples of its group.
        let program: HookProgram
        let isFocused: Bool
        /// Why the example does not run (`xit`, `xdescribe`, `pending`), if it is disabled.
        let disabledReason: String?
        /// Whether the example or one of its hooks is `async`.
        let needsAsync: Bool
        /// The limit `exampleTimeout(_:)` set on the innermost group that has one.
        let timeout: Duration?
        /// The groups around the example, outermost first: the configurations' hooks, the spec
        /// class's root group, then each `describe` and `context` down to the example's own.
        let groups: [ExampleGroup]
        /// The root group of the example's spec class, which the routes remember as each example runs.
        let classRoot: ExampleGroup

        init(example: Example, metadata: ExampleMetadata, program: HookProgram, isFocused: Bool,
             disabledReason: String?, timeout: Duration?, groups: [ExampleGroup], classRoot: ExampleGroup) {
            self.example = example
            self.groups = groups
            self.classRoot = classRoot
            self.metadata = metadata
            self.program = program
            self.isFocused = isFocused
            self.disabledReason = disabledReason
            self.needsAsync = program.isAsync || example.body.isAsync
            self.timeout = timeout
        }
    }

    let specName: String
    /// The module-qualified name of the class (`ConsumerSpecs.CartSpec`), as reports write it.
    let qualifiedName: String
    /// The class's tree: its groups, examples and hooks, and what their closures capture.
    let root: ExampleGroup
    let examples: [PlannedExample]
    /// The definition issues and the failures recorded while the tree was built, in the order found.
    let failingCases: [FailingCase]
    let hasFocusedExamples: Bool

    /// Whether `group` is, or holds, a group of shared examples that no spec defines.
    private static func holdsUnresolved(_ group: ExampleGroup, _ unresolved: Set<ObjectIdentifier>) -> Bool {
        if unresolved.contains(ObjectIdentifier(group)) { return true }
        return group.children.contains { child in
            if case .group(let inner) = child { return holdsUnresolved(inner, unresolved) }
            return false
        }
    }

    /// Walks the tree once; every group's name prefix is computed once, not per example.
    ///
    /// `outerGroups` (a configuration's hooks) wrap every example, but for their `aroundEach`
    /// hooks, which wrap the examples of their kind, as Quick's wrap those of a `QuickSpec` or of
    /// an `AsyncSpec`: one that is not `async` the examples that are not, an `async` one the
    /// examples that are `async` without it, and every example of a class that `runsAsync` (an
    /// `AsyncSpec`, whose examples all run as `async` code).
    init(specName: String, root: ExampleGroup, outerGroups: [ExampleGroup] = [], failingCases: [FailingCase] = [],
         unresolvedGroups: Set<ObjectIdentifier> = [], qualifiedName: String? = nil, runsAsync: Bool = false) {
        self.specName = specName
        self.root = root
        self.qualifiedName = qualifiedName ?? specName
        let byKind = outerGroups.contains(where: \.hasAroundHooks)
        let syncOuterGroups = byKind ? outerGroups.map { $0.keepingAroundHooks(async: false) } : outerGroups
        var walk = Walk(specName: specName, root: root, unresolvedGroups: unresolvedGroups, failingCases: failingCases,
                        asyncOuterGroups: byKind ? outerGroups.map { $0.keepingAroundHooks(async: true) } : nil,
                        runsAsync: runsAsync)
        let (rootFocused, rootReason) = Self.combine(focused: false, reason: nil, with: root.mark)
        walk.visit(root, groups: syncOuterGroups + [root], descriptions: [], namePrefix: "", focused: rootFocused,
                   disabledReason: rootReason, timeout: root.timeout)
        self.examples = walk.examples
        self.failingCases = walk.failingCases
        self.hasFocusedExamples = walk.hasFocused
    }

    /// The walk over a spec's tree and what it has planned so far. A struct whose `visit` is
    /// `mutating`, rather than variables captured by a local function: a debug build checks each
    /// access to a captured variable at run time, and each access to `self` at compile time.
    private struct Walk {
        let specName: String
        let root: ExampleGroup
        let unresolvedGroups: Set<ObjectIdentifier>
        var failingCases: [FailingCase]
        /// The outer groups with their `async` `aroundEach` hooks in place of the others, for
        /// `async` examples; `nil` when the outer groups have no `aroundEach`.
        let asyncOuterGroups: [ExampleGroup]?
        /// Whether every example runs as `async` code (an `AsyncSpec`'s).
        let runsAsync: Bool
        var examples: [PlannedExample] = []
        // The names given so far, by prefix: only names with the same prefix can be equal. Room
        // for a spec's usual number of groups up front: growing a dictionary rehashes it, through
        // generic calls that make every insert slow in debug builds.
        var usedNamesByPrefix = [String: UsedNames](minimumCapacity: 64)
        var hasFocused = false

        /// Plans the group's examples and returns how many it holds, nested ones included.
        /// `namePrefix` is what every example name of the group starts with: the sanitised
        /// descriptions of its groups, each followed by the separator, the first one an identifier.
        @discardableResult
        mutating func visit(_ group: ExampleGroup, groups: [ExampleGroup], descriptions: [String], namePrefix: String,
                            focused: Bool, disabledReason: String?, timeout: Duration?) -> Int {
            var count = 0
            // Looked up at the group's first example: most groups hold groups only.
            var usedNames: UsedNames?
            var program: HookProgram?
            var asyncProgram: HookProgram?
            // Whether the spec's own groups around the group's examples have an async hook: the
            // outer groups' hooks do not decide an example's kind, only its own closures do.
            var innerAsync: Bool?
            // An index loop: a generic iterator costs more than the rest of the loop in debug builds.
            let children = group.children
            var index = 0
            while index < children.count {
                defer { index += 1 }
                switch children[index] {
                case .group(let inner):
                    let description = inner.description ?? ""
                    // Built in one buffer: only the first description can need the identifier's `_`.
                    let innerPrefix = TestName.name(prefix: namePrefix, sanitizing: description, thenSeparator: true)
                        ?? namePrefix + "group_at_line_\(inner.location.line)" + TestName.separator
                    let (innerFocused, innerReason) = SpecPlan.combine(
                        focused: focused, reason: disabledReason, with: inner.mark)
                    // Copies with one element appended: `groups + [inner]` builds a third array
                    // through generic calls, which costs more in debug builds.
                    var innerGroups = groups
                    innerGroups.append(inner)
                    var innerDescriptions = descriptions
                    innerDescriptions.append(description)
                    let innerCount = visit(
                        inner, groups: innerGroups, descriptions: innerDescriptions, namePrefix: innerPrefix,
                        focused: innerFocused, disabledReason: innerReason, timeout: inner.timeout ?? timeout)
                    // A group whose only content is unknown shared examples has its own failure already.
                    if innerCount == 0 && !SpecPlan.holdsUnresolved(inner, unresolvedGroups) {
                        failingCases.append(FailingCase(path: innerDescriptions, title: "empty_group", failures: [SpecFailure(
                            .definitionIssue, "\"\(description)\" has no examples: add an it(…) to it, or remove it",
                            at: inner.location)]))
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
                    let (isFocused, reason) = SpecPlan.combine(
                        focused: focused, reason: disabledReason, with: example.mark)
                    let metadata = ExampleMetadata(
                        description: example.description, groupDescriptions: descriptions, testName: name,
                        specName: specName, location: example.location, exampleIndex: examples.count)
                    var groupProgram = program ?? HookProgram(groups: groups)
                    program = groupProgram
                    var exampleGroups = groups
                    if let asyncOuterGroups {
                        let inner = innerAsync ?? groups.dropFirst(asyncOuterGroups.count).contains(where: \.hasAsyncHooks)
                        innerAsync = inner
                        if runsAsync || inner || example.body.isAsync {
                            exampleGroups = asyncOuterGroups + groups.dropFirst(asyncOuterGroups.count)
                            groupProgram = asyncProgram ?? HookProgram(groups: exampleGroups)
                            asyncProgram = groupProgram
                        }
                    }
                    examples.append(PlannedExample(
                        example: example, metadata: metadata, program: groupProgram, isFocused: isFocused,
                        disabledReason: reason, timeout: timeout, groups: exampleGroups, classRoot: root))
                    if isFocused && reason == nil { hasFocused = true }
                    count += 1
                }
            }
            return count
        }
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
