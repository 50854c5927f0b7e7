/// A protocol read from a source file, as far as generating its double needs to know it.
public struct ProtocolDeclaration: Equatable, Sendable {
    /// The protocol's name, e.g. `Forecasts`.
    public var name: String
    /// The module that declares it; `nil` for the test target the double is generated into.
    public var module: String?
    /// The file that declares it, for diagnostics and the double's doc comment.
    public var file: String
    /// The line of its `protocol` keyword.
    public var line: Int
    /// Whether a `@mockable` comment asks for a double of it.
    public var isMarked = false
    /// Whether it is `public` or `open` (a plain `import` of its module is enough).
    public var isPublic = false
    /// Whether it is `@MainActor`.
    public var isMainActor = false
    /// The `#if` conditions around it, outermost first (`DEBUG`, `!(os(Linux))`): its double
    /// is compiled under the same ones.
    public var conditions: [String] = []
    /// The protocols it inherits from, as written: `Sendable`, `Loading`.
    public var inherited: [String] = []
    /// Its `associatedtype` requirements: the double is generic over them.
    public var associatedTypes: [AssociatedType] = []
    /// Its method and property requirements, in source order.
    public var members: [Member] = []
    /// Declarations of its body that cannot be read: its double cannot be generated.
    public var problems: [Diagnostic] = []
}

/// An `associatedtype` requirement: it becomes a generic parameter of the double.
public struct AssociatedType: Equatable, Sendable {
    /// `Item`: also the double's generic parameter.
    public var name: String
    /// The constraints after `:`, as written (`Codable & Sendable`), if any.
    public var constraint: String?
    /// Where it is declared.
    public var line: Int
}

/// A method or property requirement of a protocol.
public struct Member: Equatable, Sendable {
    /// A method, or a property with or without a setter.
    public enum Kind: Equatable, Sendable {
        case method
        case property(isSettable: Bool)
    }

    /// How the requirement may throw.
    public enum Throwing: Equatable, Sendable {
        case none
        case any
        case typed(String)
        case rethrowing
    }

    public var kind: Kind
    /// The base name: `fetch` for `fetch(id:)`.
    public var name: String
    /// Where the requirement starts (its first attribute or modifier).
    public var line: Int
    /// `static` (or `class`) requirements live in the double's `staticSpies`.
    public var isStatic = false
    /// Attributes and modifiers the implementation keeps: `@MainActor`, `@discardableResult`, `nonisolated`.
    public var keptAttributes: [String] = []
    /// `<T: Decodable>`, as written, if the method is generic.
    public var genericClause: String?
    /// A method's parameters; empty for a property.
    public var parameters: [Parameter] = []
    /// Whether the method or getter is `async`.
    public var isAsync = false
    /// Whether and what the method or getter throws.
    public var throwing: Throwing = .none
    /// The result or property type as written; `nil` for a method that returns nothing.
    public var result: String?
    /// `where T: Sendable`, as written, if any.
    public var whereClause: String?

    /// `fetch(id:)`, `count`: how Swift names the member.
    public var signatureName: String {
        guard kind == .method else { return name }
        return name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// One parameter of a method requirement.
public struct Parameter: Equatable, Sendable {
    /// The argument label; `nil` for `_`.
    public var label: String?
    /// The name the implementation uses.
    public var name: String
    /// The type as written, with `inout`, `@escaping` and other attributes.
    public var type: String
    /// `T...`: the spy records a `[T]`.
    public var isVariadic = false
    /// What the spy records: the type without `inout`/`@escaping`, `[T]` for a variadic `T...`.
    public var recordedType: String
    /// A closure parameter that is not `@escaping` cannot be stored, so it is not recorded.
    public var isNonEscapingClosure = false
    /// A `borrowing` or `consuming` parameter: the spy records a `copy` of it.
    public var isBorrowedOrConsumed = false
}
