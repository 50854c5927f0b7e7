import Foundation
import SpecDSL
import SpecTables
import Tables
import Toggle

/// A table-driven spec: each input of Tables/LightSwitchFlips.testkit is its own example, e.g.
/// `LightSwitchTableSpec.LightSwitch_flipped_n_times__Odd_flips__3`.
final class LightSwitchTableSpec: Spec {
    override class func spec() {
        describe("LightSwitch flipped n times") {
            itBehavesLike(table: "LightSwitchFlips", bundle: .module) { (flips: Int) -> Bool in
                var sut = LightSwitch(isOn: false)
                for _ in 0..<max(flips, 0) { sut.flip() }
                return sut.isOn
            }
        }
    }
}
