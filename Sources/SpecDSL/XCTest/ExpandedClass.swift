#if SPECKIT_CORELIBS_XCTEST
import XCTest

/// What the XCTest cases of one spec class share while they run: the class's plan and selection,
/// let go once they ran.
///
/// XCTest keeps every case, and the closure each runs, until the process ends. So a long run
/// holds none of a class's planned examples, their names and hook orders, after its cases ended,
/// as plain XCTest holds nothing of a test but its case. The class's tree stays with its target
/// (``TargetPlan/letGo(of:)``).
final class ExpandedClass {
    private let specType: SpecCase.Type
    private let target: TargetPlan
    /// The class's plan, until the cases ran (the documentation format reads it as they end).
    private(set) var plan: SpecPlan?
    /// What the class runs, read by every example's case as it runs.
    private(set) var selection: ExampleSelection?

    init(_ specType: SpecCase.Type, plan: SpecPlan?, in target: TargetPlan, selection: ExampleSelection? = nil) {
        self.specType = specType
        self.target = target
        self.plan = plan
        self.selection = selection
    }

    /// Lets go of the class's plan, its selection and each case's example, once `suite` ran.
    func letGo(of suite: XCTestSuite) {
        // An index loop: a generic iterator costs more than the rest in debug builds.
        let tests = suite.tests
        var index = 0
        while index < tests.count {
            (tests[index] as? SpecCase)?.planned = nil
            index += 1
        }
        plan = nil
        selection = nil
        target.letGo(of: specType)
    }
}
#endif
