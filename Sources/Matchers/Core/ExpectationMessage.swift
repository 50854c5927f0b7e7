/// How a matcher describes its expectation; `expect` turns it into the failure text.
///
/// The leaf cases read, with `to` being `to` or `to not`:
/// - `.expectedActualValueTo("equal <2>")` → `expected to equal <2>, got <1>`
/// - `.expectedCustomValueTo("equal <2>", actual: "<one>")` → `expected to equal <2>, got <one>`
/// - `.expectedTo("be called")` → `expected to be called`
/// - `.fail("anything")` → `anything`
///
/// The composite cases add text around a message; build them with
/// ``appended(message:)``, ``appended(details:)`` and ``prepended(expectation:)``.
///
/// ``deferred(_:)`` builds the message only when it is read: a check that passes never
/// formats its values. `Matcher.define` and `Matcher.simple` hand their matchers such a message.
///
/// ```swift
/// MatcherResult(bool: actual.isValid, message: .deferred { .expectedActualValueTo("be valid for <\(stringify(rules))>") })
/// ```
// Only the recursive cases are `indirect`: a leaf or `deferred` message is then built without a
// heap box, which every check pays for (the message exists before anyone knows if it is needed).
public enum ExpectationMessage {
    /// `expected to <message>, got <actual value>`.
    case expectedActualValueTo(String)
    /// `expected to <message>, got <actual>`, with a custom rendering of the actual value.
    case expectedCustomValueTo(String, actual: String)
    /// `expected to <message>`, without the actual value.
    case expectedTo(String)
    /// The message as given.
    case fail(String)
    /// Text in front of the whole message.
    indirect case prepends(String, ExpectationMessage)
    /// Text after the message's first line.
    indirect case appends(ExpectationMessage, String)
    /// Further lines below the message, after a blank line.
    indirect case details(ExpectationMessage, String)
    /// The message `build` returns, built only when the text (or any part of it) is read.
    case deferred(_ build: () -> ExpectationMessage)

    /// The expectation part (`equal <2>`) without `expected to` and the actual value.
    public var expectedMessage: String {
        switch self {
        case let .fail(text), let .expectedTo(text), let .expectedActualValueTo(text), let .expectedCustomValueTo(text, _):
            return text
        case let .prepends(_, inner), let .details(inner, _):
            return inner.expectedMessage
        case let .appends(inner, text):
            return inner.expectedMessage + text
        case let .deferred(build):
            return build().expectedMessage
        }
    }

    /// The message with `text` appended to its first line (before any details).
    public func appended(message text: String) -> ExpectationMessage {
        switch self {
        case let .details(inner, details): return .details(inner.appended(message: text), details)
        case let .deferred(build): return .deferred { build().appended(message: text) }
        default: return .appends(self, text)
        }
    }

    /// The message with ` (use beNil() to match nils)` appended.
    public func appendedBeNilHint() -> ExpectationMessage {
        appended(message: " (use beNil() to match nils)")
    }

    /// The message with further lines below it.
    public func appended(details text: String) -> ExpectationMessage {
        .details(self, text)
    }

    /// The message with `text` put in front of the expectation part of every leaf, e.g.
    /// `"all "` turns `expected to equal <2>` into `expected to all equal <2>`.
    public func prepended(expectation text: String) -> ExpectationMessage {
        replacedExpectation { leaf in
            switch leaf {
            case let .expectedTo(message): return .expectedTo(text + message)
            case let .expectedActualValueTo(message): return .expectedActualValueTo(text + message)
            case let .expectedCustomValueTo(message, actual): return .expectedCustomValueTo(text + message, actual: actual)
            default: return leaf
            }
        }
    }

    /// ``prepended(expectation:)`` with `before`, then ``appended(message:)`` with `after`.
    public func wrappedExpectation(before: String, after: String) -> ExpectationMessage {
        prepended(expectation: before).appended(message: after)
    }

    /// The message with every leaf case (not the composite ones) replaced by `transform`.
    /// A ``deferred(_:)`` message stays deferred: `transform` runs when the result is read.
    public func replacedExpectation(_ transform: @escaping (ExpectationMessage) -> ExpectationMessage) -> ExpectationMessage {
        switch self {
        case .fail, .expectedTo, .expectedActualValueTo, .expectedCustomValueTo:
            return transform(self)
        case let .prepends(text, inner):
            return .prepends(text, inner.replacedExpectation(transform))
        case let .appends(inner, text):
            return .appends(inner.replacedExpectation(transform), text)
        case let .details(inner, text):
            return .details(inner.replacedExpectation(transform), text)
        case let .deferred(build):
            return .deferred { build().replacedExpectation(transform) }
        }
    }

    /// The failure text.
    /// - Parameters:
    ///   - actual: The rendered actual value, e.g. `<1>`.
    ///   - expected: The leading word, `expected`.
    ///   - to: `to` or `to not`.
    /// - Returns: The text, e.g. `expected to equal <2>, got <1>`.
    public func toString(actual: String, expected: String = "expected", to: String = "to") -> String {
        switch self {
        case let .fail(text):
            return text
        case let .expectedTo(text):
            return "\(expected) \(to) \(text)"
        case let .expectedActualValueTo(text):
            return "\(expected) \(to) \(text), got \(actual)"
        case let .expectedCustomValueTo(text, custom):
            return "\(expected) \(to) \(text), got \(custom)"
        case let .prepends(text, inner):
            return text + inner.toString(actual: actual, expected: expected, to: to)
        case let .appends(inner, text):
            return inner.toString(actual: actual, expected: expected, to: to) + text
        case let .details(inner, text):
            return inner.toString(actual: actual, expected: expected, to: to) + "\n\n" + text
        case let .deferred(build):
            return build().toString(actual: actual, expected: expected, to: to)
        }
    }

    /// The message with every ``deferred(_:)`` part built, so that reading it twice (whether it
    /// shows the actual value, then its text) builds each part once.
    var resolved: ExpectationMessage {
        switch self {
        case .fail, .expectedTo, .expectedActualValueTo, .expectedCustomValueTo: return self
        case let .prepends(text, inner): return .prepends(text, inner.resolved)
        case let .appends(inner, text): return .appends(inner.resolved, text)
        case let .details(inner, text): return .details(inner.resolved, text)
        case let .deferred(build): return build().resolved
        }
    }
}
