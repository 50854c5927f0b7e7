/// A spec class's name as Swift prints it, made without the dynamic casts printing makes.
///
/// `"\(type)"` and `String(reflecting: type)` first ask the type whether it conforms to each
/// protocol that changes how a value prints; the first answer for a type scans every conformance
/// the process loaded, which costs a large suite more than planning its examples. A metatype
/// conforms to none of them, so its printed name is the runtime's name for the type.
enum TypeName {
    /// The type's name alone, as `"\(type)"` prints it: `CartSpec`.
    static func of(_ type: Any.Type) -> String {
        _typeName(type, qualified: false)
    }

    /// The name qualified by its module and outer types, as `String(reflecting:)` prints it:
    /// `CartTests.CartSpec`.
    static func qualified(_ type: Any.Type) -> String {
        _typeName(type, qualified: true)
    }
}
