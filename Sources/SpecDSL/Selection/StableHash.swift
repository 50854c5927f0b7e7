/// A 64-bit hash of text and numbers that is the same on every machine, in every process and
/// with every Swift version: FNV-1a, finished with SplitMix64's mixing so that near texts get
/// far values. (Swift's `Hasher` is seeded anew in each process.)
///
/// ```swift
/// var hash = StableHash()
/// hash.add(51923)
/// hash.add("BoolSpec.Bool__is_true")
/// let key = hash.value
/// ```
struct StableHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 { mix(byte) }
        mix(0xff)  // no UTF-8 text has this byte: "ab"+"c" and "a"+"bc" differ
    }

    mutating func add(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
    }

    private mutating func mix(_ byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// The hash of everything added so far.
    var value: UInt64 {
        var z = state &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
