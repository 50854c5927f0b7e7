/// Checks a value derived from the actual value: `transform` (a closure or a key path)
/// maps it, then `matcher` judges the result.
///
/// ```swift
/// expect(user).to(map(\.name, equal("Ada")))
/// expect(user).to(map({ $0.tags.count }, beGreaterThan(0)))
/// // on failure the message is the inner matcher's: expected to equal <Ada>, got <Bob>
/// ```
/// - Parameters:
///   - transform: Derives the value to check; `nil` actual values stay `nil`.
///   - matcher: Judges the derived value.
/// - Returns: The matcher.
public func map<T, U>(_ transform: @escaping (T) throws -> U, _ matcher: Matcher<U>) -> Matcher<T> {
    Matcher { expression in
        try matcher.satisfies(expression.cast { value in try value.map(transform) })
    }
}

/// Like ``map(_:_:)-(_,Matcher<U>)`` for a transform that may itself produce `nil`.
public func map<T, U>(_ transform: @escaping (T) throws -> U?, _ matcher: Matcher<U>) -> Matcher<T> {
    Matcher { expression in
        try matcher.satisfies(expression.cast { value in try value.flatMap(transform) })
    }
}
