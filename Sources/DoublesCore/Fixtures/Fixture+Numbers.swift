// Numbers: derived from the label's FNV-1a hash. Integers stay below one billion so they
// read well in failure messages and fit every integer type of 32 bits or more; smaller
// types take the low bits.

extension Fixture where Self: FixedWidthInteger {
    /// A value derived from a stable hash of `label`: the same on every run and machine.
    public static func fixture(label: String) -> Self {
        Self(truncatingIfNeeded: FixtureSeed(label).value % 1_000_000_000)
    }
}

extension Int: Fixture {}
extension Int8: Fixture {}
extension Int16: Fixture {}
extension Int32: Fixture {}
extension Int64: Fixture {}
extension UInt: Fixture {}
extension UInt8: Fixture {}
extension UInt16: Fixture {}
extension UInt32: Fixture {}
extension UInt64: Fixture {}

extension Fixture where Self: BinaryFloatingPoint {
    /// A value with two decimals below one million, e.g. `4711.07`.
    public static func fixture(label: String) -> Self {
        Self(FixtureSeed(label).value % 100_000_000) / 100
    }
}

extension Double: Fixture {}
extension Float: Fixture {}

extension Bool: Fixture {
    /// The lowest bit of the label's hash: `.fixture` is `true`.
    public static func fixture(label: String) -> Bool {
        FixtureSeed(label).value & 1 == 1
    }
}
