/// Names the spies of a double: a member's spy is named after it (`fetch`), and overloads are
/// told apart by their labels (`fetchId`, `fetchName`), then by their number of parameters when
/// that settles it (`resolveArguments3`), then by their parameter types (`saveInt`,
/// `saveString`), then `Async` for the `async` twin of a synchronous requirement
/// (`loadAsync`), then by their result types; a settable property also has a setter spy, `set` +
/// its name (`setVolume`). The spy of a member named `reset` is `resetSpy`: `reset()` of the
/// spies struct forgets them all.
enum SpyNames {
    struct Named {
        let member: Member
        let spy: String
        /// The setter's spy of a settable property.
        let setter: String?
    }

    static func assign(_ members: [Member]) -> [Named] {
        var names = members.map(\.name)
        // Each step refines only the names still shared; the count of parameters is added only
        // where it tells the group apart (`resolveArguments3`, `resolveArguments4`).
        let steps: [(refine: (Member) -> String, onlyIfDistinct: Bool)] = [
            (labels, false), (arity, true), (types, false), (effects, true), (results, false),
        ]
        for step in steps {
            let groups = Dictionary(grouping: members.indices, by: { names[$0] }).values.filter { $0.count > 1 }
            for group in groups {
                let refined = group.map { names[$0] + step.refine(members[$0]) }
                if step.onlyIfDistinct && Set(refined).count < group.count { continue }
                for (index, name) in zip(group, refined) { names[index] = name }
            }
        }
        // `reset` is the spies struct's own method: that member's spy is `resetSpy`.
        names = names.map { $0 == "reset" ? "resetSpy" : $0 }
        // Anything still equal (or clashing with a setter's name) gets a number.
        var taken: Set<String> = ["reset"]
        var result: [Named] = []
        for (member, name) in zip(members, names) {
            let spy = unique(name, in: &taken)
            var setter: String?
            if case .property(isSettable: true) = member.kind { setter = unique("set" + capitalized(spy), in: &taken) }
            result.append(Named(member: member, spy: spy, setter: setter))
        }
        return result
    }

    private static func unique(_ name: String, in taken: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while taken.contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }

    private static func labels(_ member: Member) -> String {
        member.parameters.compactMap(\.label).map(capitalized).joined()
    }

    private static func arity(_ member: Member) -> String {
        String(member.parameters.count)
    }

    private static func types(_ member: Member) -> String {
        member.parameters.map { identifier(from: $0.recordedType) }.joined()
    }

    /// `loadAsync` beside a synchronous `load`.
    private static func effects(_ member: Member) -> String {
        member.isAsync ? "Async" : ""
    }

    private static func results(_ member: Member) -> String {
        identifier(from: member.result ?? "Void")
    }

    /// `[String: Int]?` → `StringIntOptional`: the letters and digits of a type, capitalized word by word.
    static func identifier(from type: String) -> String {
        var words: [String] = []
        var word = ""
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if !word.isEmpty { words.append(word) }
                word = ""
                if character == "?" { words.append("Optional") }
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.map(capitalized).joined()
    }

    static func capitalized<Text: StringProtocol>(_ text: Text) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
