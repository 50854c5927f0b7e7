#!/usr/bin/env bash
# Compile-time benchmark: COUNT mixed expectations written with Matchers vs the same checks
# written with XCTAssert, type-checked alternately in the same run, pinned to one CPU.
#
#   Benchmarks/matchers-compile/run.sh [count=2000] [rounds=5] [--shapes | --compat]
#   BASE_MODULES=<Modules folder of another Matchers build> adds rows with the same files
#   type-checked against that module and against this one (see below).
#
# Prints the median CPU time (user + sys) of `swiftc -typecheck` (COMPILE=object: `swiftc -c`)
# for each file, the ratio,
# and the lines slower than 100 ms to type-check (-warn-long-expression-type-checking=100).
# With --shapes it also measures each of the six shapes alone (COUNT lines of one shape).
# With --compat it measures what importing NimbleCompat instead of Matchers costs: the same
# file with each import, alternated, for the mixed file and the `expect(x) == y` shape.
# BASE_MODULES=DIR (a `.build/.../debug/Modules` of another checkout, e.g. main's or an older
# commit's) adds rows with the same Matchers file (mixed, `expect(x) == y`, `contain`)
# type-checked against that build and against this one, alternated in the same rounds.
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-2000}"
rounds="${2:-5}"
shapes="${3:-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --target Matchers >/dev/null
[ "$shapes" = "--compat" ] && swift build --target NimbleCompat >/dev/null
modules="$(swift build --show-bin-path)/Modules"

# COMPILE=object compiles each file to an object file (debug, as `swift build` does) instead of
# only type-checking it: what `@_transparent` checks cost shows there (they are inlined into every
# line after type-checking), not in -typecheck.
if [ "${COMPILE:-}" = object ]; then
  compile=(-c -Onone -parse-as-library -module-name Checks -o "$work/out.o")
else
  compile=(-typecheck)
fi

cpu_seconds() { # CPU seconds of one type-check (or compile); long-expression warnings go to $1.log
  local imports="$modules"
  case "$1" in *Baseline*) imports="$BASE_MODULES" ;; esac
  /usr/bin/time -o "$work/time" -f "%U %S" taskset -c 1 swiftc "${compile[@]}" -swift-version 6 -I "$imports" \
    -Xfrontend -warn-long-expression-type-checking=100 "$1" 2>>"$1.log" >/dev/null
  awk '{ print $1 + $2 }' "$work/time"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# measure DIR [FILE] [BASE]: prints "file base" medians for FILE (MatchersChecks.swift) and
# BASE (XCTAssertChecks.swift) in DIR
measure() {
  local dir="$1" file="${2:-MatchersChecks.swift}" base="${3:-XCTAssertChecks.swift}"
  cpu_seconds "$dir/$file" >/dev/null # warm the module cache
  : >"$dir/m"; : >"$dir/x"
  for _ in $(seq "$rounds"); do # alternate so that machine noise hits both alike
    cpu_seconds "$dir/$file" >>"$dir/m"
    cpu_seconds "$dir/$base" >>"$dir/x"
  done
  echo "$(median <"$dir/m") $(median <"$dir/x")"
}

row() { # name matchers xctassert
  printf '%-40s %8.2f s %8.2f s %6.2fx\n' "$1" "$2" "$3" "$(echo "$2 / $3" | bc -l)"
}

echo "swiftc ${compile[*]}, taskset -c 1, median CPU time of $rounds rounds, $count checks per file"
printf '%-40s %10s %10s %7s\n' "file" "Matchers" "XCTAssert" "ratio"
mkdir "$work/mixed"
python3 Benchmarks/matchers-compile/generate.py "$count" "$work/mixed"
read -r m x < <(measure "$work/mixed")
row "mixed (six shapes in turn)" "$m" "$x"

# The floor for any `expect(x) == y` / `expect(n) > 1`: the XCTAssert file with its == and >
# checks written with Swift's own operators (XCTAssertTrue(x == y)). The type checker looks
# each operator up among all its overloads in scope, whoever declares them; no declaration
# of `expect` or of our operators can make those lines cheaper than this.
with_operators() { # XCTAssert lines with == and > written as operators
  sed -e 's/XCTAssertEqual(\(.*\), \(.*\))$/XCTAssertTrue(\1 == \2)/' \
      -e 's/XCTAssertGreaterThan(\(.*\), \(.*\))$/XCTAssertTrue(\1 > \2)/' "$1"
}
mkdir "$work/mixed-floor"
cp "$work/mixed/XCTAssertChecks.swift" "$work/mixed-floor/"
with_operators "$work/mixed/XCTAssertChecks.swift" >"$work/mixed-floor/XCTAssertOperators.swift"
read -r m x < <(measure "$work/mixed-floor" XCTAssertOperators.swift)
row "  floor: XCTAssertTrue(x == y), (n > 1)" "$m" "$x"

if [ "$shapes" = "--shapes" ]; then
  names=('expect(x) == y' 'expect(a + b * c) == d - e' 'expect(arr).to(contain(3))' \
         'expect(s).to(beginWith("a"))' 'expect(opt).to(beNil())' 'expect(n) > 1')
  for i in 0 1 2 3 4 5; do
    mkdir "$work/shape$i"
    python3 Benchmarks/matchers-compile/generate.py "$count" "$work/shape$i" "$i"
    read -r m x < <(measure "$work/shape$i")
    row "${names[$i]}" "$m" "$x"
  done
  # Each operator shape against its floor (160 overloads of == and 32 of > with XCTest imported).
  floors=('  vs XCTAssertTrue(x == y)' '  vs XCTAssertTrue(a + b * c == d - e)' '' '' '' \
          '  vs XCTAssertTrue(n > 1)')
  for i in 0 1 5; do
    mkdir "$work/floor$i"
    cp "$work/shape$i/MatchersChecks.swift" "$work/floor$i/"
    with_operators "$work/shape$i/XCTAssertChecks.swift" >"$work/floor$i/XCTAssertChecks.swift"
    read -r m x < <(measure "$work/floor$i")
    row "${floors[$i]}" "$m" "$x"
  done
fi

if [ "$shapes" = "--compat" ]; then
  # The same checks importing NimbleCompat (tuple == and expect({ … }) in scope) vs Matchers.
  printf '%-40s %10s %10s %7s\n' "file" "Compat" "Matchers" "ratio"
  for shape in mixed 0; do
    mkdir "$work/compat-$shape"
    if [ "$shape" = mixed ]; then
      python3 Benchmarks/matchers-compile/generate.py "$count" "$work/compat-$shape"
    else
      python3 Benchmarks/matchers-compile/generate.py "$count" "$work/compat-$shape" "$shape"
    fi
    sed 's/^import Matchers$/import NimbleCompat/; s/class MatchersChecks/class CompatChecks/' \
      "$work/compat-$shape/MatchersChecks.swift" >"$work/compat-$shape/CompatChecks.swift"
    read -r m x < <(measure "$work/compat-$shape" CompatChecks.swift MatchersChecks.swift)
    if [ "$shape" = mixed ]; then row "mixed, import NimbleCompat" "$m" "$x"; else row "expect(x) == y, import NimbleCompat" "$m" "$x"; fi
  done
fi

if [ -n "${BASE_MODULES:-}" ]; then
  # The same Matchers file against another build of Matchers (files named *Baseline* use it).
  printf '%-40s %10s %10s %7s\n' "file" "this" "baseline" "ratio"
  for shape in mixed 0 2; do
    mkdir "$work/baseline-$shape"
    if [ "$shape" = mixed ]; then
      python3 Benchmarks/matchers-compile/generate.py "$count" "$work/baseline-$shape"
    else
      python3 Benchmarks/matchers-compile/generate.py "$count" "$work/baseline-$shape" "$shape"
    fi
    cp "$work/baseline-$shape/MatchersChecks.swift" "$work/baseline-$shape/BaselineChecks.swift"
    read -r m x < <(measure "$work/baseline-$shape" MatchersChecks.swift BaselineChecks.swift)
    case "$shape" in
      mixed) row "mixed, this build vs baseline" "$m" "$x" ;;
      0) row "expect(x) == y, this vs baseline" "$m" "$x" ;;
      2) row "expect(arr).to(contain(3)), this vs baseline" "$m" "$x" ;;
    esac
  done
fi

# A line counts as slow only when it is over 100 ms in every compile of its file (the warm-up
# and each round): on a shared machine single compiles see spikes that do not reproduce.
compiles=$((rounds + 1))
report_slow() { # LOG...: prints "file:line" of consistently slow lines
  { cat "$@" | grep -o '^[^ ]*:[0-9]*:[0-9]*: warning: expression took' || true; } | cut -d: -f1,2 | sort | uniq -c |
    awk -v n="$compiles" '$1 >= n { print $2 }'
}
consistent=$(report_slow "$work"/*/MatchersChecks.swift.log | wc -l)
sporadic=$(cat "$work"/*/MatchersChecks.swift.log | grep -c 'expression took' || true)
echo "Matchers lines over 100 ms in every compile: $consistent (single over-100 ms reports, all compiles: $sporadic)"
report_slow "$work"/*/MatchersChecks.swift.log | head -20
xconsistent=$(report_slow "$work"/*/XCTAssertChecks.swift.log | wc -l)
xsporadic=$(cat "$work"/*/XCTAssertChecks.swift.log | grep -c 'expression took' || true)
echo "XCTAssert lines over 100 ms in every compile: $xconsistent (single over-100 ms reports, all compiles: $xsporadic)"
