/// What a lenient double answers to a call nobody stubbed: the "empty" value of the result
/// type where it has one (`nil`, `[]`, `[:]`, `""`, `0`, `false`, `()`), else its `.fixture`.
///
/// Literal protocols decide, so a user's own type that is `ExpressibleByArrayLiteral` (or
/// conforms to ``Fixture``) gets a default too, without registering anything.
enum LenientDefault {
    static func value<T>(of type: T.Type) -> T? {
        if T.self == Void.self { return () as? T }
        if let type = T.self as? any ExpressibleByNilLiteral.Type { return empty(type) as? T }
        if let type = T.self as? any ExpressibleByArrayLiteral.Type { return empty(type) as? T }
        if let type = T.self as? any ExpressibleByDictionaryLiteral.Type { return empty(type) as? T }
        if let type = T.self as? any ExpressibleByStringLiteral.Type { return empty(type) as? T }
        if let type = T.self as? any ExpressibleByBooleanLiteral.Type { return empty(type) as? T }
        if let type = T.self as? any ExpressibleByIntegerLiteral.Type { return empty(type) as? T }
        if let type = T.self as? any Fixture.Type { return type.fixture as? T }
        return nil
    }

    private static func empty<V: ExpressibleByNilLiteral>(_ type: V.Type) -> V { nil }
    private static func empty<V: ExpressibleByArrayLiteral>(_ type: V.Type) -> V { [] }
    private static func empty<V: ExpressibleByDictionaryLiteral>(_ type: V.Type) -> V { [:] }
    private static func empty<V: ExpressibleByStringLiteral>(_ type: V.Type) -> V { "" }
    private static func empty<V: ExpressibleByBooleanLiteral>(_ type: V.Type) -> V { false }
    private static func empty<V: ExpressibleByIntegerLiteral>(_ type: V.Type) -> V { 0 }
}
