/// The calls that came closest to the expected arguments: those with the most arguments
/// passing their checks, at most three, each saying which arguments differ.
struct CloseCalls {
    let description: String?

    init(_ calls: [[Any]], checks: [(Any) throws -> Bool], method: String) {
        let scored = calls.map { values in
            let differing = values.indices.filter { index in
                !(index < checks.count && (try? checks[index](values[index])) == true)
            }
            return (values: values, differing: differing)
        }.filter { !$0.differing.isEmpty }
        guard let fewest = scored.map(\.differing.count).min() else {
            description = nil
            return
        }
        let closest = scored.filter { $0.differing.count == fewest }.prefix(3)
        description = closest.map { call in
            let positions = call.differing.map { String($0 + 1) }
            let which = positions.count == 1
                ? "argument \(positions[0]) differs"
                : "arguments \(positions.joined(separator: ", ")) differ"
            return "\(Rendering.call(method: method, arguments: call.values)) (\(which))"
        }.joined(separator: ", ")
    }
}
