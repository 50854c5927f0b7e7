import Matchers

/// Which example's closure a line of a spec file is in, read from the tree.
extension ExampleGroup {
    /// The example whose closure holds `line` of the file at `filePath`, as far as the tree
    /// tells: the last group, hook or example of this group's tree declared at or before that
    /// line is that example, no other declaration shares its line, and one of the tree comes
    /// after the line (the last one's closure has no end the tree knows of).
    ///
    /// `nil` when that declaration is a group or a hook, when several share its line (examples
    /// made in a loop), or when nothing of the tree is declared before or after the line in that
    /// file. A line of a helper function declared between two examples is taken for the first
    /// one's: callers say the line is in or just after that example.
    func example(writtenAt line: Int, in filePath: String) -> Example? {
        Self.example(writtenAt: line, in: filePath, among: [self], lastIsOpen: false)
    }

    /// The example whose closure holds `line` of the file at `filePath` among the trees of
    /// `roots` (spec classes' root groups, declared in any order), as ``example(writtenAt:in:)``
    /// finds it in one: the last declaration of any of them at or before the line.
    /// - Parameter lastIsOpen: whether the last declaration of them all, when an example, holds
    ///   every line after it too.
    static func example(writtenAt line: Int, in filePath: String, among roots: [ExampleGroup], lastIsOpen: Bool) -> Example? {
        var best: (line: UInt, example: Example?, shared: Bool)?
        var declaredAfter = false
        for root in roots {
            root.forEachDeclaration { location, example in
                guard "\(location.filePath)" == filePath else { return }
                guard location.line <= line else {
                    declaredAfter = true
                    return
                }
                if let current = best, current.line > location.line { return }
                if let current = best, current.line == location.line {
                    best?.shared = true
                    return
                }
                best = (location.line, example, false)
            }
        }
        guard let best, !best.shared, declaredAfter || lastIsOpen else { return nil }
        return best.example
    }

    /// Calls `body` with the place of every group, hook and example of this tree, and the example
    /// for an example's.
    private func forEachDeclaration(_ body: (SourceLocation, Example?) -> Void) {
        body(location, nil)
        for setUp in setUps {
            switch setUp {
            case .before(let hook): body(hook.location, nil)
            case .around(let hook): body(hook.location, nil)
            }
        }
        for hook in justBefores { body(hook.location, nil) }
        for hook in afters { body(hook.location, nil) }
        for child in children {
            switch child {
            case .group(let inner): inner.forEachDeclaration(body)
            case .example(let example): body(example.location, example)
            }
        }
    }
}

extension SpecPlan.PlannedExample {
    /// The example of this example's spec class whose closure holds `line` of the file at
    /// `filePath`, as ``ExampleGroup/example(writtenAt:in:)`` finds it in the class's tree.
    func exampleOfItsClass(writtenAt line: Int, in filePath: String) -> Example? {
        classRoot.example(writtenAt: line, in: filePath)
    }
}

extension ExampleGroup {
    /// How many spec classes that ran last a failure from another thread is looked for in
    /// (``Misuse/backgroundFailure(_:file:line:running:ranBefore:previous:)``).
    static let classesRemembered = 16
}

extension [ExampleGroup] {
    /// Adds `root`, a spec class's root group, as the last to have run (the oldest goes once more
    /// than ``ExampleGroup/classesRemembered`` are kept); nothing when it is the last already.
    mutating func remember(_ root: ExampleGroup) {
        // A subscript, not `last`: the generic getter costs more in debug builds, once per example.
        guard isEmpty || self[count - 1] !== root else { return }
        removeAll { $0 === root }
        append(root)
        if count > ExampleGroup.classesRemembered { removeFirst(count - ExampleGroup.classesRemembered) }
    }
}
