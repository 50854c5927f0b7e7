# The "scale" part of Tests/EndToEnd/run.sh (SPECKIT_E2E_ONLY=scale): sharding, a seeded random
# order (the Swift Testing route's the XCTest route's), the bisect, the saved status and the runs
# that read it, and the run report, on the XCTest route and on the Swift Testing route. Sourced by run.sh,
# which defines `check`, `contains`, `lacks`, `equals`, `$here` and `$work`. Writes LargeSpecs'
# 3,000 examples with generate.py, builds the Scale fixture once per route, then runs its targets
# with `swift test --skip-build --filter`, reading output lines, JUnit reports and exit codes.

scale_checks() {
    local fixture="$work/Scale" route tag log status
    rm -rf "$fixture/Tests" "$fixture/Package.swift" && mkdir -p "$fixture"
    cp -R "$here/Scale/." "$fixture/" && rm -f "$fixture/checks.sh" && share_build "$fixture"
    python3 "$fixture/generate.py" "$fixture/Tests/LargeSpecs"
    check "[scale] the large fixture has 3,000 examples" \
        equals "$(cat "$fixture"/Tests/LargeSpecs/*.swift | grep -cE '^ *x?it\(')" 3000

    for route in xctest swift-testing; do
        # The Swift Testing route builds in the same scratch folder, defined in the fixture's test
        # targets (Package.swift): SpecKit's modules compile once a run, not once a route.
        if [ "$route" = swift-testing ]; then export SPECKIT_E2E_SWIFT_TESTING=1; else unset SPECKIT_E2E_SWIFT_TESTING; fi
        tag="[scale $route]"
        sc() {  # sc LOG VAR=VALUE… -- ARGS…: swift test --skip-build ARGS in the fixture with the variables, on this route
            local name="$1"; shift
            local variables=()
            while [ "$1" != "--" ]; do variables+=("$1"); shift; done
            shift
            (cd "$fixture" && env "${variables[@]}" swift test --skip-build "$@") >"$work/scale-$route-$name.log" 2>&1
            echo $?
        }
        report() { echo "$work/scale-$route-$1.xml"; }
        # sb LOG VAR=VALUE… -- --filter REGEX: as sc, the test binary run as swift test runs it,
        # without SwiftPM (most of a small run's time): on the XCTest route the tests whose names
        # the filter matches, comma-separated; on the Swift Testing route its Swift Testing pass
        # (the XCTest pass has no test there). For checks of SpecKit's settings; what depends on
        # swift test itself (its flags, the commands SpecKit prints, exit codes) stays with sc.
        sb() {
            local name="$1"; shift
            local variables=() log="$work/scale-$route-$name.log"
            while [ "$1" != "--" ]; do
                # No report of an earlier run may stand in for this run's.
                case "$1" in SPECKIT_XUNIT_OUTPUT=*|XML_OUTPUT_FILE=*) rm -f "${1#*=}" ;; esac
                variables+=("$1"); shift
            done
            shift
            if [ "$1" != --filter ] || [ $# -ne 2 ]; then
                echo "error: sb takes --filter REGEX alone, not: $*" | tee "$log" >&2; echo 2; return
            fi
            local arguments=(--testing-library swift-testing --filter "$2")
            if [ "$route" = xctest ]; then
                arguments=("$("$binary" --list-tests | grep -E '^[A-Za-z0-9_]+\.[A-Za-z0-9_]+/' | grep -E -- "$2" | paste -sd, -)")
                if [ -z "${arguments[0]}" ]; then
                    echo "error: sb: no test of the XCTest route matches $2" | tee "$log" >&2; echo 2; return
                fi
            fi
            (cd "$fixture" && env "${variables[@]}" "$binary" "${arguments[@]}") >"$log" 2>&1
            echo $?
        }

        echo "== the scale fixture on the $route route"
        (cd "$fixture" && swift build --build-tests) >"$work/scale-$route-build.log" 2>&1
        check "$tag the fixture builds" equals "$?" 0
        check "$tag without warnings" lacks "$work/scale-$route-build.log" "warning:"
        local binary
        binary="$(cd "$fixture" && swift build --show-bin-path)/ScalePackageTests.xctest"

        # ---- sharding: 3,000 examples in 1, 3 (Bazel's variables) and 8 shards ----
        status=$(sc all SPECKIT_XUNIT_OUTPUT="$(report all)" -- --filter LargeSpecs)
        check "$tag the unsharded run passes" equals "$status" 0
        check "$tag and reports 3,000 examples" equals "$(grep -c '<testcase ' "$(report all)")" 3000
        check "$tag its summary counts them" contains "$work/scale-$route-all.log" "SpecKit: 3000 examples, 0 failures, 0 skipped, 30 pending in "
        status=$(sb shard-1-1 SPECKIT_SHARD=1/1 SPECKIT_XUNIT_OUTPUT="$(report shard-1-1)" -- --filter LargeSpecs)
        check "$tag SPECKIT_SHARD=1/1 passes" equals "$status" 0
        check "$tag one shard is the whole suite" python3 "$fixture/shards.py" "$(report all)" "$(report shard-1-1)"
        local shards=() index
        for index in 0 1 2; do
            rm -f "$work/scale-$route-status-$index"
            status=$(sb "bazel-$index" TEST_TOTAL_SHARDS=3 TEST_SHARD_INDEX=$index XML_OUTPUT_FILE="$(report "bazel-$index")" \
                TEST_SHARD_STATUS_FILE="$work/scale-$route-status-$index" -- --filter LargeSpecs)
            check "$tag Bazel's shard index $index of 3 passes" equals "$status" 0
            check "$tag Bazel's shard index $index touches TEST_SHARD_STATUS_FILE" test -f "$work/scale-$route-status-$index"
            check "$tag Bazel's shard index $index says which shard in its summary" \
                contains "$work/scale-$route-bazel-$index.log" "pending (shard $((index + 1))/3) in "
            shards+=("$(report "bazel-$index")")
        done
        check "$tag 3 shards (Bazel's variables, XML_OUTPUT_FILE): each example once, their union the whole suite" \
            python3 "$fixture/shards.py" "$(report all)" "${shards[@]}"
        shards=()
        for index in 1 2 3 4 5 6 7 8; do
            status=$(sb "shard-$index-8" SPECKIT_SHARD=$index/8 SPECKIT_XUNIT_OUTPUT="$(report "shard-$index-8")" -- --filter LargeSpecs)
            check "$tag SPECKIT_SHARD=$index/8 passes" equals "$status" 0
            check "$tag SPECKIT_SHARD=$index/8 runs beforeSuite and afterSuite once each" \
                equals "$(grep -cE '^E2E scale: (before|after)Suite ran' "$work/scale-$route-shard-$index-8.log")" 2
            shards+=("$(report "shard-$index-8")")
        done
        check "$tag 8 shards (SPECKIT_SHARD): each example once, their union the whole suite, sizes within one" \
            python3 "$fixture/shards.py" "$(report all)" "${shards[@]}"

        if [ "$route" = xctest ]; then
            # --parallel runs each class in a process of its own; each computes the same partition.
            status=$(sc parallel-shard SPECKIT_SHARD=2/3 SPECKIT_XUNIT_OUTPUT="$(report parallel-shard)" -- --parallel --filter 'LargeSpecs.Large0[1-5]Spec')
            check "$tag a shard under swift test --parallel passes" equals "$status" 0
            same_names() { python3 - "$1" "$2" <<'PY'
import sys, xml.etree.ElementTree as ET
names = lambda p: sorted(f"{c.get('classname')}.{c.get('name')}" for c in ET.parse(p).getroot().iter("testcase"))
inside = lambda n: n.split(".")[1] in {f"Large0{i}Spec" for i in range(1, 6)}
sys.exit(0 if names(sys.argv[1]) == [n for n in names(sys.argv[2]) if inside(n)] else 1)
PY
            }
            check "$tag and its processes run the examples of shard 2/3, as one process does" \
                same_names "$(report parallel-shard)" "$(report bazel-1)"
        fi

        local filter='Large0[1-3]Spec\.subject_[0-9]+__in_context_[01]'
        status=$(sb filtered SPECKIT_FILTER="$filter" SPECKIT_XUNIT_OUTPUT="$(report filtered)" -- --filter LargeSpecs)
        check "$tag a filtered run passes" equals "$status" 0
        shards=()
        for index in 1 2 3; do
            sb "filtered-$index" SPECKIT_FILTER="$filter" SPECKIT_SHARD=$index/3 SPECKIT_XUNIT_OUTPUT="$(report "filtered-$index")" \
                -- --filter LargeSpecs >/dev/null
            shards+=("$(report "filtered-$index")")
        done
        check "$tag SPECKIT_FILTER applies before sharding: the filtered run's 120 examples, dealt over 3 shards" \
            python3 "$fixture/shards.py" "$(report filtered)" "${shards[@]}"
        check "$tag (the filtered run has 120 examples)" equals "$(grep -c '<testcase ' "$(report filtered)")" 120

        local two='Large01Spec\.subject_1__in_context_0__and_case_0__does_thing_[01]$'
        status=$(sc empty-shard SPECKIT_FILTER="$two" SPECKIT_SHARD=5/8 -- --filter LargeSpecs)
        check "$tag a shard left without examples passes" equals "$status" 0
        check "$tag and says so in one line" contains "$work/scale-$route-empty-shard.log" \
            "SpecKit: shard 5/8 holds none of the 2 examples of LargeSpecs selected to run (they are in the other shards), so it runs none of them and passes"
        check "$tag and runs no suite hook" lacks "$work/scale-$route-empty-shard.log" "E2E scale:"
        check "$tag and ends with the closing summary, as every run does" grep -qE \
            "^SpecKit: 0 examples, 0 failures, 0 skipped, 0 pending \(shard 5/8\) in [0-9.]+ seconds$" "$work/scale-$route-empty-shard.log"
        status=$(sc nothing-selected SPECKIT_FILTER='no_such_example' SPECKIT_SHARD=5/8 -- --filter LargeSpecs)
        check "$tag a filter selecting nothing fails a sharded run, and says so for the whole run" equals "$status/$(grep -c \
            "^SpecKit: SPECKIT_FILTER='no_such_example' selected no example in any test process of this run, so the run fails" \
            "$work/scale-$route-nothing-selected.log")" 1/1
        if [ "$route" = xctest ]; then
            # 2,400 examples matched by name: SwiftPM cannot start XCTest with that many in one
            # argument (Linux's 128 KiB); the run fails, and says so rather than "matches no test".
            status=$(sc too-many-names -- --filter 'does_thing_[0-3]$')
            check "$tag a --filter matching too many examples for SwiftPM to start XCTest with fails the run" equals "$status" 1
            check "$tag (and says why, and what selects them)" contains "$work/scale-$route-too-many-names.log" \
                "SpecKit: swift test --filter 'does_thing_[0-3]\$' started no XCTest test process: SwiftPM passes the tests it selected as one argument"
            check "$tag (not that the pattern matched nothing)" lacks "$work/scale-$route-too-many-names.log" "matches no test"
        fi
        status=$(sc bad-shard SPECKIT_SHARD=9/8 -- --filter LargeSpecs)
        check "$tag SPECKIT_SHARD=9/8 fails" equals "$status" 1
        check "$tag and says why" contains "$work/scale-$route-bad-shard.log" \
            "SPECKIT_SHARD='9/8': the shard before the / counts from 1, so it is a whole number from 1 to 8"
        check "$tag and runs no example" contains "$work/scale-$route-bad-shard.log" "SpecKit: 0 examples,"
        status=$(sb half-bazel TEST_TOTAL_SHARDS=3 -- --filter LargeSpecs)
        check "$tag TEST_TOTAL_SHARDS without TEST_SHARD_INDEX fails and says why" \
            contains "$work/scale-$route-half-bazel.log" "TEST_TOTAL_SHARDS='3' is set but TEST_SHARD_INDEX is not"

        # ---- random order with a seed ----
        status=$(sc defined-order -- --filter OrderSpecs)
        check "$tag the order-dependent spec passes in the defined order" equals "$status" 0
        check "$tag a run in the defined order prints no seed" lacks "$work/scale-$route-defined-order.log" "Randomized with seed"
        local order_of="$fixture/order_of.py" in_order="$fixture/in_order.py"
        cat >"$in_order" <<'PY'
import sys, xml.etree.ElementTree as ET
# A JUnit report's cases as Class.name, in the order they ran.
print(" ".join(f"{c.get('classname').split('.')[-1]}.{c.get('name')}" for c in ET.parse(sys.argv[1]).getroot().iter("testcase")))
PY
        cat >"$order_of" <<'PY'
import sys, xml.etree.ElementTree as ET
print(" ".join(c.get("name") for c in ET.parse(sys.argv[1]).getroot().iter("testcase") if c.get("classname").endswith(".ShuffleSpec")))
PY
        sc seed-a SPECKIT_ORDER=random:51923 SPECKIT_XUNIT_OUTPUT="$(report seed-a)" -- --filter OrderSpecs >/dev/null
        sb seed-b SPECKIT_ORDER=random:51923 SPECKIT_XUNIT_OUTPUT="$(report seed-b)" -- --filter OrderSpecs >/dev/null
        sb seed-c SPECKIT_ORDER=random:4 SPECKIT_XUNIT_OUTPUT="$(report seed-c)" -- --filter OrderSpecs >/dev/null
        sb defined-report SPECKIT_XUNIT_OUTPUT="$(report defined)" -- --filter OrderSpecs >/dev/null
        local a b c defined
        a="$(python3 "$order_of" "$(report seed-a)")"; b="$(python3 "$order_of" "$(report seed-b)")"
        c="$(python3 "$order_of" "$(report seed-c)")"; defined="$(python3 "$order_of" "$(report defined)")"
        check "$tag the same seed gives the same order in two runs" equals "$a" "$b"
        check "$tag another seed gives another order" test "$a" != "$c"
        check "$tag a seed's order is not the defined order" test "$a" != "$defined"
        check "$tag a random order runs every example once" equals "$(tr ' ' '\n' <<<"$a" | sort | tr '\n' ' ')" "$(tr ' ' '\n' <<<"$defined" | sort | tr '\n' ' ')"
        groups_together() { python3 - "$1" <<'PY'
import sys
groups = [name.split("__")[0] for name in sys.argv[1].split()]
runs = [g for i, g in enumerate(groups) if i == 0 or groups[i - 1] != g]
sys.exit(0 if len(runs) == len(set(runs)) == 4 else 1)
PY
        }
        check "$tag a group's examples stay together" groups_together "$a"
        check "$tag the seed is printed at the start and at the end" \
            equals "$(grep -cx 'Randomized with seed 51923' "$work/scale-$route-seed-a.log")" 2
        check "$tag the report carries the seed" contains "$(report seed-a)" '<properties><property name="seed" value="51923"/></properties>'
        if [ "$route" = swift-testing ]; then
            check "$tag a seed runs the classes and their examples in the XCTest route's order" \
                equals "$(python3 "$in_order" "$(report seed-a)")" "$(python3 "$in_order" "$work/scale-xctest-seed-a.xml")"
        fi

        # A plain `random` gets a new seed each swift test run: run until the leak fails an example.
        local attempt seed="" failing_first="" failing_again=""
        for attempt in 1 2 3 4 5 6 7 8 9 10; do
            status=$(sb "random-$attempt" SPECKIT_ORDER=random SPECKIT_XUNIT_OUTPUT="$(report "random-$attempt")" -- --filter OrderSpecs)
            if [ "$status" != 0 ]; then
                seed="$(grep -m1 -oE '^Randomized with seed [0-9]+$' "$work/scale-$route-random-$attempt.log" | grep -oE '[0-9]+$')"
                failing_first="$(grep -B0 -A0 '<failure' "$(report "random-$attempt")" | grep -oE 'name="[^"]+"' | sort | tr '\n' ' ')"
                break
            fi
        done
        check "$tag a random order fails the order-dependent spec within 10 runs" test -n "$seed"
        status=$(sb reproduce SPECKIT_ORDER="random:$seed" SPECKIT_XUNIT_OUTPUT="$(report reproduce)" -- --filter OrderSpecs)
        failing_again="$(grep '<failure' "$(report reproduce)" | grep -oE 'name="[^"]+"' | sort | tr '\n' ' ')"
        check "$tag (the failing run failed readers of the cache)" grep -q 'is_clean_for_reader' <<<"$failing_first"
        check "$tag the printed seed ($seed) reproduces the failure" equals "$status" 1
        check "$tag with the same failing examples" equals "$failing_again" "$failing_first"
        check "$tag SPECKIT_ORDER=sideways fails and says what works" \
            equals "$(sb bad-order SPECKIT_ORDER=sideways -- --filter OrderSpecs)" 1
        check "$tag (its message)" contains "$work/scale-$route-bad-order.log" "SPECKIT_ORDER='sideways' is not an order: use defined, random"

        # ---- random order of spec classes: XCTest's route ----
        if [ "$route" = xctest ]; then moving_checks; else turn_checks; fi
        bisect_checks
        rerun_checks
        balance_checks

        # ---- the run report ----
        status=$(sc report -- --filter ReportSpecs); log="$work/scale-$route-report.log"
        check "$tag a failing example fails the run" equals "$status" 1
        check "$tag without SPECKIT_FORMAT no tree is printed" lacks "$log" "    when nested"
        # The commands keep the run's build folder (the end-to-end test's swift names one).
        local summary rerun_line="rerun: swift test --scratch-path $E2E_SHARED/.build --filter '^ReportSpecs\\.ReportSpec/Report__fails\$'"
        # Swift Testing cannot select one case of a test: its command selects the example with SPECKIT_FILTER.
        [ "$route" = swift-testing ] && rerun_line="rerun: SPECKIT_FILTER='^ReportSpec\\.Report__fails\$' swift test --scratch-path $E2E_SHARED/.build --filter '^ReportSpecs\\.ReportSpec/'"
        summary="$(cat <<TEXT
Pending:
  ReportSpec.Report__when_nested__is_disabled
    disabled with xit (Tests/ReportSpecs/ReportSpec.swift:13)
  ReportSpec.Report__when_nested__is_still_to_write
    pending: is still to write (Tests/ReportSpecs/ReportSpec.swift:14)

Skipped:
  ReportSpec.Report__when_nested__skips
    the server is down

Failures:
  1) ReportSpec.Report__fails
     Tests/ReportSpecs/ReportSpec.swift:11: expected to equal <2>, got <1>
     $rerun_line

TEXT
)"
        check "$tag every run ends with the summary: pending, skipped, failures with a rerun command" \
            contains_block "$log" "$summary"
        check "$tag and the totals" grep -qE '^SpecKit: 8 examples, 1 failure, 1 skipped, 2 pending in [0-9.]+ seconds$' "$log"
        local rerun
        rerun="$(grep -m1 -oE "rerun: .*" "$log" | sed 's/^rerun: //')"
        (cd "$fixture" && eval "$rerun --skip-build") >"$work/scale-$route-rerun.log" 2>&1
        check "$tag the rerun command fails again" equals "$?" 1
        check "$tag and runs that one example only" contains "$work/scale-$route-rerun.log" "SpecKit: 1 example, 1 failure, 0 skipped, 0 pending in "

        if [ "$route" = xctest ]; then
            sc parallel-report -- --parallel --filter ReportSpecs >/dev/null
            # SwiftPM shows the output of the processes whose tests failed, only.
            check "$tag under swift test --parallel a process's summary covers its own class" \
                grep -qE '^SpecKit: 6 examples, 1 failure, 1 skipped, 2 pending in ' "$work/scale-$route-parallel-report.log"
            check "$tag (one summary per process shown: the failing one)" equals "$(grep -c '^SpecKit: ' "$work/scale-$route-parallel-report.log")" 1
        fi

        status=$(sc documentation SPECKIT_FORMAT=documentation SPECKIT_PROFILE=2 -- --filter ReportSpecs)
        log="$work/scale-$route-documentation.log"
        check "$tag SPECKIT_FORMAT=documentation prints a class's tree with each outcome" contains_block "$log" "$(cat <<'TEXT'
ReportSpec
  Report
    passes
    fails (FAILED: expected to equal <2>, got <1>)
    when nested
      is disabled (PENDING: disabled with xit)
      is still to write (PENDING: pending: is still to write)
      skips (SKIPPED: the server is down)
      sleeps
TEXT
)"
        check "$tag and of every class" contains_block "$log" "$(printf 'TimingSpec\n  a slow group\n    waits\n  a quick group\n    returns')"
        check "$tag no colours when the output is not a terminal" lacks "$log" $'\e['
        check "$tag SPECKIT_PROFILE=2 lists the 2 slowest examples, slowest first" matches_block "$log" \
'Slowest 2 examples \([0-9]+% of the examples. time\):
  [0-9]+\.[0-9]{3} s  ReportSpec\.Report__when_nested__sleeps  Tests/ReportSpecs/ReportSpec\.swift:16
  [0-9]+\.[0-9]{3} s  TimingSpec\.a_slow_group__waits  Tests/ReportSpecs/ReportSpec\.swift:26
'
        check "$tag and the 2 slowest outermost groups with their file:line" matches_block "$log" \
'Slowest 2 groups:
  [0-9]+\.[0-9]{3} s  ReportSpec: Report \(6 examples\)  Tests/ReportSpecs/ReportSpec\.swift:9
  [0-9]+\.[0-9]{3} s  TimingSpec: a slow group \(1 example\)  Tests/ReportSpecs/ReportSpec\.swift:25
'
        check "$tag SPECKIT_FORMAT=fancy fails and names the variable" \
            equals "$(sc bad-format SPECKIT_FORMAT=fancy -- --filter ReportSpecs)" 1
        check "$tag (its message)" contains "$work/scale-$route-bad-format.log" "SPECKIT_FORMAT='fancy' is not a format"

        # Colours on a terminal (script(1) gives swift test one), none with NO_COLOR.
        if command -v script >/dev/null; then
            (cd "$fixture" && SPECKIT_FORMAT=documentation script -qec "swift test --skip-build --filter TimingSpec" /dev/null) \
                >"$work/scale-$route-tty.log" 2>&1
            check "$tag on a terminal a passed example is green" contains "$work/scale-$route-tty.log" $'    \e[32mwaits\e[0m'
            (cd "$fixture" && NO_COLOR=1 SPECKIT_FORMAT=documentation script -qec "swift test --skip-build --filter TimingSpec" /dev/null) \
                >"$work/scale-$route-no-color.log" 2>&1
            check "$tag NO_COLOR leaves colours out" lacks "$work/scale-$route-no-color.log" $'\e[32m'
            check "$tag (the tree is still there)" contains "$work/scale-$route-no-color.log" "    waits"
        fi
    done
    unset SPECKIT_E2E_SWIFT_TESTING
}

# The spec classes of MovingSpecs under XCTest, in the defined order and shuffled with seeds;
# called by scale_checks on the XCTest route, with its `sc` and `report`.
moving_checks() {
    local classes_of="$fixture/classes_of.py" names_of="$fixture/names_of.py" log status
    cat >"$classes_of" <<'PY'
import sys, xml.etree.ElementTree as ET
classes = [c.get("classname").split(".")[-1] for c in ET.parse(sys.argv[1]).getroot().iter("testcase")]
print(" ".join(c for i, c in enumerate(classes) if i == 0 or classes[i - 1] != c))
PY
    cat >"$names_of" <<'PY'
import sys, xml.etree.ElementTree as ET
print("\n".join(sorted(f"{c.get('classname')}.{c.get('name')}" for c in ET.parse(sys.argv[1]).getroot().iter("testcase"))))
PY
    local defined_classes="FirstMovingSpec KeepsClassSetUpSpec LeakReaderSpec LeakWriterSpec Moving2Spec Moving3Spec Moving4Spec SometimesCrashingSpec"
    status=$(sb moving-defined SPECKIT_XUNIT_OUTPUT="$(report moving-defined)" -- --filter MovingSpecs)
    check "$tag an order-dependent pair of classes passes in the defined order" equals "$status" 0
    check "$tag (XCTest runs the classes in the order of their names)" \
        equals "$(python3 "$classes_of" "$(report moving-defined)")" "$defined_classes"
    local seed
    for seed in 11 11-again 4; do
        sb "moving-$seed" SPECKIT_ORDER="random:${seed%-again}" SPECKIT_XUNIT_OUTPUT="$(report "moving-$seed")" -- --filter MovingSpecs >/dev/null
    done
    local a b c
    a="$(python3 "$classes_of" "$(report moving-11)")"; b="$(python3 "$classes_of" "$(report moving-11-again)")"
    c="$(python3 "$classes_of" "$(report moving-4)")"
    check "$tag the same seed gives the same order of classes in two runs ($a)" equals "$a" "$b"
    check "$tag another seed gives another order of classes ($c)" test "$a" != "$c"
    check "$tag a seed's order of classes is not the defined order" test "$a" != "$defined_classes"
    check "$tag a random order of classes runs every example once, in its own class" \
        equals "$(python3 "$names_of" "$(report moving-11)")" "$(python3 "$names_of" "$(report moving-defined)")"
    log="$work/scale-$route-moving-11.log"
    check "$tag XCTest counts every example once" equals "$(grep -c "^Test Case '[^']*' \(passed\|failed\|skipped\) (" "$log")" \
        "$(grep -c '<testcase ' "$(report moving-defined)")"
    check "$tag the seed is printed at the start and at the end" equals "$(grep -cx 'Randomized with seed 11' "$log")" 2
    # The moved classes run from the first of their methods XCTest runs, FirstMovingSpec's.
    check "$tag a class with a class setUp() stays where XCTest runs it, after the moved ones" equals "${a##* }/${c##* }" \
        KeepsClassSetUpSpec/KeepsClassSetUpSpec
    keeps_its_place() {  # its class setUp(), its examples and its class tearDown(), once each, inside its own suite
        python3 - "$1" <<'PY'
import re, sys
lines = [l.rstrip("\n") for l in open(sys.argv[1], encoding="utf-8", errors="replace")]
def where(pattern): return [i for i, l in enumerate(lines) if re.match(pattern, l)]
start, end = where(r"^Test Suite 'KeepsClassSetUpSpec' started"), where(r"^Test Suite 'KeepsClassSetUpSpec' (passed|failed)")
set_up, tear_down = where(r"^E2E moving: class setUp$"), where(r"^E2E moving: class tearDown$")
cases = where(r"^Test Case 'KeepsClassSetUpSpec\.[A-Za-z_]+' passed")
ok = len(start) == len(end) == len(set_up) == len(tear_down) == 1 and len(cases) == 2
ok = ok and start[0] < set_up[0] < min(cases) and max(cases) < tear_down[0] < end[0]
sys.exit(0 if ok else 1)
PY
    }
    check "$tag (its class setUp() and tearDown() run once, around its own examples)" keeps_its_place "$log"

    # A plain `random` gets a new seed each swift test run: run until the leak fails the reader.
    local attempt found="" failing
    for attempt in 1 2 3 4 5 6 7 8 9 10; do
        status=$(sb "moving-random-$attempt" SPECKIT_ORDER=random SPECKIT_XUNIT_OUTPUT="$(report "moving-random-$attempt")" -- --filter MovingSpecs)
        if [ "$status" != 0 ]; then
            found="$(grep -m1 -oE '^Randomized with seed [0-9]+$' "$work/scale-$route-moving-random-$attempt.log" | grep -oE '[0-9]+$')"
            failing="$(grep '<failure' "$(report "moving-random-$attempt")" | sed -E 's/.*classname="([^"]+)" name="([^"]+)".*/\1.\2/')"
            break
        fi
    done
    check "$tag a random order of classes fails the order-dependent pair within 10 runs" test -n "$found"
    check "$tag (the reader failed, and nothing else)" equals "$failing" MovingSpecs.LeakReaderSpec.finds_the_state_clean
    status=$(sb moving-reproduce SPECKIT_ORDER="random:$found" SPECKIT_XUNIT_OUTPUT="$(report moving-reproduce)" -- --filter MovingSpecs)
    check "$tag the printed seed ($found) reproduces the failure" equals "$status" 1
    check "$tag (the same class order)" equals "$(python3 "$classes_of" "$(report moving-reproduce)")" \
        "$(python3 "$classes_of" "$(report "moving-random-$attempt")")"

    # A crash in a moved class: the process started after it runs the classes left, in the seed's order.
    local crash_seed=11 order
    order="$(python3 "$classes_of" "$(report moving-$crash_seed)")"
    check "$tag (seed $crash_seed moves classes after SometimesCrashingSpec: $order)" test "${order%SometimesCrashingSpec KeepsClassSetUpSpec}" = "$order"
    status=$(sc moving-crash SPECKIT_ORDER="random:$crash_seed" E2E_MOVING_CRASH=1 SPECKIT_XUNIT_OUTPUT="$(report moving-crash)" -- --filter MovingSpecs)
    log="$work/scale-$route-moving-crash.log"
    check "$tag a crash in a moved class fails the run" equals "$status" 1
    check "$tag and is blamed on its example" contains "$log" \
        "SpecKit: the test process crashed with signal 4 (SIGILL) while MovingSpecs.SometimesCrashingSpec.crashes_when_asked ran; the tests that had not run go on in a new process"
    check "$tag which fails once" equals "$(grep -c "^Test Case 'SometimesCrashingSpec.crashes_when_asked' failed (" "$log")" 1
    check "$tag no example lost or doubled: the report has every example once" \
        equals "$(python3 "$names_of" "$(report moving-crash)")" "$(python3 "$names_of" "$(report moving-$crash_seed)")"
    check "$tag (XCTest's lines too)" equals "$(grep -oE "^Test Case '[^']+' (passed|failed|skipped) \(" "$log" | sort | uniq -d | wc -l)/$(grep -cE "^Test Case '[^']+' (passed|failed|skipped) \(" "$log")" \
        "0/$(grep -c '<testcase ' "$(report moving-crash)")"
    check "$tag the classes left ran in the seed's order" equals "$(python3 "$classes_of" "$(report moving-crash)")" "$order"
    check "$tag the class setUp() and tearDown() ran once" equals "$(grep -cxE 'E2E moving: class (setUp|tearDown)' "$log")" 2
}

# The spec classes of MovingSpecs under Swift Testing, which starts every class's test at once:
# they take their turns in the order the XCTest route runs them (moving_checks ran them there
# first), and in the order Swift Testing starts them when it runs its tests one at a time; called
# by scale_checks on the Swift Testing route, with its `sc`, `report` and `in_order`.
turn_checks() {
    local classes_of="$fixture/classes_of.py" names_of="$fixture/names_of.py" log status seed
    local defined_classes="FirstMovingSpec KeepsClassSetUpSpec LeakReaderSpec LeakWriterSpec Moving2Spec Moving3Spec Moving4Spec SometimesCrashingSpec"
    for seed in defined defined-again 11 11-again 4; do
        local order=defined
        [ "${seed%-again}" != defined ] && order="random:${seed%-again}"
        sb "moving-$seed" SPECKIT_ORDER="$order" SPECKIT_XUNIT_OUTPUT="$(report "moving-$seed")" -- --filter MovingSpecs >/dev/null
    done
    check "$tag the classes take their turns by name in the defined order, as XCTest runs them, run after run" \
        equals "$(python3 "$classes_of" "$(report moving-defined)")/$(python3 "$classes_of" "$(report moving-defined-again)")" \
        "$defined_classes/$defined_classes"
    local a b c
    a="$(python3 "$classes_of" "$(report moving-11)")"; b="$(python3 "$classes_of" "$(report moving-11-again)")"
    c="$(python3 "$classes_of" "$(report moving-4)")"
    check "$tag the same seed gives the same order of classes in two runs ($a)" equals "$a" "$b"
    check "$tag another seed gives another order of classes ($c)" test "$a" != "$c"
    for seed in defined 11 4; do
        check "$tag SPECKIT_ORDER=$([ $seed = defined ] && echo defined || echo "random:$seed") runs the classes and their examples in the XCTest route's order" \
            equals "$(python3 "$in_order" "$(report "moving-$seed")")" "$(python3 "$in_order" "$work/scale-xctest-moving-$seed.xml")"
    done
    check "$tag a random order of classes runs every example once, in its own class" \
        equals "$(python3 "$names_of" "$(report moving-11)")" "$(python3 "$names_of" "$(report moving-defined)")"
    check "$tag (seed 4 runs the writer before the reader, which fails)" \
        grep -q 'classname="MovingSpecs.LeakReaderSpec" name="finds_the_state_clean"[^>]*><failure' "$(report moving-4)"

    # A crash in a class: the process started after it gives the classes left their turns in the seed's order.
    status=$(sc moving-crash SPECKIT_ORDER=random:11 E2E_MOVING_CRASH=1 SPECKIT_XUNIT_OUTPUT="$(report moving-crash)" -- --filter MovingSpecs)
    log="$work/scale-$route-moving-crash.log"
    check "$tag a crash in a class fails the run, and is blamed on its example" equals "$status/$(grep -c \
        'SpecKit: the test process crashed with signal 4 (SIGILL) while MovingSpecs.SometimesCrashingSpec.crashes_when_asked ran' "$log")" 1/1
    check "$tag no example lost or doubled: the report has every example once" \
        equals "$(python3 "$names_of" "$(report moving-crash)")" "$(python3 "$names_of" "$(report moving-11)")"
    check "$tag the classes left ran in the seed's order" equals "$(python3 "$classes_of" "$(report moving-crash)")" "$a"

    # One test at a time: the next class in order may never start while another waits for it.
    status=$(sc moving-serial SPECKIT_ORDER=random:11 SPECKIT_XUNIT_OUTPUT="$(report moving-serial)" -- --filter MovingSpecs --no-parallel)
    log="$work/scale-$route-moving-serial.log"
    check "$tag under --no-parallel the classes run in the order Swift Testing starts them, and every example runs once" \
        equals "$status/$(python3 "$names_of" "$(report moving-serial)")" "0/$(python3 "$names_of" "$(report moving-defined)")"
    check "$tag (it says so, in one line)" equals "$(grep -c '^SpecKit: Swift Testing runs its tests one at a time (--no-parallel), so the spec classes run in the order it starts them, not in the seed.s order; each class.s examples still run in the seed.s order$' "$log")" 1
    status=$(sc moving-width SPECKIT_ORDER=random:11 SPECKIT_XUNIT_OUTPUT="$(report moving-width)" \
        -- --filter MovingSpecs --experimental-maximum-parallelization-width 1)
    log="$work/scale-$route-moving-width.log"
    check "$tag when Swift Testing runs one test at a time unasked, the turns wait a second for the next class in order, then follow Swift Testing" \
        equals "$status/$(python3 "$names_of" "$(report moving-width)")" "0/$(python3 "$names_of" "$(report moving-defined)")"
    check "$tag (it says so, in one line)" contains "$log" \
        "SpecKit: Swift Testing runs the spec classes one at a time here (a .serialized suite around them, or a limit on the tests it runs at once), so the spec classes run in the order it starts them, not in the seed's order"
    sc moving-serial-defined -- --filter MovingSpecs --no-parallel >/dev/null
    check "$tag (in the defined order it says nothing)" lacks "$work/scale-$route-moving-serial-defined.log" "SpecKit: Swift Testing runs"
}

# SPECKIT_BISECT on OrderSpecs, MovingSpecs and ReportSpecs: the examples a failure in a seed's
# order depends on, the command that runs them, and the runs with nothing to find; called by
# scale_checks on each route, with its `sc`, `report` and `in_order`. On the Swift Testing route
# the bisect runs in swift test's Swift Testing pass, where the classes take their turns in the
# XCTest route's order; under --no-parallel it says it cannot.
bisect_checks() {
    local log status command polluters ran="$fixture/ran.py"
    cat >"$ran" <<'PY'
import sys, xml.etree.ElementTree as ET
# A JUnit report's cases as Class.name:OUTCOME, in the order they ran.
outcome = lambda c: "failed" if c.find("failure") is not None else "skipped" if c.find("skipped") is not None else "passed"
print(" ".join(f"{c.get('classname').split('.')[-1]}.{c.get('name')}:{outcome(c)}" for c in ET.parse(sys.argv[1]).getroot().iter("testcase")))
PY
    # Seed 5 runs 24 examples of OrderSpecs before the first reader of the cache, which fails.
    status=$(sc bisect-order SPECKIT_BISECT=1 SPECKIT_ORDER=random:5 -- --filter OrderSpecs)
    log="$work/scale-$route-bisect-order.log"
    check "$tag SPECKIT_BISECT exits non-zero when it finds what a failure depends on" equals "$status" 1
    check "$tag it names the first failing example and how many ran before it" \
        contains "$log" "SpecKit: bisect: run 1: OrderSpecs.LeakSpec.a_shared_cache__is_clean_for_reader_3 is the first example to fail, after 24 examples"
    check "$tag it runs that example alone first" \
        contains "$log" "SpecKit: bisect: run 2: OrderSpecs.LeakSpec.a_shared_cache__is_clean_for_reader_3 alone: it passes"
    check "$tag the 24 examples before it, in their order, fail it again" \
        contains "$log" "SpecKit: bisect: run 3: 24 examples before OrderSpecs.LeakSpec.a_shared_cache__is_clean_for_reader_3: it fails"
    check "$tag each run says what it ran and what happened" \
        contains "$log" "SpecKit: bisect: run 4: 12 examples before OrderSpecs.LeakSpec.a_shared_cache__is_clean_for_reader_3: it passes"
    check "$tag it finds the one example that leaves the cache dirty" \
        contains "$log" "SpecKit: bisect: OrderSpecs.LeakSpec.a_shared_cache__is_clean_for_reader_3 fails when this example runs before it, in this order (a minimal set, found in "
    polluters="$(grep -E '^  [A-Za-z]' "$log" | tr -d ' ')"
    check "$tag (and only it: $polluters)" equals "$polluters" OrderSpecs.LeakSpec.a_shared_cache__leaves_state_behind
    if [ "$route" = swift-testing ]; then
        check "$tag XCTest's pass, which has no spec class, leaves the bisect to Swift Testing's without a word" \
            equals "$(grep -c '^SpecKit: bisect: run 1: the whole run' "$log")/$(grep -c 'nothing to bisect' "$log")" 1/0
    fi
    command="$(grep -oE '^SpecKit: bisect: run them so: .*' "$log" | sed 's/^SpecKit: bisect: run them so: //')"
    # As swift test was called: the end-to-end test's `swift` names the shared scratch folder (run.sh).
    local called="--scratch-path $E2E_SHARED/.build --skip-build"
    check "$tag it prints the command that runs them" \
        grep -qF "speckit-bisect.txt swift test $called --filter OrderSpecs" <<<"$command"
    check "$tag (which sets the order)" grep -q "^SPECKIT_ORDER=list:.*speckit-bisect.txt swift test .* --filter OrderSpecs$" <<<"$command"
    (cd "$fixture" && eval "SPECKIT_XUNIT_OUTPUT='$(report bisect-order-again)' $command") >"$work/scale-$route-bisect-order-again.log" 2>&1
    check "$tag that command fails" equals "$?" 1
    check "$tag the same way" contains_block "$work/scale-$route-bisect-order-again.log" "Failures:
  1) LeakSpec.a_shared_cache__is_clean_for_reader_3
     Tests/OrderSpecs/LeakSpec.swift:"
    check "$tag (its message)" contains "$work/scale-$route-bisect-order-again.log" "expected to equal <false>, got <true>"
    check "$tag running the two examples alone, polluter first" equals "$(python3 "$ran" "$(report bisect-order-again)")" \
        "LeakSpec.a_shared_cache__leaves_state_behind:passed LeakSpec.a_shared_cache__is_clean_for_reader_3:failed"
    if [ "$route" = xctest ]; then
        check "$tag (XCTest's lines say so too)" equals "$(grep -oE "^Test Case '[^']+' (passed|failed)" \
            "$work/scale-$route-bisect-order-again.log" | tr '\n' '/')" \
            "Test Case 'LeakSpec.a_shared_cache__leaves_state_behind' passed/Test Case 'LeakSpec.a_shared_cache__is_clean_for_reader_3' failed/"
    fi

    # Seed 2 runs LeakWriterSpec before LeakReaderSpec, among other moved classes.
    status=$(sc bisect-moving SPECKIT_BISECT=1 SPECKIT_ORDER=random:2 -- --filter MovingSpecs)
    log="$work/scale-$route-bisect-moving.log"
    check "$tag SPECKIT_BISECT finds a polluter in another class" equals "$status/$(grep -E '^  [A-Za-z]' "$log" | tr -d ' ')" \
        1/MovingSpecs.LeakWriterSpec.leaves_state_behind
    command="$(grep -oE '^SpecKit: bisect: run them so: .*' "$log" | sed 's/^SpecKit: bisect: run them so: //')"
    (cd "$fixture" && eval "SPECKIT_XUNIT_OUTPUT='$(report bisect-moving-again)' $command") >"$work/scale-$route-bisect-moving-again.log" 2>&1
    check "$tag and its command fails the reader, after the writer's class" equals "$?/$(python3 "$ran" "$(report bisect-moving-again)")" \
        "1/LeakWriterSpec.leaves_state_behind:passed LeakReaderSpec.finds_the_state_clean:failed"
    # The same two examples listed the other way round: the reader's class first, and it passes.
    printf 'MovingSpecs.LeakReaderSpec.finds_the_state_clean\nMovingSpecs.LeakWriterSpec.leaves_state_behind\n' >"$work/scale-$route-reader-first.txt"
    status=$(sc bisect-reader-first SPECKIT_ORDER="list:$work/scale-$route-reader-first.txt" SPECKIT_XUNIT_OUTPUT="$(report bisect-reader-first)" \
        -- --filter MovingSpecs)
    check "$tag (the list in the other order passes)" equals "$status/$(python3 "$ran" "$(report bisect-reader-first)")" \
        "0/LeakReaderSpec.finds_the_state_clean:passed LeakWriterSpec.leaves_state_behind:passed"

    status=$(sc bisect-passing SPECKIT_BISECT=1 SPECKIT_ORDER=random:1 -- --filter MovingSpecs)
    check "$tag a seed whose run passes has nothing to bisect, and passes" equals "$status" 0
    check "$tag (it says so)" contains "$work/scale-$route-bisect-passing.log" "SpecKit: bisect: the run passed in this order: nothing to bisect"

    status=$(sc bisect-alone SPECKIT_BISECT=1 SPECKIT_ORDER=random:1 -- --filter ReportSpecs)
    check "$tag a failure that does not depend on the order is said to" contains "$work/scale-$route-bisect-alone.log" \
        "SpecKit: bisect: ReportSpecs.ReportSpec.Report__fails fails when it runs alone, so its failure does not depend on the order: run it with SPECKIT_FILTER='^ReportSpec\.Report__fails\$' swift test --scratch-path $E2E_SHARED/.build --filter '^ReportSpecs\.ReportSpec/'"
    check "$tag (and fails the run)" equals "$status" 1

    status=$(sc bisect-bound SPECKIT_BISECT=1 SPECKIT_BISECT_RUNS=5 SPECKIT_ORDER=random:5 -- --filter OrderSpecs)
    log="$work/scale-$route-bisect-bound.log"
    check "$tag SPECKIT_BISECT_RUNS bounds the runs, and says so" contains "$log" \
        "SpecKit: bisect: stopped at the limit of 5 runs (SPECKIT_BISECT_RUNS); the smallest set found so far has 12 examples, and may hold some the failure does not need"
    check "$tag (with the set found so far, and its command)" equals "$status/$(grep -cE '^  [A-Za-z]' "$log")/$(grep -c '^SpecKit: bisect: run them so: ' "$log")" 1/12/1
    check "$tag (no run after the limit)" lacks "$log" "SpecKit: bisect: run 6:"

    if [ "$route" = swift-testing ]; then
        status=$(sc bisect-serial SPECKIT_BISECT=1 SPECKIT_ORDER=random:5 -- --filter OrderSpecs --no-parallel)
        log="$work/scale-$route-bisect-serial.log"
        check "$tag under --no-parallel SPECKIT_BISECT fails, and says why in one line" equals "$status/$(grep -c \
            '^SpecKit: bisect: Swift Testing runs its tests one at a time under --no-parallel, so the spec classes run in the order it starts them, not the seed.s or a list.s: run the bisect without --no-parallel$' "$log")" 1/1
        check "$tag (and runs no example)" lacks "$log" "is_clean_for_reader"
    fi
}

# The saved status and the runs that read it (SPECKIT_ONLY_FAILURES, SPECKIT_NEXT_FAILURE,
# SPECKIT_FAIL_FAST), on RerunSpecs; called by scale_checks on each route, with its `sc` and
# `report`. Each example fails when the file SCALE_BROKEN names lists its number.
rerun_checks() {
    local saved="$work/scale-$route-status.txt" broken="$work/scale-$route-broken" status log
    local statuses="$fixture/statuses.py" outcomes="$fixture/outcomes.py"
    cat >"$statuses" <<'PY'
import re, sys
# RerunSpecs' lines of a saved status, as NUMBER:STATUS by example number.
found = {}
for line in open(sys.argv[1], encoding="utf-8"):
    columns = [c.strip() for c in line.split(" | ")]
    match = re.match(r"^RerunSpecs\.Rerun(Other)?Spec\.(a_rerun__)?runs_example_(\d)$", columns[0])
    if match and len(columns) == 3: found[int(match.group(3))] = columns[1]
print(" ".join(f"{n}:{found[n]}" for n in sorted(found)))
PY
    cat >"$outcomes" <<'PY'
import re, sys, xml.etree.ElementTree as ET
# The examples of a JUnit report, as NUMBER:OUTCOME by example number.
found = {}
for case in ET.parse(sys.argv[1]).getroot().iter("testcase"):
    match = re.search(r"runs_example_(\d)$", case.get("name"))
    if match:
        found[int(match.group(1))] = "failed" if case.find("failure") is not None else "skipped" if case.find("skipped") is not None else "passed"
print(" ".join(f"{n}:{found[n]}" for n in sorted(found)))
PY
    rs() {  # rs NAME BROKEN VAR=VALUE… [-- ARGS…]: a run of RerunSpecs with SCALE_BROKEN listing BROKEN, the status in $saved
        local name="$1" listed="$2"; shift 2
        local variables=() arguments=()
        while [ $# -gt 0 ] && [ "$1" != "--" ]; do variables+=("$1"); shift; done
        [ $# -gt 0 ] && shift && arguments=("$@")
        echo "$listed" >"$broken"
        # swift test's own flags, and the runs that may select no example (whether that fails is
        # the whole run's verdict, which swift test's processes reach together), run swift test.
        local run=sb
        if [ ${#arguments[@]} -gt 0 ] || [[ " ${variables[*]} " == *" SPECKIT_ONLY_FAILURES="* ]]; then run=sc; fi
        "$run" "rerun-$name" SCALE_BROKEN="$broken" SPECKIT_STATUS_FILE="$saved" SPECKIT_XUNIT_OUTPUT="$(report "rerun-$name")" \
            "${variables[@]}" -- --filter 'RerunSpecs\.Rerun' "${arguments[@]}"
    }
    rlog() { echo "$work/scale-$route-rerun-$1.log"; }

    rm -f "$saved"
    status=$(rs all "2 5 7")
    check "$tag a run with failures saves each example's status" \
        equals "$(python3 "$statuses" "$saved")" "1:passed 2:failed 3:passed 4:passed 5:failed 6:passed 7:failed 8:passed"
    check "$tag (and the run fails)" equals "$status" 1
    check "$tag the saved status says what the report says" equals "$(python3 "$outcomes" "$(report rerun-all)")" \
        "$(python3 "$statuses" "$saved")"
    check "$tag the status file reads as a table" grep -qE '^RerunSpecs\.RerunOtherSpec\.runs_example_7 +\| failed  \| [0-9]+\.[0-9]{4}$' "$saved"

    printf 'RerunSpecs.RerunSpec.a_rerun__runs_example_1\n' >"$work/scale-$route-list.txt"
    rs listed "2 5 7" SPECKIT_ORDER="list:$work/scale-$route-list.txt" >/dev/null
    check "$tag a run in a listed order keeps the saved status of the examples it did not list" \
        equals "$(python3 "$statuses" "$saved")" "1:passed 2:failed 3:passed 4:passed 5:failed 6:passed 7:failed 8:passed"
    # A list whose examples were all renamed since it was written (a bisect's, kept) runs nothing: that fails.
    printf 'RerunSpecs.RerunSpec.a_rerun__was_renamed\n' >"$work/scale-$route-stale-list.txt"
    status=$(sc rerun-stale-list SPECKIT_STATUS_FILE="$saved" SPECKIT_ORDER="list:$work/scale-$route-stale-list.txt" \
        -- --filter 'RerunSpecs\.Rerun')
    check "$tag a listed order that names no example fails the run" equals "$status" 1
    check "$tag (and says so)" contains "$(rlog stale-list)" \
        "SpecKit: SPECKIT_ORDER=list:$work/scale-$route-stale-list.txt names no example of any test process of this run (renamed or removed since the list was written?), so the run fails"

    status=$(rs only "5" SPECKIT_ONLY_FAILURES=1)
    check "$tag SPECKIT_ONLY_FAILURES runs exactly the examples that failed" \
        equals "$(python3 "$outcomes" "$(report rerun-only)")" "2:passed 5:failed 7:passed"
    check "$tag and says which, first" contains "$(rlog only)" \
        "SpecKit: SPECKIT_ONLY_FAILURES runs the examples that failed in the last run (3 saved as failed in $saved)"
    check "$tag its summary counts the examples it ran" contains "$(rlog only)" "SpecKit: 3 examples, 1 failure, 0 skipped, 0 pending in "
    check "$tag it fails while one still fails" equals "$status" 1
    check "$tag the status then lists only that one as failed" \
        equals "$(python3 "$statuses" "$saved")" "1:passed 2:passed 3:passed 4:passed 5:failed 6:passed 7:passed 8:passed"

    rs all-again "2 5 7" >/dev/null
    status=$(rs next "2 5 7" SPECKIT_NEXT_FAILURE=1)
    check "$tag SPECKIT_NEXT_FAILURE stops at the first example that fails again; the rest are skipped, never passed" \
        equals "$(python3 "$outcomes" "$(report rerun-next)" | tr ' ' '\n' | cut -d: -f2 | sort | tr '\n' ' ')" "failed skipped skipped "
    # RerunOtherSpec's name comes first: XCTest runs it first, and Swift Testing gives it the first turn.
    check "$tag (the first in the defined order: RerunOtherSpec's example 7, before RerunSpec's 2 and 5)" \
        equals "$(python3 "$outcomes" "$(report rerun-next)")" "2:skipped 5:skipped 7:failed"
    if [ "$route" = swift-testing ]; then
        local again stops=""
        for again in 1 2 3 4; do
            rs "next-again-$again" "2 5 7" SPECKIT_NEXT_FAILURE=1 >/dev/null
            stops+="$(python3 "$outcomes" "$(report "rerun-next-again-$again")")/"
        done
        check "$tag SPECKIT_NEXT_FAILURE stops at the same example run after run, as under XCTest" \
            equals "$stops" "2:skipped 5:skipped 7:failed/2:skipped 5:skipped 7:failed/2:skipped 5:skipped 7:failed/2:skipped 5:skipped 7:failed/"
    fi
    check "$tag and says so in one line" contains "$(rlog next)" \
        "Not run: 2 examples, reported as skipped: the run stopped after 1 failure (SPECKIT_NEXT_FAILURE)"
    check "$tag and fails" equals "$status" 1
    check "$tag the examples it did not run keep their failure in the status" \
        equals "$(python3 "$statuses" "$saved")" "1:passed 2:failed 3:passed 4:passed 5:failed 6:passed 7:failed 8:passed"
    status=$(rs next-fixed "" SPECKIT_NEXT_FAILURE=1)
    check "$tag once fixed, SPECKIT_NEXT_FAILURE runs them all and passes" \
        equals "$status/$(python3 "$outcomes" "$(report rerun-next-fixed)")" "0/2:passed 5:passed 7:passed"
    status=$(rs only-none "" SPECKIT_ONLY_FAILURES=1)
    check "$tag with no failure left, SPECKIT_ONLY_FAILURES runs nothing and passes" equals "$status" 0
    check "$tag and says why" contains "$(rlog only-none)" \
        "SpecKit: SPECKIT_ONLY_FAILURES: no example failed in the last run ($saved), so none runs"

    status=$(rs fail-fast "2 5 7" SPECKIT_FAIL_FAST=1)
    check "$tag SPECKIT_FAIL_FAST=1: one failure, the examples after it skipped, every example reported" \
        python3 - "$(report rerun-fail-fast)" <<'PY'
import sys, xml.etree.ElementTree as ET
cases = [c for c in ET.parse(sys.argv[1]).getroot().iter("testcase")]
failed = sum(c.find("failure") is not None for c in cases)
skipped = sum(c.find("skipped") is not None for c in cases)
sys.exit(0 if len(cases) == 8 and failed == 1 and skipped >= 2 else 1)
PY
    check "$tag and fails" equals "$status" 1

    if [ "$route" = xctest ]; then
        # swift test --parallel's test processes (one a class) rewrite the status as each ends: with
        # SPECKIT_ONLY_FAILURES and a shard each must still deal the failures the run started with,
        # or an example runs in two shards or in none, and a shard passes for a failure it never ran.
        local every="A1 A2 B1 B2 C1 C2 D1 D2 E1 E2 F1 F2" shard dealt="" failed=0 sharded="$work/scale-shard-status.txt"
        echo "$every" >"$broken"
        rm -f "$sharded"
        sc shard-failures-all SCALE_BROKEN="$broken" SPECKIT_STATUS_FILE="$sharded" -- --filter 'ShardFailureSpecs\.Shard[A-F]Spec' >/dev/null
        cp "$sharded" "$sharded.all-failed"
        echo "D2" >"$broken"
        for shard in 1 2; do
            cp "$sharded.all-failed" "$sharded"
            status=$(sc "shard-failures-$shard" SCALE_BROKEN="$broken" SPECKIT_STATUS_FILE="$sharded" SPECKIT_ONLY_FAILURES=1 \
                SPECKIT_SHARD="$shard/2" SPECKIT_XUNIT_OUTPUT="$(report "shard-failures-$shard")" -- --parallel --filter 'ShardFailureSpecs\.Shard[A-F]Spec')
            [ "$status" = 0 ] || failed=$((failed + 1))
            dealt+=" $(python3 -c 'import sys, xml.etree.ElementTree as E; print(" ".join(c.get("classname")[-5] + c.get("name")[0:3] for c in E.parse(sys.argv[1]).getroot().iter("testcase")))' "$(report "shard-failures-$shard")")"
        done
        check "$tag SPECKIT_ONLY_FAILURES, two shards, swift test --parallel: each failure runs in one shard, once" \
            equals "$(tr ' ' '\n' <<<"$dealt" | grep . | sort | tr '\n' ' ')" "Aone Atwo Bone Btwo Cone Ctwo Done Dtwo Eone Etwo Fone Ftwo "
        check "$tag (the shard of the one still failing fails, the other passes)" equals "$failed" 1
    fi

    # Examples of one name from a loop over a Dictionary get their numbers in another order in
    # each process: the shards keep them together, so each key runs once and the broken one fails
    # its shard (they ran one key twice and another in no shard, and both shards could pass).
    local keys="" failed=0
    echo "Md" >"$broken"
    for shard in 1 2 3; do
        status=$(sc "shard-map-$shard" SCALE_BROKEN="$broken" SPECKIT_STATUS_FILE=off SPECKIT_SHARD="$shard/3" -- --filter 'ShardFailureSpecs\.ShardMapSpec')
        [ "$status" = 0 ] || failed=$((failed + 1))
        keys+=" $(grep -o '^SCALE-MAP [a-h]' "$work/scale-$route-shard-map-$shard.log" | cut -d' ' -f2 | tr '\n' ' ')"
    done
    check "$tag a Dictionary loop's examples of one name: each key in one shard, once" \
        equals "$(tr ' ' '\n' <<<"$keys" | grep . | sort | tr '\n' ' ')" "a b c d e f g h "
    check "$tag (the shard of the broken one fails, the others pass)" equals "$failed" 1
    if [ "$route" = xctest ]; then
        # swift test --parallel runs each example by its name in a process of its own: processes
        # that numbered the keys each their own way ran one twice and another never (a green run).
        local map_log="$work/scale-map-keys.txt"
        : >"$map_log"
        status=$(sc map-parallel SCALE_BROKEN="$broken" SCALE_MAP_LOG="$map_log" SPECKIT_STATUS_FILE=off -- --parallel --filter 'ShardFailureSpecs\.ShardMapSpec/maps')
        check "$tag swift test --parallel: each key of the Dictionary loop once, each in its own process" \
            equals "$(sort "$map_log" | tr '\n' ' ')" "a b c d e f g h "
        check "$tag (and the broken one fails the run)" equals "$status" 1

        # A name swift test took from the list one process made, which the next process's spec()
        # did not define: that process ran nothing of the class and passed.
        local counter="$work/scale-counter.txt"
        echo 0 >"$counter"
        status=$(sc undefined SCALE_COUNTER="$counter" -- --filter 'ShardFailureSpecs\.ShardCounterSpec/defined_in_process_1$')
        check "$tag an example name the test process did not define fails the run" equals "$status" 1
        # SPECKIT_FILTER and the names swift test --filter selects that have no example in common:
        # the process ran nothing, and passed.
        status=$(sc filter-disjoint SPECKIT_FILTER='maps_2' SPECKIT_STATUS_FILE=off -- --filter 'ShardFailureSpecs\.ShardMapSpec/maps$')
        check "$tag SPECKIT_FILTER selecting none of the examples --filter names fails the run" equals "$status" 1
        check "$tag (and says so)" contains "$work/scale-$route-filter-disjoint.log" \
            "SPECKIT_FILTER='maps_2' selected no example in any test process of this run, so the run fails"
        check "$tag (and says why, in its class's undefined_examples case)" contains "$work/scale-$route-undefined.log" \
            "ShardCounterSpec.undefined_examples : failed - swift test selected defined_in_process_1 of ShardFailureSpecs.ShardCounterSpec, which this test process's spec() did not define"
    fi

    status=$(rs crash "crash3")
    check "$tag an example that crashed is failed in the status" \
        equals "$status/$(python3 "$statuses" "$saved")" "1/1:passed 2:passed 3:failed 4:passed 5:passed 6:passed 7:passed 8:passed"
    status=$(rs crash-only "" SPECKIT_ONLY_FAILURES=1)
    check "$tag and SPECKIT_ONLY_FAILURES runs it again" equals "$status/$(python3 "$outcomes" "$(report rerun-crash-only)")" "0/3:passed"

    status=$(rs unsupervised "4" SPECKIT_CRASH_ISOLATION=0)
    check "$tag without crash isolation the test process saves the status" \
        equals "$(python3 "$statuses" "$saved")" "1:passed 2:passed 3:passed 4:failed 5:passed 6:passed 7:passed 8:passed"
    if [ "$route" = xctest ]; then
        status=$(rs parallel "2 8" -- --parallel)
        check "$tag the processes of swift test --parallel each add theirs" \
            equals "$(python3 "$statuses" "$saved")" "1:passed 2:failed 3:passed 4:passed 5:passed 6:passed 7:passed 8:failed"
    fi

    local scratch="$fixture/.build"
    rm -f "$scratch/speckit-status.txt"
    echo "6" >"$broken"
    # The default file is SpecKit's: what it holds (here not a status) is written again.
    echo "garbage" >"$scratch/speckit-status.txt"
    (cd "$fixture" && env SCALE_BROKEN="$broken" swift test --skip-build --filter 'RerunSpecs\.Rerun') >"$(rlog default)" 2>&1
    check "$tag unset, the status is saved in the package's build folder ($scratch)" \
        equals "$(python3 "$statuses" "$scratch/speckit-status.txt")" "1:passed 2:passed 3:passed 4:passed 5:passed 6:failed 7:passed 8:passed"

    # A line of an example that is gone (renamed, removed), one of a class the test target does not
    # have (removed, or left out by #if in this build), and one of a failing case that is no
    # example: a run of the whole classes drops the first, keeps the second, and never saves the last.
    printf '%s | failed  | 0.1000\n' RerunSpecs.RerunSpec.a_rerun__was_renamed RerunSpecs.Gone.example >>"$saved"
    rs whole "" SPECKIT_ORDER=bogus >/dev/null
    check "$tag a failing case (a bad setting) is not saved as an example" lacks "$saved" "invalid_order"
    rs whole "" >/dev/null
    check "$tag a run of the whole class drops the line of an example it no longer has" lacks "$saved" "a_rerun__was_renamed"
    check "$tag (and keeps the lines of classes it did not run, or the build does not have)" contains "$saved" "RerunSpecs.Gone.example"
    # A failure of a class the test target no longer has (renamed, removed) is no fixed one either.
    status=$(rs only-stale "" SPECKIT_ONLY_FAILURES=1)
    check "$tag SPECKIT_ONLY_FAILURES fails when the only failure saved is of a class the target no longer has" \
        equals "$status/$(grep -c '<testcase ' "$(report rerun-only-stale)")" "1/1"
    check "$tag (the report's one case is the run's, failed for it, as the console says)" \
        equals "$(grep -c '<testcase classname="SpecKit" name="selection_failed" .*<failure message="SPECKIT_ONLY_FAILURES: 1 example saved as failed' "$(report rerun-only-stale)")" 1
    check "$tag (and says so, and how to clear it)" contains "$(rlog only-stale)" \
        "or its class no longer in its test target (renamed or removed since?), and no other failure is, so the run fails: delete from $saved the line of the class no longer there, RerunSpecs.Gone (no run drops them"
    # The same after a crash that a retry forgave: the crash does not fail the run, the stale failure does.
    rs crash-once-all "3" >/dev/null
    printf '%s | failed  | 0.1000\n' RerunSpecs.Gone.example >>"$saved"
    status=$(rs only-stale-crash "crashonce3" SPECKIT_ONLY_FAILURES=1 SPECKIT_RETRY=1)
    check "$tag (also when an example it reran crashed once and passed when it ran again)" \
        equals "$status/$(grep -c '<testcase classname="SpecKit" name="selection_failed" ' "$(report rerun-only-stale-crash)")" "1/1"
    sed -i '/RerunSpecs.Gone.example/d' "$saved"
    # Nor one of a test target renamed or removed since: no process of the run finds it, or leaves it out.
    printf 'RenamedSpecs.CartSpec.adds | failed  | 0.1000\n' >>"$saved"
    status=$(rs only-gone-target "" SPECKIT_ONLY_FAILURES=1)
    check "$tag SPECKIT_ONLY_FAILURES fails when a failure saved is of a test target the package no longer has" equals "$status" 1
    check "$tag (and says how to clear it)" contains "$(rlog only-gone-target)" "so the run fails: delete from $saved the line of the class no longer there, RenamedSpecs.CartSpec (no run drops them"
    sed -i '/RenamedSpecs.CartSpec.adds/d' "$saved"
    # A failure saved for an example its class no longer has (renamed, removed): a rerun that
    # finds no failure then fails, rather than passing having run nothing; as does one with no status.
    printf 'RerunSpecs.RerunSpec.a_rerun__was_renamed | failed  | 0.1000\n' >>"$saved"
    status=$(rs only-renamed "" SPECKIT_ONLY_FAILURES=1)
    check "$tag SPECKIT_ONLY_FAILURES fails when the only failure saved is an example its class no longer has" equals "$status" 1
    check "$tag (and says so)" contains "$(rlog only-renamed)" \
        "SpecKit: SPECKIT_ONLY_FAILURES: 1 example saved as failed in $saved is no longer in its spec class, or its class no longer in its test target (renamed or removed since?)"
    # Beside a failure it finds and runs: a removed twin renames an example (`_2`), which may fail still.
    rs renamed-beside "7" >/dev/null
    printf 'RerunSpecs.RerunSpec.a_rerun__was_renamed | failed  | 0.1000\n' >>"$saved"
    status=$(rs only-renamed-beside "" SPECKIT_ONLY_FAILURES=1)
    check "$tag SPECKIT_ONLY_FAILURES fails when a failure saved is an example its class no longer has, though another ran and passed" \
        equals "$status/$(python3 "$outcomes" "$(report rerun-only-renamed-beside)")" "1/7:passed"
    check "$tag (and says so)" contains "$(rlog only-renamed-beside)" \
        "1 example saved as failed in $saved is no longer in its spec class, or its class no longer in its test target (renamed or removed since?), and this run cannot tell whether it is fixed, so the run fails"
    status=$(sc rerun-only-renamed-elsewhere SPECKIT_STATUS_FILE="$saved" SPECKIT_ONLY_FAILURES=1 -- --filter 'RerunSpecs\.RerunOtherSpec')
    check "$tag (but passes when swift test --filter leaves that class out)" equals "$status" 0
    status=$(sc rerun-only-renamed-filtered SPECKIT_STATUS_FILE="$saved" SPECKIT_ONLY_FAILURES=1 SPECKIT_FILTER='^RerunOtherSpec' \
        -- --filter 'RerunSpecs\.Rerun')
    check "$tag (or SPECKIT_FILTER does)" equals "$status" 0
    sed -i '/a_rerun__was_renamed/d' "$saved"
    status=$( (cd "$fixture" && env SPECKIT_STATUS_FILE="$work/scale-$route-never-saved.txt" SPECKIT_ONLY_FAILURES=1 \
        swift test --skip-build --filter 'RerunSpecs\.Rerun') >"$(rlog only-unsaved)" 2>&1; echo $?)
    check "$tag SPECKIT_ONLY_FAILURES with no status saved yet fails the run" equals "$status" 1
    check "$tag (and says so)" contains "$(rlog only-unsaved)" "no run saved its status in $work/scale-$route-never-saved.txt yet, so the run fails"

    echo "// not a status file" >"$work/scale-$route-foreign.txt"
    status=$( (cd "$fixture" && env SPECKIT_STATUS_FILE="$work/scale-$route-foreign.txt" \
        swift test --skip-build --filter 'RerunSpecs\.Rerun') >"$(rlog foreign)" 2>&1; echo $?)
    check "$tag a SPECKIT_STATUS_FILE SpecKit did not write fails the run and is left alone" \
        equals "$status/$(cat "$work/scale-$route-foreign.txt")" "1/// not a status file"
    check "$tag (and says why)" contains "$(rlog foreign)" "is a file SpecKit did not write"

    status=$(rs bad-fail-fast "" SPECKIT_FAIL_FAST=soon)
    check "$tag SPECKIT_FAIL_FAST=soon fails the run and says why" equals "$status" 1
    check "$tag (its message)" contains "$(rlog bad-fail-fast)" "SPECKIT_FAIL_FAST='soon' is not a number of failures"
    echo "" >"$broken"
    status=$( (cd "$fixture" && env SCALE_BROKEN="$broken" SPECKIT_STATUS_FILE=/no/such/folder/status.txt \
        swift test --skip-build --filter 'RerunSpecs\.Rerun') >"$(rlog bad-file)" 2>&1; echo $?)
    check "$tag a SPECKIT_STATUS_FILE in a folder that is not there fails the run" equals "$status" 1
    check "$tag and says why" contains "$(rlog bad-file)" \
        "SPECKIT_STATUS_FILE=/no/such/folder/status.txt: the folder /no/such/folder does not exist"

    # ---- names that are not ASCII: the status lines them up as a terminal shows them ----
    local wide_saved="$work/scale-$route-wide-status.txt" bars="$fixture/bars.py"
    cat >"$bars" <<'PY'
import sys, unicodedata
# The columns before the first bar of each line of a table, as a terminal shows them: one per
# character, two for an East Asian wide or fullwidth one, none for a combining mark.
def columns(text):
    return sum(0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)
print(" ".join(sorted({str(columns(line.split("|")[0])) for line in open(sys.argv[1], encoding="utf-8") if "|" in line})))
PY
    rm -f "$wide_saved"
    echo "wide" >"$broken"
    status=$(sb rerun-wide SCALE_BROKEN="$broken" SPECKIT_STATUS_FILE="$wide_saved" -- --filter 'RerunSpecs\.WideNameSpec')
    check "$tag names that are not ASCII: every bar of the status stands in one column ($(python3 "$bars" "$wide_saved"))" \
        equals "$status/$(python3 "$bars" "$wide_saved" | wc -w)" 1/1
    check "$tag (the example that failed is saved as failed)" grep -qE '^RerunSpecs\.WideNameSpec\.Äpfel__计算 +\| failed  \| ' "$wide_saved"
    status=$(sb rerun-wide-only SCALE_BROKEN="$broken" SPECKIT_STATUS_FILE="$wide_saved" SPECKIT_ONLY_FAILURES=1 \
        SPECKIT_XUNIT_OUTPUT="$(report rerun-wide-only)" -- --filter 'RerunSpecs\.WideNameSpec')
    check "$tag (read back: SPECKIT_ONLY_FAILURES runs that example alone)" \
        equals "$status/$(grep -c '<testcase ' "$(report rerun-wide-only)")/$(grep -c ' name="Äpfel__计算" ' "$(report rerun-wide-only)")" 1/1/1
    check "$tag (and the status stays lined up)" equals "$(python3 "$bars" "$wide_saved" | wc -w)/$(grep -c ' | ' "$wide_saved")" 1/5

    # ---- SPECKIT_RETRY: RetrySpec's examples fail or crash on their first run ----
    local counts="$work/scale-$route-counts" attempts="$fixture/attempts.py"
    cat >"$attempts" <<'PY'
import sys, xml.etree.ElementTree as ET
# RetrySpec's cases in a JUnit report: NAME:ELEMENTS, the elements inside each case in order.
for case in ET.parse(sys.argv[1]).getroot().iter("testcase"):
    if case.get("classname").endswith(".RetrySpec"):
        print(case.get("name") + ":" + ",".join(child.tag for child in case), end=" ")
PY
    retry() {  # retry NAME BROKEN VAR=VALUE…: a run of RetrySpec with fresh counts
        local name="$1" listed="$2"; shift 2
        rm -rf "$counts" && mkdir -p "$counts"
        echo "$listed" >"$broken"
        sc "retry-$name" SCALE_BROKEN="$broken" SCALE_COUNTS="$counts" SPECKIT_STATUS_FILE=off \
            SPECKIT_XUNIT_OUTPUT="$(report "retry-$name")" "$@" -- --filter 'RerunSpecs\.RetrySpec'
    }
    status=$(retry none "")
    check "$tag without SPECKIT_RETRY an example that fails once fails the run" equals "$status" 1
    status=$(retry flaky "" SPECKIT_RETRY=2)
    check "$tag SPECKIT_RETRY=2: examples that failed or crashed once, then passed, are flaky and the run passes" equals "$status" 0
    check "$tag (the report: a passed case with a flakyFailure per attempt that failed)" equals "$(python3 "$attempts" "$(report retry-flaky)")" \
        "fails_once:flakyFailure crashes_once:flakyFailure always_fails: passes: "
    check "$tag each flaky example says so as it passes" contains "$work/scale-$route-retry-flaky.log" \
        "SpecKit: flaky: RetrySpec.fails_once passed on attempt 2 of 3 (SPECKIT_RETRY)"
    check "$tag the summary lists and counts them" contains_block "$work/scale-$route-retry-flaky.log" \
        "Flaky:
  RetrySpec.fails_once
    passed on attempt 2 of 3 (SPECKIT_RETRY); the attempts before failed:
      1) Tests/RerunSpecs/RerunSpec.swift:"
    check "$tag (its totals)" contains "$work/scale-$route-retry-flaky.log" "SpecKit: 4 examples, 0 failures, 2 flaky, 0 skipped, 0 pending in "
    check "$tag the spec's own setUp() runs once around an example's two attempts" equals "$(cat "$counts/setUp-fails_once")" 1
    status=$(retry setup "setUp" SPECKIT_RETRY=2)
    check "$tag a failure in the spec's setUp() is the example's: no attempt runs it again, on either route" equals "$status" 1
    local rerun_spec="$fixture/Tests/RerunSpecs/RerunSpec.swift"
    check "$tag (the summary lists it alone, not as a failure of every attempt: the second attempt passed)" contains_block \
        "$work/scale-$route-retry-setup.log" "  1) RetrySpec.fails_once
     Tests/RerunSpecs/RerunSpec.swift:$(grep -n 'XCTFail("E2E retry: set-up failed once")' "$rerun_spec" | cut -d: -f1): E2E retry: set-up failed once
     rerun: "
    check "$tag (an error setUpWithError() throws, in XCTest's words on both routes)" contains_block "$work/scale-$route-retry-setup.log" \
        "  2) RetrySpec.passes
     Tests/RerunSpecs/RerunSpec.swift:$(grep -n 'it("passes")' "$rerun_spec" | cut -d: -f1): threw error \"SetUpThrew()\""
    check "$tag (the totals)" contains "$work/scale-$route-retry-setup.log" "SpecKit: 4 examples, 2 failures, 1 flaky, 0 skipped, 0 pending in "
    status=$(retry always "retry" SPECKIT_RETRY=2)
    check "$tag an example that fails every attempt fails the run" equals "$status" 1
    check "$tag (the report: the first attempt a failure, the others rerunFailures)" equals "$(python3 "$attempts" "$(report retry-always)")" \
        "fails_once:flakyFailure crashes_once:flakyFailure always_fails:failure,rerunFailure,rerunFailure passes: "
    check "$tag (the summary says so)" contains "$work/scale-$route-retry-always.log" "failed all 3 attempts (SPECKIT_RETRY)"
    status=$(retry bad "" SPECKIT_RETRY=twice)
    check "$tag SPECKIT_RETRY=twice fails the run and says why" equals "$status" 1
    check "$tag (its message)" contains "$work/scale-$route-retry-bad.log" "SPECKIT_RETRY='twice' is not a number of retries"
}

# Shards balanced by the times a saved status records, on BalanceSpecs; called by scale_checks on
# each route, with its `sc` and `report`. Each shard gets its own copy of one status file, as the
# jobs of a CI restore it.
balance_checks() {
    local saved="$work/scale-$route-balance-status.txt" index status shards=() names_of="$fixture/names_of.py"
    cat >"$names_of" <<'PY'
import sys, xml.etree.ElementTree as ET
print("\n".join(sorted(f"{c.get('classname')}.{c.get('name')}" for c in ET.parse(sys.argv[1]).getroot().iter("testcase"))))
PY
    # Each slow example recorded at a second, as it sleeps; the quick ones at distinct
    # hundredths, which each process of a run rewrites as it ends (to almost nothing): a process
    # that read the file after another of its run wrote it would deal other shards.
    python3 - "$saved" <<'PY'
import sys
lines = ["# written by the scale checks", "example | status | seconds"]
for spec, quick in ((1, 2), (2, 5), (3, 9)):
    lines.append(f"BalanceSpecs.Balance{spec}Spec.waits | passed | 1.0000")
    lines += [f"BalanceSpecs.Balance{spec}Spec.quick_{n} | passed | {n / 100:.4f}" for n in range(1, quick + 1)]
open(sys.argv[1], "w").write("\n".join(lines) + "\n")
PY
    status=$(sb balance-all SPECKIT_STATUS_FILE=off SPECKIT_XUNIT_OUTPUT="$(report balance-all)" -- --filter BalanceSpecs)
    check "$tag the balance fixture passes unsharded" equals "$status/$(grep -c '<testcase ' "$(report balance-all)")" 0/19
    sb balance-count SPECKIT_STATUS_FILE=off SPECKIT_SHARD=3/3 SPECKIT_XUNIT_OUTPUT="$(report balance-count)" -- --filter BalanceSpecs >/dev/null
    check "$tag without recorded times, shard 3/3 holds two of the three slow examples (dealt by count)" \
        equals "$(grep -c ' name="waits"' "$(report balance-count)")" 2
    for index in 1 2 3; do
        cp "$saved" "$saved.$index"
        status=$(sb "balance-$index" SPECKIT_STATUS_FILE="$saved.$index" SPECKIT_SHARD=$index/3 \
            SPECKIT_XUNIT_OUTPUT="$(report "balance-$index")" -- --filter BalanceSpecs)
        check "$tag SPECKIT_SHARD=$index/3 balanced by recorded times passes, with one slow example" \
            equals "$status/$(grep -c ' name="waits"' "$(report "balance-$index")")" 0/1
        shards+=("$(report "balance-$index")")
    done
    check "$tag 3 shards balanced by recorded times: each example once, their union the whole suite, their times balanced" \
        python3 "$fixture/shards.py" --by-time "$saved" --measured "$(report balance-all)" "${shards[@]}"
    cp "$saved" "$saved.bazel"
    sb balance-bazel SPECKIT_STATUS_FILE="$saved.bazel" TEST_TOTAL_SHARDS=3 TEST_SHARD_INDEX=1 \
        XML_OUTPUT_FILE="$(report balance-bazel)" -- --filter BalanceSpecs >/dev/null
    check "$tag Bazel's shard index 1 of 3 holds what SPECKIT_SHARD=2/3 holds" \
        equals "$(python3 "$names_of" "$(report balance-bazel)")" "$(python3 "$names_of" "$(report balance-2)")"
    if [ "$route" = xctest ]; then
        # --parallel runs each class in a process of its own, and each rewrites the status as it
        # ends while the next may not have started: every process still deals the same shards.
        shards=()
        for index in 1 2 3; do
            cp "$saved" "$saved.parallel-$index"
            sc "balance-parallel-$index" SPECKIT_STATUS_FILE="$saved.parallel-$index" SPECKIT_SHARD=$index/3 \
                SPECKIT_XUNIT_OUTPUT="$(report "balance-parallel-$index")" -- --parallel --filter BalanceSpecs >/dev/null
            check "$tag under --parallel, shard $index/3 runs what one process runs" \
                equals "$(python3 "$names_of" "$(report "balance-parallel-$index")")" "$(python3 "$names_of" "$(report "balance-$index")")"
            shards+=("$(report "balance-parallel-$index")")
        done
        check "$tag (the status the processes rewrote: the quick examples' times changed)" \
            not_same "$saved" "$saved.parallel-3"
        # The processes run at once, so only the predicted times are compared.
        check "$tag under --parallel, 3 shards balanced by recorded times: each example once, their union the whole suite" \
            python3 "$fixture/shards.py" --by-time "$saved" "$(report balance-all)" "${shards[@]}"
    fi
}

# not_same FILE OTHER: the two files' contents differ.
not_same() { ! cmp -s "$1" "$2"; }

# contains_block FILE TEXT: the lines of TEXT appear in FILE one after another.
contains_block() {
    python3 - "$1" "$2" <<'PY'
import sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read().replace("\r\n", "\n")
sys.exit(0 if sys.argv[2] in text else 1)
PY
}

# matches_block FILE REGEX: a Python regular expression spanning lines matches part of FILE.
matches_block() {
    python3 - "$1" "$2" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read().replace("\r\n", "\n")
sys.exit(0 if re.search(sys.argv[2], text) else 1)
PY
}
