import Doubles
import Matchers
import SpecDSL
@testable import Shop

/// A `@MainActor` protocol's double, created and used on the main actor in Swift 6 mode.
final class BannerSpec: Spec {
    override class func spec() {
        describe("Banner") {
            var shown: [String]!
            var title: String??

            beforeEach {
                let result = await MainActor.run { () -> ([String], String?) in
                    let screen = ScreenMock()
                    Banner(screen: screen).announce(Product(id: 1, name: "Tea"))
                    return (screen.spies.show.calls, screen.title)
                }
                (shown, title) = result
            }

            afterEach {
                shown = nil
                title = nil
            }

            it("shows the product") {
                expect(shown) == ["New: Tea"]
            }

            it("sets the title") {
                expect(title) == "Tea"
            }
        }
    }
}
