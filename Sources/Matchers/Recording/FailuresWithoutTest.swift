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
    /// Installs `handler`, which returns `true` when it kept the failure for a report of its own.
    ///
    /// - Parameter handler: Called with every failure bound for XCTest; `false` lets XCTest have it.
    public static func keep(with handler: @escaping @Sendable (TestFailure) -> Bool) {
        MatchersRegistry.shared.failureWithoutTestHandler = handler
    }
}
