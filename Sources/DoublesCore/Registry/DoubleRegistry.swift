import Matchers

/// The one run-time registry of this module: every ``Capture``, ``Stub``, ``PropertySpy`` and
/// ``CallJournal`` (so every ``Spy`` and ``AnySpy``, which are made of them) joins the current
/// registry when it is created, so ``resetDoubles()`` can reset all of them at once (SwityKit's
/// `tearDownMocks()`).
///
/// It holds its members weakly: a double that a spec let go of is not kept alive by it.
///
/// ```swift
/// afterEach(resetDoubles)                                  // in a Spec
/// override func tearDown() { resetDoubles() }              // in an XCTestCase
/// @Test func x() async { await DoubleRegistry.scoped { … } } // Swift Testing: tests run in parallel
/// ```
///
/// Tests that run in parallel in one process (Swift Testing's default) share the process-wide
/// registry; give each its own with ``scoped(_:)`` so that one test's reset never touches
/// another test's doubles.
public final class DoubleRegistry: @unchecked Sendable {
    /// The registry doubles join when created: the innermost ``scoped(_:)`` around the running
    /// code, else ``process``.
    public static var current: DoubleRegistry { scope ?? process }

    /// The process-wide registry, used outside any ``scoped(_:)``.
    public static let process = DoubleRegistry()

    @TaskLocal private static var scope: DoubleRegistry?

    private struct Members {
        var components: [WeakComponent] = []
        var pruneAt = 64
        /// The static spies of each double type, made in this registry (see ``staticSpies(_:)``).
        var statics: [ObjectIdentifier: any Sendable] = [:]
    }

    private let members = Locked(Members())

    /// Creates an empty registry; ``scoped(_:)`` makes it the current one.
    public init() {}

    /// Runs `body` with a fresh registry as the current one, then resets what joined it.
    /// - Parameter body: The test's code.
    /// - Returns: What `body` returns.
    public static func scoped<T>(_ body: () throws -> T) rethrows -> T {
        let registry = DoubleRegistry()
        defer { registry.reset() }
        return try $scope.withValue(registry, operation: body)
    }

    /// The async form of ``scoped(_:)``: `body` runs where the caller runs (on the main actor
    /// from a spec's example), so it may use what is isolated there.
    public static func scoped<T>(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T) async rethrows -> T {
        let registry = DoubleRegistry()
        defer { registry.reset() }
        return try await $scope.withValue(registry, operation: body, isolation: isolation)
    }

    /// Resets every living double and journal that joined: recorded calls, reads and writes
    /// and stubbed answers are forgotten; a property double keeps its value and a lenient
    /// double stays lenient.
    public func reset() {
        for component in living { component.resetForRegistry() }
    }

    /// The static spies of a double in this registry, made by `make` on first use: every
    /// registry has its own, so static spies are reset by ``resetDoubles()`` and kept apart by
    /// ``scoped(_:)`` like the spies of an instance made there. Generated doubles read theirs so:
    ///
    /// ```swift
    /// static var staticSpies: StaticSpies { DoubleRegistry.current.staticSpies(StaticSpies.init) }
    /// ```
    /// - Parameter make: Makes the spies; called once per registry and type.
    /// - Returns: This registry's spies of type `Spies`.
    public func staticSpies<Spies: Sendable>(_ make: () -> Spies) -> Spies {
        let key = ObjectIdentifier(Spies.self)
        if let found = members.withLock({ $0.statics[key] }) as? Spies { return found }
        // Made outside the lock (its spies join a registry) and in this registry.
        let made = Self.$scope.withValue(self, operation: make)
        return members.withLock { members in
            if let found = members.statics[key] as? Spies { return found }  // another thread was first
            members.statics[key] = made
            return made
        }
    }

    /// How many living doubles and journals joined (spies count their capture and stub).
    public var count: Int { living.count }

    private var living: [any DoubleComponent] {
        members.withLock { $0.components.compactMap(\.value) }
    }

    func register(_ component: any DoubleComponent) {
        members.withLock { members in
            members.components.append(WeakComponent(value: component))
            // Forget the doubles that are gone, now and then: amortised O(1) per double.
            if members.components.count >= members.pruneAt {
                members.components.removeAll { $0.value == nil }
                members.pruneAt = max(64, members.components.count * 2)
            }
        }
    }
}

/// Resets every double and journal of the current ``DoubleRegistry``: the one reset a spec's
/// `afterEach` (or an `XCTestCase`'s `tearDown`) needs.
///
/// ```swift
/// afterEach(resetDoubles)
/// ```
public func resetDoubles() {
    DoubleRegistry.current.reset()
}

/// A building block of a double: what the registry resets and what `track`/`makeLenient`
/// find inside a double.
protocol DoubleComponent: AnyObject {
    func resetForRegistry()
}

private struct WeakComponent {
    weak var value: (any DoubleComponent)?
}
