/// Where something was declared in a spec file: the file and line a failure points at.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's path, as `#filePath` gives it.
    public let file: String
    /// The line in `file`.
    public let line: UInt

    public init(file: StaticString, line: UInt) {
        self.file = "\(file)"
        self.line = line
    }

    public init(file: String, line: UInt) {
        self.file = file
        self.line = line
    }

    /// `Name.swift:12`: the file's last path component and the line, for messages.
    public var description: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(name):\(line)"
    }
}
