import Foundation
import Matchers
import XCTest

/// Specs written for Nimble 14's common API, unchanged except for `import Matchers`.
/// Everything here must compile without warnings and pass.
final class NimbleCompatibilityTests: XCTestCase {
    enum LoadError: Error, Equatable { case offline, timeout }
    struct Point: Equatable { var x: Int; var y: Int }
    final class Box { let value: Int; init(_ value: Int) { self.value = value } }

    var sut: Bool!

    func load(_ fail: Bool) throws -> Int {
        if fail { throw LoadError.offline }
        return 1
    }

    func fetch() async -> Int { 1 }

    func expectPositive(_ n: Int, file: FileString = #filePath, line: UInt = #line) {
        expect(file: file, line: line, n) > 0
    }

    func expectPositiveWithStaticString(_ n: Int, file: StaticString = #filePath, line: UInt = #line) {
        expect(file: file, line: line, n).to(beGreaterThan(0))
    }

    func testCommonSyncForms() {
        XCTAssertEqual(gatherFailures {
            sut = true
            expect(self.sut) == true
            expect(self.sut).to(beTrue())
            expect(1 + 1).to(equal(2))
            expect(1 + 1) == 2
            expect(2) != 3
            expect("abc").to(equal("abc"))
            expect([1, 2, 3]).to(contain(1, 2))
            expect([1, 2, 3]).to(contain(3))
            expect("hello").to(contain("ell"))
            expect("apple").to(beginWith("a"))
            expect("apple").to(endWith("le"))
            expect([1, 2]).to(beginWith(1))
            expect([1, 2]).to(haveCount(2))
            expect([Int]()).to(beEmpty())
            expect("").to(beEmpty())
            expect(1.0).to(beCloseTo(1.0001, within: 0.01))
            expect(0.1 + 0.2) ≈ 0.3
            expect(1.02) ≈ (1.0, 0.05)
            expect(1.02) == 1.0 ± 0.05
            expect([0.1 + 0.2]) ≈ [0.3]
            expect(3) > 1
            expect(3) >= 3
            expect(1) < 3
            expect(1) <= 1
            expect(5).to(beWithin(1..<10))
            expect(Point(x: 1, y: 2)) == Point(x: 1, y: 2)
            expect(nil as Int?).to(beNil())
            expect(nil as Int?) == nil
            expect(1 as Int?) != nil
            expect(try self.load(true)).to(throwError())
            expect { try self.load(true) }.to(throwError())
            expect { try self.load(true) }.to(throwError(LoadError.offline))
            expect { try self.load(true) }.to(throwError(errorType: LoadError.self))
            expect { try self.load(false) }.toNot(throwError())
            expect { _ = try self.load(false) }.toNot(throwError())
            expect { try self.load(true) }.to(throwError { error in
                expect(error as? LoadError) == .offline
            })
            expect(LoadError.timeout as any Error).to(matchError(LoadError.timeout))
            let box = Box(1)
            expect(box).to(beIdenticalTo(box))
            expect(box) === box
            expect(box) !== Box(1)
            expect(box).to(beAKindOf(Box.self))
            expect(box).to(beAnInstanceOf(Box.self))
            expect("order-42").to(match("\\d+"))
            expect(Result<Int, LoadError>.success(1)).to(beSuccess())
            expect(Result<Int, LoadError>.success(1)).to(beSuccess(1))
            expect(Result<Int, LoadError>.success(1)).to(beSuccess(beGreaterThan(0)))
            expect(Result<Int, LoadError>.failure(.offline)).to(beFailure())
            expect(Result<Int, LoadError>.failure(.offline)).to(beFailure { error in expect(error) == .offline })
            expect([1, 2]).to(allPass(beLessThan(3)))
            expect([2, 4]).to(allPass { $0 % 2 == 0 })
            expect(5).to(satisfyAllOf(beGreaterThan(1), beLessThan(10)))
            expect(5).to(beGreaterThan(1) && beLessThan(10))
            expect(5).to(equal(1) || equal(5))
            expect(5).to(satisfyAnyOf(equal(1), equal(5)))
            expect(Point(x: 1, y: 2)).to(map(\.x, equal(1)))
            expect(Point(x: 1, y: 2)).to(map({ $0.y }, equal(2)))
            expect([1, 2]).to(containElementSatisfying({ $0 == 2 }))
            expect([1, 2]).to(elementsEqual([1, 2]))
            expect([1, 2, 3]).to(beginWith(prefix: [1, 2]))
            expect([1, 2, 3]).to(endWith(suffix: [2, 3]))
            expect((1, "a")).to(equal((1, "a")))
            expect(true).to(beTruthy())
            expect(false).to(beFalsy())
            expect(false).to(beFalse())
            expect { () }.to(beVoid())
            expect { ToSucceedResult.succeeded }.to(succeed())
            expect(1).to(equal(1), description: "one")
            expect(1).notTo(equal(2))
            expectPositive(1)
            expectPositiveWithStaticString(1)
        }, [])
    }

    func testRequireAndUnwrap() throws {
        let value: Int? = 3
        let unwrapped = try unwrap(value)
        let required = try require(value).toNot(beNil())
        let compared = try require(unwrapped).to(beGreaterThan(1))
        XCTAssertEqual([unwrapped, required, compared], [3, 3, 3])
    }

    func testAsyncForms() async throws {
        let failures = await gatherFailures {
            await expect { await self.fetch() }.to(equal(1))
            await expect { await self.fetch() } == 1
            await expect { await self.fetch() }.toEventually(equal(1))
            await expecta(await self.fetch()).to(equal(1))
            await expect(1).toEventually(equal(1))
            await expect { await self.fetch() }.toNever(equal(2), until: .milliseconds(20))
            let value = try await require { await self.fetch() }.to(equal(1))
            expect(value) == 1
            let unwrapped = try await unwrap { await self.fetch() }
            expect(unwrapped) == 1
        }
        XCTAssertEqual(failures, [])
    }
}
