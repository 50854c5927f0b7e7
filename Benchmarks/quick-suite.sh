#!/usr/bin/env bash
# Runs Quick 7.6.2's own test suite and Nimble 14.0.0's matcher tests against this working copy,
# through a shim package whose `Quick` and `Nimble` modules re-export SpecDSL and NimbleCompat,
# prints each test's result and the counts, and compares the failures with the known differences
# in Benchmarks/quick-suite.expected. It exits non-zero when a test that is not listed there
# fails, or when the suites do not build.
#
#   Benchmarks/quick-suite.sh [DIR]          # DIR defaults to a new folder under /tmp
#   SUITE=quick Benchmarks/quick-suite.sh    # one suite: quick or nimble
#   BASE=<commit> Benchmarks/quick-suite.sh  # SpecKit at that commit instead of the working copy
#
# The sources come from QUICK_GIT and NIMBLE_GIT (a repository URL or path; by default the local
# mirrors under /opt/swift-packages when they exist, else GitHub). What the shim adds or leaves
# out of each suite, and why, is listed below where it happens.
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/.." && pwd)"
work="${1:-$(mktemp -d /tmp/quick-suite.XXXXXX)}"
expected="$here/quick-suite.expected"
suite="${SUITE:-all}"
mirror() { [ -d "$1" ] && echo "$1" || echo "$2"; }
quick_git="${QUICK_GIT:-$(mirror /opt/swift-packages/Quick/Quick.git https://github.com/Quick/Quick.git)}"
nimble_git="${NIMBLE_GIT:-$(mirror /opt/swift-packages/Quick/Nimble.git https://github.com/Quick/Nimble.git)}"
mkdir -p "$work"
work="$(cd "$work" && pwd)"

# A copy of the working copy, without its builds, as the end-to-end fixtures use it; with
# BASE=<commit>, that commit's sources instead (to find where a result changed).
rm -rf "$work/SpecKit" && mkdir -p "$work/SpecKit"
if [ -n "${BASE:-}" ]; then
    git -C "$repo" archive "$BASE" Package.swift Sources Plugins $(git -C "$repo" ls-tree --name-only "$BASE" Binaries) | tar -x -C "$work/SpecKit"
else
    tar -C "$repo" --exclude='./.build*' --exclude='./.git' --exclude='./Examples/.build*' -cf - . | tar -C "$work/SpecKit" -xf -
fi

fetch() {  # fetch GIT TAG DIR: the tag's files, without history
    rm -rf "$3"
    git clone --quiet --depth 1 --branch "$2" "$1" "$3" 2>/dev/null
}

shim="$work/shim"
rm -rf "$shim" && mkdir -p "$shim/Sources/Quick" "$shim/Sources/Nimble" "$shim/Tests"
echo '@_exported import SpecDSL' >"$shim/Sources/Quick/Quick.swift"
# For the runner below: swift-corelibs-xctest records `XCTAssert…` on the case its `perform(_:)`
# made current, and each case of a suite run inside a test clears that when it ends, so the test
# would lose every assertion after the suite (Quick's own runner has the same problem on Linux).
# The Quick module keeps the test case that runs, from the start of the process (a C constructor
# adds the observer before XCTest starts), and makes it current again the way XCTest does: from a
# thread that then stays parked in the run's `start()`.
mkdir -p "$shim/Sources/QuickSuiteStart/include"
cat >"$shim/Sources/QuickSuiteStart/start.c" <<'C'
#include "start.h"
extern void quick_suite_observe(void);
__attribute__((constructor)) static void quick_suite_start(void) { quick_suite_observe(); }
C
echo '/* Starts the Quick shim'"'"'s observer when the test binary loads. */' >"$shim/Sources/QuickSuiteStart/include/start.h"
cat >"$shim/Sources/Quick/EnclosingCase.swift" <<'SWIFT'
import Foundation
import XCTest

@_cdecl("quick_suite_observe")
public func quickSuiteObserve() { _ = QuickSuiteEnclosingCase.shared }

/// The XCTest case that runs, outermost first, and a way to make it XCTest's current case again.
public final class QuickSuiteEnclosingCase: NSObject, XCTestObservation, @unchecked Sendable {
    public static let shared: QuickSuiteEnclosingCase = {
        let observer = QuickSuiteEnclosingCase()
        XCTestObservationCenter.shared.addTestObserver(observer)
        return observer
    }()
    private let lock = NSLock()
    private var running: XCTestCase?
    public var current: XCTestCase? { lock.withLock { running } }
    public func testCaseWillStart(_ testCase: XCTestCase) { lock.withLock { if running == nil { running = testCase } } }
    public func testCaseDidFinish(_ testCase: XCTestCase) { lock.withLock { if running === testCase { running = nil } } }

    private final class Parked: XCTestCaseRun, @unchecked Sendable {
        let made = DispatchSemaphore(value: 0)
        override func start() {
            made.signal()
            while true { Thread.sleep(forTimeInterval: 86_400) }
        }
    }

    /// Makes `testCase` XCTest's current case: its assertions are recorded on it again.
    public static func makeCurrent(_ testCase: XCTestCase) {
        let run = Parked(test: testCase)
        nonisolated(unsafe) let testCase = testCase
        Thread { testCase.perform(run) }.start()
        run.made.wait()
    }
}
SWIFT
echo '@_exported import NimbleCompat' >"$shim/Sources/Nimble/Nimble.swift"
targets=""

write_runner() {  # write_runner DIR: Quick's runner of specs inside a test, for the target in DIR
    local configurations
    # The target's configurations, which Quick's runner applies to the specs it runs.
    configurations=$(grep -rhoE 'class [A-Za-z_0-9]+: QuickConfiguration' "$1" | awk '{print $2}' | tr -d ':' | sort)
    {
        echo '// Written by Benchmarks/quick-suite.sh in place of Quick'"'"'s QuickSpecRunner.swift.'
        echo 'import Quick'
        echo 'import XCTest'
        echo '@_spi(SpecDiscovery) import SpecDSL'
        echo ''
        echo 'private let configurations: [SpecDSL.Configuration.Type] = ['
        for name in $configurations; do echo "    $name.self,"; done
        echo ']'
        cat <<'RUNNER'

/// Runs the examples of `specClasses` as a suite of their own, with the target's configurations,
/// as SpecKit runs a target: a plan of their own, so that their focus is theirs only. The
/// suite's cases print nothing; their results are the returned run's.
@discardableResult
func qck_runSpecs(_ specClasses: [SpecCase.Type]) -> XCTestRun? {
    let discovered = DiscoveredSpecs(specs: specClasses, configurations: configurations)
    let suite = XCTestSuite(name: "MySpecs")
    for specClass in specClasses {
        suite.addTest(specClass.init(name: "testAllExamplesOf\(specClass)") { testCase in
            guard let anchor = testCase as? SpecCase else { return }
            discovered.runExamples(of: anchor, anchoredIn: specClass)
        })
    }
    let enclosing = QuickSuiteEnclosingCase.shared.current
    let run = XCTestObservationCenter.shared.qck_suspendObservation {
        suite.run()
        return suite.testRun
    }
    if let enclosing { QuickSuiteEnclosingCase.makeCurrent(enclosing) }
    return run
}

@discardableResult
func qck_runSpec(_ specClass: SpecCase.Type) -> XCTestRun? {
    qck_runSpecs([specClass])
}
RUNNER
    } >"$1/QuickSuiteRunner.swift"
}

if [ "$suite" = all ] || [ "$suite" = quick ]; then
    fetch "$quick_git" 7.6.2 "$work/quick" || { echo "cannot clone 7.6.2 of $quick_git" >&2; exit 2; }
    from="$work/quick/Tests/QuickTests"
    # Objective-C files and plists, which Quick's manifest excludes too.
    find "$from" \( -name '*.m' -o -name '*.h' -o -name '*.plist' \) -delete
    # Quick's runner of a spec inside a test runs it in a `World` of its own, Quick's internals:
    # left out, and written again (above) with SpecKit's discovery API.
    rm "$from/QuickTests/Helpers/QuickSpecRunner.swift"
    # Left out: they test Quick's internals (`@testable import Quick`): `QuickTestSuite`,
    # `TestSelectorNameProvider`, `isClass(_:aSubclassOf:)`, `Bundle.currentTestBundle`,
    # `World`'s example selection. Each is inside `#if canImport(Darwin)` or names a type
    # SpecKit does not have.
    for internal in QuickSpec_SelectedTests TestSelectorNameProviderTests SubclassDetectionSpec BundleModuleNameTests; do
        rm "$from/QuickTests/FunctionalTests/$internal.swift"
    done
    # Quick's Xcode project's test bundles, each a target here: SwiftPM's one QuickTests target
    # would put the focused specs beside all the others, and SpecKit's focus, which holds for
    # the whole target from its start, would then skip every other example of Quick's suite
    # (Quick gathers the focused specs last, so that their focus reaches no spec before them).
    for target in QuickTests QuickFocusedTests QuickAfterSuiteTests; do
        mkdir -p "$shim/Tests/$target"
        cp -R "$from/$target/." "$shim/Tests/$target/"
        cp "$from/QuickTestHelpers/"*.swift "$shim/Tests/$target/"
    done
    cp "$from/QuickTests/Helpers/XCTestObservationCenter+QCKSuspendObservation.swift" "$shim/Tests/QuickFocusedTests/"
    write_runner "$shim/Tests/QuickTests"
    write_runner "$shim/Tests/QuickFocusedTests"
    cp -R "$work/quick/Tests/QuickIssue853RegressionTests" "$shim/Tests/QuickIssue853RegressionTests"
    targets+='
        .testTarget(name: "QuickTests", dependencies: ["Quick", "Nimble"], plugins: discovery),
        .testTarget(name: "QuickFocusedTests", dependencies: ["Quick", "Nimble"], plugins: discovery),
        .testTarget(name: "QuickAfterSuiteTests", dependencies: ["Quick", "Nimble"], plugins: discovery),
        .testTarget(name: "QuickIssue853RegressionTests", dependencies: ["Quick"], plugins: discovery),'
fi

if [ "$suite" = all ] || [ "$suite" = nimble ]; then
    fetch "$nimble_git" v14.0.0 "$work/nimble" || fetch "$nimble_git" 14.0.0 "$work/nimble" \
        || { echo "cannot clone 14.0.0 of $nimble_git" >&2; exit 2; }
    from="$work/nimble/Tests/NimbleTests"
    # Nimble's matcher tests, with the helpers they use; the rest of NimbleTests tests Nimble's
    # own machinery (its assertion handlers, polling internals, Swift Testing support).
    mkdir -p "$shim/Tests/NimbleTests" "$shim/Sources/NimbleSharedTestHelpers"
    cp -R "$from/Matchers" "$from/Helpers" "$from/LinuxSupport.swift" "$shim/Tests/NimbleTests/"
    # Nimble's test helpers record failures with Nimble's `AssertionRecorder` and
    # `withAssertionHandler`, which SpecKit does not have (its migration article says why): the
    # same helpers, written with `gatherFailures`.
    cat >"$shim/Sources/NimbleSharedTestHelpers/Helpers.swift" <<'SWIFT'
// Written by Benchmarks/quick-suite.sh in place of Nimble's utils.swift.
import Foundation
import Nimble
import XCTest

/// Fails at the call unless `failures` hold every one of `messages`.
private func expectMessages(_ messages: [String], in failures: [TestFailure], at location: SourceLocation) {
    for message in messages where !failures.contains(where: { $0.message == message }) {
        let got = failures.map(\.message).joined(separator: ", ")
        reportFailure("Expected error message (\(message)), got (\(got))", location: location)
    }
}

public func failsWithErrorMessage(_ messages: [String], fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line,
                                  column: UInt = #column, preferOriginalSourceLocation: Bool = false, closure: () throws -> Void) {
    let failures = gatherFailures(fileID: fileID, file: filePath, line: line, column: column, closure)
    expectMessages(messages, in: failures, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

public func failsWithErrorMessage(_ message: String, fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line,
                                  column: UInt = #column, preferOriginalSourceLocation: Bool = false, closure: () throws -> Void) {
    failsWithErrorMessage([message], fileID: fileID, filePath: filePath, line: line, column: column, closure: closure)
}

public func failsWithErrorMessageForNil(_ message: String, fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line,
                                        column: UInt = #column, preferOriginalSourceLocation: Bool = false, closure: () throws -> Void) {
    failsWithErrorMessage("\(message) (use beNil() to match nils)", fileID: fileID, filePath: filePath, line: line, column: column, closure: closure)
}

public func failsWithErrorMessage(_ messages: [String], fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line,
                                  column: UInt = #column, preferOriginalSourceLocation: Bool = false,
                                  closure: () async throws -> Void) async {
    let failures = await gatherFailures(fileID: fileID, file: filePath, line: line, column: column, closure)
    expectMessages(messages, in: failures, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

public func failsWithErrorMessage(_ message: String, fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line,
                                  column: UInt = #column, preferOriginalSourceLocation: Bool = false,
                                  closure: () async throws -> Void) async {
    await failsWithErrorMessage([message], fileID: fileID, filePath: filePath, line: line, column: column, closure: closure)
}

public func failsWithErrorMessageForNil(_ message: String, fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line,
                                        column: UInt = #column, preferOriginalSourceLocation: Bool = false,
                                        closure: () async throws -> Void) async {
    await failsWithErrorMessage("\(message) (use beNil() to match nils)", fileID: fileID, filePath: filePath, line: line, column: column,
                                closure: closure)
}

public func failsWithErrorRegex(_ regex: String, fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line,
                                column: UInt = #column, closure: () throws -> Void) {
    let failures = gatherFailures(fileID: fileID, file: filePath, line: line, column: column, closure)
    if failures.contains(where: { $0.message.range(of: regex, options: .regularExpression) != nil }) { return }
    reportFailure("Expected error message to match regex (\(regex)), got (\(failures.map(\.message).joined(separator: ", ")))",
                  location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

@discardableResult
public func suppressErrors<T>(closure: () -> T) -> T {
    var output: T?
    _ = gatherFailures { output = closure() }
    guard let output else { fatalError("the closure returned nothing") }
    return output
}

public func producesStatus<T>(_ status: ExpectationStatus, fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line,
                              column: UInt = #column, closure: () -> SyncExpectation<T>) {
    let expectation = suppressErrors(closure: closure)
    expect(fileID: fileID, file: filePath, line: line, column: column, expectation.status).to(equal(status))
}

public func producesStatus<T>(_ status: ExpectationStatus, fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line,
                              column: UInt = #column, closure: () -> AsyncExpectation<T>) {
    let expectation = suppressErrors(closure: closure)
    expect(fileID: fileID, file: filePath, line: line, column: column, expectation.status).to(equal(status))
}

public func deferToMainQueue(action: @escaping () -> Void) {
    DispatchQueue.main.async {
        Thread.sleep(forTimeInterval: 0.01)
        action()
    }
}

/// An instance's address as `%p` prints it, in angle brackets; `nil` for none (Nimble's tests
/// read it from Nimble's internals).
public func identityAsString(_ value: Any?) -> String {
    guard let value else { return "nil" }
    let object = value as AnyObject
    return "<0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16) + ">"
}

extension Date {
    /// A date from `yyyy-MM-dd HH:mm:ss`, in the POSIX locale.
    public init(dateTimeString: String) {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        guard let date = formatter.date(from: dateTimeString) else { fatalError("not a date: \(dateTimeString)") }
        self = date
    }
}

extension NSDate {
    public convenience init(dateTimeString: String) {
        self.init(timeIntervalSinceReferenceDate: Date(dateTimeString: dateTimeString).timeIntervalSinceReferenceDate)
    }
}
SWIFT
    targets+='
        .target(name: "NimbleSharedTestHelpers", dependencies: ["Nimble"]),
        .testTarget(name: "NimbleTests", dependencies: ["Nimble", "NimbleSharedTestHelpers"]),'
fi

cat >"$shim/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
// Quick's and Nimble's own tests, run against SpecKit through modules named Quick and Nimble.
import PackageDescription

let discovery: [Target.PluginUsage] = [.plugin(name: "SpecDiscovery", package: "SpecKit")]

let package = Package(
    name: "QuickSuite",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .target(name: "QuickSuiteStart"),
        .target(name: "Quick", dependencies: ["QuickSuiteStart", .product(name: "SpecDSL", package: "SpecKit")]),
        .target(name: "Nimble", dependencies: [.product(name: "NimbleCompat", package: "SpecKit")]),$targets
    ],
    swiftLanguageModes: [.v5]
)
PACKAGE

echo "== building the suites in $shim"
if ! (cd "$shim" && swift build --build-tests) >"$work/build.log" 2>&1; then
    grep -E 'error:' "$work/build.log" | sort -u | head -40 >&2
    echo "the suites do not build; the log is $work/build.log" >&2
    exit 2
fi
# Each suite in a test process of its own (`--filter` by target), so that neither sees the
# other's configurations or shared examples.
status=0
listed() { grep -vE '^(#|$)' "$expected" | awk -v test="$1" '$1 == test { found = 1 } END { exit !found }'; }
run_suite() {  # run_suite NAME FILTER: runs it, prints each test's result and the counts
    local name="$1" log="$work/$1.log" results="$work/$1.results" failed unexpected
    (cd "$shim" && swift test --skip-build --filter "$2") >"$log" 2>&1
    sed -nE "s/^Test Case '([^']*)' (passed|failed|skipped).*/\2 \1/p" "$log" >"$results"
    echo "== $name (log: $log)"
    cat "$results"
    failed=$(awk '$1 == "failed" { print $2 }' "$results")
    unexpected=$(for test in $failed; do listed "$test" || echo "$test"; done)
    printf '%s: %d passed, %d failed (%d of them known differences), %d skipped\n' "$name" \
        "$(grep -c '^passed' "$results")" "$(grep -c '^failed' "$results")" \
        "$(( $(grep -c '^failed' "$results") - $(echo -n "$unexpected" | grep -c .) ))" "$(grep -c '^skipped' "$results")"
    for test in $unexpected; do echo "NEW FAILURE: $test"; status=1; done
    # A known difference that passes now should leave the list.
    for test in $(grep -vE '^(#|$)' "$expected" | awk '{print $1}'); do
        if grep -qxF "passed $test" "$results"; then echo "note: $test passes now: remove it from $expected"; fi
    done
    [ -s "$results" ] || { echo "NO TESTS RAN in $name"; status=1; }
}
[ "$suite" = nimble ] || run_suite Quick '^(QuickTests|QuickFocusedTests|QuickAfterSuiteTests|QuickIssue853RegressionTests)\.'
[ "$suite" = quick ] || run_suite Nimble '^NimbleTests\.'
exit $status
