/// What a closure checked with `succeed()` returns.
public enum ToSucceedResult: Sendable {
    /// The check passed.
    case succeeded
    /// The check failed, with the reason shown in the failure.
    case failed(reason: String)
}

/// Passes when the actual closure returns ``ToSucceedResult/succeeded``.
///
/// ```swift
/// expect { validator.check(form) ? .succeeded : .failed(reason: "missing e-mail") }.to(succeed())
/// // expected to succeed, got <failed> because <missing e-mail>
/// ```
/// - Returns: The matcher.
public func succeed() -> Matcher<ToSucceedResult> {
    Matcher.define { expression in
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: .fail("expected a ToSucceedResult, got <nil>"))
        }
        switch actual {
        case .succeeded:
            return MatcherResult(status: .matches, message: .expectedCustomValueTo("succeed", actual: "<succeeded>"))
        case let .failed(reason):
            return MatcherResult(status: .doesNotMatch, message: .expectedCustomValueTo("succeed", actual: "<failed> because <\(reason)>"))
        }
    }
}
