import Foundation

/// The `within:` used when none is given: `0.0001`.
public func defaultDelta<F: FloatingPoint>() -> F { 1 / 10_000 }

/// Passes when the actual number differs from `expectedValue` by less than `delta`.
///
/// ```swift
/// expect(0.1 + 0.2).to(beCloseTo(0.3))
/// expect(1.5).to(beCloseTo(1.0, within: 0.1))
/// // expected to be close to <1.0> (within 0.1), got <1.5>
/// ```
/// - Parameters:
///   - expectedValue: The wanted value.
///   - delta: The largest difference (exclusive) that still passes.
/// - Returns: The matcher.
// The two single-value forms: with `to`, a close value passes without the full
// matcher (see `Matcher.Kind`).
public func beCloseTo<Value: FloatingPoint>(_ expectedValue: Value, within delta: Value = defaultDelta()) -> Matcher<Value> {
    Matcher(builtIn: { expression, style in
        try Matcher.passes(expression, style, holds: { actual, style in
            style == .toMatch && abs(actual - expectedValue) < delta
        }, full: { closeTo(expectedValue, within: delta) })
    })
}

/// The full matcher of `beCloseTo` on a `FloatingPoint` value.
func closeTo<Value: FloatingPoint>(_ expectedValue: Value, within delta: Value) -> Matcher<Value> {
    Matcher.define("be close to <\(stringify(expectedValue))> (within \(stringify(delta)))") { expression, message in
        let actual = try expression.evaluate()
        return MatcherResult(bool: actual.map { abs($0 - expectedValue) < delta } ?? false, message: message)
    }
}

/// Passes when the actual value (a `Date`, `NSDate` or `NSNumber`) is less than `delta` away
/// from `expectedValue`; dates are compared in seconds.
///
/// ```swift
/// expect(order.createdAt).to(beCloseTo(Date(), within: 5))
/// expect(NSNumber(value: 1.00001)).to(beCloseTo(NSNumber(value: 1)))
/// ```
/// - Parameters:
///   - expectedValue: The wanted value.
///   - delta: The largest difference (exclusive) that still passes.
/// - Returns: The matcher.
public func beCloseTo<Value: NMBDoubleConvertible>(_ expectedValue: Value, within delta: Double = defaultDelta()) -> Matcher<Value> {
    Matcher(builtIn: { expression, style in
        try Matcher.passes(expression, style, holds: { actual, style in
            style == .toMatch && abs(actual.doubleValue - expectedValue.doubleValue) < delta
        }, full: { closeTo(expectedValue, within: delta) })
    })
}

/// The full matcher of `beCloseTo` on an ``NMBDoubleConvertible`` value.
func closeTo<Value: NMBDoubleConvertible>(_ expectedValue: Value, within delta: Double) -> Matcher<Value> {
    Matcher.define("be close to <\(stringify(expectedValue))> (within \(stringify(delta)))") { expression, message in
        let actual = try expression.evaluate()
        return MatcherResult(bool: actual.map { abs($0.doubleValue - expectedValue.doubleValue) < delta } ?? false, message: message)
    }
}

/// Passes when the actual collection has as many numbers as `expectedValues` and each is at
/// most `delta` away from the number at the same position (Nimble's bound for collections).
///
/// ```swift
/// expect([0.1 + 0.2, 1.0]).to(beCloseTo([0.3, 1.0]))
/// ```
public func beCloseTo<Value: FloatingPoint, Values: Collection>(
    _ expectedValues: Values,
    within delta: Value = defaultDelta()
) -> Matcher<Values> where Values.Element == Value {
    Matcher.define("be close to <\(stringify(Array(expectedValues)))> (each within \(stringify(delta)))") { expression, message in
        guard let actual = try expression.evaluate() else { return MatcherResult(status: .fail, message: message) }
        let close = actual.count == expectedValues.count
            && zip(actual, expectedValues).allSatisfy { abs($0 - $1) <= delta }
        return MatcherResult(bool: close, message: message)
    }
}

infix operator ≈ : ComparisonPrecedence

/// `expect(x) ≈ y`: the same as `expect(x).to(beCloseTo(y))`.
///
/// ```swift
/// expect(0.1 + 0.2) ≈ 0.3
/// expect(1.02) ≈ (1.0, 0.05)
/// expect(1.02) ≈ 1.0 ± 0.05
/// ```
public func ≈ <Value: FloatingPoint>(lhs: SyncExpectation<Value>, rhs: Value) {
    lhs.to(beCloseTo(rhs))
}

/// `expect(x) ≈ (y, delta)` or `expect(x) ≈ y ± delta`.
public func ≈ <Value: FloatingPoint>(lhs: SyncExpectation<Value>, rhs: (expected: Value, delta: Value)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `expect(numbers) ≈ [a, b]`: each number close to the one at the same position.
public func ≈ <Values: Collection>(lhs: SyncExpectation<Values>, rhs: Values) where Values.Element: FloatingPoint {
    lhs.to(beCloseTo(rhs))
}

/// `expect(x) == y ± delta`: the same as `expect(x).to(beCloseTo(y, within: delta))`.
public func == <Value: FloatingPoint>(lhs: SyncExpectation<Value>, rhs: (expected: Value, delta: Value)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `expect(date) ≈ other`: the same as `expect(date).to(beCloseTo(other))`.
///
/// ```swift
/// expect(event.date) ≈ (expected, 1)
/// expect(event.date) ≈ expected ± 1
/// ```
public func ≈ <Value: NMBDoubleConvertible>(lhs: SyncExpectation<Value>, rhs: Value) {
    lhs.to(beCloseTo(rhs))
}

/// `expect(date) ≈ (other, delta)` or `expect(date) ≈ other ± delta`.
public func ≈ <Value: NMBDoubleConvertible>(lhs: SyncExpectation<Value>, rhs: (expected: Value, delta: Double)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `other ± delta` for dates and `NSNumber`: the expected value and tolerance.
public func ± <Value: NMBDoubleConvertible>(lhs: Value, rhs: Double) -> (expected: Value, delta: Double) {
    (expected: lhs, delta: rhs)
}

/// `await expect { … } ≈ y`.
nonisolated(nonsending) public func ≈ <Value: FloatingPoint>(lhs: AsyncExpectation<Value>, rhs: Value) async {
    await lhs.to(beCloseTo(rhs))
}

precedencegroup PlusMinusOperatorPrecedence {
    higherThan: BitwiseShiftPrecedence
}

infix operator ± : PlusMinusOperatorPrecedence

/// `y ± delta`: the expected value and tolerance for `≈` and `==`.
public func ± <Value: FloatingPoint>(lhs: Value, rhs: Value) -> (expected: Value, delta: Value) {
    (expected: lhs, delta: rhs)
}
