import SpecDiscoveryCore

/// A protocol read from a source file, as far as generating its double needs to know it.
package struct ProtocolDeclaration: Equatable, Sendable {
    /// The protocol's name, e.g. `Forecasts`.
    package var name: String
    /// The module that declares it; `nil` for the test target the double is generated into.
    package var module: String?
    /// The file that declares it, for diagnostics and the double's doc comment.
    package var file: String
    /// The line of its `protocol` keyword.
    package var line: Int
    /// Whether a `@mockable` comment asks for a double of it.
    package var isMarked = false
    /// Whether it is `public` or `open` (a plain `import` of its module is enough).
    package var isPublic = false
    /// Whether it is `@MainActor`.
    package var isMainActor = false
    /// The `#if` branches around it, outermost first: its double is compiled under the same ones.
    package var conditions: [ConditionalClause] = []
    /// The protocols it inherits from, as written: `Sendable`, `Loading`.
    package var inherited: [String] = []
    /// Its `associatedtype` requirements: the double is generic over them.
    package var associatedTypes: [AssociatedType] = []
    /// Its method and property requirements, in source order.
    package var members: [Member] = []
    /// Declarations of its body that cannot be read: its double cannot be generated.
    package var problems: [Diagnostic] = []
}

/// An `associatedtype` requirement: it becomes a generic parameter of the double.
package struct AssociatedType: Equatable, Sendable {
    /// `Item`: also the double's generic parameter.
    package var name: String
    /// The constraints after `:`, as written (`Codable & Sendable`), if any.
    package var constraint: String?
    /// Where it is declared.
    package var line: Int
}

/// A method or property requirement of a protocol.
package struct Member: Equatable, Sendable {
    /// A method, or a property with or without a setter.
    package enum Kind: Equatable, Sendable {
        case method
        case property(isSettable: Bool)
    }

    /// How the requirement may throw.
    package enum Throwing: Equatable, Sendable {
        case none
        case any
        case typed(String)
        case rethrowing
    }

    package var kind: Kind
    /// The base name: `fetch` for `fetch(id:)`.
    package var name: String
    /// Where the requirement starts (its first attribute or modifier).
    package var line: Int
    /// `static` (or `class`) requirements live in the double's `staticSpies`.
    package var isStatic = false
    /// Attributes and modifiers the implementation keeps: `@MainActor`, `@discardableResult`, `nonisolated`.
    package var keptAttributes: [String] = []
    /// `<T: Decodable>`, as written, if the method is generic.
    package var genericClause: String?
    /// A method's parameters; empty for a property.
    package var parameters: [Parameter] = []
    /// Whether the method or getter is `async`.
    package var isAsync = false
    /// Whether and what the method or getter throws.
    package var throwing: Throwing = .none
    /// The result or property type as written, without `sending`; `nil` for a method that returns nothing.
    package var result: String?
    /// Whether the result is `sending`: the signature says so, the spy's types do not.
    package var sendsResult = false
    /// `where T: Sendable`, as written, if any.
    package var whereClause: String?

    /// `fetch(id:)`, `count`: how Swift names the member.
    package var signatureName: String {
        guard kind == .method else { return name }
        return name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// One parameter of a method requirement.
package struct Parameter: Equatable, Sendable {
    /// The argument label; `nil` for `_`.
    package var label: String?
    /// The name the implementation uses.
    package var name: String
    /// The type as written, with `inout`, `@escaping` and other attributes.
    package var type: String
    /// `T...`: the spy records a `[T]`.
    package var isVariadic = false
    /// What the spy records: the type without `inout`/`@escaping`, `[T]` for a variadic `T...`.
    package var recordedType: String
    /// A closure parameter that is not `@escaping` cannot be stored, so it is not recorded.
    package var isNonEscapingClosure = false
    /// A `borrowing` or `consuming` parameter: the spy records a `copy` of it.
    package var isBorrowedOrConsumed = false
}
