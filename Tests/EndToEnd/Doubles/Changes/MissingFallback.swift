import Doubles

protocol Runnable {}

/// A hand-written double whose spy answers a type that is not a Fixture, called without orElse:.
final class SchedulerMock {
    let start = Spy<Int, any Runnable>()
    func start(_ id: Int) -> any Runnable { start.call(id) }
}
