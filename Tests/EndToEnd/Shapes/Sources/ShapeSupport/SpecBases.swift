import Foundation
import SpecDSL

/// An alias of SpecKit's base class in a library the test target depends on.
public typealias SharedSpecBase = SpecCase

/// A base class for specs in that library, and an alias of it.
open class SupportBaseSpec: SpecCase {}
public typealias SupportAlias = SupportBaseSpec

/// A configuration in the support library: it applies to the specs of the test targets that
/// depend on the library, as a `QuickConfiguration` anywhere does in Quick.
public final class SupportConfiguration: Configuration {
    /// How many examples its `beforeEach` ran before.
    public static let examplesSeen = ExampleCounter()

    public override class func configure(_ configuration: SpecConfiguration) {
        configuration.beforeEach { examplesSeen.add() }
    }
}

/// A count examples on any thread can add to.
public final class ExampleCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    public func add() { lock.withLock { count += 1 } }
    public var value: Int { lock.withLock { count } }
}
