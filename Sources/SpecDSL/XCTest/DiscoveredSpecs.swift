import XCTest

/// The spec classes and configurations of one test target, as the `SpecDiscovery` plugin found
/// them in its sources. The plugin generates the only instance; you never write one.
///
/// API for generated code only: the generated file imports it with
/// `@_spi(SpecDiscovery) import SpecDSL`, so it is not part of SpecDSL's public interface.
@_spi(SpecDiscovery)
public struct DiscoveredSpecs: Sendable {
    private(set) var specs: [SpecCase.Type]
    private(set) var configurations: [Configuration.Type]
    /// Tells the registry that it has seen this very list before: every spec class of a target
    /// runs with the same list, and asking again for each class of it is quadratic in the classes
    /// (at 500 classes, about 13,000 instructions per example of a debug build).
    private(set) var identity = Identity()

    /// The generated code's list of this target's spec classes and configurations.
    public init(specs: [SpecCase.Type], configurations: [Configuration.Type]) {
        self.specs = specs
        self.configurations = configurations
    }

    /// What makes two copies of a list the same list; a changed copy gets a new one.
    final class Identity: Sendable {}

    /// The list with one more spec class: the generated code adds the classes declared inside
    /// `#if` branches this way, under the same conditions.
    ///
    /// ```swift
    /// DiscoveredSpecs(specs: [BoolSpec.self], configurations: [])
    /// #if DEBUG
    ///     .adding(spec: DebugMenuSpec.self)
    /// #endif
    /// ```
    /// - Parameter spec: a spec class of the target.
    /// - Returns: the list with `spec` added.
    public func adding(spec: SpecCase.Type) -> DiscoveredSpecs {
        var copy = self
        copy.specs.append(spec)
        copy.identity = Identity()
        return copy
    }

    /// The list with one more configuration, for those declared inside `#if` branches.
    /// - Parameter configuration: a configuration of the target.
    /// - Returns: the list with `configuration` added.
    public func adding(configuration: Configuration.Type) -> DiscoveredSpecs {
        var copy = self
        copy.configurations.append(configuration)
        copy.identity = Identity()
        return copy
    }

    /// Runs every example of the spec class of `anchor`, each as its own XCTest case.
    /// Called by the generated `testAllExamplesOf…` method of `anchorClass`.
    ///
    /// SwiftPM also lists a superclass's generated method for each subclass declared in the same
    /// module: that inherited copy runs nothing, since the subclass's own method runs its examples.
    /// - Parameters:
    ///   - anchor: the XCTest case XCTest created for the generated method.
    ///   - anchorClass: the class the generated method was written for.
    public func runExamples(of anchor: SpecCase, anchoredIn anchorClass: SpecCase.Type) {
        guard type(of: anchor) == anchorClass else {
            anchor.setExpandedRun(XCTestSuiteRun(test: XCTestSuite(name: anchor.name)))
            return
        }
        SpecRunner.run(anchor, discovered: self)
    }
}
