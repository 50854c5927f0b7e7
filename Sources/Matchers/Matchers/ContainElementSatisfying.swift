/// Passes when at least one element of the actual sequence satisfies `predicate`.
///
/// ```swift
/// expect(users).to(containElementSatisfying({ $0.isAdmin }, "that is an admin"))
/// // expected to find object in collection that is an admin
/// ```
/// - Parameters:
///   - predicate: Judges one element.
///   - predicateDescription: Completes the message `find object in collection …`.
/// - Returns: The matcher.
public func containElementSatisfying<S: Sequence>(
    _ predicate: @escaping (S.Element) -> Bool,
    _ predicateDescription: String = ""
) -> Matcher<S> {
    let wording = predicateDescription.isEmpty ? "that satisfies matcher" : predicateDescription
    return Matcher.define { expression in
        let message = ExpectationMessage.expectedTo("find object in collection \(wording)")
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(bool: actual.contains(where: predicate), message: message)
    }
}

/// Passes when the `async` `predicate` returns `true` for at least one element.
///
/// ```swift
/// await expect(users).to(containElementSatisfying({ await $0.isAdmin() }, "that is an admin"))
/// ```
/// - Parameters:
///   - predicate: Judges one element; it may suspend.
///   - predicateDescription: Completes the message `find object in collection …`.
/// - Returns: The matcher.
public func containElementSatisfying<S: Sequence>(
    _ predicate: nonisolated(nonsending) @escaping (S.Element) async -> Bool,
    _ predicateDescription: String = ""
) -> AsyncMatcher<S> {
    let wording = predicateDescription.isEmpty ? "that satisfies matcher" : predicateDescription
    return AsyncMatcher.define { expression in
        let message = ExpectationMessage.expectedTo("find object in collection \(wording)")
        guard let actual = try await expression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        for element in actual where await predicate(element) {
            return MatcherResult(bool: true, message: message)
        }
        return MatcherResult(bool: false, message: message)
    }
}
