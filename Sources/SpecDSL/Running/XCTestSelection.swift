/// The tests XCTest runs in a process, as its command line selects them: the first argument, when
/// there is one and it is no option, lists them comma-separated, each `Module.Class` (all its tests)
/// or `Module.Class/test`; without one, XCTest runs every test.
///
/// ```swift
/// let selection = XCTestSelection(argument: "Specs.BasketSpec,Specs.CartSpec/testAllExamplesOfCartSpec")
/// // selection.selects("Specs.BasketSpec/testAnything") == true
/// ```
struct XCTestSelection: Sendable {
    /// The listed classes and tests; `nil` when every test runs.
    private let names: Set<Substring>?

    /// The selection of XCTest's argument: `nil` selects every test.
    init(argument: String?) {
        names = argument.map { Set($0.split(separator: ",")) }
    }

    /// The selection of a test process's command line (`arguments[0]` is the program).
    init(arguments: [String]) {
        self.init(argument: arguments.count > 1 && !arguments[1].hasPrefix("-") ? arguments[1] : nil)
    }

    /// Whether XCTest runs the test `id` (`Module.Class/test`).
    func selects(_ id: String) -> Bool {
        guard let names else { return true }
        return names.contains(Substring(id)) || names.contains(id.prefix { $0 != "/" })
    }
}
