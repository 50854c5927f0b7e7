import Doubles
import Matchers
import SpecDSL
@testable import Shop

/// Uses the member added to Tracker: it compiles only if the double was generated again.
final class TrackerIdentifySpec: Spec {
    override class func spec() {
        describe("TrackerMock") {
            var sut: TrackerMock!

            beforeEach {
                sut = TrackerMock()
                sut.identify(user: "ada")
            }

            afterEach {
                sut = nil
            }

            it("has a spy for the new requirement") {
                expect(sut.spies.identify).to(haveBeenCalled(with: "ada"))
            }
        }
    }
}
