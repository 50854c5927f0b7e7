#!/usr/bin/env bash
# Compile-time benchmark of spec files: COUNT examples of issue 12's shape (3 levels of groups, a
# beforeEach and an afterEach at every level, one `expect(value) == 3` per example) written as
# SpecDSL specs, and the same work as plain XCTest methods (setUp/tearDown + XCTAssertEqual),
# compiled alternately in the same run, pinned to one CPU. Only the spec files are compiled: the
# libraries are built once beforehand and found with -I.
#
#   Benchmarks/dsl-compile/run.sh [count=2000] [rounds=5]
#
# Each round compiles each kind twice: `swiftc -typecheck` and a debug compile to object files
# (`swiftc -c -Onone -g -enable-testing`, one frontend job at a time, as `swift build` compiles a
# test target's files). Prints the median CPU time (user + sys) of each and the ratio to plain
# XCTest, then the lines slower than 100 ms to type-check (-warn-long-expression-type-checking=100)
# and the function bodies slower than 100 ms (-warn-long-function-bodies=100).
#
#   Benchmarks/dsl-compile/run.sh --scaling [rounds=3]
#                   type-checks one spec class whose `describe` holds 100, 200, 400 and 800
#                   `it("…") { expect(value) == 3 }` lines vs one XCTestCase with as many methods:
#                   the whole `spec()` body is one expression for the type checker, whose cost
#                   grows with the square of the calls in it.
#
#   BASE=<commit>   adds the spec files compiled against SpecKit at that commit (built in a copy).
#   QUICK=0         leaves out Quick 7.6.2 + Nimble 14.0.0 (resolved from the local mirrors); by
#                   default the same specs written for Quick are compiled too.
#   SPECKIT_BENCH_CPU picks the CPU (default 1); SPECKIT_BENCH_DIR a work folder to reuse (the
#   BASE and Quick builds are kept there between runs).
set -euo pipefail
scaling=""
if [ "${1:-}" = --scaling ]; then scaling=1; shift; set -- 0 "${1:-3}"; fi
count="${1:-2000}"
rounds="${2:-5}"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="${SPECKIT_BENCH_DIR:-$(mktemp -d)}"
cpu="${SPECKIT_BENCH_CPU:-1}"
base="${BASE:-}"
quick="${QUICK:-1}"
mkdir -p "$work"

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "== building SpecDSL (debug)" >&2
(cd "$repo" && swift build --target SpecDSL >/dev/null && swift build --product spec-discover >/dev/null)
bin_spec="$(cd "$repo" && swift build --show-bin-path)"
modules_spec="$bin_spec/Modules"
kinds=(plain spec)

if [ -n "$scaling" ]; then
    one_class() { # one_class KIND N: one class of N examples in one group
        if [ "$1" = spec ]; then
            printf 'import Matchers\nimport SpecDSL\n\nfinal class Big: SpecCase {\n    override class func spec() {\n        describe("Big") {\n            var value = 3\n'
            for ((i = 0; i < $2; i++)); do echo "            it(\"does thing $i\") { expect(value) == 3 }"; done
            printf '            afterEach { value = 3 }\n        }\n    }\n}\n'
        else
            printf 'import XCTest\n\nfinal class Big: XCTestCase {\n    var value = 3\n'
            for ((i = 0; i < $2; i++)); do echo "    func test_does_thing_$i() { XCTAssertEqual(value, 3) }"; done
            printf '}\n'
        fi
    }
    echo "one class, N examples in one describe; swiftc -typecheck, median CPU (user + sys) of $rounds rounds, taskset -c $cpu"
    echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
    printf '%-6s %10s %10s %7s %16s\n' N spec plain ratio "spec per example"
    for n in 100 200 400 800; do
        for kind in spec plain; do one_class "$kind" "$n" >"$work/Big-$kind.swift"; done
        : >"$work/s"; : >"$work/p"
        for ((r = 1; r <= rounds; r++)); do
            for kind in spec plain; do
                /usr/bin/time -o "$work/time" -f "%U %S" taskset -c "$cpu" swiftc -typecheck -swift-version 6 \
                    -I "$modules_spec" "$work/Big-$kind.swift" >/dev/null
                awk '{ print $1 + $2 }' "$work/time" >>"$work/${kind:0:1}"
            done
        done
        s=$(median <"$work/s"); p=$(median <"$work/p")
        printf '%-6s %8.2f s %8.2f s %6.2fx %13.1f ms\n' "$n" "$s" "$p" "$(echo "$s / $p" | bc -l)" "$(echo "$s * 1000 / $n" | bc -l)"
    done
    echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
    exit 0
fi

if [ -n "$base" ]; then
    echo "== building SpecDSL at $base (debug)" >&2
    mkdir -p "$work/base"
    if [ "$(cat "$work/base/.commit" 2>/dev/null)" != "$(git -C "$repo" rev-parse "$base")" ]; then
        rm -rf "$work/base" && mkdir -p "$work/base"
        git -C "$repo" archive "$base" | tar -x -C "$work/base"
        git -C "$repo" rev-parse "$base" >"$work/base/.commit"
    fi
    (cd "$work/base" && swift build --target SpecDSL >/dev/null && swift build --product spec-discover >/dev/null)
    bin_base="$(cd "$work/base" && swift build --show-bin-path)"
    modules_base="$bin_base/Modules"
    kinds+=(base)
fi

if [ "$quick" = 1 ]; then
    echo "== building Quick 7.6.2 + Nimble 14.0.0 (debug)" >&2
    modules_quick="$("$repo/Benchmarks/quick-nimble.sh" "$work")"
    kinds+=(quick)
fi

rm -rf "$work/gen" && python3 "$repo/Benchmarks/dsl-compile/generate.py" "$count" "$work/gen"
cp -r "$work/gen/spec" "$work/gen/base"
# The spec target also compiles what the SpecDiscovery plugin generates (`Spec`, one anchor per class).
"$bin_spec/spec-discover" "$work/gen/spec/SpecKitDiscoveredSpecs.swift" "$work/gen/spec"/C*.swift >/dev/null
[ -z "$base" ] || "$bin_base/spec-discover" "$work/gen/base/SpecKitDiscoveredSpecs.swift" "$work/gen/base"/C*.swift >/dev/null

modules_of() {
    case "$1" in
        spec) echo "$modules_spec" ;; base) echo "$modules_base" ;; quick) echo "$modules_quick" ;; *) echo "$work" ;;
    esac
}

cpu_seconds() { # cpu_seconds KIND MODE: CPU seconds of one compile of KIND's files; warnings go to KIND.MODE.log
    local kind="$1" mode="$2" out="$work/out-$1"
    local flags=(-typecheck)
    [ "$mode" = compile ] && flags=(-c -Onone -g -enable-testing -j1 -module-name "Bench$kind")
    # Quick's `it` closures are main-actor isolated: Swift 6 mode rejects this shape's captured
    # `var value` when it generates code ("sending 'value' risks causing data races"), so Quick
    # users compile such specs in Swift 5 mode, and so does this benchmark.
    local language=6
    [ "$kind" = quick ] && language=5
    rm -rf "$out" && mkdir -p "$out"
    (cd "$out" && /usr/bin/time -o "$work/time" -f "%U %S" taskset -c "$cpu" swiftc "${flags[@]}" -swift-version "$language" \
        -I "$(modules_of "$kind")" -Xfrontend -warn-long-expression-type-checking=100 \
        -Xfrontend -warn-long-function-bodies=100 "$work/gen/$kind"/*.swift >>"$work/$kind.$mode.log" 2>&1) ||
        { tail -20 "$work/$kind.$mode.log" >&2; exit 1; }
    awk '{ print $1 + $2 }' "$work/time"
}

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for kind in "${kinds[@]}"; do : >"$work/$kind.typecheck.log"; : >"$work/$kind.compile.log"; cpu_seconds "$kind" typecheck >/dev/null; done # warm the module cache
declare -A times
for ((r = 1; r <= rounds; r++)); do
    for mode in typecheck compile; do
        for kind in "${kinds[@]}"; do # interleaved: machine noise hits every kind alike
            t=$(cpu_seconds "$kind" "$mode"); times[$kind.$mode]+="$t "
            echo "round $r: $kind $mode ${t}s CPU" >&2
        done
    done
done

names=([plain]="plain XCTest" [spec]="SpecKit (this tree)" [base]="SpecKit at $base" [quick]="Quick 7.6.2 + Nimble 14.0.0")
echo "$count examples in $((count / 100)) files; median CPU time (user + sys) of $rounds rounds, taskset -c $cpu"
echo "load average before: $load_before; after: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-32s %12s %7s %12s %7s\n' "" "typecheck" "ratio" "-c -Onone -g" "ratio"
pt=$(printf '%s\n' ${times[plain.typecheck]} | median); pc=$(printf '%s\n' ${times[plain.compile]} | median)
for kind in "${kinds[@]}"; do
    t=$(printf '%s\n' ${times[$kind.typecheck]} | median); c=$(printf '%s\n' ${times[$kind.compile]} | median)
    printf '%-32s %10.2f s %6.2fx %10.2f s %6.2fx\n' "${names[$kind]}" "$t" "$(echo "$t / $pt" | bc -l)" "$c" "$(echo "$c / $pc" | bc -l)"
done

# The 100 ms guarantee is per line (expression). A line counts as slow only when it is over 100 ms
# in every compile of its kind: on a shared machine single compiles see spikes that do not
# reproduce. Function bodies are listed apart: a spec's whole `spec()` body is one function.
compiles=$((2 * rounds + 1))
for kind in "${kinds[@]}"; do
    slow=$({ cat "$work/$kind".*.log | grep -oE '^[^ ]*:[0-9]+:[0-9]+: warning: expression took' || true; } |
        cut -d: -f1,2 | sort | uniq -c | awk -v n="$compiles" '$1 >= n' | wc -l)
    single=$(cat "$work/$kind".*.log | grep -cE '^[^ ]*: warning: expression took' || true)
    bodies=$({ cat "$work/$kind".*.log | grep -oE '^[^ ]*:[0-9]+:[0-9]+: warning: [a-z ]+ .* took [0-9]+ms' || true; } |
        grep -v 'expression took' | cut -d: -f1,2 | sort -u | wc -l)
    echo "${names[$kind]}: lines over 100 ms in every compile: $slow (single reports: $single); function bodies over 100 ms at least once: $bodies"
done
