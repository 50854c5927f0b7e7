#!/usr/bin/env bash
# Instructions per call of each row of DoublesBenchmark, counted by callgrind (stable under
# load, unlike times): each row runs alone with 2,000 and 4,000 calls; the difference divided
# by 2,000 leaves out start-up and set-up.
#   Benchmarks/doubles/instructions.sh [path/to/DoublesBenchmark] [row name prefix…]
set -euo pipefail
cd "$(dirname "$0")"
binary="${1:-.build/release/DoublesBenchmark}"
shift || true
rows=("$@")
if [ ${#rows[@]} -eq 0 ]; then
  rows=("hand-written Captures" "Capture.record" "Spy.call (stubbed)" "Spy<A, B, R>(owner:) call"
        "Spy.call, completion arg" "Spy.call lenient, unstubbed" "Spy.call with given(args)")
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
count() { # row calls -> instructions of the whole run
  BENCH_ONLY="$1" BENCH_CALLS="$2" valgrind --tool=callgrind --callgrind-out-file="$work/out" "$binary" >/dev/null 2>"$work/log"
  grep -m 1 -E "^(summary|totals):" "$work/out" | awk '{ print $2 }'
}
for row in "${rows[@]}"; do
  small="$(count "$row" 2000)"; large="$(count "$row" 4000)"
  printf '%-32s %8d instructions/call\n' "$row" "$(( (large - small) / 2000 ))"
done
