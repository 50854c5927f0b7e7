import Foundation

/// Selects examples by name without editing code: `SPECKIT_FILTER` holds a regular expression
/// matched against `SpecClass.example_name` (the XCTest name XCTest prints).
///
/// ```sh
/// SPECKIT_FILTER='BoolSpec\..*false_value' swift test --filter BoolSpec
/// ```
///
/// Examples it leaves out are not run and not reported one by one; each spec class prints one
/// line saying how many of its examples the filter selected.
struct ExampleFilter {
    static let variable = "SPECKIT_FILTER"

    struct Selection {
        let examples: [SpecPlan.PlannedExample]
        let note: String?
    }

    struct InvalidPattern: Error, CustomStringConvertible {
        let pattern: String
        let reason: String
        var description: String {
            "\(ExampleFilter.variable)='\(pattern)' is not a valid regular expression (\(reason)); "
                + "fix or unset it to run the examples"
        }
    }

    let pattern: String?

    static func fromEnvironment() -> ExampleFilter {
        let value = ProcessInfo.processInfo.environment[variable]
        return ExampleFilter(pattern: value?.isEmpty == false ? value : nil)
    }

    func select(_ examples: [SpecPlan.PlannedExample], in specName: String) throws -> Selection {
        guard let pattern else { return Selection(examples: examples, note: nil) }
        let expression: NSRegularExpression
        do {
            expression = try NSRegularExpression(pattern: pattern)
        } catch {
            throw InvalidPattern(pattern: pattern, reason: "\(error.localizedDescription)")
        }
        let selected = examples.filter { planned in
            let name = "\(specName).\(planned.metadata.testName)"
            return expression.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
        }
        let note = "SpecKit: \(Self.variable)='\(pattern)' selected \(selected.count) of \(examples.count) examples of \(specName)"
        return Selection(examples: selected, note: note)
    }
}
