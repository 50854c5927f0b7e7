#!/usr/bin/env bash
# What the runner's architecture holds, counted, for the one-result-stream refactor: run it on the
# commit before and on the commit after, and compare the lines. Counts Sources/SpecDSL (and, where a
# measure says so, Matchers, NimbleCompat or all of Sources) of the checkout this script is in.
#
#   Benchmarks/architecture/counts.sh [-v] [--frames]
#
# Prints one `name: N` line per measure; -v lists the matches under each. Each measure's rule is
# written beside it below. Grep-based counts read code lines only: a line whose first non-blank
# characters are `//` (a comment or doc comment) is never counted.
#
# --frames also builds a throwaway consumer package (under ${TMPDIR:-/tmp}; SPECKIT_COUNTS_DIR=<dir>
# keeps it there for a rerun) with SpecDSL and Matchers by path, runs its failing `expect(1) == 2`
# on the XCTest route and on the Swift Testing route with `swift test`, and counts the SpecKit
# frames between `==` and the test framework's recording, and the mutexes taken on the way. It
# builds: on a shared machine run the whole script through your build-slot wrapper.

# The awk programs and the mangled names ($s7SpecDSL…) in single quotes are meant literally.
# shellcheck disable=SC2016
set -euo pipefail

verbose=0
frames=0
for argument in "$@"; do
    case "$argument" in
        -v) verbose=1 ;;
        --frames) frames=1 ;;
        *) echo "usage: $0 [-v] [--frames]" >&2; exit 2 ;;
    esac
done

repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
dsl=Sources/SpecDSL

# code_lines PATTERN DIR…: `file:line:text` of the non-comment lines of the .swift files under DIR…
# matching the extended regular expression PATTERN.
code_lines() {
    local pattern="$1"; shift
    grep -rnE --include='*.swift' -- "$pattern" "$@" | awk '{ text = $0; sub(/^[^:]*:[^:]*:/, "", text) } text !~ /^[ \t]*\/\// { print }' || true
}

# measure NAME N [LINES]: prints `NAME: N` and, under -v, LINES indented.
measure() {
    echo "$1: $2"
    if [ "$verbose" = 1 ] && [ -n "${3:-}" ]; then
        printf '%s\n' "$3" | sed 's/^/    /'
    fi
}

count() { if [ -z "$1" ]; then echo 0; else printf '%s\n' "$1" | wc -l | tr -d ' '; fi; }

# The type declarations of the .swift files under DIR…, one per line: `kind qualified.Name
# file:line message-property line-property`; the properties are `-` when the type has none.
# A property counts when it is declared at the top level of the type's body, is not `static` or
# `class`, and is stored (a `let`, or a `var` whose line has no `{` before any `=`):
#   message: named `message`, `…Message` or `…Description` (StopTest's `failureDescription`);
#            a bare `description` names the thing itself (an example's), not a failure's text.
#   line:    named `line`, or of type `SourceLocation` (which holds the line).
# Braces in string literals and comments are ignored; extensions and enums only name what is nested.
types() {
    find "$@" -name '*.swift' | sort | xargs awk '
        FNR == 1 { depth = 0; top = 0; pending = "" }
        {
            text = $0
            gsub(/"([^"\\]|\\.)*"/, "\"\"", text)
            gsub(/\/\*[^*]*\*\//, "", text)
            sub(/\/\/.*/, "", text)
            if (top > 0 && depth == body[top]) property(text)
            if (match(text, /(^|[ \t])(struct|class|actor|enum|extension|protocol)[ \t]+[A-Za-z_][A-Za-z0-9_.]*/)) {
                split(substr(text, RSTART, RLENGTH), words, /[ \t]+/)
                kind = words[1] == "" ? words[2] : words[1]
                name = words[1] == "" ? words[3] : words[2]
                if (name !~ /^(func|var|let|subscript|init)$/) { pending = name; pendingKind = kind; pendingAt = FILENAME ":" FNR }
            }
            for (i = 1; i <= length(text); i++) {
                c = substr(text, i, 1)
                if (c == "{") {
                    depth++
                    if (pending != "") {
                        top++; body[top] = depth; kinds[top] = pendingKind; at[top] = pendingAt
                        names[top] = (top > 1 ? names[top - 1] "." : "") pending
                        message[top] = "-"; line[top] = "-"; pending = ""
                    }
                } else if (c == "}") {
                    if (top > 0 && depth == body[top]) {
                        if (kinds[top] != "extension") print kinds[top], names[top], at[top], message[top], line[top]
                        top--
                    }
                    depth--
                }
            }
        }
        function property(text,    declaration, name, rest) {
            if (!match(text, /^[ \t]*(@[A-Za-z]+[ \t]+|(public|package|internal|fileprivate|private|open)(\(set\))?[ \t]+|nonisolated(\(unsafe\))?[ \t]+|lazy[ \t]+|weak[ \t]+|unowned[ \t]+|final[ \t]+|static[ \t]+|class[ \t]+)*(let|var)[ \t]+[A-Za-z_][A-Za-z0-9_]*/)) return
            declaration = substr(text, RSTART, RLENGTH)
            if (declaration ~ /(^|[ \t])(static|class)[ \t]/) return
            rest = substr(text, RSTART + RLENGTH)
            if (declaration ~ /var[ \t]/ && index(rest, "{") > 0 && (index(rest, "=") == 0 || index(rest, "{") < index(rest, "="))) return
            name = declaration; sub(/.*[ \t]/, "", name)
            if (name ~ /^(message|[a-z][A-Za-z0-9]*(Message|Description))$/) message[top] = name
            if (name == "line" || rest ~ /^[ \t]*:[ \t]*SourceLocation[?!]?([ \t=]|$)/) line[top] = name
        }'
}

# 1. Types that carry one failure: a struct, class or actor of SpecDSL, Matchers or NimbleCompat
#    with a stored message property and a stored line (see `types` for what those are).
carriers=$(types "$dsl" Sources/Matchers Sources/NimbleCompat \
    | awk '$1 != "enum" && $1 != "protocol" && $4 != "-" && $5 != "-" { print $2 " (" $1 ", " $4 " + " $5 ") " $3 }')
measure "failure types" "$(count "$carriers")" "$carriers"

# 2. Enums of SpecDSL named …Outcome…, nested ones (ExampleResult.Outcome) included.
outcomes=$(types "$dsl" | awk '$1 == "enum" && $2 ~ /Outcome[A-Za-z0-9_]*$/ { print $2 " " $3 }')
measure "outcome enums" "$(count "$outcomes")" "$outcomes"

# 3. `static let shared`, `static let process` and `static let current` in SpecDSL (a `static var`,
#    such as ExampleRun's task-local `current`, is not counted).
singletons=$(code_lines '\bstatic let (shared|process|current)\b' "$dsl")
measure "singletons" "$(count "$singletons")" "$singletons"

# 4. `nonisolated(unsafe)` in SpecDSL: occurrences on code lines.
unsafe=$(code_lines 'nonisolated\(unsafe\)' "$dsl")
measure "nonisolated(unsafe)" "$(grep -o 'nonisolated(unsafe)' <<<"$unsafe" | wc -l | tr -d ' ')" "$unsafe"

# 5. Locks of SpecDSL: each `Locked(` / `Locked<…>(` (the package's lock type), `NSLock()`,
#    `NSRecursiveLock()`, `NSCondition()`, `Mutex(`/`Mutex<`, `OSAllocatedUnfairLock(` or
#    `pthread_mutex_t` made, and each declared type named …Lock or …Mutex; lock types: which of those
#    kinds appear; call sites: occurrences of `.lock()` and `.withLock`.
locks=$(code_lines '\bLocked(<.*>)?\(|\b(NSLock|NSRecursiveLock|NSCondition|OSAllocatedUnfairLock)\(|\bMutex[<(]|\bpthread_mutex_t\b|\b(class|struct|actor|enum)[ \t]+[A-Za-z_]*(Lock|Mutex)\b' "$dsl")
measure "locks" "$(count "$locks")" "$locks"
lock_types=$(grep -oE '\bLocked\b|\b(NSLock|NSRecursiveLock|NSCondition|OSAllocatedUnfairLock)\(|\bMutex[<(]|\bpthread_mutex_t\b' <<<"$locks" | tr -d '(<' | sort -u || true)
measure "lock types" "$(count "$lock_types")" "$lock_types"
lock_calls=$(code_lines '\.lock\(\)|\.withLock\b' "$dsl")
measure "lock call sites" "$(grep -oE '\.lock\(\)|\.withLock\b' <<<"$lock_calls" | wc -l | tr -d ' ')" \
    "$(cut -d: -f1 <<<"$lock_calls" | sort | uniq -c | sort -rn | awk '{ print $2 ": " $1 " lines" }')"

# 6. Files of SpecDSL outside Sources/SpecDSL/Crashes/ with a code line that names crash isolation.
crash_names='CrashJournal|EarlierProcesses|CrashSupervisor|ExampleWatch|finishRunAfterCrash|isSupervised|ProcessStart'
crash_files=$(code_lines "\\b($crash_names)\\b" "$dsl" | grep -v "^$dsl/Crashes/" | cut -d: -f1 | sort | uniq -c \
    | awk '{ print $2 " (" $1 " lines)" }')
measure "files outside Crashes/ that know crash isolation" "$(count "$crash_files")" "$crash_files"

# 7. Places in SpecDSL that print the closing summary: calls of `printSummary(` (its declaration
#    left out) and constructions of `RunSummary(`. JUnit writers: calls of `.add(` or `.claim()` on
#    a JUnitReport value, which SpecDSL names `report` (`for report in reports`, `let report:
#    JUnitReport`): `…report.add(` and `…report.claim()`, any prefix of `report` (`junitReport`) too.
printers=$(code_lines '(^|[^A-Za-z_])printSummary\(|(^|[^A-Za-z_])RunSummary\(' "$dsl" | grep -vE 'func printSummary\(' || true)
measure "summary printers" "$(count "$printers")" "$printers"
writers=$(code_lines '\b([a-z][A-Za-z0-9_]*)?[rR]eport\.(add\(|claim\(\))' "$dsl")
measure "junit writers" "$(count "$writers")" "$writers"

# 8. `failed - ` (XCTFail's prefix, added or stripped) on code lines of every module in Sources.
failed=$(code_lines 'failed - ' Sources)
measure '"failed - "' "$(count "$failed")" "$failed"

# 9. Lines and files of Sources/SpecDSL/**/*.swift, comments and blank lines included.
measure "SpecDSL lines" "$(find "$dsl" -name '*.swift' -exec cat {} + | wc -l | tr -d ' ')"
measure "SpecDSL files" "$(find "$dsl" -name '*.swift' | wc -l | tr -d ' ')"

[ "$frames" = 1 ] || exit 0

# 10. Frames from `==` to the test framework, by running a consumer:
#   - FramesSpecs (XCTest route): a Spec whose example fails `expect(1) == 2`, and a plain
#     XCTestCase doing the same; an XCTestObservation prints `Thread.callStackSymbols` when XCTest
#     tells it of the failure.
#   - FramesSwiftTesting (Swift Testing route, SPECKIT_SWIFT_TESTING): the same Spec; the stack is
#     printed by the matcher of a `withKnownIssue(isIntermittent: true)` around the check, which
#     Swift Testing asks as it records the issue (the matcher says no: the failure stays a failure).
#   `frames ==→…`: the frames strictly between `==` and the framework's recording function
#   (XCTestCaseRun.recordFailure, which tells the observers; Issue.record) whose symbol is of a
#   SpecKit module: a mangled name starting with $s8Matchers, $s7SpecDSL or $s12NimbleCompat
#   (closures included) or an extension in one of them. The test binary is linked with
#   --export-dynamic and its unnamed (local) frames are named by the toolchain's llvm-symbolizer.
#   Locks: the consumer's C target defines pthread_mutex_lock (NSLock.lock() calls it; the Swift
#   runtime and Swift Testing take pthread mutexes too) and keeps each acquisition of the example's
#   thread during the measured `expect(1) == 2`, with its stack. The check runs once unmeasured
#   first: the first failure of a process does one-time work. `locks ==→…`: those taken before the
#   framework starts recording (before the first acquisition whose stack holds its recording
#   function, and before it calls the printing function); the whole check's line splits all of
#   them into before, while recording and after (Matchers also tells Swift Testing of an XCTest
#   failure), and by owner: the first frame of SpecKit, XCTest, Swift Testing or the consumer in
#   the acquisition's stack (`by the Swift runtime for SpecKit` when Swift runtime frames come
#   before SpecKit's: generic metadata and witness tables of a debug build), `runtime` when the
#   stack shows none of them (the Swift runtime's own: their stacks
#   are cut short, so the during/after split of those can change with the order XCTest calls its
#   observers in). A lock that waits without pthread (Synchronization's Mutex, os locks) is not seen.
work="${SPECKIT_COUNTS_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/speckit-counts.XXXXXX")}"
[ -n "${SPECKIT_COUNTS_DIR:-}" ] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/LockCount/include" "$work/Sources/Probe" "$work/Tests/FramesSpecs" "$work/Tests/FramesSwiftTesting"

cat >"$work/Package.swift" <<EOF
// swift-tools-version: 6.2
// Written by Benchmarks/architecture/counts.sh --frames: SpecKit's failure path, measured.
import PackageDescription

let specKit: [Target.Dependency] = [
    "Probe", .product(name: "SpecDSL", package: "SpecKit"), .product(name: "Matchers", package: "SpecKit"),
]

let package = Package(
    name: "Frames",
    dependencies: [.package(name: "SpecKit", path: "$repo")],
    targets: [
        .target(name: "LockCount"),
        .target(name: "Probe", dependencies: ["LockCount"]),
        .testTarget(name: "FramesSpecs", dependencies: specKit, plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]),
        .testTarget(
            name: "FramesSwiftTesting", dependencies: specKit, swiftSettings: [.define("SPECKIT_SWIFT_TESTING")],
            plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]),
    ]
)
EOF

cat >"$work/Sources/LockCount/include/LockCount.h" <<'EOF'
/// Keeps each pthread mutex the calling thread takes between lockcount_start() and
/// lockcount_write(), with its stack; lockcount_write() appends them to the file
/// SPECKIT_COUNTS_FRAMES names.
void lockcount_start(void);
int lockcount_active(void);
void lockcount_pause(void);
void lockcount_resume(void);
int lockcount_taken(void);
void lockcount_write(const char *name);
EOF

cat >"$work/Sources/LockCount/LockCount.c" <<'EOF'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <execinfo.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include "LockCount.h"

enum { most = 512, depth = 24 };
static int (*real_lock)(pthread_mutex_t *);
static __thread int counting, inside;
static int taken;
static void *mutexes[most], *stacks[most][depth];
static int depths[most];

/// The process's pthread_mutex_lock: the test binary defines and exports it, so every library's
/// call comes here first.
int pthread_mutex_lock(pthread_mutex_t *mutex) {
    if (!real_lock) real_lock = (int (*)(pthread_mutex_t *))dlsym(RTLD_NEXT, "pthread_mutex_lock");
    if (counting && !inside) {
        inside = 1;
        if (taken < most) {
            mutexes[taken] = mutex;
            depths[taken] = backtrace(stacks[taken], depth);
        }
        taken++;
        inside = 0;
    }
    return real_lock(mutex);
}

void lockcount_start(void) {
    void *warm[1];
    backtrace(warm, 1);  // loads the unwinder now, not while counting
    taken = 0;
    counting = 1;
}
int lockcount_active(void) { return counting; }
void lockcount_pause(void) { counting = 0; }
void lockcount_resume(void) { counting = 1; }
int lockcount_taken(void) { return taken; }

void lockcount_write(const char *name) {
    counting = 0;
    FILE *out = fopen(getenv("SPECKIT_COUNTS_FRAMES"), "a");
    if (!out) return;
    fprintf(out, "LOCKS %s %d\n", name, taken);
    for (int i = 0; i < taken && i < most; i++) {
        int again = 0;
        for (int j = 0; j < i; j++) if (mutexes[j] == mutexes[i]) again = 1;
        fprintf(out, "LOCK %d %s\n", i, again ? "again" : "new");
        char **symbols = backtrace_symbols(stacks[i], depths[i]);
        for (int k = 1; symbols && k < depths[i]; k++) fprintf(out, "%s\n", symbols[k]);
        free(symbols);
    }
    fprintf(out, "END\n");
    fclose(out);
}
EOF

cat >"$work/Sources/Probe/Probe.swift" <<'EOF'
import Foundation
import LockCount
import XCTest

/// Runs one check: `Probe.run("name", measured: true) { expect(1) == 2 }`.
public enum Probe {
    nonisolated(unsafe) private static var name = ""

    /// Runs `check`; when `measured`, keeps the mutexes it takes and the stack where it fails.
    public static func run(_ name: String, measured: Bool, _ check: () -> Void) {
        _ = observing
        guard measured else { return check() }
        Probe.name = name
        lockcount_start()
        check()
        lockcount_write(name)
    }

    /// Appends the stack and the mutexes taken so far to the file SPECKIT_COUNTS_FRAMES names,
    /// while a measured check runs.
    public static func printFailureStack() {
        guard lockcount_active() != 0 else { return }
        lockcount_pause()
        defer { lockcount_resume() }
        let text = "FRAMES \(name) \(lockcount_taken())\n" + Thread.callStackSymbols.joined(separator: "\n") + "\nEND\n"
        guard let path = ProcessInfo.processInfo.environment["SPECKIT_COUNTS_FRAMES"],
              let file = FileHandle(forWritingAtPath: path) else { return }
        file.seekToEndOfFile()
        file.write(Data(text.utf8))
        file.closeFile()
    }

    private static let observing: Void = { XCTestObservationCenter.shared.addTestObserver(FailureObserver()) }()
}

/// Told of each failure XCTest records: prints its stack.
final class FailureObserver: NSObject, XCTestObservation {
    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        Probe.printFailureStack()
    }
}
EOF

cat >"$work/Tests/FramesSpecs/FramesSpec.swift" <<'EOF'
import Matchers
import Probe
import SpecDSL
import XCTest

final class FramesSpec: Spec {
    override class func spec() {
        // Twice: the first failure of a process does one-time work; the second is measured.
        it("fails") { for measured in [false, true] { Probe.run("spec", measured: measured) { expect(1) == 2 } } }
    }
}

final class PlainFramesTests: XCTestCase {
    func testFails() { for measured in [false, true] { Probe.run("plain", measured: measured) { expect(1) == 2 } } }
}
EOF

cat >"$work/Tests/FramesSwiftTesting/FramesSwiftTestingSpec.swift" <<'EOF'
import Matchers
import Probe
import SpecDSL
import Testing

final class FramesSwiftTestingSpec: Spec {
    override class func spec() {
        it("fails") {
            for measured in [false, true] {
                withKnownIssue(isIntermittent: true) {
                    Probe.run("swift-testing", measured: measured) { expect(1) == 2 }
                } matching: { _ in
                    Probe.printFailureStack()
                    return false
                }
            }
        }
    }
}
EOF

echo "== building the consumer in $work" >&2
(cd "$work" && swift build --build-tests -Xlinker --export-dynamic >"$work/build.log" 2>&1) \
    || { tail -20 "$work/build.log" >&2; exit 1; }
binary="$(cd "$work" && swift build --show-bin-path)/FramesPackageTests.xctest"
symbolizer="$(dirname "$(command -v swift)")/llvm-symbolizer"
[ -x "$symbolizer" ] || symbolizer="$(command -v llvm-symbolizer || true)"

# run FILE [ENV…]: runs the consumer's tests, its stacks to FILE, with each unnamed frame of the
# test binary named (`binary(+0x1f00)` becomes `binary($s7SpecDSL…+0)`).
run() {
    local out="$1"; shift
    : >"$out.raw"
    (cd "$work" && env SPECKIT_COUNTS_FRAMES="$out.raw" "$@" swift test -Xlinker --export-dynamic >"$out.log" 2>&1) || true
    grep -q '^FRAMES ' "$out.raw" || { echo "no stack was printed ($*); the run's last lines:" >&2; tail -30 "$out.log" >&2; }
    if [ -z "$symbolizer" ]; then cp "$out.raw" "$out"; return; fi
    # Return addresses: one byte back is inside the call.
    grep -oE "$(basename "$binary")\\(\\+0x[0-9a-f]+\\)" "$out.raw" | grep -oE '0x[0-9a-f]+' | sort -u >"$out.offsets" || true
    while read -r offset; do printf '0x%x\n' $((offset - 1)); done <"$out.offsets" \
        | "$symbolizer" --obj="$binary" --functions=linkage --no-inlines 2>/dev/null | awk 'NR % 3 == 1' >"$out.names"
    awk -v bin="$(basename "$binary")" '
        FILENAME == ARGV[1] { offsets[FNR] = $0; next }
        FILENAME == ARGV[2] { if ($0 != "??") name["(+" offsets[FNR] ")"] = "(" $0 "+0)"; next }
        index($0, bin "(+0x") { key = substr($0, index($0, "(")); key = substr(key, 1, index(key, ")")); if (key in name) sub(/\(\+0x[0-9a-f]+\)/, name[key]) }
        { print }' "$out.offsets" "$out.names" "$out.raw" >"$out"
}

# The framework function that records a failure: XCTest's, which tells the observers (SpecKit's
# too), and Swift Testing's `Issue.record`.
xctest_records='\$s6XCTest0A7CaseRunC13recordFailure'
testing_records='\$s7Testing5IssueV6record'

# A frame's owner, by its library or its symbol's module.
owner_awk='
    function symbol(line) {
        if (!match(line, /\([^)]*\)/)) return ""
        line = substr(line, RSTART + 1, RLENGTH - 2); sub(/\+0x[0-9a-f]+$|\+0$/, "", line); return line
    }
    function owner(line, s) {
        if (s ~ /^\$s(8Matchers|7SpecDSL|12NimbleCompat)/ || s ~ /(8Matchers|7SpecDSL|12NimbleCompat)E/) return "SpecKit"
        if (index(line, "libXCTest.so")) return "XCTest"
        if (index(line, "libTesting.so")) return "SwiftTesting"
        if (s ~ /^\$s(5Probe|11FramesSpecs|18FramesSwiftTesting)/) return "consumer"
        return ""
    }'

# frames FILE NAME RECORDS: the frames of NAME's stack between RECORDS (the recording function)
# and `==`, one a line as `owner<TAB>symbol`, innermost first.
frames_of() {
    awk -v name="$2" -v records="$3" "$owner_awk"'
        $1 == "FRAMES" && $2 == name && !done { inside = 1; next }
        inside && $0 == "END" { inside = 0; done = 1; next }
        inside && !recording { recording = symbol($0) ~ "^" records; next }
        inside {
            s = symbol($0)
            if (s ~ /^\$s8Matchers2eeoi/) { inside = 0; done = 1; next }
            o = owner($0, s)
            if (s == "") { s = $0; sub(/^.*\//, "", s); sub(/ \[.*/, "", s) }
            print (o == "" ? "other" : o) "\t" s
        }' "$1"
}

# locks FILE NAME RECORDS: `all before during after distinct SpecKit SpecKit-via-runtime XCTest
# SwiftTesting consumer runtime`, then each acquisition as `index phase owner symbol [again]`. `during` starts at the
# first acquisition whose stack holds RECORDS, or at the printing function's, whichever comes
# first, and ends with the last whose stack holds RECORDS; `before` and `after` are around it.
locks_of() {
    awk -v name="$2" -v records="$3" "$owner_awk"'
        function flush() { if (lock == "") return; n++; who[n] = o; at[n] = where; rep[n] = again; inrec[n] = recording; lock = "" }
        $1 == "FRAMES" && $2 == name && printed == "" { printed = $3 }
        $1 == "LOCKS" && $2 == name { inside = 1; next }
        inside && $0 == "END" { flush(); inside = 0; next }
        inside && $1 == "LOCK" { flush(); lock = $2; again = ($3 == "again"); o = "runtime"; where = "-"; recording = 0; viaRuntime = 0; next }
        inside {
            s = symbol($0)
            if (s ~ "^" records) recording = 1
            if (o == "runtime" && owner($0, s) != "") { o = owner($0, s); where = s; if (o == "SpecKit" && viaRuntime) o = "SpecKit-via-runtime" }
            if (o == "runtime" && $0 ~ /libswift(Core|_Concurrency)\.so/) viaRuntime = 1
        }
        END {
            first = printed == "" ? n + 1 : printed + 1; last = first - 1
            for (i = 1; i <= n; i++) if (inrec[i]) { if (i < first) first = i; if (i > last) last = i }
            for (i = 1; i <= n; i++) {
                phase = i < first ? "before" : i <= last ? "during" : "after"
                phases[phase]++; owners[who[i]]++; if (!rep[i]) distinct++
                list = list (i - 1) " " phase " " who[i] " " at[i] (rep[i] ? " again" : "") "\n"
            }
            print n + 0, phases["before"] + 0, phases["during"] + 0, phases["after"] + 0, distinct + 0,
                owners["SpecKit"] + 0, owners["SpecKit-via-runtime"] + 0, owners["XCTest"] + 0, owners["SwiftTesting"] + 0, owners["consumer"] + 0, owners["runtime"] + 0
            printf "%s", list
        }' "$1"
}

demangle() { swift demangle --simplified; }

report() {  # report FILE NAME LABEL RECORDS
    local window summary all before during after distinct speckit via xctest testing consumer runtime
    if ! grep -q "^FRAMES $2 " "$1"; then measure "frames ==→$3" "? (no stack printed)"; return; fi
    window=$(frames_of "$1" "$2" "$4")
    measure "frames ==→$3" "$(grep -c '^SpecKit' <<<"$window" || true)" \
        "$(if [ -n "$window" ]; then printf '%s\n' "$window" | demangle | awk -F'\t' '{ printf "%-12s %s\n", $1, $2 }'; fi)"
    summary=$(locks_of "$1" "$2" "$4")
    read -r all before during after distinct speckit via xctest testing consumer runtime <<<"$(head -1 <<<"$summary")"
    measure "locks ==→$3" "$before"
    measure "locks in the whole check, $3" \
        "$all ($distinct mutexes; $before before the framework records, $during while it does, $after after; taken by SpecKit $speckit, by the Swift runtime for SpecKit $via, XCTest $xctest, Swift Testing $testing, the consumer $consumer, runtime $runtime)" \
        "$(tail -n +2 <<<"$summary" | demangle)"
}

if [ -z "$symbolizer" ]; then echo "no llvm-symbolizer: unnamed frames count as other" >&2; fi
echo "== running it, crash isolation off, then on" >&2
run "$work/off.txt" SPECKIT_CRASH_ISOLATION=0
run "$work/on.txt" SPECKIT_CRASH_ISOLATION=1
report "$work/off.txt" spec XCTest "$xctest_records"
report "$work/on.txt" spec "XCTest, crash isolation on" "$xctest_records"
report "$work/off.txt" plain "XCTest, plain XCTestCase" "$xctest_records"
report "$work/off.txt" swift-testing "Swift Testing" "$testing_records"
