import Matchers
import SpecDSL
import Toggle

/// Code that finishes on another thread: checked with toEventually, never with sleep (Guidelines: no-waiting).
final class StairwellLightSpec: Spec {
    override class func spec() {
        describe("StairwellLight") {
            var sut: StairwellLight!

            afterEach {
                sut = nil
            }

            describe("pressing the button") {
                context("before its time is up") {
                    beforeEach {
                        sut = StairwellLight(onFor: .seconds(60))
                        sut.press()
                    }

                    it("switches the light on") {
                        expect(sut.isOn) == true
                    }
                }

                context("once its time is up") {
                    beforeEach {
                        sut = StairwellLight(onFor: .milliseconds(20))
                        sut.press()
                    }

                    it("switches the light off by itself") {
                        expect(sut.isOn).toEventually(beFalse())
                    }
                }
            }
        }
    }
}
