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
    /// - Parameter lastIsOpen: whether the tree's last declaration, when an example, holds every
    ///   line after it too (a caller bounds it otherwise).
    func example(writtenAt line: Int, in filePath: String, lastIsOpen: Bool = false) -> Example? {
        var best: (line: UInt, example: Example?, shared: Bool)?
        var declaredAfter = false
        func consider(_ location: SourceLocation, _ example: Example?) {
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
        func visit(_ group: ExampleGroup) {
            consider(group.location, nil)
            for setUp in group.setUps {
                switch setUp {
                case .before(let hook): consider(hook.location, nil)
                case .around(let hook): consider(hook.location, nil)
                }
            }
            for hook in group.justBefores { consider(hook.location, nil) }
            for hook in group.afters { consider(hook.location, nil) }
            for child in group.children {
                switch child {
                case .group(let inner): visit(inner)
                case .example(let example): consider(example.location, example)
                }
            }
        }
        visit(self)
        guard let best, !best.shared, declaredAfter || lastIsOpen else { return nil }
        return best.example
    }
}

extension SpecPlan.PlannedExample {
    /// The example of this example's spec class whose closure holds `line` of the file at
    /// `filePath`, as ``ExampleGroup/example(writtenAt:in:)`` finds it in the class's tree.
    func exampleOfItsClass(writtenAt line: Int, in filePath: String, lastIsOpen: Bool = false) -> Example? {
        // The class's root group is the innermost of the groups without a description.
        groups.last { $0.description == nil }?.example(writtenAt: line, in: filePath, lastIsOpen: lastIsOpen)
    }
}
