/// Names the spies of a double: a member's spy is named after it (`fetch`), and overloads are
/// told apart by their labels (`fetchId`, `fetchName`), then by their parameter types
/// (`saveInt`, `saveString`), then by their result types; a settable property also has a
/// setter spy, `set` + its name (`setVolume`).
enum SpyNames {
    struct Named {
        let member: Member
        let spy: String
        /// The setter's spy of a settable property.
        let setter: String?
    }

    static func assign(_ members: [Member]) -> [Named] {
        var names = members.map(\.name)
        for refine in [labels, types, results] {
            let counts = Dictionary(names.map { ($0, 1) }, uniquingKeysWith: +)
            for index in members.indices where counts[names[index], default: 0] > 1 {
                names[index] += refine(members[index])
            }
        }
        // Anything still equal (or clashing with a setter's name) gets a number.
        var taken: Set<String> = []
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

    private static func types(_ member: Member) -> String {
        member.parameters.map { identifier(from: $0.recordedType) }.joined()
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
