/// The rules about the code inside DSL calls: waiting, and shared instances.
extension SpecLinter {
    /// The token ranges of DSL calls that are not inside another one: only their code is a spec's.
    static func specCode(_ tree: SpecTree) -> [Int] {
        tree.roots.flatMap { Array($0.start..<min($0.body.upperBound + 1, tree.tokens.count)) }
    }

    static let sleepCalls: Set<String> = ["sleep", "usleep", "nanosleep"]
    static let sleepReceivers: Set<String> = ["Thread", "Task"]

    static func waiting(_ tree: SpecTree) -> [(line: Int, message: String)] {
        let advice = "use toEventually or an XCTest expectation, which wait only as long as needed"
        var found: [(line: Int, message: String)] = []
        for index in specCode(tree) {
            guard let word = tree.identifier(at: index) else { continue }
            let line = tree.tokens[index].line
            let member = tree.isPunctuation(index - 1, ".")
            let receiver = member ? tree.identifier(at: index - 2) : nil
            if sleepCalls.contains(word), tree.isPunctuation(index + 1, "("),
               !member || receiver.map(sleepReceivers.contains) == true {
                // `clock.sleep(for:)` on an injected clock is not flagged: a test clock does not wait.
                let name = receiver.map { "\($0).\(word)" } ?? word
                found.append((line, "'\(name)' waits a fixed time and makes the spec slow or flaky; \(advice)"))
            } else if word == "RunLoop", tree.isPunctuation(index + 1, "."), tree.isPunctuation(index + 3, "."),
                      tree.identifier(at: index + 4)?.hasPrefix("run") == true {
                found.append((line, "spinning 'RunLoop' waits by hand; \(advice)"))
            } else if word == "CFRunLoopRun" || word == "CFRunLoopRunInMode" {
                found.append((line, "'\(word)' spins the run loop by hand; \(advice)"))
            } else if word == "while", !closesRepeat(tree, index - 1), let body = loopBody(tree, from: index + 1),
                      isIdle(tree, body) {
                found.append((line, "a loop that only waits for a condition busy-waits; \(advice)"))
            } else if word == "repeat", tree.isPunctuation(index + 1, "{"), let close = tree.partner[index + 1],
                      isIdle(tree, (index + 2)..<close) {
                found.append((line, "a loop that only waits for a condition busy-waits; \(advice)"))
            }
        }
        return found
    }

    /// Whether the token at `index` is the `}` of `repeat { … }`, making the `while` after it its condition.
    private static func closesRepeat(_ tree: SpecTree, _ index: Int) -> Bool {
        guard tree.isPunctuation(index, "}"), let open = tree.partner[index] else { return false }
        return tree.identifier(at: open - 1) == "repeat"
    }

    /// The body of `while condition { … }`: the first `{` outside parentheses and brackets.
    private static func loopBody(_ tree: SpecTree, from start: Int) -> Range<Int>? {
        var index = start
        while index < tree.tokens.count {
            if tree.isPunctuation(index, "{") {
                return tree.partner[index].map { (index + 1)..<$0 }
            }
            if tree.isPunctuation(index, "(") || tree.isPunctuation(index, "["), let close = tree.partner[index] {
                index = close + 1
                continue
            }
            if tree.isPunctuation(index, "}") { return nil }
            index += 1
        }
        return nil
    }

    /// An empty loop body, or one that only yields: the loop waits for something else to happen.
    private static func isIdle(_ tree: SpecTree, _ body: Range<Int>) -> Bool {
        body.isEmpty || body.allSatisfy { index in
            guard let word = tree.identifier(at: index) else { return true }
            return ["Task", "yield", "sched_yield", "await", "try", "Thread"].contains(word)
        }
    }

    /// `standard`, `shared` and `default` are the names singletons with state go by
    /// (`UserDefaults.standard`, `URLSession.shared`, `NotificationCenter.default`). `main` is left
    /// out: `DispatchQueue.main` and `RunLoop.main` are where work runs, not state examples share.
    static let sharedMembers: Set<String> = ["standard", "shared", "default"]

    static func sharedInstances(_ tree: SpecTree) -> [(line: Int, message: String)] {
        specCode(tree).compactMap { index in
            // Only `Type.member`: an implicit `.default` is usually an enum case or an option.
            guard let member = tree.identifier(at: index), sharedMembers.contains(member),
                  tree.isPunctuation(index - 1, "."), let type = tree.identifier(at: index - 2),
                  type.first?.isUppercase == true
            else { return nil }
            return (tree.tokens[index].line, "'\(type).\(member)' is shared by every example and every test run; "
                    + "create a fresh instance or a double in beforeEach and inject it")
        }
    }
}
