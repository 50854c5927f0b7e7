extension Optional {
    /// The wrapped value, or a thrown ``UnwrapFailure`` naming the file and line, instead of
    /// a crash on `!`.
    ///
    /// ```swift
    /// let call = try api.fetch.last.unwrapped()
    /// ```
    /// - Throws: ``UnwrapFailure`` when the optional is `nil`.
    public func unwrapped(
        _ what: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
    ) throws -> Wrapped {
        guard let value = self else {
            throw UnwrapFailure(what: what(), type: "\(Wrapped.self)", file: "\(file)", line: line)
        }
        return value
    }
}

/// The error `unwrapped()` throws for `nil`.
public struct UnwrapFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was unwrapped, as the caller described it (may be empty).
    public let what: String
    /// The wrapped type's name.
    public let type: String
    public let file: String
    public let line: UInt

    public var description: String {
        let subject = what.isEmpty ? "a value of type \(type)" : "\(what) (\(type))"
        return "\(file):\(line): expected \(subject), got nil"
    }
}
