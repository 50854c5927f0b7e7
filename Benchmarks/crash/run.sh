#!/usr/bin/env bash
# What crash isolation costs a run in which nothing crashes, on the DSL benchmark's 2,500
# examples (Benchmarks/dsl/run.sh builds them; SPECKIT_BENCH_DIR reuses its packages).
#
#   Benchmarks/crash/run.sh [SIZE=25] [ROUNDS=10]
#
# 1. Instructions (valgrind --tool=callgrind, load-independent) of the test process as a
#    supervised worker runs it, writing the crash journal (SPECKIT_JOURNAL_FD names a file, as the
#    supervisor's memfd), against the same binary with no journal; on the XCTest route (Spec) and
#    the Swift Testing route (SpecST). Valgrind turns the supervisor itself off, so this counts the
#    worker's own work: one journal line as each case starts and one as it ends.
# 2. Wall time of the whole `swift test`-like run, supervisor included (the fork before main and
#    the wait), against SPECKIT_CRASH_ISOLATION=off: ROUNDS runs of each, interleaved, pinned to
#    one CPU; the median of each.
# Prints a table; writes nothing into the repository.
set -euo pipefail
size="${1:-25}"
rounds="${2:-10}"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="${SPECKIT_BENCH_DIR:-$(mktemp -d)}"
export SPECKIT_BENCH_DIR="$work"
cpu="${SPECKIT_BENCH_CPU:-1}"

echo "== building the DSL benchmark's packages (Benchmarks/dsl/run.sh --swift-testing --callgrind $size)" >&2
"$repo/Benchmarks/dsl/run.sh" --swift-testing --callgrind "$size" >&2

binary() { echo "$(cd "$work/$1$size" && swift build --show-bin-path)/$1${size}PackageTests.xctest"; }
args() { [ "$1" = SpecST ] && echo "--testing-library swift-testing"; return 0; }
shim="$work/mainq/mainq.so"   # Benchmarks/dsl/run.sh made it: Swift Testing's dispatch_main under valgrind

instructions() {  # instructions KIND JOURNAL(0|1)
    local preload="" journal="$work/journal.$$"
    # Swift seeds its hashing per process; the same seed makes two runs' counts comparable.
    export SWIFT_DETERMINISTIC_HASHING=1
    [ "$1" = SpecST ] && preload="$shim"
    : >"$journal"
    # shellcheck disable=SC2046
    if [ "$2" = 1 ]; then
        SPECKIT_JOURNAL_FD=3 LD_PRELOAD="$preload" taskset -c "$cpu" valgrind --tool=callgrind --callgrind-out-file=/dev/null \
            --log-file="$work/cg.log" "$(binary "$1")" $(args "$1") >"$work/run.log" 2>&1 3<>"$journal" || true
    else
        SPECKIT_CRASH_ISOLATION=off LD_PRELOAD="$preload" taskset -c "$cpu" valgrind --tool=callgrind --callgrind-out-file=/dev/null \
            --log-file="$work/cg.log" "$(binary "$1")" $(args "$1") >"$work/run.log" 2>&1 || true
    fi
    lines=$(wc -l <"$journal")
    rm -f "$journal"
    echo "$(grep -E "Collected :" "$work/cg.log" | sed -E 's/.*Collected : *([0-9]+).*/\1/') $lines"
}

median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-8s %-16s %-16s %-10s %-14s %s\n" route "no journal" "journal" "ratio" "per example" "journal lines"
for kind in Spec SpecST; do
    read -r off _ < <(instructions "$kind" 0)
    read -r on lines < <(instructions "$kind" 1)
    printf "%-8s %-16s %-16s %-10.4f %-14s %s\n" "$kind" "$off" "$on" "$(echo "$on / $off" | bc -l)" \
        "+$(( (on - off) / (size * 100) ))" "$lines"
done

unset SWIFT_DETERMINISTIC_HASHING
bin="$(binary Spec)"
: >"$work/wall.on"; : >"$work/wall.off"
for ((r = 0; r < rounds; r++)); do
    for mode in off on; do
        start=$(date +%s.%N)
        if [ "$mode" = off ]; then
            SPECKIT_CRASH_ISOLATION=off taskset -c "$cpu" "$bin" >/dev/null 2>&1 || true
        else
            taskset -c "$cpu" "$bin" >/dev/null 2>&1 || true
        fi
        echo "$(date +%s.%N) - $start" | bc -l >>"$work/wall.$mode"
    done
done
off=$(median <"$work/wall.off"); on=$(median <"$work/wall.on")
printf "wall, XCTest route, median of %s: isolation off %.3f s, on %.3f s, ratio %.3f\n" "$rounds" "$off" "$on" "$(echo "$on / $off" | bc -l)"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
