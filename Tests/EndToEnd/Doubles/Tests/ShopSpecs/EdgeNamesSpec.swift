import Doubles
import Matchers
import SpecDSL
@testable import Shop

final class EdgeNamesSpec: Spec {
    override class func spec() {
        describe("SessionMock") {
            var sut: SessionMock!

            beforeEach {
                sut = SessionMock()
            }

            afterEach {
                resetDoubles()
            }

            it("has the spy resetSpy for reset(), beside the spies' own reset()") {
                sut.reset()
                expect(sut.spies.resetSpy).to(haveBeenCalled())
                sut.spies.reset()
                expect(sut.spies.resetSpy).toNot(haveBeenCalled())
            }

            it("answers a static spies and an instance staticSpies from their spies") {
                SessionMock.staticSpies.spies.returns(3)
                sut.spies.staticSpies.returns("s")
                expect(SessionMock.spies) == 3
                expect(sut.staticSpies) == "s"
            }

            it("records an async twin and its synchronous twin apart") {
                sut.spies.load.returns(1)
                sut.spies.loadAsync.returns(2)
                let loadNow: () -> Int = { sut.load() }  // a synchronous context calls the synchronous twin
                let direct = loadNow()
                let waited: Int = await sut.load()
                expect(direct) == 1
                expect(waited) == 2
            }

            it("records a parameter named spies, staticSpies or argument0 as any other") {
                sut.spies.configure.returns(1)
                SessionMock.staticSpies.make.returns(2)
                sut.spies.pair.answers { first, second in first * 10 + second }
                expect(sut.configure(spies: 7)) == 1
                expect(SessionMock.make(staticSpies: 8)) == 2
                expect(sut.pair(3, argument0: 4)) == 34
                expect(sut.spies.configure).to(haveBeenCalled(with: 7))
                expect(SessionMock.staticSpies.make).to(haveBeenCalled(with: 8))
                expect(sut.spies.pair).to(haveBeenCalled(with: 3, 4))
            }

            it("records copies of borrowing and consuming arguments") {
                sut.keep("token", 4)
                expect(sut.spies.keep).to(haveBeenCalled(with: "token", 4))
            }
        }

        describe("doubles of shapes from real code") {
            afterEach {
                resetDoubles()
            }

            it("conforms to a protocol named like a Foundation type") {
                let files = FileManagerMock()
                files.spies.fileExists.returns(true)
                expect(files.fileExists(atPath: "/tmp")) == true
                expect(files.spies.fileExists).to(haveBeenCalled(with: "/tmp"))
            }

            it("answers a generic method whose where clause has a same-type requirement") {
                struct Ping: Request { typealias Response = Int }
                let client = RequestingMock()
                client.spies.execute.returns(7)
                let answer: Int = try await client.execute(request: Ping())
                expect(answer) == 7
            }

            it("answers the async requirements of a main-actor protocol") {
                let feed = FeedMock()
                feed.spies.unread.returns(2)
                feed.spies.refresh.returns(3)
                feed.spies.latest.returns("news")
                FeedMock.staticSpies.count.returns(4)
                let unread = await feed.unread
                let refreshed = await feed.refresh()
                let latest = try await feed.latest(after: "a")
                let count = await FeedMock.count()
                expect(unread) == 2
                expect(refreshed) == 3
                expect(latest) == "news"
                expect(count) == 4
                expect(feed.spies.latest).to(haveBeenCalled(with: "a"))
            }

            it("answers an unstubbed static member returning Self with a new double, after its failure") {
                let first = ComposingMock()
                var joined: ComposingMock?
                let failures = gatherFailures { joined = ComposingMock.joined(first, first) }
                expect(failures.count) == 1
                expect(failures.first?.message).to(contain("has no stubbed answer"))
                expect(joined).toNot(beNil())
                expect(joined === first) == false
            }
        }

        describe("ThemeMock") {
            afterEach {
                resetDoubles()
            }

            it("has static spies that code off the main actor reads") {
                await MainActor.run { ThemeMock.apply("dark") }
                expect(ThemeMock.staticSpies.apply).to(haveBeenCalled(with: "dark"))
            }
        }

        #if DEBUG
        describe("a double of a protocol declared under #if DEBUG") {
            it("exists in debug builds") {
                let menu = DebugMenuMock()
                menu.open()
                expect(menu.spies.open).to(haveBeenCalled())
            }
        }
        #endif
        // The release build's half, a double of the #else branch: the optimized fixture's.
    }
}
