/// Where a failure goes when it would reach XCTest while no XCTest case may be running: XCTest
/// drops such a failure, so a runner that knows when cases run can keep it and report it later.
/// SpecDSL installs the only handler; `reportFailure` asks it on the failure path alone, so a
/// passing expectation never pays for it.
///
/// ```swift
/// FailuresWithoutTest.keep { failure in XCTestRoute.shared.keepFailureWithoutTest(failure) }
/// ```
@_spi(SpecRunner)
public enum FailuresWithoutTest {
    /// What the handler did with a failure.
    public enum Disposition: Sendable {
        /// It kept the failure for a report of its own.
        case kept
        /// XCTest runs this process's tests: the failure goes to XCTest alone. Without a handler
        /// it goes to Swift Testing too, which reports it when it is the runner.
        case forXCTest
    }

    /// Installs `handler`, which says what became of each failure bound for XCTest.
    ///
    /// - Parameter handler: Called with every failure bound for XCTest.
    public static func keep(with handler: @escaping @Sendable (TestFailure) -> Disposition) {
        MatchersRegistry.shared.failureWithoutTestHandler = handler
    }
}
