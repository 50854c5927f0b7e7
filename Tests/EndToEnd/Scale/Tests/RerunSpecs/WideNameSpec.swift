import Matchers
import SpecDSL

/// Examples named in letters that are not ASCII, some of them two columns wide on a terminal: the
/// saved status lines them up as a terminal shows them, and reads them back. `计算` fails when
/// `wide` is listed.
final class WideNameSpec: Spec {
    override class func spec() {
        describe("Äpfel") {
            it("zählt Äpfel") { expect(1) == 1 }
            it("计算") { expect(isBroken("wide")) == false }
            it("한국어 테스트") { expect(1) == 1 }
            it("plain ascii") { expect(1) == 1 }
        }
    }
}
