#!/usr/bin/env bash
# Type-checking spec files: the corpus of generate.py (one group of 50, 200 and 400 examples with
# arithmetic on both sides of `==`, three nested levels of small groups, `.to(matcher)` forms,
# async examples, shared examples), each row written for SpecKit, for Quick 7.6.2 + Nimble 14.0.0
# and as plain XCTest methods, type-checked in turn, pinned to one CPU. Only the row's file is
# compiled, against libraries built beforehand and found with -I (the SpecKit file together with
# what the SpecDiscovery plugin generates for it, in one frontend job: `-enable-batch-mode -j1`,
# as a test target's files share their jobs in a build; without it the generated file would be
# a job of its own, loading every module a second time).
#
#   Benchmarks/compile-corpus/run.sh [rounds=3]
#           one line per row: median CPU time (user + sys) of `swiftc -typecheck -swift-version 6`
#           for each library, SpecKit ÷ Quick + Nimble and SpecKit ÷ XCTest
#   Benchmarks/compile-corpus/run.sh --growth [rounds=1] [N…]
#           one group of N examples (default 50 100 200 400 800) for each library, and the same
#           examples in SpecKit laid out three other ways: contexts of 50 in the one describe
#           (`contexts`), top-level describes of 50 (`describes`), and the examples in a local
#           function of the describe (`local`)
#
#   INSTRUCTIONS=1  measures instructions of the compiler (valgrind --tool=callgrind, swift-frontend
#                   run directly, one round) in place of CPU time: the same on every run
#   SCOPES=1        adds the type checker's constraint-scope count of each SpecKit and Quick file
#                   (-stats-output-dir: the same on every run, unlike CPU time on a shared machine)
#   BASE=<commit>   adds SpecKit at that commit (built in a copy in the work folder)
#   SPECKIT_BENCH_CPU picks the CPU (default 1); SPECKIT_BENCH_DIR a work folder to reuse (the BASE
#   and Quick + Nimble builds are kept there between runs).
# Quick 7.6.2 and Nimble 14.0.0 are resolved from their repositories when the script runs.
set -euo pipefail
growth=""
if [ "${1:-}" = --growth ]; then growth=1; shift; fi
rounds="${1:-$([ -n "$growth" ] && echo 1 || echo 3)}"
[ $# -gt 0 ] && shift
[ "${INSTRUCTIONS:-0}" = 1 ] && rounds=1
sizes=("${@:-50 100 200 400 800}")
read -r -a sizes <<<"${sizes[*]}"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="${SPECKIT_BENCH_DIR:-$(mktemp -d)}"
cpu="${SPECKIT_BENCH_CPU:-1}"
base="${BASE:-}"
mkdir -p "$work"

build_speckit() { # build_speckit DIR: SpecDSL, Matchers and spec-discover, debug; prints the bin folder
    (cd "$1" && swift build --target SpecDSL && swift build --product spec-discover) >"$work/build.log" 2>&1 ||
        { tail -20 "$work/build.log" >&2; exit 1; }
    (cd "$1" && swift build --show-bin-path)
}
echo "== building SpecKit (debug)" >&2
bin_speckit="$(build_speckit "$repo")"
libraries=(speckit)
if [ -n "$base" ]; then
    echo "== building SpecKit at $base (debug)" >&2
    if [ "$(cat "$work/base/.commit" 2>/dev/null)" != "$(git -C "$repo" rev-parse "$base")" ]; then
        rm -rf "$work/base" && mkdir -p "$work/base"
        git -C "$repo" archive "$base" | tar -x -C "$work/base"
        git -C "$repo" rev-parse "$base" >"$work/base/.commit"
    fi
    bin_base="$(build_speckit "$work/base")"
    libraries+=(base)
fi
echo "== building Quick 7.6.2 + Nimble 14.0.0 (debug)" >&2
modules_quick="$("$repo/Benchmarks/quick-nimble.sh" "$work")"
libraries+=(quick xctest)

if [ -n "$growth" ]; then
    rows=()
    for n in "${sizes[@]}"; do rows+=("group$n" "contexts$n" "describes$n" "local$n"); done
else
    rows=(group50 group200 group400 nested matchers async shared)
fi
rm -rf "$work/gen" && python3 "$repo/Benchmarks/compile-corpus/generate.py" "$work/gen" "${rows[@]}"
for row in "${rows[@]}"; do
    # What the SpecDiscovery plugin adds to the test target (`Spec`, an anchor per class).
    "$bin_speckit/spec-discover" "$work/gen/$row/discovered.swift" "$work/gen/$row/speckit.swift" >/dev/null
    [ -z "$base" ] || { cp "$work/gen/$row/speckit.swift" "$work/gen/$row/base.swift"
        "$bin_base/spec-discover" "$work/gen/$row/base-discovered.swift" "$work/gen/$row/base.swift" >/dev/null; }
done

files_of() { # files_of ROW LIBRARY: the files and -I of one compile
    local dir="$work/gen/$1"
    case "$2" in
        speckit) echo "-I $bin_speckit/Modules $dir/speckit.swift $dir/discovered.swift" ;;
        base) echo "-I $bin_base/Modules $dir/base.swift $dir/base-discovered.swift" ;;
        quick) echo "-I $modules_quick $dir/quick.swift" ;;
        xctest) echo "$dir/xctest.swift" ;;
    esac
}
frontend="$(dirname "$(readlink -f "$(command -v swift)")")/swift-frontend"
measure() { # measure ROW LIBRARY: CPU seconds of one type-check, or millions of instructions
    if [ "${INSTRUCTIONS:-0}" = 1 ]; then
        # shellcheck disable=SC2046
        taskset -c "$cpu" valgrind --tool=callgrind --callgrind-out-file=/dev/null "$frontend" -frontend -typecheck \
            -swift-version 6 -module-name Bench $(files_of "$1" "$2") >"$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }
        sed -n 's/.*Collected : //p' "$work/log" | awk '{ printf "%.0f\n", $1 / 1e6 }'
        return
    fi
    # shellcheck disable=SC2046
    /usr/bin/time -o "$work/time" -f "%U %S" taskset -c "$cpu" swiftc -typecheck -swift-version 6 \
        -enable-batch-mode -j1 $(files_of "$1" "$2") >"$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }
    awk '{ print $1 + $2 }' "$work/time"
}
scopes() { # scopes ROW LIBRARY: constraint scopes of one type-check
    rm -rf "$work/stats" && mkdir "$work/stats"
    # shellcheck disable=SC2046
    swiftc -typecheck -swift-version 6 -enable-batch-mode -j1 $(files_of "$1" "$2") -Xfrontend -stats-output-dir -Xfrontend "$work/stats" >/dev/null 2>&1
    python3 -c 'import json, glob, sys
print(sum(json.load(open(f)).get("Sema.NumConstraintScopes", 0) for f in glob.glob(sys.argv[1] + "/*.json")))' "$work/stats"
}
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

declare -A times
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for ((r = 1; r <= rounds; r++)); do
    for row in "${rows[@]}"; do
        for library in "${libraries[@]}"; do
            [ -f "$work/gen/$row/$library.swift" ] || continue
            times[$row.$library]+="$(measure "$row" "$library") "
        done
    done
    echo "round $r done, load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
done
value() { printf '%s\n' ${times[$1]:-} | median; }
ratio() { if [ -n "$1" ] && [ -n "$2" ]; then printf '%.2fx' "$(echo "$1 / $2" | bc -l)"; else printf -- '-'; fi; }

if [ "${INSTRUCTIONS:-0}" = 1 ]; then
    echo "swift-frontend -typecheck -swift-version 6, millions of instructions (callgrind), $(date -u '+%Y-%m-%d %H:%M UTC')"
else
    echo "swiftc -typecheck -swift-version 6, CPU seconds (user + sys), median of $rounds, taskset -c $cpu, $(date -u '+%Y-%m-%d %H:%M UTC')"
fi
if [ -n "$growth" ]; then
    printf '%-6s %9s %9s %9s %8s %9s %10s %9s %11s\n' N SpecKit Q+N XCTest "vs Q+N" contexts describes local "per example"
    for n in "${sizes[@]}"; do
        s=$(value "group$n.speckit"); q=$(value "group$n.quick"); x=$(value "group$n.xctest")
        printf '%-6s %9s %9s %9s %8s %9s %10s %9s %11.4f\n' "$n" "$s" "$q" "$x" "$(ratio "$s" "$q")" \
            "$(value "contexts$n.speckit")" "$(value "describes$n.speckit")" "$(value "local$n.speckit")" "$(echo "$s / $n" | bc -l)"
    done
else
    header=(row SpecKit Q+N XCTest "vs Q+N" "vs XCTest")
    [ -z "$base" ] && fmt='%-9s %8s %8s %8s %8s %10s' || { fmt='%-9s %8s %8s %8s %8s %10s %8s %11s'; header+=(base "base/Q+N"); }
    # shellcheck disable=SC2059
    printf "$fmt\n" "${header[@]}"
    for row in "${rows[@]}"; do
        s=$(value "$row.speckit"); q=$(value "$row.quick"); x=$(value "$row.xctest")
        cells=("$row" "$s" "$q" "$x" "$(ratio "$s" "$q")" "$(ratio "$s" "$x")")
        [ -z "$base" ] || { b=$(value "$row.base"); cells+=("$b" "$(ratio "$b" "$q")"); }
        # shellcheck disable=SC2059
        printf "$fmt\n" "${cells[@]}"
    done
fi
echo "load average before: $load_before; after: $(cut -d' ' -f1-3 /proc/loadavg)"

if [ "${SCOPES:-0}" = 1 ]; then
    echo
    echo "constraint scopes (Sema.NumConstraintScopes, deterministic)"
    printf '%-9s' row; for library in "${libraries[@]}"; do [ "$library" = xctest ] || printf ' %10s' "$library"; done; echo
    for row in "${rows[@]}"; do
        printf '%-9s' "$row"
        for library in "${libraries[@]}"; do
            [ "$library" = xctest ] && continue
            if [ -f "$work/gen/$row/$library.swift" ]; then printf ' %10s' "$(scopes "$row" "$library")"; else printf ' %10s' -; fi
        done
        echo
    done
fi
