/// One call recorded in a ``CallJournal``: which double, which method, and the call written
/// as Swift source, e.g. `api.fetch(id: "42")`.
public struct JournalEntry: Hashable, Sendable, CustomStringConvertible {
    /// The name the double was tracked under, e.g. `"api"`.
    public let double: String
    /// The method as `#function` spells it, e.g. `fetch(id:)`.
    public let method: String
    /// The call as Swift source: `api.fetch(id: "42")`. Journal checks compare this text.
    public let description: String

    /// An entry for a call of `method` on `double`, recorded as `description` (Swift source).
    public init(double: String, method: String, description: String) {
        self.double = double
        self.method = method
        self.description = description
    }
}

/// Connects one recorder to a journal under a double's name.
struct JournalBinding: Sendable {
    let journal: CallJournal
    let double: String

    func record(method: String, rendered: String) {
        let prefix = double.isEmpty ? "" : "\(double)."
        journal.append(JournalEntry(double: double, method: method, description: prefix + rendered))
    }
}

/// A recorder that can write its calls into a journal.
protocol JournalTrackable {
    func bind(_ binding: JournalBinding)
}

extension Capture: JournalTrackable {}
extension Spy: JournalTrackable {}

/// The storage of a `lazy var` holding a recorder; lets `track` tell a spy that was not
/// created yet from any other lazy property.
protocol UncreatedRecorder {}
extension Optional: UncreatedRecorder where Wrapped: JournalTrackable {}
