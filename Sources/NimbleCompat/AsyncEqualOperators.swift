import Matchers

// The async `==`/`!=` forms Nimble declares beyond the generic `Equatable` one (which is in
// Matchers): `await expect { … } == ()` and `await expect { … } == y ± delta`. Here rather than
// in Matchers because every `==` overload is tried on every `expect(x) == y` line.

/// `await expect { … } == ()`: the same as `await expect { … }.to(beVoid())`.
///
/// ```swift
/// await expect { await cache.clear() } == ()
/// ```
nonisolated(nonsending) public func == (lhs: AsyncExpectation<Void>, rhs: Void) async {
    await lhs.to(beVoid())
}

/// `await expect { … } != ()`: the same as `await expect { … }.toNot(beVoid())`.
nonisolated(nonsending) public func != (lhs: AsyncExpectation<Void>, rhs: Void) async {
    await lhs.toNot(beVoid())
}

/// `await expect { … } == y ± delta`: the same as `await expect { … }.to(beCloseTo(y, within: delta))`.
///
/// ```swift
/// await expect { await sensor.reading() } == 20.0 ± 0.5
/// ```
nonisolated(nonsending) public func == <Value: FloatingPoint>(lhs: AsyncExpectation<Value>, rhs: (expected: Value, delta: Value)) async {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `await expect { … } == date ± delta` for dates and `NSNumber`.
nonisolated(nonsending) public func == <Value: NMBDoubleConvertible>(lhs: AsyncExpectation<Value>, rhs: (expected: Value, delta: Double)) async {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}
