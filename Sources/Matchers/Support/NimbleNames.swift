import Foundation

// Smaller public names of Nimble 14 that custom matchers and helpers in migrated suites use:
// the default tolerance, the pre-rename matcher names (deprecated there too), the collection
// type name used in messages, and `NimbleTimeInterval`'s conversions for `Duration`.

/// The tolerance `beCloseTo` uses when none is given, as a `Double`: `0.0001`.
///
/// ```swift
/// expect(reading).to(beCloseTo(expected, within: DefaultDelta * 10))
/// ```
public let DefaultDelta: Double = 0.0001

/// Nimble's name for ``MatcherResult`` before the rename.
@available(*, deprecated, renamed: "MatcherResult")
public typealias PredicateResult = MatcherResult

/// Nimble's name for ``MatcherStatus`` before the rename.
@available(*, deprecated, renamed: "MatcherStatus")
public typealias PredicateStatus = MatcherStatus

/// Nimble's name for ``AsyncMatcher`` before the rename.
@available(*, deprecated, renamed: "AsyncMatcher")
public typealias AsyncPredicate = AsyncMatcher

/// The type name to show for a value in a message: `NSArray`, `NSDictionary`, `NSSet` or
/// `NSIndexSet` for those Foundation collections (whatever their concrete class), otherwise the
/// value itself.
///
/// ```swift
/// prettyCollectionType(NSMutableArray())   // "NSArray"
/// ```
/// - Parameter value: The value.
/// - Returns: The name.
public func prettyCollectionType<T>(_ value: T) -> String {
    switch value {
    case is NSArray: return "NSArray"
    case is NSDictionary: return "NSDictionary"
    case is NSSet: return "NSSet"
    case is NSIndexSet: return "NSIndexSet"
    default: return String(describing: value)
    }
}

/// The type name of a Swift collection, e.g. `Array<Int>`.
///
/// ```swift
/// prettyCollectionType([1, 2])   // "Array<Int>"
/// ```
/// - Parameter collection: The collection.
/// - Returns: The name of its type.
public func prettyCollectionType<T: Collection>(_ collection: T) -> String {
    String(describing: type(of: collection))
}

extension Expression {
    /// The same expression for `async` matchers; it evaluates (and caches) like this one.
    ///
    /// ```swift
    /// let result = try await asyncMatcher.satisfies(expression.toAsyncExpression())
    /// ```
    public func toAsyncExpression() -> AsyncExpression<Value> {
        AsyncExpression(expression: { try self.evaluate() }, location: location, isClosure: isClosure)
    }
}

extension Duration {
    /// The duration in seconds, as Nimble's `NimbleTimeInterval.timeInterval` gives it.
    ///
    /// ```swift
    /// Date().addingTimeInterval(PollingDefaults.timeout.timeInterval)
    /// ```
    public var timeInterval: TimeInterval { Poll.seconds(self) }
}

extension TimeInterval {
    /// These seconds as a ``NimbleTimeInterval`` (a `Duration`).
    ///
    /// ```swift
    /// expect(value).toEventually(equal(1), timeout: 0.5.nimbleInterval)
    /// ```
    public var nimbleInterval: NimbleTimeInterval { .seconds(self) }
}

extension Date {
    /// The date `interval` later (or earlier, when negative).
    ///
    /// ```swift
    /// let deadline = Date().advanced(by: .milliseconds(500))
    /// ```
    /// - Parameter interval: How far to move.
    /// - Returns: The moved date.
    public func advanced(by interval: NimbleTimeInterval) -> Date {
        addingTimeInterval(interval.timeInterval)
    }
}
