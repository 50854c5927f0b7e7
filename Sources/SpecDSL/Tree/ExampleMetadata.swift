import Matchers

/// What hooks and examples can learn about the example that is running.
///
/// ```swift
/// beforeEach { metadata in
///     print("starting", metadata.testName, "at", metadata.location)
/// }
/// ```
public final class ExampleMetadata: Sendable {
    /// The example's own description, as given to `it`.
    public let description: String
    /// The descriptions of the groups around the example, outermost first.
    public let groupDescriptions: [String]
    /// The XCTest name of the example, for example `Bool__negating_a_false_value__sets_the_value_to_true`.
    public let testName: String
    /// The name of the spec class the example belongs to.
    public let specName: String
    /// Where `it` was called.
    public let location: SourceLocation
    /// The position of the example in its spec class, counting from 0 in definition order.
    public let exampleIndex: Int

    // A class, not a struct: every hook receives it, and passing one reference is cheaper than
    // copying its strings and arrays in the debug builds `swift test` uses.
    init(description: String, groupDescriptions: [String], testName: String, specName: String,
         location: SourceLocation, exampleIndex: Int) {
        self.description = description
        self.groupDescriptions = groupDescriptions
        self.testName = testName
        self.specName = specName
        self.location = location
        self.exampleIndex = exampleIndex
    }

    /// The groups' and the example's descriptions joined by spaces: `Bool negating a false value sets the value to true`.
    public var fullDescription: String {
        // One string grown in place: this names every case Swift Testing shows.
        var text = ""
        var index = 0
        while index < groupDescriptions.count {
            text += groupDescriptions[index]
            text += " "
            index += 1
        }
        text += description
        return text
    }

    /// Quick's name of an example: the groups' and the example's descriptions joined by `, `.
    public var name: String {
        (groupDescriptions + [description]).joined(separator: ", ")
    }

    /// The metadata itself, so Quick's `metadata.example.name` compiles unchanged.
    public var example: ExampleMetadata { self }

    /// The file `it` was called in (`#filePath`).
    public var file: String { "\(location.filePath)" }
    /// The line `it` was called on.
    public var line: UInt { location.line }
}

extension SourceLocation {
    /// `Name.swift:12`: the file's last path component and the line, for short messages.
    var fileAndLine: String {
        let path = "\(filePath)"
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return "\(name):\(line)"
    }
}
