#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The builder of the spec that `spec()` is building on the calling thread, if any: a per-thread
/// slot, so that the DSL calls of `spec()` (every `it`, group and hook) find their builder
/// without taking a lock.
///
/// Safe without a lock because each thread reads and writes only its own slot: the thread that
/// runs `BuildingState.building(with:)` sets it for the time its `spec()` runs and restores it
/// afterwards, and the builder stays alive for that time. A DSL call from another thread finds
/// no builder here and asks `BuildingState` under its lock.
enum ThreadBuilder {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // Without a destructor: the slot holds an unretained reference for a bounded time.
        pthread_key_create(&key, nil)
        return key
    }()

    /// The calling thread's builder.
    static var current: SpecBuilder? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<SpecBuilder>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with `builder` as the calling thread's builder, then restores the one before.
    static func with(_ builder: SpecBuilder, _ body: () -> Void) {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(builder).toOpaque())
        body()
        pthread_setspecific(key, previous)
    }
}
