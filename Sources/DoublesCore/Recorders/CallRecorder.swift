/// Anything that records the calls of one method: ``Capture``, ``Spy``, ``AnySpy`` and the
/// setter of a ``PropertySpy``. The matchers `haveBeenCalled…` and `verify` work on it.
///
/// Conform your own recorder to reuse them:
/// ```swift
/// extension MyRecorder: CallRecorder {
///     var calls: [String] { received }
///     var name: String { "send(_:)" }
/// }
/// ```
public protocol CallRecorder: AnyObject {
    /// The arguments of one call: a tuple, a struct of arguments or a single value.
    associatedtype Arguments

    /// The arguments of every call, oldest first.
    var calls: [Arguments] { get }

    /// How failure messages name the method, e.g. `APIMock.fetch(id:)`.
    var name: String { get }
}

extension CallRecorder {
    /// How many times the method was called.
    public var callCount: Int { calls.count }

    /// Whether the method was called at least once.
    public var wasCalled: Bool { !calls.isEmpty }

    /// The arguments of the first call, or `nil` when it was never called.
    public var first: Arguments? { calls.first }

    /// The arguments of the latest call, or `nil` when it was never called.
    public var last: Arguments? { calls.last }
}
