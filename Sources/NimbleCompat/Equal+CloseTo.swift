import Matchers

/// `expect(date) == other ± delta`: the same as `expect(date).to(beCloseTo(other, within: delta))`.
/// In `NimbleCompat` rather than `Matchers` because every `==` overload is tried on every
/// `expect(x) == y` line; `expect(date) ≈ other ± delta` works with `Matchers`.
///
/// ```swift
/// expect(event.date) == expected ± 1
/// ```
public func == <Value: NMBDoubleConvertible>(lhs: SyncExpectation<Value>, rhs: (expected: Value, delta: Double)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}
