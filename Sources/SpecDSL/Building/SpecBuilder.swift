import Matchers

/// Builds the example tree of one spec class (or the hooks of one `Configuration`) while its
/// `spec()` runs: the DSL functions add groups, examples and hooks to the innermost open group.
final class SpecBuilder: @unchecked Sendable {
    /// An `itBehavesLike` whose shared examples were not defined yet when it was called: it is
    /// expanded once every spec of the target has been built.
    struct PendingBehavior {
        let group: ExampleGroup
        let name: String
        let context: SharedExampleContext
        let location: SourceLocation
        let groupPath: [String]
    }

    let root: ExampleGroup
    private var stack: [ExampleGroup]
    /// The definition issues found and the failures recorded while the tree was built (an
    /// `expect` outside of any example, …), each a failing case named after the open groups.
    private(set) var failingCases: [FailingCase] = []
    private(set) var suiteHooks: [SuiteHook] = []
    private(set) var pendingBehaviors: [PendingBehavior] = []
    /// The shared examples this spec's own calls defined, which its `itBehavesLike` calls include
    /// before those the process keeps (another spec may have run the same call since).
    private var ownSharedExamples: [String: SharedExampleClosure] = [:]

    init(root: ExampleGroup) {
        self.root = root
        self.stack = [root]
        self.currentGroup = root
    }

    /// The innermost open group: the last of `stack`, kept apart because every DSL call asks
    /// (reading an array's last element is several calls in the debug builds `swift test` uses).
    private(set) var currentGroup: ExampleGroup

    /// The descriptions of the open groups, outermost first.
    var groupPath: [String] { stack.compactMap(\.description) }

    /// Adds a group and builds its content by calling `content` with the group open.
    @discardableResult
    func addGroup(
        _ description: String, location: SourceLocation, mark: Mark, content: () -> Void
    ) -> ExampleGroup {
        let group = ExampleGroup(description: description, location: location, mark: mark)
        currentGroup.append(.group(group))
        build(in: group, content)
        return group
    }

    /// Runs `content` with `group` as the innermost open group.
    func build(in group: ExampleGroup, _ content: () -> Void) {
        let outer = currentGroup
        stack.append(group)
        currentGroup = group
        content()
        // Array's own `remove(at:)`: `removeLast()` is a generic extension, slower in debug builds.
        _ = stack.remove(at: stack.count - 1)
        currentGroup = outer
    }

    func addExample(_ example: Example) { currentGroup.append(.example(example)) }

    func addHook(_ hook: Hook) { currentGroup.append(hook) }

    func addAroundHook(_ hook: AroundHook) { currentGroup.append(hook) }

    func addSuiteHook(_ hook: SuiteHook) { suiteHooks.append(hook) }

    /// Adds a definition issue: a failing case named after the open groups and `title`.
    func addIssue(title: String, message: String, location: SourceLocation) {
        addIssue(title: title, message: message, location: location, groupPath: groupPath)
    }

    func addIssue(title: String, message: String, location: SourceLocation, groupPath: [String]) {
        failingCases.append(FailingCase(path: groupPath, title: title, failures: [SpecFailure(.definitionIssue, message, at: location)]))
    }

    /// Adds a failure recorded while the tree was built, outside of any example.
    func addFailureOutsideExample(_ failure: SpecFailure) {
        let described = SpecFailure(failure.kind, Misuse.failureOutsideExample(failure.message), file: failure.file, line: failure.line)
        failingCases.append(FailingCase(path: groupPath, title: "failure_outside_example", failures: [described]))
    }

    /// The name of the case of a class whose `spec()` crashed an earlier process of the run.
    static let specCrashedName = "spec_crashed"

    /// Adds the failing case of `activity` (`spec() of Module.Class`), which crashed an earlier
    /// process of the run and does not run again, at `place` (`/path/BoolSpec.swift:12`, where
    /// the class is declared) when known.
    func addCrash(_ crash: EarlierProcesses.Crash, in activity: String, place: String? = nil) {
        var file = "<\(activity)>"
        var line = 1
        if let place, let colon = place.lastIndex(of: ":"), let number = Int(place[place.index(after: colon)...]) {
            file = String(place[..<colon])
            line = number
        }
        failingCases.append(FailingCase(name: Self.specCrashedName, failures: [
            SpecFailure(.apiMisused, "\(activity) " + crash.message, file: file, line: line),
        ]))
    }

    /// Keeps shared examples this spec's own `sharedExamples` call defined.
    func keepSharedExamples(_ name: String, _ closure: @escaping SharedExampleClosure) { ownSharedExamples[name] = closure }

    /// The shared examples named `name` that this spec defined, if it did.
    func sharedExamples(named name: String) -> SharedExampleClosure? { ownSharedExamples[name] }

    func addPendingBehavior(_ name: String, group: ExampleGroup, context: @escaping SharedExampleContext, location: SourceLocation) {
        pendingBehaviors.append(
            PendingBehavior(group: group, name: name, context: context, location: location, groupPath: groupPath + [name]))
    }

    func takePendingBehaviors() -> [PendingBehavior] {
        defer { pendingBehaviors = [] }
        return pendingBehaviors
    }
}
