import Foundation
import Matchers
import SpecDSL
import XCTest

/// Whether the file `SCALE_BROKEN` names lists `word`: what the checks break between runs.
func isBroken(_ word: String) -> Bool {
    guard let path = ProcessInfo.processInfo.environment["SCALE_BROKEN"],
          let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
    return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).contains { $0 == word }
}

/// Takes `word` off the list `SCALE_BROKEN` names: what breaks once.
func mend(_ word: String) {
    guard let path = ProcessInfo.processInfo.environment["SCALE_BROKEN"],
          let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
    let kept = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).filter { $0 != word }.joined(separator: " ")
    try? kept.write(toFile: path, atomically: true, encoding: .utf8)
}

/// Six examples that fail when their number is listed, and crash when `crash<number>` is (once,
/// when `crashonce<number>` is).
final class RerunSpec: Spec {
    override class func spec() {
        describe("a rerun") {
            for number in 1...6 {
                it("runs example \(number)") {
                    if isBroken("crash\(number)") { fatalError("E2E rerun: crashed on purpose") }
                    if isBroken("crashonce\(number)") {
                        mend("crashonce\(number)")
                        fatalError("E2E rerun: crashed once on purpose")
                    }
                    expect(isBroken("\(number)")) == false
                }
            }
        }
    }
}

/// A second class, defined after the first: the examples fail when 7 or 8 is listed.
final class RerunOtherSpec: Spec {
    override class func spec() {
        it("runs example 7") { expect(isBroken("7")) == false }
        it("runs example 8") { expect(isBroken("8")) == false }
    }
}

/// Whether this is one of the first `times` runs of `key` in this run of the checks: the runs are
/// counted in a file in the folder `SCALE_COUNTS` names.
func isFirstRun(_ key: String, _ times: Int) -> Bool {
    guard let folder = ProcessInfo.processInfo.environment["SCALE_COUNTS"] else { return false }
    let path = "\(folder)/\(key)"
    let count = (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { Int($0) } ?? 0
    try? "\(count + 1)".write(toFile: path, atomically: true, encoding: .utf8)
    return count < times
}

struct SetUpThrew: Error {}

/// For SPECKIT_RETRY: an example that fails its first run, one that crashes its first run, one
/// that fails whenever `retry` is listed, and one that passes. The spec's own `setUp()` counts its
/// runs for each example; when `setUp` is listed it fails `fails_once` the first time, and
/// `setUpWithError()` throws for `passes`.
final class RetrySpec: Spec {
    override func setUpWithError() throws {
        try super.setUpWithError()
        if exampleMetadata?.testName == "passes", isBroken("setUp") { throw SetUpThrew() }
    }

    override func setUp() {
        super.setUp()
        let example = exampleMetadata?.testName ?? "none"
        _ = isFirstRun("setUp-\(example)", 0)
        if example == "fails_once", isBroken("setUp"), isFirstRun("setUp-fails", 1) { XCTFail("E2E retry: set-up failed once") }
    }

    override class func spec() {
        it("fails once") { expect(isFirstRun("fails", 1)) == false }
        it("crashes once") { if isFirstRun("crashes", 1) { fatalError("E2E retry: crashed on purpose") } }
        it("always fails") { expect(isBroken("retry")) == false }
        it("passes") { expect(1) == 1 }
    }
}
