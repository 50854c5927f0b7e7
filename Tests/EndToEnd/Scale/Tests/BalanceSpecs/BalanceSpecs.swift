import Foundation
import Matchers
import SpecDSL

/// Three classes, each with one example that sleeps a second and some that return at once.
/// Dealt by count over three shards, the slow examples of the first two classes share the third
/// shard; dealt by their recorded times, each shard holds one.
final class Balance1Spec: Spec {
    override class func spec() {
        for number in 1...2 { it("quick \(number)") { expect(number) > 0 } }
        it("waits") { Thread.sleep(forTimeInterval: 1) }
    }
}

final class Balance2Spec: Spec {
    override class func spec() {
        for number in 1...5 { it("quick \(number)") { expect(number) > 0 } }
        it("waits") { Thread.sleep(forTimeInterval: 1) }
    }
}

final class Balance3Spec: Spec {
    override class func spec() {
        for number in 1...9 { it("quick \(number)") { expect(number) > 0 } }
        it("waits") { Thread.sleep(forTimeInterval: 1) }
    }
}
