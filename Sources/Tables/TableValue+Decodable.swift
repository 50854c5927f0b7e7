extension TableValue: Decodable {
    /// Decodes any JSON value, so `TableValue` can be a closure's `Input` (the equivalent of
    /// TestKit's `[String: Any]` inputs) or a validator's expected type.
    ///
    /// - Parameter decoder: The decoder to read one value from.
    /// - Throws: `DecodingError` when the decoder holds no JSON-like value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            self = .number(TableNumber(validatedText: String(int)))
        } else if let double = try? container.decode(Double.self) {
            self = .number(TableNumber(validatedText: "\(double)"))
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([TableValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: TableValue].self))
        }
    }
}

extension TableNumber: Decodable {
    /// Decodes a number; its text is the shortest that round-trips.
    ///
    /// - Parameter decoder: The decoder to read one number from.
    /// - Throws: `DecodingError` when the value is not a number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let int = try? container.decode(Int.self) {
            self.init(validatedText: String(int))
        } else {
            self.init(validatedText: "\(try container.decode(Double.self))")
        }
    }
}
