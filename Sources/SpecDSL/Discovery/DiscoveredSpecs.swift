import Foundation
import Matchers

/// The spec classes and configurations of one test target, as the `SpecDiscovery` plugin found
/// them in its sources. The plugin generates the only instance; you never write one.
///
/// API for generated code only: the generated file imports it with
/// `@_spi(SpecDiscovery) import SpecDSL`, so it is not part of SpecDSL's public interface.
@_spi(SpecDiscovery)
public struct DiscoveredSpecs: Sendable {
    private(set) var specs: [SpecCase.Type]
    private(set) var configurations: [Configuration.Type]
    /// Where each spec class is declared, `path:line` by class name.
    private var places: [String: String]
    /// The classes a random order or a list may move, by name: under XCTest they run from another
    /// class's test method, and Swift Testing gives them their turns in that order.
    let movable: Set<String>
    /// The spec classes, by name, that other spec classes of the target inherit from.
    let bases: Set<String>
    /// Where the target's plan is kept once built: every copy of one list shares it, a changed
    /// copy gets a new one.
    private(set) var slot = PlanSlot()
    /// Which classes ran from another class's test method; shared and renewed as `slot` is.
    private(set) var moves = ClassMoves()

    /// The generated code's list of this target's spec classes and configurations.
    /// - Parameters:
    ///   - specs: the spec classes declared outside `#if` branches.
    ///   - configurations: the configurations declared outside `#if` branches.
    ///   - places: where each spec class is declared (`/path/BoolSpec.swift:12`), by class name: a
    ///     failure of the class as a whole points there.
    ///   - movable: the spec classes, by name, whose examples a random order may run from another
    ///     class's test method under XCTest (and whose turns Swift Testing orders alike): neither
    ///     they nor the classes they inherit from declare a class-level `setUp()` or `tearDown()`,
    ///     which XCTest runs around a class's own tests.
    ///   - bases: the spec classes, by name, that other spec classes of the target inherit from:
    ///     one without examples reports nothing (a class without examples is otherwise one skipped case).
    public init(specs: [SpecCase.Type], configurations: [Configuration.Type], places: [String: String] = [:],
                movable: Set<String> = [], bases: Set<String> = []) {
        self.specs = specs
        self.configurations = configurations
        self.places = places
        self.movable = movable
        self.bases = bases
    }

    /// The list with one more spec class: the generated code adds the classes declared inside
    /// `#if` branches this way, under the same conditions.
    ///
    /// ```swift
    /// DiscoveredSpecs(specs: [BoolSpec.self], configurations: [])
    /// #if DEBUG
    ///     .adding(spec: DebugMenuSpec.self, declaredAt: "/path/DebugMenuSpec.swift:8")
    /// #endif
    /// ```
    /// - Parameters:
    ///   - spec: a spec class of the target.
    ///   - place: where it is declared (`/path/BoolSpec.swift:12`): each branch of an `#if` may
    ///     declare a class of the same name.
    /// - Returns: the list with `spec` added.
    public func adding(spec: SpecCase.Type, declaredAt place: String? = nil) -> DiscoveredSpecs {
        var copy = self
        copy.specs.append(spec)
        if let place { copy.places[TypeName.of(spec)] = place }
        copy.slot = PlanSlot()
        copy.moves = ClassMoves()
        return copy
    }

    /// The list with one more configuration, for those declared inside `#if` branches.
    /// - Parameter configuration: a configuration of the target.
    /// - Returns: the list with `configuration` added.
    public func adding(configuration: Configuration.Type) -> DiscoveredSpecs {
        var copy = self
        copy.configurations.append(configuration)
        copy.slot = PlanSlot()
        copy.moves = ClassMoves()
        return copy
    }

    /// The target's plan, built the first time any route asks for it.
    func plan(capturing capture: FailureCapturing) -> TargetPlan {
        slot.plan {
            let definitions = specs.map { specType in
                SpecDefinition(type: specType, name: TypeName.of(specType), place: places[TypeName.of(specType)]) {
                    MainActor.assumeIsolated {
                        specType.spec()
                        specType.detachedInstance(named: "spec")?.spec()
                    }
                }
            }
            // Specs are described on the main actor, where their closures will run.
            return MainActorHop.run {
                TargetPlan.build(specs: definitions, configurations: configurations, capturing: capture, bases: bases)
            }
        }
    }
}

/// Holds a target's plan once it is built.
final class PlanSlot: Sendable {
    private let built = Locked<TargetPlan?>(nil)

    func plan(_ build: () -> TargetPlan) -> TargetPlan {
        built.withLock { built in
            if let built { return built }
            let plan = build()
            built = plan
            return plan
        }
    }
}
