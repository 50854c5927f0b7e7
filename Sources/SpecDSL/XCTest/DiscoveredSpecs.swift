/// The spec classes and configurations of one test target, as the `SpecDiscovery` plugin found
/// them in its sources. The plugin generates the only instance; you never write one.
///
/// API for generated code only: the generated file imports it with
/// `@_spi(SpecDiscovery) import SpecDSL`, so it is not part of SpecDSL's public interface.
@_spi(SpecDiscovery)
public struct DiscoveredSpecs: Sendable {
    let specs: [SpecCase.Type]
    let configurations: [Configuration.Type]

    /// The generated code's list of this target's spec classes and configurations.
    public init(specs: [SpecCase.Type], configurations: [Configuration.Type]) {
        self.specs = specs
        self.configurations = configurations
    }

    /// Runs every example of the spec class of `anchor`, each as its own XCTest case.
    /// Called by the generated `testAllExamplesOf…` method.
    public func runExamples(of anchor: SpecCase) {
        SpecRunner.run(anchor, discovered: self)
    }
}
