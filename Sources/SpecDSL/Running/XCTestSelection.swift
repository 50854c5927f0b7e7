/// The tests XCTest runs in a process, as its command line selects them: the first argument, when
/// there is one and it is no option, lists them comma-separated, each `Module.Class` (all its tests)
/// or `Module.Class/test`; without one, XCTest runs every test.
///
/// ```swift
/// let selection = XCTestSelection(argument: "Specs.BasketSpec,Specs.CartSpec/testAllExamplesOfCartSpec")
/// // selection.selects("Specs.BasketSpec/testAnything") == true
/// ```
///
/// A `Module.Class/name` whose name is no generated method may be an example of a spec class, as
/// `swift test --filter` selects one from SpecKit's list of tests: it selects that class's
/// generated method too, which then runs the examples named (``examples(ofClass:)``).
struct XCTestSelection: Sendable {
    /// The listed classes and tests; `nil` when every test runs.
    private let names: Set<Substring>?
    /// The names listed after each class that is not selected whole, by class (`Module.Class`).
    private let namedCases: [Substring: Set<String>]
    /// The generated methods that the listed examples select, in the order their classes first
    /// appear (`Module.Class/testAllExamplesOfClass`).
    private let impliedAnchors: [String]
    private let argument: String?

    /// The selection this test process was started with, kept before `main` (XCTest then reads
    /// the argument with the generated methods added); `nil` where nothing keeps it.
    nonisolated(unsafe) static var ofProcess: XCTestSelection?

    /// The selection of XCTest's argument: `nil` selects every test.
    init(argument: String?) {
        guard let argument else {
            names = nil
            namedCases = [:]
            impliedAnchors = []
            self.argument = nil
            return
        }
        let entries = argument.split(separator: ",")
        let listed = Set(entries)
        var named: [Substring: Set<String>] = [:]
        var anchors: [String] = []
        for entry in entries {
            guard let slash = entry.firstIndex(of: "/") else { continue }
            let owner = entry[..<slash]
            let name = entry[entry.index(after: slash)...]
            // A method of the class's own (its generated one among them) is XCTest's to run.
            guard !name.hasPrefix(SpecCase.anchorPrefix), !name.contains("/"), !listed.contains(owner),
                  let anchor = Self.anchorID(ofClass: owner), !listed.contains(Substring(anchor)) else { continue }
            if named[owner] == nil { anchors.append(anchor) }
            named[owner, default: []].insert(String(name))
        }
        names = listed
        namedCases = named
        impliedAnchors = anchors
        self.argument = argument
    }

    /// Whether it names single cases of a class it does not select whole: some examples of a spec
    /// class, not all of them.
    var namesSingleCases: Bool { !namedCases.isEmpty }

    /// The selection of a test process's command line (`arguments[0]` is the program).
    init(arguments: [String]) {
        self.init(argument: Self.argument(of: arguments))
    }

    /// XCTest's selection argument in a test process's command line, `nil` when there is none.
    static func argument(of arguments: [String]) -> String? {
        arguments.count > 1 && !arguments[1].hasPrefix("-") ? arguments[1] : nil
    }

    /// Whether XCTest runs the test `id` (`Module.Class/test`), or SpecKit runs examples from it.
    func selects(_ id: String) -> Bool {
        guard let names else { return true }
        if names.contains(Substring(id)) || names.contains(id.prefix { $0 != "/" }) { return true }
        return !impliedAnchors.isEmpty && impliedAnchors.contains(id)
    }

    /// The names of the cases (examples and failing cases) of the spec class `className`
    /// (`Module.Class`) to run, `nil` when the class runs whole.
    func examples(ofClass className: String) -> Set<String>? {
        namedCases.isEmpty ? nil : namedCases[Substring(className)]
    }

    /// XCTest's argument with the generated method of each class whose examples it names, so
    /// that XCTest runs that method; `nil` when it names none.
    var argumentRunningExamples: String? {
        guard let argument, !impliedAnchors.isEmpty else { return nil }
        return ([argument] + impliedAnchors).joined(separator: ",")
    }

    /// `Module.Class/testAllExamplesOfClass` for `Module.Class`, as SwiftPM lists a spec class
    /// (its module, then its name); `nil` for a name without a module.
    static func anchorID(ofClass className: Substring) -> String? {
        guard let dot = className.firstIndex(of: "."), className.index(after: dot) != className.endIndex else { return nil }
        let path = className[className.index(after: dot)...].split(separator: ".").joined(separator: "_")
        return "\(className)/\(SpecCase.anchorPrefix)\(path)"
    }
}
