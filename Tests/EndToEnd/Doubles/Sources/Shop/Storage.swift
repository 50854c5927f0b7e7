import Foundation

/// Generic methods, and a type from Foundation.
/// @mockable
protocol Storage {
    func load<Value: Decodable>(_ key: String, as type: Value.Type) throws -> Value
    func save<Value: Encodable>(_ value: Value, for key: String)
    func lastModified(of key: String) -> Date?
}
