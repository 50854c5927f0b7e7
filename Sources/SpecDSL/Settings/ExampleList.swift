import Foundation

/// The examples a `SPECKIT_ORDER=list:PATH` run runs, in the order its file lists them: one
/// module-qualified name a line (`Module.SpecClass.example_name`, as the saved status and the
/// JUnit report write them); blank lines are left out, and a `#` starts a comment, at the start
/// of a line or after a name (names hold no `#`).
///
/// ```swift
/// let list = ExampleList(path: "bisect.txt", text: "Specs.CartSpec.adds\nSpecs.LeakSpec.reads\n")
/// // list.position(of: "reads", inClass: "Specs.LeakSpec") == 1
/// ```
///
/// A run in a listed order selects the listed examples alone, and runs them in the list's
/// order: each class's examples in that order, and the classes that can move ordered by their
/// first listed example, on both routes. `SPECKIT_BISECT` writes such a file, so that one
/// command runs the examples it found, in the order that fails.
struct ExampleList: Equatable, Sendable {
    /// The file the list was read from, as the variable named it.
    let path: String
    /// The listed names, in order, each once.
    let names: [String]
    private let positions: [String: Int]
    private let classPositions: [String: Int]

    init(path: String, text: String) {
        self.path = path
        var names: [String] = []
        var positions: [String: Int] = [:]
        var classPositions: [String: Int] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let name = (line.firstIndex(of: "#").map { line[..<$0] } ?? line).trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, positions[name] == nil else { continue }
            positions[name] = names.count
            if let dot = name.lastIndex(of: ".") {
                let className = String(name[..<dot])
                if classPositions[className] == nil { classPositions[className] = names.count }
            }
            names.append(name)
        }
        self.names = names
        self.positions = positions
        self.classPositions = classPositions
    }

    static func == (left: ExampleList, right: ExampleList) -> Bool {
        left.path == right.path && left.names == right.names
    }

    /// Where the example `name` of the module-qualified class `className` is in the list; `nil`
    /// when it is not listed.
    func position(of name: String, inClass className: String) -> Int? {
        positions[className + "." + name]
    }

    /// Where the first listed example of the module-qualified class `className` is; `nil` when
    /// none of its examples is listed.
    func position(ofClass className: String) -> Int? {
        classPositions[className]
    }

    /// The listed examples among `examples` of the class `className` (module-qualified), in the
    /// list's order.
    func select(_ examples: [SpecPlan.PlannedExample], inClass className: String) -> [SpecPlan.PlannedExample] {
        let listed = examples.compactMap { planned in position(of: planned.metadata.testName, inClass: className).map { ($0, planned) } }
        return listed.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// `items` ordered by the first listed example of each one's class (`className`), in the
    /// list's order; those with none listed keep their order, after the others.
    func arrange<Item>(classes items: [Item], className: (Item) -> String) -> [Item] {
        let keyed = items.enumerated().map { (key: position(ofClass: className($0.element)) ?? Int.max, index: $0.offset, item: $0.element) }
        return keyed.sorted { ($0.key, $0.index) < ($1.key, $1.index) }.map(\.item)
    }

    /// The text of a list file: a comment line, then `names`, one a line.
    static func text(of names: [String], comment: String) -> String {
        "# " + comment + "\n" + names.map { $0 + "\n" }.joined()
    }
}
