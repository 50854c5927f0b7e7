import Doubles
import Matchers
import SpecDSL
@testable import Shop

final class SettingsSpec: Spec {
    override class func spec() {
        describe("SettingsMock") {
            var sut: SettingsMock!

            beforeEach {
                sut = SettingsMock()
            }

            afterEach {
                sut = nil
            }

            describe("a settable property") {
                beforeEach {
                    sut.volume = 7
                }

                it("reads back what was set") {
                    expect(sut.volume) == 7
                }

                it("records the value set") {
                    expect(sut.spies.setVolume).to(haveBeenCalled(with: 7))
                }
            }

            describe("an async throwing getter") {
                var thrown: LoadError?

                beforeEach {
                    sut.spies.token.throws(LoadError.notFound)
                    do {
                        _ = try await sut.token
                    } catch {
                        thrown = error as? LoadError
                    }
                }

                afterEach {
                    thrown = nil
                }

                it("throws the stubbed error") {
                    expect(thrown) == .notFound
                }
            }

            describe("an unstubbed getter") {
                var failures: [RecordedFailure]!
                var theme: String??

                beforeEach {
                    failures = gatherFailures { theme = sut.theme }
                }

                afterEach {
                    failures = nil
                    theme = nil
                }

                it("fails and says what to stub, at the double's line") {
                    expect(failures.map(\.message)) == [
                        "SettingsMock.theme has no stubbed answer; set one with returns(_:), answers(_:) or throws(_:) before the code under test calls it"
                    ]
                }

                it("answers nil for an optional type so the code keeps running") {
                    expect(theme) == .some(nil)
                }
            }
        }
    }
}
