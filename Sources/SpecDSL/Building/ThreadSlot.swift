#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value per thread, without a lock: each thread reads and writes only its own slot. `with`
/// sets it for the time `body` runs and restores the one before; the value stays alive (retained
/// by the caller) for that time.
final class ThreadSlot<Value: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        // Without a destructor: the slot holds an unretained reference for a bounded time.
        pthread_key_create(&key, nil)
        self.key = key
    }

    /// The calling thread's value.
    var value: Value? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with `value` as the calling thread's value, then restores the one before.
    func with(_ value: Value, _ body: () -> Void) {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(value).toOpaque())
        withExtendedLifetime(value, body)
        pthread_setspecific(key, previous)
    }
}

/// The builder of the spec that `spec()` is building on the calling thread, if any: so that the
/// DSL calls of `spec()` (every `it`, group and hook) find their builder without taking a lock.
/// A DSL call from another thread finds no builder here and asks `BuildingState` under its lock.
enum ThreadBuilder {
    private static let slot = ThreadSlot<SpecBuilder>()

    /// The calling thread's builder.
    static var current: SpecBuilder? { slot.value }

    /// Runs `body` with `builder` as the calling thread's builder, then restores the one before.
    static func with(_ builder: SpecBuilder, _ body: () -> Void) { slot.with(builder, body) }
}
