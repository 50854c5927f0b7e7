import Matchers

// `expect(pair) == (1, "a")` and `!=` for tuples of 2 to 6 `Equatable` elements. `Matchers` has
// `equal((1, "a"))` for tuples but no tuple `==`: each of these twenty operators is one more
// overload the type checker tries on every `expect(x) == y` line.

/// `expect(pair) == (1, "a")`: the same as `expect(pair).to(equal((1, "a")))`.
///
/// ```swift
/// expect((1, "a")) == (1, "a")
/// expect((1, "a")) == (1, "b")   // expected to equal <(1, "b")>, got <(1, "a")>
/// ```
public func == <T1: Equatable, T2: Equatable>(lhs: SyncExpectation<(T1, T2)>, rhs: (T1, T2)?) {
    lhs.to(equal(rhs))
}

/// `!=` for 2-tuples: the same as `expect(x).toNot(equal(y))`.
public func != <T1: Equatable, T2: Equatable>(lhs: SyncExpectation<(T1, T2)>, rhs: (T1, T2)?) {
    lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for 2-tuples.
nonisolated(nonsending) public func == <T1: Equatable, T2: Equatable>(lhs: AsyncExpectation<(T1, T2)>, rhs: (T1, T2)?) async {
    await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for 2-tuples.
nonisolated(nonsending) public func != <T1: Equatable, T2: Equatable>(lhs: AsyncExpectation<(T1, T2)>, rhs: (T1, T2)?) async {
    await lhs.toNot(equal(rhs))
}

/// `==` for 3-tuples.
public func == <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: SyncExpectation<(T1, T2, T3)>, rhs: (T1, T2, T3)?) {
    lhs.to(equal(rhs))
}

/// `!=` for 3-tuples: the same as `expect(x).toNot(equal(y))`.
public func != <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: SyncExpectation<(T1, T2, T3)>, rhs: (T1, T2, T3)?) {
    lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for 3-tuples.
nonisolated(nonsending) public func == <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: AsyncExpectation<(T1, T2, T3)>, rhs: (T1, T2, T3)?) async {
    await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for 3-tuples.
nonisolated(nonsending) public func != <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: AsyncExpectation<(T1, T2, T3)>, rhs: (T1, T2, T3)?) async {
    await lhs.toNot(equal(rhs))
}

/// `==` for 4-tuples.
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(lhs: SyncExpectation<(T1, T2, T3, T4)>, rhs: (T1, T2, T3, T4)?) {
    lhs.to(equal(rhs))
}

/// `!=` for 4-tuples: the same as `expect(x).toNot(equal(y))`.
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(lhs: SyncExpectation<(T1, T2, T3, T4)>, rhs: (T1, T2, T3, T4)?) {
    lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for 4-tuples.
nonisolated(nonsending) public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(lhs: AsyncExpectation<(T1, T2, T3, T4)>, rhs: (T1, T2, T3, T4)?) async {
    await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for 4-tuples.
nonisolated(nonsending) public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(lhs: AsyncExpectation<(T1, T2, T3, T4)>, rhs: (T1, T2, T3, T4)?) async {
    await lhs.toNot(equal(rhs))
}

/// `==` for 5-tuples.
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(lhs: SyncExpectation<(T1, T2, T3, T4, T5)>, rhs: (T1, T2, T3, T4, T5)?) {
    lhs.to(equal(rhs))
}

/// `!=` for 5-tuples: the same as `expect(x).toNot(equal(y))`.
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(lhs: SyncExpectation<(T1, T2, T3, T4, T5)>, rhs: (T1, T2, T3, T4, T5)?) {
    lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for 5-tuples.
nonisolated(nonsending) public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(lhs: AsyncExpectation<(T1, T2, T3, T4, T5)>, rhs: (T1, T2, T3, T4, T5)?) async {
    await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for 5-tuples.
nonisolated(nonsending) public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(lhs: AsyncExpectation<(T1, T2, T3, T4, T5)>, rhs: (T1, T2, T3, T4, T5)?) async {
    await lhs.toNot(equal(rhs))
}

/// `==` for 6-tuples.
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(lhs: SyncExpectation<(T1, T2, T3, T4, T5, T6)>, rhs: (T1, T2, T3, T4, T5, T6)?) {
    lhs.to(equal(rhs))
}

/// `!=` for 6-tuples: the same as `expect(x).toNot(equal(y))`.
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(lhs: SyncExpectation<(T1, T2, T3, T4, T5, T6)>, rhs: (T1, T2, T3, T4, T5, T6)?) {
    lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for 6-tuples.
nonisolated(nonsending) public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(lhs: AsyncExpectation<(T1, T2, T3, T4, T5, T6)>, rhs: (T1, T2, T3, T4, T5, T6)?) async {
    await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for 6-tuples.
nonisolated(nonsending) public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(lhs: AsyncExpectation<(T1, T2, T3, T4, T5, T6)>, rhs: (T1, T2, T3, T4, T5, T6)?) async {
    await lhs.toNot(equal(rhs))
}
