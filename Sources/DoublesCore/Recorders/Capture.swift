import Matchers

/// Records every call of one method: its arguments as a tuple or as a struct you define.
///
/// Use it as a field of a hand-written `Captures` struct. It is a lock-protected reference
/// type, so recording from a background queue or another task loses nothing, and the
/// `Captures` struct can be held by `let` in a `Sendable` double.
///
/// ```swift
/// struct Captures {
///     struct Save { let name: String; let overwrite: Bool }
///     let save = Capture<Save>()
/// }
/// func save(name: String, overwrite: Bool) {
///     captures.save.record(.init(name: name, overwrite: overwrite))
/// }
/// // in the test
/// captures.save.callCount   // 1
/// captures.save.last?.name  // "draft"
/// ```
///
/// In a ``CallJournal`` the call reads `save(name: "draft", overwrite: false)`: the fields of
/// an arguments struct (or the elements of a tuple) become the arguments when their number
/// matches the method's parameters; otherwise the whole value is the one argument.
///
/// The arguments are kept as given and may be read from another thread later; a double that
/// records non-`Sendable` values is as thread-safe as those values.
public final class Capture<Arguments>: CallRecorder, @unchecked Sendable {
    private struct State {
        var calls: [Arguments] = []
        var method: String?
        var journal: JournalBinding?
        /// Whether the spy owning it matches `given` rules against the arguments one by one.
        var unpacks = false
    }

    private let state = Locked(State())
    private let owner: String?

    /// Creates an empty capture.
    /// - Parameter owner: the double's name used in failure messages, e.g. `"APIMock"`.
    public init(owner: String? = nil) {
        self.owner = owner
        DoubleRegistry.current.register(self)
    }

    /// Records one call. Call it first thing in the double's method.
    /// - Parameters:
    ///   - arguments: the call's arguments.
    ///   - method: the method's name; leave the default (`#function`).
    public func record(_ arguments: Arguments, method: String = #function) {
        record(arguments, method: method, unpacked: nil)
    }

    /// Records one call; `unpacked` lists the arguments one by one when the caller knows
    /// them (a ``Spy`` does), so the journal need not guess them from the packed value.
    func record(_ arguments: Arguments, method: String, unpacked: [Any]?) {
        let journal = state.withLock { state -> JournalBinding? in
            state.calls.append(arguments)
            state.method = method
            return state.journal
        }
        guard let journal else { return }
        let rendered = unpacked.map { Rendering.call(method: method, arguments: $0) }
            ?? Rendering.call(method: method, packed: arguments)
        journal.record(method: method, rendered: rendered)
    }

    /// The arguments of every call, in call order.
    public var calls: [Arguments] {
        state.withLock { $0.calls }
    }

    /// The name failures use for this method.
    public var name: String {
        guard let method = state.withLock({ $0.method }) else { return owner ?? "the capture" }
        return owner.map { "\($0).\(method)" } ?? method
    }

    /// Forgets every recorded call.
    public func reset() {
        state.withLock { $0.calls = [] }
    }

    /// Whether a call's arguments are wanted one by one: by a journal or by `given` rules.
    var wantsUnpacked: Bool {
        state.withLock { $0.journal != nil || $0.unpacks }
    }

    func unpacksArguments() {
        state.withLock { $0.unpacks = true }
    }

    func bind(_ binding: JournalBinding) {
        state.withLock { $0.journal = binding }
    }
}

extension Capture: DoubleComponent {
    func resetForRegistry() { reset() }
}
