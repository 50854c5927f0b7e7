import Foundation

extension Date: Fixture {
    /// A moment between September 2020 and December 2023, to the second.
    public static func fixture(label: String) -> Date {
        Date(timeIntervalSince1970: 1_600_000_000 + TimeInterval(FixtureSeed(label).value % 100_000_000))
    }
}

extension UUID: Fixture {
    /// A version-4-shaped UUID made of two hashes of the label.
    public static func fixture(label: String) -> UUID {
        let high = FixtureSeed(label).value
        let low = FixtureSeed("uuid:" + label).value
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * UInt64(index)))
            bytes[index + 8] = UInt8(truncatingIfNeeded: low >> (56 - 8 * UInt64(index)))
        }
        bytes[6] = bytes[6] & 0x0f | 0x40  // version 4
        bytes[8] = bytes[8] & 0x3f | 0x80  // RFC 4122 variant
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}

extension URL: Fixture {
    /// `https://fixture.example/<16 hex digits of the label's hash>`.
    public static func fixture(label: String) -> URL {
        let hex = String(FixtureSeed(label).value, radix: 16)
        return URL(string: "https://fixture.example/\(hex)") ?? URL(fileURLWithPath: "/fixture/\(hex)")
    }
}

extension Data: Fixture {
    /// The 8 bytes of the label's hash, most significant first.
    public static func fixture(label: String) -> Data {
        let hash = FixtureSeed(label).value
        return Data((0..<8).map { UInt8(truncatingIfNeeded: hash >> (56 - 8 * UInt64($0))) })
    }
}
