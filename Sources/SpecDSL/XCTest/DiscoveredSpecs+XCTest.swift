#if SPECKIT_CORELIBS_XCTEST
import XCTest

@_spi(SpecDiscovery)
extension DiscoveredSpecs {
    /// Runs every example of the spec class of `anchor`, each as its own XCTest case.
    /// Called by the generated `testAllExamplesOf…` method of `anchorClass`.
    ///
    /// SwiftPM also lists a superclass's generated method for each subclass declared in the same
    /// module: that inherited copy runs nothing, since the subclass's own method runs its examples.
    ///
    /// In a random or listed order, the first method of a class that can move runs the examples
    /// of the target's other classes that can move too, in that order's order; their own methods
    /// then run nothing (see `classes(at:order:selection:)`).
    /// - Parameters:
    ///   - anchor: the XCTest case XCTest created for the generated method.
    ///   - anchorClass: the class the generated method was written for.
    public func runExamples(of anchor: SpecCase, anchoredIn anchorClass: SpecCase.Type) {
        #if os(Linux) && compiler(>=6.3)
        if ExampleListing.noteTarget(self, of: anchor, anchoredIn: anchorClass) { return }
        #endif
        guard type(of: anchor) == anchorClass else {
            // Ended at once, also for the crash journal: a process after a crash need not run it.
            let id = XCTestResults.id(of: anchor)
            RunRecord.shared.record(.testStarted(id, isSpecClass: true))
            if RunRecord.takesStarts { RunRecord.shared.record(.specClassEnded(id)) }
            anchor.setExpandedRun(XCTestSuiteRun(test: XCTestSuite(name: anchor.name)))
            return
        }
        let settings = RunSettings.current
        guard settings.order.movesClasses, settings.problems.isEmpty else { return SpecRunner.run(anchor, discovered: self) }
        let classes = classes(at: anchorClass, order: settings.order, selection: XCTestSelection(arguments: CommandLine.arguments))
        SpecRunner.run(anchor, classes: classes, discovered: self)
    }
}
#endif
