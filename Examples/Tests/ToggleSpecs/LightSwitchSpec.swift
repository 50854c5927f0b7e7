import Matchers
import SpecDSL
import Toggle

/// The shape of a spec (Guidelines.md): sut first, one context per flow, beforeEach runs the code,
/// one expect per it, afterEach resets the variables.
final class LightSwitchSpec: Spec {
    override class func spec() {
        describe("LightSwitch") {
            var sut: LightSwitch!

            afterEach {
                sut = nil
            }

            describe("flipping") {
                context("a switch that is off") {
                    beforeEach {
                        sut = LightSwitch(isOn: false)
                        sut.flip()
                    }

                    it("turns the light on") {
                        expect(sut.isOn) == true
                    }

                    it("counts the flip") {
                        expect(sut.flips) == 1
                    }
                }

                context("a switch that is on") {
                    beforeEach {
                        sut = LightSwitch(isOn: true)
                        sut.flip()
                    }

                    it("turns the light off") {
                        expect(sut.isOn) == false
                    }
                }
            }
        }
    }
}
