import Foundation
import Matchers

extension DiscoveredSpecs {
    /// The spec classes whose examples run from the test method XCTest runs for `anchorClass`, in
    /// their order: `anchorClass` alone, unless the order is random or a list and the class is
    /// movable.
    ///
    /// XCTest runs the classes in the order of SwiftPM's list. For a random order, the first
    /// test method of a movable class that XCTest runs in this process runs the examples of every
    /// movable class of the target that it runs (`selection`), shuffled with the seed (or in the
    /// order of their first listed examples); the test
    /// methods of those classes then run none. A class that is not movable runs at its own.
    /// - Returns: the classes in their order; none when `anchorClass` ran from another's.
    func classes(at anchorClass: SpecCase.Type, order: ExampleOrder, selection: XCTestSelection) -> [SpecCase.Type] {
        guard order.movesClasses, movable.contains("\(anchorClass)") else { return [anchorClass] }
        return moves.classes(at: anchorClass) {
            var seen: Set<ObjectIdentifier> = []
            var classes = specs.filter { spec in
                movable.contains(TypeName.of(spec)) && selection.selects(Self.anchorID(of: spec)) && seen.insert(ObjectIdentifier(spec)).inserted
            }
            if !seen.contains(ObjectIdentifier(anchorClass)) { classes.append(anchorClass) }
            return order.arrange(classes: classes) { TypeName.qualified($0) }
        }
    }

    /// `classes`, spec classes of this target, in the order the XCTest route runs them with
    /// `order`: by name, as SwiftPM lists a target's classes for XCTest; with a random order or a
    /// list, the movable ones all where the first of them is, arranged by that order, as
    /// ``classes(at:order:selection:)`` runs them. The Swift Testing route gives its classes their
    /// turns in this order.
    func xctestOrder(of classes: [SpecCase.Type], order: ExampleOrder) -> [SpecCase.Type] {
        let byName = classes.sorted { TypeName.qualified($0) < TypeName.qualified($1) }
        guard order.movesClasses, let first = byName.firstIndex(where: { movable.contains(TypeName.of($0)) }) else { return byName }
        var arranged = byName.filter { !movable.contains(TypeName.of($0)) }
        let moving = byName.filter { movable.contains(TypeName.of($0)) }
        arranged.insert(contentsOf: order.arrange(classes: moving) { TypeName.qualified($0) }, at: first)
        return arranged
    }

    /// The class of this target that the XCTest route runs first with `settings`, which on either
    /// route reports the failing cases that belong to no one class of the target (a failing
    /// `beforeSuite`, a configuration's mistake). While a setting has a problem, XCTest moves no
    /// class: the first by name.
    func firstClass(settings: RunSettings) -> SpecCase.Type? {
        xctestOrder(of: specs, order: settings.problems.isEmpty ? settings.order : .defined).first
    }

    /// `Module.Class/testAllExamplesOfClass`: XCTest's id of the test method the plugin generates
    /// for a (top-level) spec class.
    static func anchorID(of spec: SpecCase.Type) -> String {
        "\(TypeName.qualified(spec))/\(SpecCase.anchorPrefix)\(TypeName.of(spec))"
    }
}

/// Which of a target's spec classes ran from another class's test method in this process.
final class ClassMoves: Sendable {
    /// The classes the first movable class's test method ran; `nil` until it runs.
    private let moved = Locked<Set<ObjectIdentifier>?>(nil)

    /// The classes to run at `anchorClass`'s test method: those `choose` returns, the first time;
    /// afterwards none for a class among them, and `anchorClass` alone for any other.
    func classes(at anchorClass: SpecCase.Type, choose: () -> [SpecCase.Type]) -> [SpecCase.Type] {
        moved.withLock { moved in
            guard let classes = moved else {
                let chosen = choose()
                moved = Set(chosen.map { ObjectIdentifier($0) })
                return chosen
            }
            return classes.contains(ObjectIdentifier(anchorClass)) ? [] : [anchorClass]
        }
    }
}
