/// A guideline spec-lint checks. The raw value is the name reports and opt-out comments use.
package enum Rule: String, CaseIterable, Sendable {
    /// `fit`, `fdescribe`, `fcontext` or `fitBehavesLike` left in: every other example of the target is skipped.
    case focused
    /// An `it` with more than one `expect`.
    case oneExpect = "one-expect"
    /// `sleep`, `usleep`, `Thread.sleep`, `Task.sleep`, spinning a run loop or a busy-wait loop in a spec.
    case noWaiting = "no-waiting"
    /// `Type.standard`, `Type.shared` or `Type.default` used in a spec.
    case sharedInstance = "shared-instance"
    /// A description that does not read in the present tense ("should …", "will …", "returned …").
    case presentTense = "present-tense"
    /// The top `describe` declares a variable before `sut`.
    case sutFirst = "sut-first"
    /// An `afterEach` that leaves a variable of its group set.
    case afterEachNils = "after-each-nils"
    /// `expect({ … })` or `expect(f)` with a function of the file, which `import Matchers` does not call.
    case uncalledClosure = "uncalled-closure"
    /// More examples in one top-level group, nested groups included, than the type checker handles
    /// in about linear time.
    case largeGroup = "large-group"

    /// One line on what the rule checks, for `spec-lint --rules`.
    package var summary: String {
        switch self {
        case .focused: "no fit/fdescribe/fcontext left in: they skip every other example of the target"
        case .oneExpect: "an it holds exactly one expect"
        case .noWaiting: "no sleep, usleep, Thread.sleep, Task.sleep, run-loop spinning or busy-wait loops in a spec"
        case .sharedInstance: "no Type.standard / Type.shared / Type.default in a spec: inject a fresh instance"
        case .presentTense: "descriptions read in the present tense: \"returns nil\", not \"should return nil\""
        case .sutFirst: "sut is the first variable of the top describe"
        case .afterEachNils: "an afterEach sets every variable of its group back to nil"
        case .uncalledClosure: "expect { … } calls a closure, expect({ … }) and expect(f) do not (under import Matchers)"
        case .largeGroup: "at most \(SpecLinter.largeGroupLimit) examples in a top-level group and the groups in it: split it, or use a local function"
        }
    }
}
