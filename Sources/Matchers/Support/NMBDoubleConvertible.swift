import Foundation

/// A value `beCloseTo` and `≈` can compare as a `Double`: `Date` and `NSDate` (seconds),
/// `NSNumber`. Swift's floating-point types use the `FloatingPoint` forms instead.
///
/// ```swift
/// extension Temperature: NMBDoubleConvertible {
///     var doubleValue: Double { celsius }
/// }
/// expect(reading).to(beCloseTo(Temperature(celsius: 20), within: 0.5))
/// ```
public protocol NMBDoubleConvertible {
    /// The value as a `Double`.
    var doubleValue: Double { get }
}

extension Date: NMBDoubleConvertible {
    /// Seconds since the reference date.
    public var doubleValue: Double { timeIntervalSinceReferenceDate }
}

extension NSDate: NMBDoubleConvertible {
    /// Seconds since the reference date.
    public var doubleValue: Double { timeIntervalSinceReferenceDate }
}

extension NSNumber: NMBDoubleConvertible {}
