/// The stable number a fixture label stands for: the 64-bit FNV-1a hash of the label's
/// UTF-8 bytes.
///
/// Swift's `Hasher` is seeded per process, so `hashValue` changes from run to run; FNV-1a
/// does not depend on the process, the machine or the Swift version, which is what makes
/// fixtures reproducible. Changing this function changes every fixture value, and the
/// tests pin a few of them so such a change cannot go unnoticed.
///
/// ```swift
/// FixtureSeed("").value      // 0xcbf29ce484222325
/// FixtureSeed("a").value     // 0xaf63dc4c8601ec8c
/// ```
public struct FixtureSeed: Hashable, Sendable {
    /// The hash of the label.
    public let value: UInt64

    /// Hashes `label`.
    public init(_ label: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in label.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        value = hash
    }
}
