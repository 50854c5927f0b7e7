#!/usr/bin/env bash
# Compile-time benchmark of spy inference: COUNT doubles whose spies are inferred with
# `Spy(of: Type.method)` against the same doubles with the types spelled out
# (`Spy<A, B, R>(owner:)`), type-checked and lowered to SIL alternately in the same run,
# pinned to one CPU.
#
#   Benchmarks/doubles-compile/run.sh [count=200] [rounds=5] [--closures]
#
# --closures adds a completion-handler method and a variadic one to every double.
# Prints the median CPU time (user + sys) of `swiftc -emit-sil` for each file and the ratio.
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-200}"
rounds="${2:-5}"
closures="${3:-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --target Doubles >/dev/null
modules="$(swift build --show-bin-path)/Modules"

cpu_seconds() { # CPU seconds of one compile to SIL; a compiler crash fails the run
  if ! /usr/bin/time -o "$work/time" -f "%U %S" taskset -c 1 swiftc -emit-sil -o /dev/null -swift-version 6 \
      -I "$modules" "$1" 2>"$work/log"; then
    grep -m 3 -E "error|Stack dump|While" "$work/log" >&2; echo "error: $1 does not compile" >&2; exit 1
  fi
  awk '{ print $1 + $2 }' "$work/time"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

python3 Benchmarks/doubles-compile/generate.py "$count" "$work" $closures
cpu_seconds "$work/Explicit.swift" >/dev/null # warm the module cache
: >"$work/i"; : >"$work/e"
for _ in $(seq "$rounds"); do
  cpu_seconds "$work/Inferred.swift" >>"$work/i"
  cpu_seconds "$work/Explicit.swift" >>"$work/e"
done
i="$(median <"$work/i")"; e="$(median <"$work/e")"
echo "swiftc -emit-sil, taskset -c 1, median CPU time of $rounds rounds, $count doubles ${closures:+(with closure and variadic methods)}"
printf '%-34s %8.2f s\n' "inferred: Spy(of: Type.method)" "$i"
printf '%-34s %8.2f s\n' "explicit: Spy<A, B, R>(owner:)" "$e"
printf '%-34s %8.2fx\n' "inferred / explicit" "$(echo "$i / $e" | bc -l)"
