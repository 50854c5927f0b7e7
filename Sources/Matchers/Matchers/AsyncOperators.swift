// The operator forms of `await expect { … }` that Nimble declares next to the synchronous ones:
// `≈` (numbers, collections, dates) and `===`/`!==`. They stay in Matchers because none of them
// is an `==`; the async `==`/`!=` forms beyond the generic one (`== ()`, `== y ± delta`) are in
// NimbleCompat, since each `==` overload is tried on every `expect(x) == y` line.

/// `await expect { … } ≈ (y, delta)` or `await expect { … } ≈ y ± delta`.
///
/// ```swift
/// await expect { await sensor.reading() } ≈ 20.0 ± 0.5
/// ```
nonisolated(nonsending) public func ≈ <Value: FloatingPoint>(lhs: AsyncExpectation<Value>, rhs: (expected: Value, delta: Value)) async {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `await expect { … } ≈ [a, b]`: each number close to the one at the same position.
nonisolated(nonsending) public func ≈ <Values: Collection>(lhs: AsyncExpectation<Values>, rhs: Values) async where Values.Element: FloatingPoint {
    await lhs.to(beCloseTo(rhs))
}

/// `await expect { … } ≈ date`: the same as `await expect { … }.to(beCloseTo(date))`.
///
/// ```swift
/// await expect { await store.lastSaved } ≈ savedAt ± 1
/// ```
nonisolated(nonsending) public func ≈ <Value: NMBDoubleConvertible>(lhs: AsyncExpectation<Value>, rhs: Value) async {
    await lhs.to(beCloseTo(rhs))
}

/// `await expect { … } ≈ (date, delta)` or `await expect { … } ≈ date ± delta`.
nonisolated(nonsending) public func ≈ <Value: NMBDoubleConvertible>(lhs: AsyncExpectation<Value>, rhs: (expected: Value, delta: Double)) async {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `await expect { … } === object`: the same as `await expect { … }.to(beIdenticalTo(object))`.
///
/// ```swift
/// await expect { await registry.session } === session
/// ```
nonisolated(nonsending) public func === <T: AnyObject>(lhs: AsyncExpectation<T>, rhs: T?) async {
    await lhs.to(beIdenticalTo(rhs))
}

/// `await expect { … } !== object`: the same as `await expect { … }.toNot(beIdenticalTo(object))`.
nonisolated(nonsending) public func !== <T: AnyObject>(lhs: AsyncExpectation<T>, rhs: T?) async {
    await lhs.toNot(beIdenticalTo(rhs))
}

/// `await expect { … } === other` for class-bound protocol values (`any Service`).
nonisolated(nonsending) public func === (lhs: AsyncExpectation<AnyObject>, rhs: AnyObject?) async {
    let matcher: Matcher<AnyObject> = beIdenticalTo(rhs)
    await lhs.to(matcher)
}

/// `await expect { … } !== other` for class-bound protocol values (`any Service`).
nonisolated(nonsending) public func !== (lhs: AsyncExpectation<AnyObject>, rhs: AnyObject?) async {
    let matcher: Matcher<AnyObject> = beIdenticalTo(rhs)
    await lhs.toNot(matcher)
}
