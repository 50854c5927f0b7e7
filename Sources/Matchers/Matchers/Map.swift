/// Checks a value derived from the actual value: `transform` (a closure or a key path)
/// maps it, then `matcher` judges the result.
///
/// ```swift
/// expect(user).to(map(\.name, equal("Ada")))
/// expect(user).to(map({ $0.tags.count }, beGreaterThan(0)))
/// // on failure the message is the inner matcher's, about the mapped value:
/// // expected to equal <Ada>, got <Bob>
/// ```
/// - Parameters:
///   - transform: Derives the value to check; `nil` actual values stay `nil`.
///   - matcher: Judges the derived value.
/// - Returns: The matcher.
public func map<T, U>(_ transform: @escaping (T) throws -> U, _ matcher: Matcher<U>) -> Matcher<T> {
    map(matcher) { value in try value.map(transform) }
}

/// Like ``map(_:_:)-((T)->U,Matcher<U>)`` for a transform that may itself produce `nil`.
public func map<T, U>(_ transform: @escaping (T) throws -> U?, _ matcher: Matcher<U>) -> Matcher<T> {
    map(matcher) { value in try value.flatMap(transform) }
}

/// Runs `matcher` on the mapped value and makes the message show the mapped value as "got".
private func map<T, U>(_ matcher: Matcher<U>, _ transform: @escaping (T?) throws -> U?) -> Matcher<T> {
    Matcher { expression in
        let mapped = expression.cast(transform)
        var result = try matcher.satisfies(mapped)
        // Evaluated now (an error the transform throws fails the check, as always), rendered
        // only when the message is read.
        let mappedValue = try mapped.evaluate()
        let actual = { "<\(stringify(mappedValue))>" }
        result.message = result.message.replacedExpectation { leaf in
            guard case let .expectedActualValueTo(text) = leaf else { return leaf }
            return .expectedCustomValueTo(text, actual: actual())
        }
        return result
    }
}

/// Like ``map(_:_:)-((T)->U,Matcher<U>)`` for an `async` transform, or an ``AsyncMatcher``.
///
/// ```swift
/// await expect(user).to(map({ await $0.avatar() }, beNil()))
/// ```
/// - Parameters:
///   - transform: Derives the value to check; it may suspend.
///   - matcher: Judges the derived value.
/// - Returns: The matcher.
public func map<T, U>(_ transform: nonisolated(nonsending) @escaping (T) async throws -> U, _ matcher: some AsyncableMatcher<U>) -> AsyncMatcher<T> {
    map(matcher.asAsyncMatcher) { value in
        guard let value else { return nil }
        return try await transform(value)
    }
}

/// Like ``map(_:_:)-((T)->U,AsyncableMatcher)`` for an `async` transform that may produce `nil`.
public func map<T, U>(_ transform: nonisolated(nonsending) @escaping (T) async throws -> U?, _ matcher: some AsyncableMatcher<U>) -> AsyncMatcher<T> {
    map(matcher.asAsyncMatcher) { value in
        guard let value else { return nil }
        return try await transform(value)
    }
}

private func map<T, U>(_ matcher: AsyncMatcher<U>, _ transform: nonisolated(nonsending) @escaping (T?) async throws -> U?) -> AsyncMatcher<T> {
    AsyncMatcher { expression in
        let mapped = expression.cast(transform)
        var result = try await matcher.satisfies(mapped)
        let actual = "<\(stringify(try await mapped.evaluate()))>"
        result.message = result.message.replacedExpectation { leaf in
            guard case let .expectedActualValueTo(text) = leaf else { return leaf }
            return .expectedCustomValueTo(text, actual: actual)
        }
        return result
    }
}
