import Foundation
import Nimble
import Quick
import Shop

/// Forms taken from Quick 7's documentation: hook order, async hooks, main-actor examples,
/// shared examples with a dictionary context, the metadata a configuration's hooks receive.
final class HookOrderSpec: QuickSpec {
    nonisolated(unsafe) static var log: [String] = []
    nonisolated(unsafe) static var previous: [String] = []

    override class func spec() {
        describe("hooks") {
            beforeEach { previous = log; log = ["a"] }
            aroundEach { runExample in
                log.append("b")
                runExample()
                log.append("c")
            }
            beforeEach { log.append("d") }
            afterEach { log.append("e") }

            context("in a nested group") {
                justBeforeEach { log.append("just") }

                it("run outer beforeEach and aroundEach in declaration order") {
                    log.append("example")
                    expect(log) == ["a", "b", "d", "just", "example"]
                    expect(QuickSpec.current).toNot(beNil())
                    expect(AsyncSpec.current).to(beNil())
                }

                it("ran the afterEach after the aroundEach returned") {
                    expect(previous) == ["a", "b", "d", "just", "example", "c", "e"]
                }
            }
        }
    }
}

final class PricedCartSpec: QuickSpec {
    override class func spec() {
        describe("a cart") {
            @TestState(Cart()) var cart: Cart!
            @TestState var added: Int!

            itBehavesLike("something priced") { ["cart": Cart()] }

            it("is a fresh cart in every example") {
                expect(cart.items).to(beEmpty())
                expect(added).to(beNil())
                cart.add("tea", price: 3)
                added = 1
            }

            it("does not keep the previous example's items") {
                expect(cart.total) == 0
                expect(added).to(beNil())
            }
        }
    }
}

/// Example names the global configuration's metadata hook saw.
enum SeenNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var names: [String] = []

    static func append(_ name: String) { lock.lock(); names.append(name); lock.unlock() }
    static var all: [String] { lock.lock(); defer { lock.unlock() }; return names }
}

final class SharedExamplesConfiguration: QuickConfiguration {
    override class func configure(_ configuration: QCKConfiguration) {
        configuration.beforeEach { exampleMetadata in
            SeenNames.append(exampleMetadata.example.name)
        }
        sharedExamples("something priced") { (sharedExampleContext: @escaping SharedExampleContext) in
            it("starts at zero") {
                let cart = sharedExampleContext()["cart"] as? Cart
                expect(cart?.total) == 0
            }
        }
    }
}

final class MainActorSpec: AsyncSpec {
    override class func spec() {
        describe("async examples") {
            @TestState var list: PriceList! = PriceList()
            var aroundRan = false

            beforeEach { await list.set(1, for: "mint") }
            afterEach { await list.set(0, for: "mint") }
            aroundEach { runExample in
                aroundRan = true
                await runExample()
            }

            it("will call async code that is tagged to run on the main actor") { @MainActor in
                expect(Thread.isMainThread).to(beTrue())
                let mint = await list.price(of: "mint")
                expect(mint) == 1
            }

            it("will call synchronous code that needs to run on the main actor") {
                expect(Thread.isMainThread).to(beFalse())
                // Quick's documented `await MainActor.run { expect(…).to(…) }` returns the
                // expectation, which is not Sendable, in Swift 6 mode with Nimble 14 too.
                await MainActor.run {
                    let onMainThread = Thread.isMainThread
                    expect(onMainThread).to(beTrue())
                }
                expect(aroundRan).to(beTrue())
                expect(AsyncSpec.current).toNot(beNil())
                expect(QuickSpec.current).to(beNil())
            }

            it("gave the configuration's metadata hook the full example name") {
                // Quick's `Example.name`: the group names, then the description, joined by ", ".
                expect(SeenNames.all).to(contain("async examples, will call async code that is tagged to run on the main actor"))
            }
        }
    }
}
