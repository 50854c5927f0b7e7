/// A value that is set up before each example of the group it is declared in and reset to `nil`
/// after each example (after its `afterEach` hooks), so no example sees another's state.
///
/// ```swift
/// describe("Cart") {
///     @TestState var cart: Cart! = Cart()
///     @TestState var receipt: Receipt?
///
///     it("starts empty") { expect(cart.items).to(beEmpty()) }
///     it("adds items") { cart.add("tea"); expect(cart.items.count) == 1 }
/// }
/// ```
///
/// Quick 7's `@TestState`. Declared outside of `spec()` it is a plain optional value.
@propertyWrapper
public struct TestState<T> {
    private final class Container {
        var value: T?
    }

    private let container = Container()

    /// The value for the running example; `nil` between examples.
    public var wrappedValue: T! {
        get { container.value }
        nonmutating set { container.value = newValue }
    }

    /// A value that starts as `nil` in each example and is reset to `nil` after it.
    public init() {
        Self.register(container, initialValue: nil, isMainActor: false)
    }

    /// A value set to `wrappedValue()` (evaluated anew) before each example and reset to `nil` after it.
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value of each example.
    ///   - isolation: Where the caller runs, which the initial value is made on; leave the default.
    public init(wrappedValue: @escaping @autoclosure () -> T?, isolation: isolated (any Actor)? = #isolation) {
        Self.register(container, initialValue: wrappedValue, isMainActor: isolation === MainActor.shared)
    }

    /// Same as `init(wrappedValue:)`: `@TestState(Cart()) var cart: Cart!`.
    ///
    /// - Parameters:
    ///   - initialValue: The initial value of each example.
    ///   - isolation: Where the caller runs, which the initial value is made on; leave the default.
    public init(_ initialValue: @escaping @autoclosure () -> T, isolation: isolated (any Actor)? = #isolation) {
        self.init(wrappedValue: initialValue(), isolation: isolation)
    }

    private static func register(_ container: Container, initialValue: (() -> T?)?, isMainActor: Bool) {
        // Outside of spec() there are no examples to reset around.
        guard let builder = BuildingState.shared.currentBuilder else { return }
        let location = builder.currentGroup.location
        builder.addHook(Hook(kind: .beforeEach, body: .sync { _ in
            if let initialValue { container.value = initialValue() }
            ExampleRun.current?.addTeardown { container.value = nil }
        }, location: location, isMainActor: isMainActor))
    }
}
