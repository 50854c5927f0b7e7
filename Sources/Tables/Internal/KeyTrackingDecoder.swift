import Foundation

/// Decodes `T` from JSON with `JSONDecoder`, and fails when an object in it has a key the type
/// never asked for: a misspelled optional field (`"nmae"`) would otherwise decode as `nil` and
/// the case would silently test another scenario.
///
/// It works by handing `T.init(from:)` a decoder that forwards to `JSONDecoder`'s and notes every
/// key asked about (`contains`, `decode`, `decodeIfPresent`, nested containers); a type that
/// lists `allKeys` (a dictionary) reads them all. The values themselves are decoded by
/// `JSONDecoder`, so dates, URLs and numbers keep its behaviour.
func decodeReadingEveryKey<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    if KeyTracked<T>.isDecodedSpecially { return try JSONDecoder().decode(T.self, from: data) }
    let usage = KeyUsage()
    let decoder = JSONDecoder()
    decoder.userInfo[KeyUsage.userInfoKey] = usage
    let value = try decoder.decode(KeyTracked<T>.self, from: data).value
    if let unread = usage.firstUnreadKey() {
        throw TableValueMismatch(problem: "key \"\(unread.key)\"\(unread.path) is never read (misspelled? fix it, or remove it from the table)")
    }
    return value
}

/// The keys each object of one decoding had and the keys the decoded types asked for. An object
/// is known by its coding path, so that two types reading one object (a class and its
/// superclass, a wrapper decoding a part from the same decoder) share what they read.
/// One decoding runs on one thread: the class is only `Sendable` to ride in `userInfo`.
private final class KeyUsage: @unchecked Sendable {
    // A constant that is a valid key: `CodingUserInfoKey(rawValue:)` fails for no string.
    static let userInfoKey = CodingUserInfoKey(rawValue: "SpecKit.Tables.KeyUsage")!

    private struct Object {
        let path: String
        let keys: [String]
        var read: Set<String> = []
        var readsAll = false
    }

    private var objects: [Object] = []
    private var numbers: [String: Int] = [:]

    /// Registers a keyed container's object (once per path) and returns its number.
    func register(path: [any CodingKey], keys: [String]) -> Int {
        let path = path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        if let number = numbers[path] { return number }
        objects.append(Object(path: path, keys: keys))
        numbers[path] = objects.count - 1
        return objects.count - 1
    }

    func read(_ key: String, in object: Int) { objects[object].read.insert(key) }

    /// `container`, noting the keys it is asked for against those `keys` lists (the same object).
    func tracking<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, keys: KeyedDecodingContainer<AnyKey>) -> KeyedDecodingContainer<Key> {
        let object = register(path: container.codingPath, keys: keys.allKeys.map(\.stringValue))
        return KeyedDecodingContainer(KeyTrackingKeyedContainer(base: container, object: object, usage: self))
    }
    func readAll(in object: Int) { objects[object].readsAll = true }

    func firstUnreadKey() -> (key: String, path: String)? {
        for object in objects where !object.readsAll {
            if let key = object.keys.first(where: { !object.read.contains($0) }) {
                return (key, object.path.isEmpty ? "" : " at \"\(object.path)\"")
            }
        }
        return nil
    }
}

/// `T`, decoded through a ``KeyTrackingDecoder`` when the decoder carries a ``KeyUsage``.
private struct KeyTracked<T: Decodable>: Decodable {
    let value: T

    init(from decoder: any Decoder) throws {
        guard let usage = decoder.userInfo[KeyUsage.userInfoKey] as? KeyUsage else {
            value = try T(from: decoder)
            return
        }
        value = try T(from: KeyTrackingDecoder(base: decoder, usage: usage))
    }

    /// Types `JSONDecoder` decodes its own way rather than with their `init(from:)`: they must
    /// reach it as themselves.
    static var isDecodedSpecially: Bool {
        T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self
    }
}

private struct KeyTrackingDecoder: Decoder {
    let base: any Decoder
    let usage: KeyUsage

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        usage.tracking(try base.container(keyedBy: type), keys: try base.container(keyedBy: AnyKey.self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        KeyTrackingUnkeyedContainer(base: try base.unkeyedContainer(), usage: usage)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        KeyTrackingSingleValueContainer(base: try base.singleValueContainer(), usage: usage)
    }
}

/// Any key of a JSON object: to list an object's keys whatever keys the type declares.
private struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}

private struct KeyTrackingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let base: KeyedDecodingContainer<Key>
    let object: Int
    let usage: KeyUsage

    var codingPath: [any CodingKey] { base.codingPath }

    var allKeys: [Key] {
        usage.readAll(in: object)
        return base.allKeys
    }

    private func noting(_ key: Key) -> Key {
        usage.read(key.stringValue, in: object)
        return key
    }

    func contains(_ key: Key) -> Bool { base.contains(noting(key)) }
    func decodeNil(forKey key: Key) throws -> Bool { try base.decodeNil(forKey: noting(key)) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try base.decode(type, forKey: noting(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try base.decode(type, forKey: noting(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try base.decode(type, forKey: noting(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try base.decode(type, forKey: noting(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try base.decode(type, forKey: noting(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try base.decode(type, forKey: noting(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try base.decode(type, forKey: noting(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try base.decode(type, forKey: noting(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try base.decode(type, forKey: noting(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try base.decode(type, forKey: noting(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try base.decode(type, forKey: noting(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try base.decode(type, forKey: noting(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try base.decode(type, forKey: noting(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try base.decode(type, forKey: noting(key)) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try base.decode(type, forKey: noting(key)) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try base.decode(type, forKey: noting(key)) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if KeyTracked<T>.isDecodedSpecially { return try base.decode(type, forKey: noting(key)) }
        return try base.decode(KeyTracked<T>.self, forKey: noting(key)).value
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        usage.tracking(try base.nestedContainer(keyedBy: type, forKey: noting(key)),
                       keys: try base.nestedContainer(keyedBy: AnyKey.self, forKey: key))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        KeyTrackingUnkeyedContainer(base: try base.nestedUnkeyedContainer(forKey: noting(key)), usage: usage)
    }

    func superDecoder() throws -> any Decoder {
        usage.readAll(in: object)  // the superclass reads this object's keys through a decoder of its own
        return try base.superDecoder()
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        KeyTrackingDecoder(base: try base.superDecoder(forKey: noting(key)), usage: usage)
    }
}

private struct KeyTrackingUnkeyedContainer: UnkeyedDecodingContainer {
    var base: any UnkeyedDecodingContainer
    let usage: KeyUsage

    var codingPath: [any CodingKey] { base.codingPath }
    var count: Int? { base.count }
    var isAtEnd: Bool { base.isAtEnd }
    var currentIndex: Int { base.currentIndex }

    mutating func decodeNil() throws -> Bool { try base.decodeNil() }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try base.decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try base.decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try base.decode(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try base.decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try base.decode(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try base.decode(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try base.decode(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try base.decode(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try base.decode(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try base.decode(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try base.decode(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try base.decode(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try base.decode(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try base.decode(type) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try base.decode(type) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try base.decode(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if KeyTracked<T>.isDecodedSpecially { return try base.decode(type) }
        return try base.decode(KeyTracked<T>.self).value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try KeyTrackingDecoder(base: base.superDecoder(), usage: usage).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        KeyTrackingUnkeyedContainer(base: try base.nestedUnkeyedContainer(), usage: usage)
    }

    mutating func superDecoder() throws -> any Decoder {
        KeyTrackingDecoder(base: try base.superDecoder(), usage: usage)
    }
}

private struct KeyTrackingSingleValueContainer: SingleValueDecodingContainer {
    let base: any SingleValueDecodingContainer
    let usage: KeyUsage

    var codingPath: [any CodingKey] { base.codingPath }

    func decodeNil() -> Bool { base.decodeNil() }
    func decode(_ type: Bool.Type) throws -> Bool { try base.decode(type) }
    func decode(_ type: String.Type) throws -> String { try base.decode(type) }
    func decode(_ type: Double.Type) throws -> Double { try base.decode(type) }
    func decode(_ type: Float.Type) throws -> Float { try base.decode(type) }
    func decode(_ type: Int.Type) throws -> Int { try base.decode(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try base.decode(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try base.decode(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try base.decode(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try base.decode(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try base.decode(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try base.decode(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try base.decode(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try base.decode(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try base.decode(type) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try base.decode(type) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try base.decode(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if KeyTracked<T>.isDecodedSpecially { return try base.decode(type) }
        return try base.decode(KeyTracked<T>.self).value
    }
}
