#!/usr/bin/env bash
# The cost of one passing (and one failing) check: SpecKit's `expect`/`require` forms against the
# XCTest assertion doing the same check and against Nimble 14.0.0's form of it, in the same
# process, debug build (as `swift test` builds), pinned to one CPU. Builds the benchmark twice,
# against SpecKit at BASE (default: the commit before this work, 8601fb2) and against this working
# tree, each with Nimble (resolved from its repository), and runs both in turn.
#
#   Benchmarks/checks/run.sh                 # wall-clock tables, ratios to XCTest (median of 9 rounds)
#   Benchmarks/checks/run.sh --callgrind     # instructions per check (valgrind), load-independent
#
# Nimble's column comes from the working tree's build in --callgrind mode, and from each build in
# the wall-clock tables. A check that records a wrong number of failures (one each when failing,
# none when passing) fails the run.
#
# SPECKIT_BENCH_CPU picks the CPU (default 1); BASE=<commit> the "before" version; SPECKIT_BENCH_DIR
# a work folder to reuse between runs (builds are incremental).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="${SPECKIT_BENCH_DIR:-$(mktemp -d)}"
cpu="${SPECKIT_BENCH_CPU:-1}"
base="${BASE:-8601fb2}"
mode="${1:-}"

# Copies SpecKit (the commit, or the working tree for "") into $work/$name and builds the benchmark against it.
prepare() {  # prepare NAME COMMIT
    local name="$1" commit="$2" copy="$work/$1/SpecKit" package="$work/$1/Checks"
    mkdir -p "$copy" "$package/Tests/ChecksBenchmark"
    # Files are rewritten only when they changed, so that a reused work folder builds incrementally.
    local fresh="$work/$1/fresh"
    rm -rf "$fresh" && mkdir -p "$fresh"
    if [ -n "$commit" ]; then
        git -C "$repo" archive "$commit" Package.swift Sources Plugins Binaries | tar -x -C "$fresh"
    else
        tar -C "$repo" -cf - Package.swift Sources Plugins Binaries | tar -x -C "$fresh"
    fi
    (cd "$fresh" && find . -type f) | while read -r f; do
        cmp -s "$fresh/$f" "$copy/$f" || { mkdir -p "$(dirname "$copy/$f")"; cp "$fresh/$f" "$copy/$f"; }
    done
    (cd "$copy" && find . -type f) | while read -r f; do [ -e "$fresh/$f" ] || rm "$copy/$f"; done
    # The benchmark's sources: ChecksBenchmark.swift (SpecKit and XCTest) and NimbleChecks.swift (Nimble).
    for source in "$repo"/Benchmarks/checks/*.swift; do
        cmp -s "$source" "$package/Tests/ChecksBenchmark/${source##*/}" || cp "$source" "$package/Tests/ChecksBenchmark/"
    done
    cat >"$fresh/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Checks",
    dependencies: [
        .package(name: "SpecKit", path: "../SpecKit"),
        .package(url: "https://github.com/Quick/Nimble.git", exact: "14.0.0"),
    ],
    targets: [
        .testTarget(name: "ChecksBenchmark", dependencies: [
            .product(name: "Matchers", package: "SpecKit"),
            .product(name: "Nimble", package: "Nimble"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
PACKAGE
    cmp -s "$fresh/Package.swift" "$package/Package.swift" || cp "$fresh/Package.swift" "$package/Package.swift"
    echo "== building the benchmark against $name (${commit:-working tree}), debug" >&2
    (cd "$package" && swift build --build-tests >"$work/build-$name.log" 2>&1) || { tail -30 "$work/build-$name.log"; exit 1; }
    echo "$(cd "$package" && swift build --show-bin-path)/ChecksPackageTests.xctest"
}

before=$(prepare before "$base")
after=$(prepare after "")

if [ "$mode" = "--callgrind" ]; then
    # Instructions per check: callgrind counts only inside the loop of CHECKS_N checks, after a warm-up.
    # A shape and side the test does not have count 0. The test fails (and so does this script) when
    # the check recorded a wrong number of failures.
    n="${CHECKS_N:-2000}"
    instructions() {  # instructions BINARY TEST ONLY
        CHECKS_ONLY="$3" CHECKS_N="$n" valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" \
            --collect-atstart=no --toggle-collect='*repeatCheck*' \
            "$1" "ChecksBenchmark.ChecksBenchmark/$2" >"$work/cg.stdout" 2>"$work/cg.log" ||
            { echo "$2 with CHECKS_ONLY='$3' failed:" >&2; grep -E "error|failed" "$work/cg.stdout" >&2; return 1; }
        grep -E "Collected :" "$work/cg.log" | sed -E 's/.*Collected : *([0-9]+).*/\1/'
    }
    # The instructions per check and the ratio to XCTest's x, or dashes where the count is 0 (no such side).
    versus() {  # versus INSTRUCTIONS X
        if [ "$1" -gt 0 ]; then printf "%9d %5.1fx" $(($1 / n)) "$(echo "$1 / $2" | bc -l)"; else printf "%9s %6s" - -; fi
    }
    shapes() { grep -oE 'Shape\(name: "[^"]+"' "$repo/Benchmarks/checks/ChecksBenchmark.swift" | sed -E 's/Shape\(name: "//; s/"$//'; }
    for test in testPassingChecks testFailingChecks; do
        echo; echo "$test: instructions per check (callgrind, mean of $n checks after a warm-up)"
        printf "%-36s %8s %9s %6s %9s %6s %9s %6s\n" shape "XCTest" "before" "ratio" "after" "ratio" "Nimble" "ratio"
        while IFS= read -r shape; do
            x=$(instructions "$after" "$test" "$shape:xctest")
            [ "$((x / n))" -gt 0 ] || continue   # the shape belongs to the other test
            b=$(instructions "$before" "$test" "$shape:speckit")
            a=$(instructions "$after" "$test" "$shape:speckit")
            m=$(instructions "$after" "$test" "$shape:nimble")
            printf "%-36s %8d %s %s %s\n" "$shape" $((x / n)) "$(versus "$b" "$x")" "$(versus "$a" "$x")" "$(versus "$m" "$x")"
        done < <(shapes | awk '!seen[$0]++')
    done
    exit 0
fi

# Both builds run even when one fails its checks; the script fails then.
status=0
for name in before after; do
    binary=$([ "$name" = before ] && echo "$before" || echo "$after")
    echo; echo "######## SpecKit $name ($([ "$name" = before ] && echo "$base" || echo "working tree")), taskset -c $cpu"
    taskset -c "$cpu" "$binary" >"$work/run-$name.log" 2>&1 || status=1
    grep -vE "^Test (Suite|Case)|Executed" "$work/run-$name.log" || true
done
exit "$status"
