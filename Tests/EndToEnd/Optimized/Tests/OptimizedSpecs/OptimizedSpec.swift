import Doubles
import Foundation
import Lamp
import NimbleCompat
import SpecDSL
import SpecTables

enum ParseError: Error { case empty }

func parse(_ text: String) throws -> Int {
    guard let number = Int(text) else { throw ParseError.empty }
    return number
}

/// Quick's and Nimble's forms, generated doubles, a table and a failure, in an optimized build.
final class OptimizedSpec: QuickSpec {
    override class func spec() {
        describe("an optimized build") {
            var numbers: [Int] = []
            beforeEach { numbers = [1, 2, 3] }

            it("matches with Nimble's forms") {
                expect(numbers).to(contain(2))
                expect(numbers.count) == 3
                expect("speckit").to(beginWith("spec"))
                expect(1.0).to(beCloseTo(1.0001, within: 0.01))
                expect { try parse("") }.to(throwError(ParseError.empty))
                expect(try parse("42")).to(equal(42))
            }

            it("fails at its own line") {
                expect(numbers.first).to(equal(2))
            }

            itBehavesLike(table: "Squares", bundle: .module) { (number: Int) -> Int in
                number * number
            }
        }

        describe("a generated double") {
            it("records its calls and returns its stub") {
                let light = SwitchMock()
                light.spies.flip.returns(true)
                expect(light.flip()) == true
                expect(light.spies.flip).to(haveBeenCalled(times: 1))
            }
        }

        // The debug build's half of this shape is the doubles fixture's (EdgeNamesSpec).
        #if !DEBUG
        describe("a double of a protocol declared under #if DEBUG's #else") {
            it("exists in release builds") {
                let banner = ReleaseBannerMock()
                banner.show()
                expect(banner.spies.show).to(haveBeenCalled())
            }
        }
        #endif
    }
}
