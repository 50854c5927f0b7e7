#!/usr/bin/env bash
# The cost of one passing (and one failing) check: SpecKit's `expect`/`require` forms against the
# XCTest assertion doing the same check, in the same process, debug build (as `swift test`
# builds), pinned to one CPU. Builds the benchmark twice, against SpecKit at BASE (default: the
# commit before this work, 8601fb2) and against this working tree, and runs both in turn.
#
#   Benchmarks/checks/run.sh                 # wall-clock tables, ratios to XCTest (median of 9 rounds)
#   Benchmarks/checks/run.sh --callgrind     # instructions per check (valgrind), load-independent
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
    cmp -s "$repo/Benchmarks/checks/ChecksBenchmark.swift" "$package/Tests/ChecksBenchmark/ChecksBenchmark.swift" ||
        cp "$repo/Benchmarks/checks/ChecksBenchmark.swift" "$package/Tests/ChecksBenchmark/"
    [ -f "$package/Package.swift" ] || cat >"$package/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Checks",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [.testTarget(name: "ChecksBenchmark", dependencies: [.product(name: "Matchers", package: "SpecKit")])],
    swiftLanguageModes: [.v6]
)
PACKAGE
    echo "== building the benchmark against $name (${commit:-working tree}), debug" >&2
    (cd "$package" && swift build --build-tests >"$work/build-$name.log" 2>&1) || { tail -30 "$work/build-$name.log"; exit 1; }
    echo "$(cd "$package" && swift build --show-bin-path)/ChecksPackageTests.xctest"
}

before=$(prepare before "$base")
after=$(prepare after "")

if [ "$mode" = "--callgrind" ]; then
    # Instructions per check: callgrind counts only inside the loop of CHECKS_N checks, after a warm-up.
    n="${CHECKS_N:-2000}"
    instructions() {  # instructions BINARY TEST ONLY
        CHECKS_ONLY="$3" CHECKS_N="$n" valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" \
            --collect-atstart=no --toggle-collect='*repeatCheck*' \
            "$1" "ChecksBenchmark.ChecksBenchmark/$2" >/dev/null 2>"$work/cg.log"
        grep -E "Collected :" "$work/cg.log" | sed -E 's/.*Collected : *([0-9]+).*/\1/'
    }
    shapes() { grep -oE 'Shape\(name: "[^"]+"' "$repo/Benchmarks/checks/ChecksBenchmark.swift" | sed -E 's/Shape\(name: "//; s/"$//'; }
    for test in testPassingChecks testFailingChecks; do
        echo; echo "$test: instructions per check (callgrind, mean of $n checks after a warm-up)"
        printf "%-36s %8s %9s %6s %9s %6s\n" shape "XCTest" "before" "ratio" "after" "ratio"
        while IFS= read -r shape; do
            x=$(instructions "$after" "$test" "$shape:xctest")
            [ "$((x / n))" -gt 0 ] || continue   # the shape belongs to the other test
            b=$(instructions "$before" "$test" "$shape:speckit")
            a=$(instructions "$after" "$test" "$shape:speckit")
            printf "%-36s %8d %9d %5.1fx %9d %5.1fx\n" "$shape" $((x / n)) $((b / n)) "$(echo "$b / $x" | bc -l)" \
                $((a / n)) "$(echo "$a / $x" | bc -l)"
        done < <(shapes | awk '!seen[$0]++')
    done
    exit 0
fi

for name in before after; do
    binary=$([ "$name" = before ] && echo "$before" || echo "$after")
    echo; echo "######## SpecKit $name ($([ "$name" = before ] && echo "$base" || echo "working tree")), taskset -c $cpu"
    taskset -c "$cpu" "$binary" 2>&1 | grep -vE "^Test (Suite|Case)|Executed" || true
done
