/// Passes when `transform` turns the actual value into a non-`nil` value that `matcher` accepts;
/// a `nil` from `transform` cannot match.
///
/// ```swift
/// expect(response as Any).to(compactMap({ $0 as? Int }, equal(3)))
/// expect("x" as Any).to(compactMap({ $0 as? Int }, equal(3)))
/// // expected to Map from Any to Int
/// ```
/// - Parameters:
///   - transform: Converts the actual value; `nil` means "cannot convert".
///   - matcher: Judges the converted value.
/// - Returns: The matcher.
public func compactMap<T, U>(_ transform: @escaping (T) throws -> U?, _ matcher: Matcher<U>) -> Matcher<T> {
    Matcher { expression in
        let message = conversionMessage(T.self, U.self)
        guard let value = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        guard let converted = try transform(value) else { return MatcherResult(status: .fail, message: message) }
        return try matcher.satisfies(Expression(expression: { converted }, location: expression.location))
    }
}

/// Like ``compactMap(_:_:)-(_,Matcher<U>)`` for an `async` transform, or an ``AsyncMatcher``.
///
/// ```swift
/// await expect(id).to(compactMap({ await store.user(id: $0) }, map(\.name, equal("Ada"))))
/// ```
public func compactMap<T, U>(_ transform: nonisolated(nonsending) @escaping (T) async throws -> U?, _ matcher: some AsyncableMatcher<U>) -> AsyncMatcher<T> {
    let matcher = matcher.asAsyncMatcher
    return AsyncMatcher { expression in
        let message = conversionMessage(T.self, U.self)
        guard let value = try await expression.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        guard let converted = try await transform(value) else { return MatcherResult(status: .fail, message: message) }
        return try await matcher.satisfies(AsyncExpression(expression: { converted }, location: expression.location))
    }
}

/// `expected to Map from <T> to <U>` (Nimble's wording).
private func conversionMessage<T, U>(_: T.Type, _: U.Type) -> ExpectationMessage {
    .expectedTo("Map from \(T.self) to \(U.self)")
}
