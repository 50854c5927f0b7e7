import Foundation
import Matchers
import SpecDSL

/// Whether the file `SCALE_BROKEN` names lists `word`: what the checks break between runs.
private func isBroken(_ word: String) -> Bool {
    guard let path = ProcessInfo.processInfo.environment["SCALE_BROKEN"],
          let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
    return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).contains { $0 == word }
}

/// The two examples of a class, `one` and `two`, each failing when listed (`A1`, `F2`).
private func examples(failingAs letter: String) {
    it("one") { expect(isBroken("\(letter)1")) == false }
    it("two") { expect(isBroken("\(letter)2")) == false }
}

// Six classes of two examples: under `swift test --parallel` each class is a test process of its
// own, and each rewrites the saved status as it ends.
final class ShardASpec: Spec { override class func spec() { examples(failingAs: "A") } }
final class ShardBSpec: Spec { override class func spec() { examples(failingAs: "B") } }
final class ShardCSpec: Spec { override class func spec() { examples(failingAs: "C") } }
final class ShardDSpec: Spec { override class func spec() { examples(failingAs: "D") } }
final class ShardESpec: Spec { override class func spec() { examples(failingAs: "E") } }
final class ShardFSpec: Spec { override class func spec() { examples(failingAs: "F") } }

/// Eight examples of one name from a loop over a Dictionary, whose order each process draws anew
/// unless processes hash alike: `maps`, `maps_2`, … would name other keys in each. Each prints its
/// key (and adds it to the file `SCALE_MAP_LOG` names); the key `SCALE_BROKEN` lists as `M<key>` fails.
final class ShardMapSpec: Spec {
    override class func spec() {
        let table = Dictionary(uniqueKeysWithValues: "abcdefgh".map { (String($0), $0.asciiValue ?? 0) })
        for (key, value) in table {
            it("maps") {
                print("SCALE-MAP \(key)")
                // Appended with O_APPEND: the processes of `swift test --parallel` write at once.
                if let log = ProcessInfo.processInfo.environment["SCALE_MAP_LOG"] {
                    let file = open(log, O_WRONLY | O_APPEND)
                    if file >= 0 {
                        _ = "\(key)\n".withCString { write(file, $0, strlen($0)) }
                        close(file)
                    }
                }
                expect(isBroken("M\(key)")) == false
                expect(value) > 0
            }
        }
    }
}

/// With `SCALE_COUNTER`, defines `defined_in_process_N` in the Nth process that plans it (the file
/// counts them): the list one process makes for `swift test` names an example the next does not
/// define, as examples made from data that differs between processes do.
final class ShardCounterSpec: Spec {
    override class func spec() {
        if let path = ProcessInfo.processInfo.environment["SCALE_COUNTER"] {
            let read = (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            let count = (read ?? 0) + 1
            try? "\(count)".write(toFile: path, atomically: true, encoding: .utf8)
            it("defined in process \(count)") {}
        } else {
            it("counts nothing") {}
        }
    }
}
