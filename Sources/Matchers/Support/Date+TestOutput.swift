import Foundation

// Dates print in failure messages the way Nimble prints them, `2001-01-01 00:16:40.0000`: the
// local time zone, to the ten-thousandth of a second, no zone suffix. A migrated suite's
// expected messages (and its authors' eyes) stay the same.

extension Date: TestOutputStringConvertible {
    /// `yyyy-MM-dd HH:mm:ss.SSSS` in the current time zone, e.g. `2001-01-01 00:16:40.0000`.
    public var testDescription: String {
        // A new formatter per message: formatters are not Sendable, and only failing (or
        // gathered) expectations render their values.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSSS"
        return formatter.string(from: self)
    }
}

extension NSDate: TestOutputStringConvertible {
    /// The same text as the `Date` it holds.
    public var testDescription: String { Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate).testDescription }
}
