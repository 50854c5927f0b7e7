import Matchers

/// A double for one property: it holds the value, counts the reads and records every
/// value written (Moxture's `PropMock`).
///
/// ```swift
/// final class SettingsMock: Settings, Sendable {
///     let volume = PropertySpy(5)
///     var level: Int {
///         get { volume.get() }
///         set { volume.set(newValue) }
///     }
/// }
/// settings.volume.value = 7      // stub the next reads
/// settings.volume.getCount       // reads so far
/// settings.volume.sets           // [8, 9]: every value written
/// ```
public final class PropertySpy<Value>: CallRecorder, @unchecked Sendable {
    private struct State {
        var value: Value
        var getCount = 0
        var sets: [Value] = []
        var journal: JournalBinding?
        var property: String?
    }

    private let state: Locked<State>
    private let owner: String?

    /// Creates a property double holding `value`.
    /// - Parameters:
    ///   - value: what reads return until it is set.
    ///   - owner: the double's name used in messages.
    public init(_ value: Value, owner: String? = nil) {
        state = Locked(State(value: value))
        self.owner = owner
        DoubleRegistry.current.register(self)
    }

    /// The current value. Setting it here stubs the property without recording a set.
    public var value: Value {
        get { state.withLock { $0.value } }
        set { state.withLock { $0.value = newValue } }
    }

    /// How many times the double's getter read the property.
    public var getCount: Int { state.withLock { $0.getCount } }

    /// Every value the double's setter received, oldest first.
    public var sets: [Value] { state.withLock { $0.sets } }

    /// The setter's calls, so `haveBeenCalled` applies to writes.
    public var calls: [Value] { sets }

    /// The name failures use for this property.
    public var name: String {
        let property = state.withLock { $0.property } ?? "property"
        return owner.map { "\($0).\(property)" } ?? property
    }

    /// Records a read and returns the current value. Call it from the double's getter.
    public func get(property: String = #function) -> Value {
        let (value, journal) = state.withLock { state in
            state.getCount += 1
            state.property = property
            return (state.value, state.journal)
        }
        journal?.record(method: property, rendered: property)
        return value
    }

    /// Records a write and stores the value. Call it from the double's setter.
    public func set(_ newValue: Value, property: String = #function) {
        let journal = state.withLock { state in
            state.sets.append(newValue)
            state.value = newValue
            state.property = property
            return state.journal
        }
        journal?.record(method: property, rendered: "\(property) = \(Rendering.literal(newValue))")
    }

    /// Forgets the recorded reads and writes; the value stays.
    public func reset() {
        state.withLock { state in
            state.getCount = 0
            state.sets = []
        }
    }

    func bind(_ binding: JournalBinding) {
        state.withLock { $0.journal = binding }
    }
}

extension PropertySpy: JournalTrackable {}

extension PropertySpy: DoubleComponent {
    func resetForRegistry() { reset() }
}

extension PropertySpy where Value: ExpressibleByNilLiteral {
    /// Creates a property double of an optional type holding `nil`.
    public convenience init(owner: String? = nil) {
        self.init(nil, owner: owner)
    }
}
