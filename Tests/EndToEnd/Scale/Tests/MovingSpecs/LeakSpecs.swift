import Matchers
import SpecDSL

/// State one spec class leaves behind and another reads, as careless specs would.
enum SharedState {
    nonisolated(unsafe) static var isDirty = false
}

// Order-dependent on purpose, across classes: XCTest runs LeakReaderSpec before LeakWriterSpec
// (in the order of their names), so both pass in the defined order; a random order that runs
// the writer first fails the reader.

final class LeakReaderSpec: Spec {
    override class func spec() {
        it("finds the state clean") { expect(SharedState.isDirty) == false }
    }
}

final class LeakWriterSpec: Spec {
    override class func spec() {
        it("leaves state behind") { SharedState.isDirty = true }
    }
}
