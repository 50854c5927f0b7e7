import Doubles
import Foundation
import Matchers
import SpecDSL
@testable import Shop

final class ClockMockSpec: Spec {
    override class func spec() {
        describe("ClockMock") {
            afterEach {
                ClockMock.staticSpies.reset()
            }

            describe("static members") {
                beforeEach {
                    ClockMock.staticSpies.now.returns(42)
                    ClockMock.advance(by: 5)
                }

                it("answers from the static spies") {
                    expect(ClockMock.now) == 42
                }

                it("records static calls") {
                    expect(ClockMock.staticSpies.advance).to(haveBeenCalled(with: 5))
                }
            }
        }
    }
}

final class StorageMockSpec: Spec {
    override class func spec() {
        describe("StorageMock") {
            var sut: StorageMock!

            beforeEach {
                sut = StorageMock()
                sut.spies.load.returns(5)
                sut.save(3, for: "count")
            }

            afterEach {
                sut = nil
            }

            it("answers a generic method with the stubbed value") {
                expect(try sut.load("count", as: Int.self)) == 5
            }

            it("records a generic method's arguments") {
                expect(try sut.spies.save.argument(0, as: Int.self)) == 3
            }
        }
    }
}

final class RepositoryMockSpec: Spec {
    override class func spec() {
        describe("RepositoryMock") {
            var sut: RepositoryMock<String>!

            beforeEach {
                sut = RepositoryMock<String>()
                sut.spies.add.returns(true)
                sut.spies.all.returns(["tea"])
            }

            afterEach {
                sut = nil
            }

            it("is generic over the associated type") {
                expect(sut.add("tea")) == true
            }

            it("returns the stubbed items") {
                expect(sut.all()) == ["tea"]
            }

            it("implements Self as the double's own type") {
                let other = RepositoryMock<String>()
                sut.spies.copy.returns(other)
                expect(sut.copy()).to(beIdenticalTo(other))
            }
        }
    }
}

private struct OtherError: Error {}

final class LoaderMockSpec: Spec {
    override class func spec() {
        describe("LoaderMock") {
            var sut: LoaderMock!

            beforeEach {
                sut = LoaderMock()
            }

            afterEach {
                sut = nil
            }

            describe("a completion handler") {
                var received: Capture<Result<Int, LoadError>>!

                beforeEach {
                    let results = Capture<Result<Int, LoadError>>()
                    received = results
                    sut.spies.load.answers { _, completion in completion(.success(3)) }
                    sut.load(id: "a") { results.record($0) }
                }

                afterEach {
                    received = nil
                }

                it("is called by the stubbed answer") {
                    expect(received).to(haveBeenCalled(with: .success(3)))
                }
            }

            describe("a variadic method") {
                beforeEach {
                    sut.prefetch("a", "b")
                }

                it("records the arguments as an array") {
                    expect(sut.spies.prefetch).to(haveBeenCalled(with: ["a", "b"]))
                }
            }

            describe("a closure that does not escape") {
                beforeEach {
                    sut.forEach { _ in }
                }

                it("records the call without the closure") {
                    expect(sut.spies.forEach).to(haveBeenCalled(times: 1))
                }
            }

            describe("typed throws") {
                beforeEach {
                    sut.spies.validate.throws(LoadError.notFound)
                }

                it("throws the stubbed error of the declared type") {
                    expect { try sut.validate("x") }.to(throwError(LoadError.notFound))
                }
            }

            describe("typed throws stubbed with an error of another type") {
                var failures: [RecordedFailure]!

                beforeEach {
                    sut.spies.validate.throws(OtherError())
                    failures = gatherFailures { _ = try? sut.validate("x") }
                }

                afterEach {
                    failures = nil
                }

                it("reports that the method cannot throw it") {
                    expect(failures.map(\.message)) == ["LoaderMock.validate(_:) is stubbed to throw OtherError(), but it throws only LoadError"]
                }
            }
        }
    }
}

final class ShapesMockSpec: Spec {
    override class func spec() {
        describe("ShapesMock") {
            var sut: ShapesMock!

            beforeEach {
                sut = ShapesMock()
                sut.spies.bump.returns(())
                var value = 4
                sut.bump(&value)
            }

            afterEach {
                sut = nil
            }

            it("records an inout argument's value") {
                expect(sut.spies.bump).to(haveBeenCalled(with: 4))
            }
        }
    }
}
