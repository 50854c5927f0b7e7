import Matchers

/// Records, in order, the calls received by one or more doubles (SwityKit's `invokedList`,
/// shared across doubles), so a spec can check the order of calls between collaborators.
///
/// ```swift
/// let journal = CallJournal()
/// journal.track(api, as: "api")      // every Spy / Capture / PropertySpy inside `api`
/// journal.track(cache, as: "cache")
/// // … run the code under test …
/// expect(journal).to(haveReceived(["api.fetch(id: \"42\")", "cache.store(\"42\")"]))
/// expect(journal).to(haveReceivedNothing(except: ["api"]))
/// ```
///
/// A failed check prints the assertion that would pass for the calls that did happen,
/// ready to paste.
public final class CallJournal: @unchecked Sendable {
    /// How suggested assertions refer to the journal, `journal` unless you name it.
    public let name: String
    private let state = Locked<[JournalEntry]>([])

    /// Creates an empty journal.
    /// - Parameter name: the variable name used in suggested assertions.
    public init(name: String = "journal") {
        self.name = name
        DoubleRegistry.current.register(self)
    }

    /// Every recorded call, oldest first.
    public var entries: [JournalEntry] {
        state.withLock { $0 }
    }

    /// The calls, written as Swift source, oldest first.
    public var calls: [String] {
        entries.map(\.description)
    }

    /// The assertion that passes for the calls recorded so far, ready to paste into a spec
    /// (SwityKit's assertions generated to the log): `print(journal.suggestedAssertion)`.
    ///
    /// ```text
    /// expect(journal).to(haveReceived([
    ///     "api.fetch(id: \"42\")",
    /// ]))
    /// ```
    public var suggestedAssertion: String {
        JournalComparison.suggestion(journal: name, calls: calls, anyOrder: false)
    }

    /// Forgets every recorded call (SwityKit's `tearDown()`).
    public func reset() {
        state.withLock { $0 = [] }
    }

    /// Records a call of a hand-written double.
    /// - Parameters:
    ///   - arguments: the call's arguments, in order.
    ///   - double: the double's name, e.g. `"cache"`.
    ///   - method: the method's name; leave the default (`#function`).
    ///
    /// ```swift
    /// func store(_ key: String) {
    ///     captures.store = .init(key: key)
    ///     journal?.record(key, double: "cache")
    /// }
    /// ```
    public func record(_ arguments: Any..., double: String, method: String = #function) {
        JournalBinding(journal: self, double: double)
            .record(method: method, rendered: Rendering.call(method: method, arguments: arguments))
    }

    func append(_ entry: JournalEntry) {
        state.withLock { $0.append(entry) }
    }

    /// Makes every recorder stored in `double` (directly, or inside its `stubs` / `captures`
    /// structs) write its calls into this journal under `name`.
    ///
    /// - Parameters:
    ///   - double: the test double.
    ///   - name: how entries name it: `name.method(arguments)`.
    ///
    /// A `lazy var` spy that was not created yet cannot be tracked; that is reported as a
    /// failure (create spies with `let x = Spy(of: Type.method)`, or touch them first).
    public func track(_ double: AnyObject, as name: String, file: StaticString = #filePath, line: UInt = #line) {
        let binding = JournalBinding(journal: self, double: name)
        let contents = DoubleContents(of: double)
        let recorders = contents.components.compactMap { $0 as? any JournalTrackable }
        for recorder in recorders { recorder.bind(binding) }
        if !contents.uncreated.isEmpty {
            reportFailure(
                "track(_:as: \"\(name)\") cannot track lazy spies that were not created yet: "
                    + contents.uncreated.joined(separator: ", ")
                    + "; declare them with let (Spy(of: Type.method)) or use them before tracking",
                kind: .double, file: file, line: line)
        } else if recorders.isEmpty {
            reportFailure(
                "track(_:as: \"\(name)\") found no Spy, Capture or PropertySpy in \(type(of: double)); "
                    + "record its calls with journal.record(_:double:) instead",
                kind: .double, file: file, line: line)
        }
    }
}

extension CallJournal: DoubleComponent {
    func resetForRegistry() { reset() }
}
