import Nimble

/// A matcher of the suite's own, which the specs below test through Nimble's assertion handler.
func beEven() -> Matcher<Int> {
    Matcher.define("be even") { expression, message in
        guard let value = try expression.evaluate() else { return MatcherResult(status: .fail, message: message) }
        return MatcherResult(bool: value.isMultiple(of: 2), message: message)
    }
}
