import Matchers
import SpecDSL
import Toggle

final class LightSwitchSpec: Spec {
    override class func spec() {
        describe("LightSwitch") {
            var sut: LightSwitch!

            afterEach { sut = nil }

            context("flipping a switch that is off") {
                beforeEach {
                    sut = LightSwitch(isOn: false)
                    sut.flip()
                }

                it("turns the light on") { expect(sut.isOn) == true }
                it("counts the flip") { expect(sut.flips) == 1 }
            }

            context("flipping a switch that is on") {
                beforeEach {
                    sut = LightSwitch(isOn: true)
                    sut.flip()
                }

                it("turns the light off") { expect(sut.isOn) == false }
            }
        }
    }
}
