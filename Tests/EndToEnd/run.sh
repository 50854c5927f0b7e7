#!/usr/bin/env bash
# End-to-end test of discovery and naming: builds the fixture consumer packages next to a copy
# of this package with a plain `swift test`, and checks printed names, counts and exit codes.
# Usage: Tests/EndToEnd/run.sh   (from anywhere; needs only the Swift toolchain)
#        SPECKIT_E2E_ONLY=doubles Tests/EndToEnd/run.sh   runs one part (or several, space-separated,
#        one after the other): consumer, migration, doubles, optimized (each library a consumer
#        links, built and run with -c release: CI's release build), shapes, runtime, swift-testing (it
#        reads the consumer's log too), routes (with the simulated Darwin build), isolation
#        (main-actor specs in Swift 6 mode on both routes), exits, targets (two spec targets'
#        beforeSuite cases across crashes and under fail-fast), scale (sharding, random order, the
#        run report), crashes (crash isolation: every kind of crash on both routes, --parallel,
#        filters) or edges (signals, hangs outside examples, stopped runs, report paths and
#        writers, bad settings)
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
work="${SPECKIT_E2E_DIR:-$(mktemp -d)}"
failures=0
checks=0
only="${SPECKIT_E2E_ONLY:-}"
# wants PART: whether this run takes PART; says when each part starts, so a slow part shows.
wants() {
    [[ " $only " == *" $1 "* ]] || return 1
    echo "-- [${SECONDS} s] $1"
}

# The whole test runs its parts in two halves side by side, each in a folder of its own: many
# parts mostly wait (hangs, crashes, a build's serial steps), so two cores finish both halves in
# little more than the longer one's time. The first half prints as it goes, the second when it ends.
if [ -z "$only" ]; then
    # Each half takes about as long as the other in CI; move a part when one grows.
    halves=("consumer migration doubles optimized shapes swift-testing routes exits targets isolation" "runtime crashes edges scale")
    for part in $(sed -nE 's/^if wants ([a-z-]+); then$/\1/p' "$here/run.sh" | sort -u); do
        if [[ " ${halves[*]} " != *" $part "* ]]; then
            echo "error: the part '$part' is in neither half of Tests/EndToEnd/run.sh: add it to one" >&2
            exit 1
        fi
    done
    mkdir -p "$work/first" "$work/second"
    SPECKIT_E2E_ONLY="${halves[1]}" SPECKIT_E2E_DIR="$work/second" "$here/run.sh" >"$work/second.log" 2>&1 &
    second=$!
    SPECKIT_E2E_ONLY="${halves[0]}" SPECKIT_E2E_DIR="$work/first" "$here/run.sh" 2>&1 | tee "$work/first.log"
    wait "$second"
    cat "$work/second.log"
    totals=$(sed -nE 's/^end-to-end: ([0-9]+) passed, ([0-9]+) failed.*/\1 \2/p' "$work/first.log" "$work/second.log" \
        | awk '{ passed += $1; failed += $2; halves++ } END { print passed + 0, failed + 0, halves + 0 }')
    read -r passed failed ended <<<"$totals"
    echo "end-to-end: $passed passed, $failed failed, in ${SECONDS} s (two halves side by side)"
    if [ "$failed" -gt 0 ] || [ "$ended" -ne 2 ]; then
        [ "$ended" -ne 2 ] && echo "error: a half of the end-to-end test ended without its count (above)"
        echo "logs are in $work/first and $work/second"
        exit 1
    fi
    exit 0
fi

# The fixtures name the dependency "SpecKit" by path; copy the package under that name so the
# checkout's own folder name does not matter.
rm -rf "$work/SpecKit" && mkdir -p "$work/SpecKit"
tar -C "$repo" --exclude='./.build*' --exclude='./.git' --exclude='./Examples/.build*' -cf - . | tar -C "$work/SpecKit" -xf -

# The fixtures of a run build in one scratch folder for each route, shared: SpecKit's own modules,
# the same in every fixture, compile once, not once a fixture (most of each fixture's build).
# `swift build` and `swift test` are bin/swift (first in PATH), which names that folder and runs
# a build again when SwiftPM itself crashed. A fixture's .build and .build-swift-testing are links
# to the folders, for the checks that read them; the saved status, which a run keeps in its build
# folder by default, is removed as each fixture is set up, as a new .build would have none. The
# parts run one after the other, so no two fixtures build at once.
# A run starts from empty folders, as CI does: a binary an earlier run left must not stand in for
# one this run failed to build.
export E2E_SHARED="$work/shared" E2E_REAL_SWIFT="${E2E_REAL_SWIFT:-$(command -v swift)}"
rm -rf "$E2E_SHARED" && mkdir -p "$E2E_SHARED/.build" "$E2E_SHARED/.build-swift-testing"
export PATH="$here/bin:$PATH"
share_build() {  # share_build FIXTURE…
    local fixture name
    for fixture in "$@"; do
        for name in .build .build-swift-testing; do
            [ -L "$fixture/$name" ] || rm -rf "${fixture:?}/$name"
            ln -sfn "$E2E_SHARED/$name" "$fixture/$name"
            rm -f "$E2E_SHARED/$name/speckit-status.txt"
        done
    done
}
for fixture in Consumer NoPlugin; do
    rm -rf "$work/$fixture/Tests" "$work/$fixture/Package.swift"
    mkdir -p "$work/$fixture"
    cp -R "$here/$fixture/." "$work/$fixture/"
    share_build "$work/$fixture"
done

check() {  # check DESCRIPTION COMMAND…: counts a check, reports it, remembers a failure
    local description="$1"; shift
    checks=$((checks + 1))
    if "$@"; then
        echo "ok    $description"
    else
        echo "FAIL  $description"
        failures=$((failures + 1))
    fi
}
contains() { grep -qF -- "$2" "$1"; }
lacks_everywhere() { local dir="$1"; shift; ! grep -rq "$@" "$dir"; }
lacks() { ! grep -qF -- "$2" "$1"; }
equals() { [ "$1" = "$2" ]; }

run() {  # run LOG COMMAND…: runs a command in the consumer, keeps its output and exit code
    local log="$1"; shift
    (cd "$work/Consumer" && env "$@") >"$work/$log" 2>&1
    local status=$?
    # A build that failed makes the checks of that run fail for a reason their names do not give.
    if ! grep -q "^Build complete!" "$work/$log"; then
        { echo "note: the build of '$*' did not complete (status $status); $log ends:"; tail -n 25 "$work/$log"; } >&2
    fi
    echo $status
}

if wants consumer; then
echo "== building and running the consumer fixture in $work"
status=$(run all.log swift test)
log="$work/all.log"
check "a failing example makes swift test exit non-zero" equals "$status" 1
check "examples run as XCTest cases named after their groups" \
    contains "$log" "Test Case 'BoolSpec.Bool__negating_a_false_value__sets_the_value_to_true' passed"
check "a failing example reports Nimble's message at the expect line" \
    contains "$log" "FailingSpec.swift:10: error: FailingSpec.Failing__fails_on_purpose : failed - expected to equal <2>, got <1>"
check "an example that throws fails at its it line" \
    contains "$log" "FailingSpec.swift:11: error: FailingSpec.Failing__throws_on_purpose : failed - threw error \"Broken()\""
check "xit is reported as skipped" contains "$log" "Test Case 'FailingSpec.Failing__is_disabled' skipped"
check "pending is reported as skipped with its reason" contains "$log" "Test skipped - pending: is still to write"
check "a skip points at the xit's line, not at SpecKit's source" \
    contains "$log" "FailingSpec.swift:12: FailingSpec.Failing__is_disabled : Test skipped - disabled with xit"
check "an empty group fails at its line" \
    contains "$log" "FailingSpec.swift:21: error: MisusedSpec.Misused__left_empty__empty_group : failed"
check "an unknown shared example name fails and says what to do" \
    contains "$log" "no sharedExamples named \"nothing defines this\""
check "the valid examples of a misused spec still run" \
    contains "$log" "Test Case 'MisusedSpec.Misused__still_runs_its_valid_examples' passed"
check "unicode descriptions give valid, distinct names" \
    contains "$log" "Test Case 'NamingSpec.Ünïcödé_names__keep_letters_2' passed"
check "plain XCTestCase classes keep running" contains "$log" "Test Case 'PlainTests.testStillRuns' passed"
check "focused examples run" contains "$log" "Test Case 'FocusedSpec.Focus__runs_the_focused_example' passed"
check "unfocused examples of the target are reported as skipped" \
    contains "$log" "Test Case 'UnfocusedSpec.is_skipped_because_another_spec_of_this_target_is_focused' skipped"
check "beforeSuite runs once" equals "$(grep -c 'E2E: beforeSuite ran' "$log")" 1
check "afterSuite runs once" equals "$(grep -c 'E2E: afterSuite ran' "$log")" 1
# 16 cases: BoolSpec 1, FailingSpec 5 (2 skipped), MisusedSpec 1 + 2 definition issues,
# NamingSpec 2, EmptyArraySpec 1, PlainTests 1, FocusedSpec 2 (1 skipped), UnfocusedSpec 1 (skipped).
# Every defined example is either run or reported skipped.
check "every example is counted: executed = run + skipped" \
    contains "$log" "Executed 16 tests, with 4 tests skipped and 4 failures"
check "a generic base spec runs through its concrete subclass" \
    contains "$log" "Test Case 'EmptyArraySpec.an_empty_Array_Int__has_no_elements' passed"

status=$(run filter.log swift test --filter BoolSpec)
check "--filter selects one spec class" equals "$status" 0
check "--filter runs only that class's examples" contains "$work/filter.log" "Executed 1 test, with 0 failures"

status=$(run example-filter.log SPECKIT_FILTER='Failing__passes$' swift test --filter FailingSpec)
check "SPECKIT_FILTER selects single examples" equals "$status" 0
check "SPECKIT_FILTER says what it selected" \
    contains "$work/example-filter.log" "SpecKit: SPECKIT_FILTER='Failing__passes\$' selected 1 of 5 examples of FailingSpec"
check "SPECKIT_FILTER runs only the selected example" contains "$work/example-filter.log" "Executed 1 test, with 0 failures"
status=$(run description-filter.log SPECKIT_FILTER='Failing passes$' swift test --filter FailingSpec)
check "SPECKIT_FILTER matches the description as written, with its spaces" \
    contains "$work/description-filter.log" "SpecKit: SPECKIT_FILTER='Failing passes\$' selected 1 of 5 examples of FailingSpec"

# A selection focus empties (fit elsewhere in the target) ran nothing, and passed.
status=$(run unfocused-filter.log SPECKIT_FILTER='UnfocusedSpec' swift test --filter FocusedSpecs)
check "SPECKIT_FILTER that selects only examples focus leaves out fails the run (status $status)" equals "$status" 1
check "and says focus left them out" contains "$work/unfocused-filter.log" \
    "SpecKit: SPECKIT_FILTER='UnfocusedSpec' selected 1 example, none of them focused, while fit, fdescribe or fcontext focus other examples of their target, which alone run, so no example ran and the run fails"
printf '%s | failed  | 0.1000\n' FocusedSpecs.UnfocusedSpec.is_skipped_because_another_spec_of_this_target_is_focused \
    FocusedSpecs.FocusedSpec.Focus__skips_the_others >"$work/unfocused-status.txt"
status=$(run unfocused-failures.log SPECKIT_STATUS_FILE="$work/unfocused-status.txt" SPECKIT_ONLY_FAILURES=1 swift test --filter FocusedSpecs)
check "SPECKIT_ONLY_FAILURES whose failures focus all leaves out fails the run (status $status)" equals "$status" 1
check "and says focus left them out" contains "$work/unfocused-failures.log" \
    "SpecKit: SPECKIT_ONLY_FAILURES: the 2 examples that failed in the last run are not focused, while fit, fdescribe or fcontext focus other examples of their target, which alone run, so none ran and the run fails: remove the focus to run them"

status=$(run bad-filter.log SPECKIT_FILTER='(' swift test --filter BoolSpec)
check "an invalid SPECKIT_FILTER fails loudly" equals "$status" 1
check "an invalid SPECKIT_FILTER says why" contains "$work/bad-filter.log" "is not a valid regular expression"

status=$(run list.log swift test list)
check "swift test list lists every example" \
    contains "$work/list.log" "ConsumerSpecs.FailingSpec/Failing__fails_on_purpose"
check "swift test list lists a spec's definition issues as its cases" \
    contains "$work/list.log" "ConsumerSpecs.MisusedSpec/Misused__left_empty__empty_group"
check "swift test list lists specs of every test target" \
    contains "$work/list.log" "FocusedSpecs.UnfocusedSpec/is_skipped_because_another_spec_of_this_target_is_focused"
check "swift test list lists plain tests as XCTest does" contains "$work/list.log" "ConsumerSpecs.PlainTests/testStillRuns"
check "swift test list lists no generated method" lacks "$work/list.log" "testAllExamplesOf"

# swift test --filter and --skip select examples by name: the test binary lists them for SwiftPM.
ran() { grep -cE "^Test Case '.*' (passed|failed|skipped)" "$work/$1"; }
ran_names() { grep -oE "^Test Case '[^']*' (passed|failed|skipped)" "$work/$1" | sed -E "s/^Test Case '([^']*)'.*/\1/" | sort | tr '\n' ' '; }
for filter in FailingSpec.Failing__passes FailingSpec/Failing__passes ConsumerSpecs.FailingSpec/Failing__passes \
    '^ConsumerSpecs\.FailingSpec/Failing__passes$'; do
    status=$(run name-filter.log swift test --filter "$filter")
    check "--filter '$filter' passes" equals "$status" 0
    check "--filter '$filter' runs that example alone" equals "$(ran_names name-filter.log)" "FailingSpec.Failing__passes "
    check "--filter '$filter' counts one test" contains "$work/name-filter.log" "Executed 1 test, with 0 failures"
done
status=$(run regex-filter.log swift test --filter 'FailingSpec.Failing__.*s_on_purpose')
check "--filter with a pattern over several examples fails with them" equals "$status" 1
check "--filter with a pattern runs exactly the examples it matches" equals "$(ran_names regex-filter.log)" \
    "FailingSpec.Failing__fails_on_purpose FailingSpec.Failing__throws_on_purpose "
check "--filter with a pattern counts them" contains "$work/regex-filter.log" "Executed 2 tests, with 2 failures"
status=$(run class-filter.log swift test --filter FailingSpec)
check "--filter Class still runs the whole class" equals "$(ran class-filter.log)" 5
check "--filter Class counts each example once" contains "$work/class-filter.log" "Executed 5 tests, with 2 tests skipped and 2 failures"
status=$(run class-and-example.log swift test --filter FailingSpec --filter FailingSpec.Failing__passes)
check "a filter that matches a class and its example runs the example once" equals "$(ran class-and-example.log)" 5
status=$(run skip-filter.log swift test --filter FailingSpec --skip 'Failing__(fails|throws)_on_purpose')
check "--skip of examples passes" equals "$status" 0
check "--skip leaves the examples out" equals "$(ran_names skip-filter.log)" \
    "FailingSpec.Failing__is_disabled FailingSpec.Failing__is_still_to_write FailingSpec.Failing__passes "
check "--skip counts the rest" contains "$work/skip-filter.log" "Executed 3 tests, with 2 tests skipped and 0 failures"
status=$(run skip-example.log swift test --skip 'FailingSpec.Failing__(fails|throws)_on_purpose' --skip MisusedSpec)
check "--skip alone of examples runs the rest of the suite and passes" equals "$status" 0
check "--skip alone leaves out only what it matches" equals "$(ran skip-example.log)" 11
status=$(run misused-filter.log swift test --filter 'MisusedSpec.Misused__still')
check "--filter of a valid example of a misused spec runs it alone" equals "$(ran_names misused-filter.log)" \
    "MisusedSpec.Misused__still_runs_its_valid_examples "
status=$(run parallel-example.log SPECKIT_XUNIT_OUTPUT="$work/parallel-example.xml" \
    swift test --parallel --filter FailingSpec.Failing__passes)
check "--parallel --filter Class.example passes" equals "$status" 0
check "--parallel --filter Class.example runs that example once" equals "$(grep -c '<testcase ' "$work/parallel-example.xml")" 1
check "(the example it names)" contains "$work/parallel-example.xml" 'name="Failing__passes"'
status=$(run parallel-examples.log SPECKIT_XUNIT_OUTPUT="$work/parallel-examples.xml" \
    swift test --parallel --filter 'FailingSpec.Failing__(passes|fails_on_purpose)')
check "--parallel with examples of one class fails with the failing one" equals "$status" 1
check "--parallel runs each example in one process once" equals "$(grep -c '<testcase ' "$work/parallel-examples.xml")" 2
# The command keeps the run's build folder (the end-to-end test's swift names one).
check "the failure's rerun command selects the example by name" contains "$work/all.log" \
    "rerun: swift test --scratch-path $E2E_SHARED/.build --filter '^ConsumerSpecs\.FailingSpec/Failing__fails_on_purpose\$'"
status=$(run no-example.log swift test --filter 'FailingSpec.Failing__no_such_example')
check "--filter naming no example fails the run" equals "$status" 1
check "--filter naming no example says where the names are" contains "$work/no-example.log" \
    "matches no XCTest test and no example. swift test list prints their names"
status=$(run no-class.log swift test --filter 'NoSuchSpec')
check "--filter naming no class (a typo) fails the run" equals "$status" 1
check "--filter naming no class says where the names are too" contains "$work/no-class.log" \
    "SpecKit: swift test --filter 'NoSuchSpec' matches no test and no example. swift test list prints their names"
# A bisect in a package whose specs are all on the XCTest route: Swift Testing's pass has none to
# bisect, and judges the run's selection as it does without the bisect.
status=$(run bisect-no-class.log SPECKIT_BISECT=1 SPECKIT_ORDER=random:3 swift test --filter 'NoSuchSpec')
check "a bisect whose --filter selects no test fails as the run does without it (status $status)" equals "$status" 1
check "(saying so)" contains "$work/bisect-no-class.log" "SpecKit: swift test --filter 'NoSuchSpec' selected no test in this run, so the run fails"

status=$(run parallel.log swift test --parallel --filter 'BoolSpec|NamingSpec' --xunit-output "$work/xunit.xml")
check "swift test --parallel runs specs" equals "$status" 0
check "--xunit-output writes a report" contains "$work/xunit.xml" 'name="testAllExamplesOfBoolSpec"'

status=$(run xunit.log SPECKIT_XUNIT_OUTPUT="$work/examples.xml" swift test)
report="$work/examples.xml"
check "SPECKIT_XUNIT_OUTPUT lists every test case of the run" equals "$(grep -c '<testcase ' "$report")" 16
check "the report names examples like XCTest does" \
    contains "$report" '<testcase classname="ConsumerSpecs.BoolSpec" name="Bool__negating_a_false_value__sets_the_value_to_true"'
check "the report carries failure messages at their file:line" contains "$report" 'FailingSpec.swift:10: expected to equal &lt;2&gt;, got &lt;1&gt;'
check "the report marks skipped examples" equals "$(grep -c '<skipped message="' "$report")" 4
check "(each with its reason)" contains "$report" '<skipped message="disabled with xit"/>'
# Under the crash supervisor it writes the report from the journal; without, the test process.
status=$(run xunit-unsupervised.log SPECKIT_CRASH_ISOLATION=0 SPECKIT_XUNIT_OUTPUT="$work/unsupervised.xml" swift test)
without_times() { sed -E 's/ time="[0-9.]+"//; s/ run="[^"]*"//' "$1"; }
[ -e "$work/unsupervised.xml" ] || { echo "note: the run wrote no report (status $status); its log ends:"; tail -n 40 "$work/xunit-unsupervised.log"; } >&2
check "the report is the same whether the supervisor or the test process writes it" \
    equals "$(without_times "$report")" "$(without_times "$work/unsupervised.xml")"
check "under the supervisor, examples that passed keep their time" equals "$(grep -c 'time="0.000000"/>' "$report")" 0

status=$(run xunit-parallel.log SPECKIT_XUNIT_OUTPUT="$work/parallel.xml" swift test --parallel --filter 'BoolSpec|NamingSpec')
check "parallel test processes add to one report" equals "$(grep -c '<testcase ' "$work/parallel.xml")" 3
check "the parallel report has one suite per spec class" equals "$(grep -c '<testsuite ' "$work/parallel.xml")" 2

status=$(run parallel-failing.log swift test --parallel --filter FailingSpec)
check "swift test --parallel fails with a failing example" equals "$status" 1

# The test binary run twice from one shell: two runs, so the report is the second one's, not both.
binary="$(cd "$work/Consumer" && swift build --show-bin-path)/ConsumerPackageTests.xctest"
(cd "$work/Consumer" && SPECKIT_XUNIT_OUTPUT="$work/twice.xml" "$binary" ConsumerSpecs.BoolSpec) >"$work/twice-1.log" 2>&1
(cd "$work/Consumer" && SPECKIT_XUNIT_OUTPUT="$work/twice.xml" "$binary" ConsumerSpecs.BoolSpec) >"$work/twice-2.log" 2>&1
check "a test binary run twice from one shell leaves one run's report" equals "$(grep -c '<testcase ' "$work/twice.xml")" 1

# The discovery tool: prebuilt on x86_64 Linux hosts, built from source elsewhere or when asked.
if [ "$(uname -s)/$(uname -m)" = Linux/x86_64 ]; then
    check "on x86_64 Linux the build runs the prebuilt discovery tool, never compiling it" \
        lacks "$work/all.log" "Compiling spec_discover"
fi
# In the shared folder: the manifest then builds the tool, and SpecKit's modules, the same, stay.
status=$(run from-source.log SPECKIT_DISCOVER_FROM_SOURCE=1 swift test --filter BoolSpec)
check "SPECKIT_DISCOVER_FROM_SOURCE=1 builds the discovery tool from source" \
    contains "$work/from-source.log" "Compiling spec_discover"
check "with the tool built from source, examples run as XCTest cases as before" \
    contains "$work/from-source.log" "Test Case 'BoolSpec.Bool__negating_a_false_value__sets_the_value_to_true' passed"
check "with the tool built from source, the run passes" equals "$status" 0

echo "== building the fixtures whose specs could never run"
(cd "$work/NoPlugin" && swift build --target NoPluginSpecs) >"$work/noplugin.log" 2>&1
status=$?
check "a target without the plugin does not build" equals "$status" 1
check "and the error says which line to add" \
    contains "$work/noplugin.log" "'Spec' is unavailable: add the SpecDiscovery plugin to this test target in Package.swift"

(cd "$work/NoPlugin" && swift build --target PrivateSpecs) >"$work/private.log" 2>&1
status=$?
check "a private spec class fails the build" equals "$status" 1
check "and the error says why and what to do" \
    contains "$work/private.log" "HiddenSpec.swift:4: error: SpecKit cannot run the examples of 'HiddenSpec': it is private; make it internal"

fi
if wants migration; then
# ---- migration fixture ------------------------------------------------------------------------
# Spec files written only against Quick 7 / Nimble 14 (`import Quick`, `import Nimble`): they must
# build and pass after the migration article's sed recipe changes their imports, with the migrated
# manifest.
echo "== the migration fixture: Quick/Nimble specs after changing only Package.swift and imports"
# Every example of the fixture, by its XCTest name: the Quick side (QuickSpec, AsyncSpec, Behavior,
# QuickConfiguration, StopTest, @TestState, the hook order and async forms of Quick's documentation)
# and the plain XCTestCase classes using Nimble.
migration_cases=(
    CartSpec.Cart__when_empty__refuses_to_check_out
    CartSpec.Cart__when_empty__has_no_items
    CartSpec.Cart__with_two_items__checks_out_their_count_and_total
    CartSpec.Cart__with_two_items__removes_an_item_by_name
    CartSpec.Cart__with_two_items__NonNegativeTotal__has_a_non_negative_total
    CartSpec.Cart__with_two_items__has_run_the_global_configuration_s_beforeEach
    CartSpec.Cart__with_two_items__is_wrapped_by_the_global_configuration_s_synchronous_aroundEach
    CartSpec.Cart__with_two_items__lists_the_names_in_order
    PaymentSpec.a_payment_service__is_the_same_instance_through_its_protocol
    PaymentSpec.a_payment_service__starts_from_a_fresh_service_in_every_example
    PaymentSpec.a_payment_service__stops_an_example_early_when_there_is_nothing_to_check
    PaymentSpec.a_payment_service__keeps_going_after_a_passing_status_check
    PriceListSpec.PriceList__answers_prices_asynchronously
    PriceListSpec.PriceList__sees_a_price_set_later
    PriceListSpec.PriceList__waits_until_a_callback_says_done
    PriceListSpec.PriceList__is_wrapped_by_the_global_configuration_s_async_aroundEach
    HookOrderSpec.hooks__in_a_nested_group__run_outer_beforeEach_and_aroundEach_in_declaration_order
    HookOrderSpec.hooks__in_a_nested_group__ran_the_afterEach_after_the_aroundEach_returned
    PricedCartSpec.a_cart__something_priced__starts_at_zero
    PricedCartSpec.a_cart__is_a_fresh_cart_in_every_example
    PricedCartSpec.a_cart__does_not_keep_the_previous_example_s_items
    MainActorSpec.async_examples__will_call_async_code_that_is_tagged_to_run_on_the_main_actor
    MainActorSpec.async_examples__will_call_synchronous_code_that_needs_to_run_on_the_main_actor
    MainActorSpec.async_examples__gave_the_configuration_s_metadata_hook_the_full_example_name
    CheckoutTests.testTuplesAndParenthesisedClosures
    CheckoutTests.testIdentityAndStatus
    CheckoutTests.testAsyncMatchersAndWaiting
    NotificationsTests.testABackgroundNotificationIsSeen
    NotificationsTests.testWaitUntilWithACallbackFromAnotherQueue
    NotificationsTests.testGatherExpectations
    NotificationsTests.testDatesAndFoundationValues
    NimbleFormsTests.testArraysOfTuplesAndClosureRequirements
    NimbleFormsTests.testOperatorsOnAsyncExpectations
    MainActorNimbleFormsTests.testOperatorsReadMainActorState
    EvenMatcherSpec.beEven__when_the_value_is_even__should_match
    EvenMatcherSpec.beEven__when_the_value_is_odd__should_not_match
    EvenMatcherSpec.beEven__when_the_value_is_odd__should_produce_an_appropriate_error_message
    EvenMatcherSpec.beEven__when_several_values_are_checked__should_have_registered_all_failures
    EvenMatcherSpec.after_the_default_handler_is_back__records_nothing_more
    WithAssertionHandlerSpec.beEven_s_failure_message__names_the_value
    WithAssertionHandlerSpec.beEven_s_failure_message__is_reported_for_each_failing_value
    WithAssertionHandlerSpec.beEven_s_failure_message__reports_an_error_the_closure_throws
    RestoredHandlerTests.testARestoredHandlerFailsTheTestAgain
    ErrorHandlerSpec.runs_with_the_private_configuration_s_error_handler_installed
    LevelSpec.a_spec_with_explicit_import_levels__runs_after_the_recipe
    CommentedImportSpec.runs_after_the_recipe_rewrote_an_attributed_and_a_commented_import
    ConditionalSpec.runs_after_the_recipe_rewrote_its_canImport_condition
)
# An import line of Quick or Nimble as the recipe must rewrite it: attributes, an access level, a comment.
quick_import='^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+(Quick|Nimble)([^A-Za-z0-9_]|$)|canImport\((Quick|Nimble)\)'
# The lines the recipe may change: imports, `#if canImport(…)`, and the declaration of a private
# class of Quick's base classes (the generated file cannot name it).
any_import='^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]|canImport\(|^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*((final|private|fileprivate)[[:space:]]+)*class[[:space:]]+[A-Za-z_][A-Za-z0-9_]*[[:space:]]*:[[:space:]]*(QuickSpec|AsyncSpec|QuickConfiguration)([^A-Za-z0-9_]|$)'
rm -rf "$work/Migration" && mkdir -p "$work/Migration"
cp -R "$here/Migration/." "$work/Migration/" && share_build "$work/Migration"
recipe="$(grep -m1 -E "^grep -rlE --null '.*import.*\(Quick\|Nimble\).*xargs -0 -r sed" "$repo/Sources/SpecDSL/SpecDSL.docc/MovingFromQuickAndNimble.md")"
check "the migration article has the one-line import recipe" test -n "$recipe"
check "the fixture has imports with levels, attributes and comments for the recipe" \
    contains "$here/Migration/Tests/MigrationLevelSpecs/CommentedImportSpec.swift" "@preconcurrency private import Nimble"
(cd "$work/Migration" && bash -c "$recipe")
check "the recipe leaves no Quick or Nimble import" lacks_everywhere "$work/Migration/Tests" -E "$quick_import"
check "the recipe keeps an import's level and attributes" \
    contains "$work/Migration/Tests/MigrationLevelSpecs/CommentedImportSpec.swift" "@preconcurrency private import NimbleCompat"
check "the recipe keeps a comment after the module" \
    contains "$work/Migration/Tests/MigrationLevelSpecs/CommentedImportSpec.swift" "internal import SpecDSL // the spec runner"
# spotify/Mobius.swift's shapes: Nimble's assertion handler swapped in beforeEach and restored in
# afterEach, withAssertionHandler in a helper, and a private QuickConfiguration.
check "the fixture swaps Nimble's assertion handler as Mobius does" \
    contains "$here/Migration/Tests/MigrationSpecs/EvenMatcherSpec.swift" "NimbleAssertionHandler = defaultHandler!"
check "the fixture has Mobius's withAssertionHandler helper" \
    contains "$here/Migration/Tests/MigrationSpecs/WithAssertionHandlerSpec.swift" "withAssertionHandler(recorder, closure: closure)"
check "the fixture has a private QuickConfiguration" \
    contains "$here/Migration/Tests/MigrationSpecs/TestingErrorHandler.swift" "private class ErrorHandlerConfiguration: QuickConfiguration {"
check "the recipe drops the private of a QuickConfiguration subclass" \
    grep -qE '^class ErrorHandlerConfiguration: QuickConfiguration \{' "$work/Migration/Tests/MigrationSpecs/TestingErrorHandler.swift"
check "the recipe leaves other private declarations alone" \
    contains "$work/Migration/Tests/MigrationSpecs/WithAssertionHandlerSpec.swift" "private struct Unreadable: Error {}"
unchanged=1
for spec in "$here"/Migration/Tests/*/*.swift; do
    migrated="$work/Migration/Tests/${spec#"$here/Migration/Tests/"}"
    diff <(grep -vE "$any_import" "$spec") <(grep -vE "$any_import" "$migrated") >/dev/null || unchanged=0
done
check "the recipe changed import lines only" equals "$unchanged" 1
(cd "$work/Migration" && swift test) >"$work/migration.log" 2>&1
status=$?
log="$work/migration.log"
check "the migrated specs build and pass" equals "$status" 0
for case_name in "${migration_cases[@]}"; do
    check "migrated: $case_name passes" contains "$log" "Test Case '$case_name' passed"
done
# The run's own total (its last line), not a class's or a bundle's: no example more, none less.
migration_total="$(grep -E '^[[:space:]]*Executed [0-9]+ tests?, with' "$log" | tail -1 | sed -E 's/^[[:space:]]*//; s/ \(.*//')"
check "every migrated example ran, none was skipped, none failed" \
    equals "$migration_total" "Executed ${#migration_cases[@]} tests, with 0 failures"
check "no migrated case failed or was skipped" lacks_everywhere "$log" -E "Test Case '.*' (failed|skipped)"
check "an expectation an AssertionRecorder took failed no example" lacks "$log" "expected to be even, got <3>"
check "the restored default handler failed the test again (kept by the test case)" \
    contains "$log" "Test Case 'RestoredHandlerTests.testARestoredHandlerFailsTheTestAgain' passed"
# ---- end of the migration fixture ------------------------------------------------------------

fi
if wants doubles; then
# ---- begin: generated doubles (SpecDoubles plugin) ----
echo "== building the doubles fixture: protocols marked // @mockable, specs using their generated doubles"
doubles="$work/Doubles"
rm -rf "$doubles/Sources" "$doubles/Tests" "$doubles/Changes" "$doubles/Package.swift"
mkdir -p "$doubles"
cp -R "$here/Doubles/." "$doubles/" && share_build "$doubles"
rm -rf "$doubles/Changes" && mkdir -p "$work/DoublesChanges" && cp -R "$here/Doubles/Changes/." "$work/DoublesChanges/"
doubles_run() {  # doubles_run LOG COMMAND…: runs a command in the doubles fixture, keeps its output, prints its exit code
    local log="$1"; shift
    (cd "$doubles" && "$@") >"$work/$log" 2>&1
    echo $?
}
status=$(doubles_run doubles.log swift test)
check "specs using generated doubles pass in Swift 6 mode" equals "$status" 0
check "every example of the doubles fixture ran" \
    contains "$work/doubles.log" "Executed 47 tests, with 0 failures"
check "generated doubles build in a target that imports with access levels" contains "$work/doubles.log" \
    "Test Case 'LevelDoublesSpec.uses_a_generated_double_in_a_target_that_imports_with_access_levels' passed"
status=$(doubles_run doubles-unstubbed.log env E2E_UNSTUBBED=1 swift test --filter 'GeneratedDoublesSpec')
check "an unstubbed call of a generated double fails the run (status $status)" equals "$status" 1
unstubbed_line=$(grep -n 'it("fails at the example.s line")' "$doubles/Tests/ShopSpecs/GeneratedDoublesSpec.swift" | cut -d: -f1)
detached_line=$(grep -n 'it("fails at the example.s line from a detached task it awaits")' "$doubles/Tests/ShopSpecs/GeneratedDoublesSpec.swift" | cut -d: -f1)
check "at the example's line, saying where in the generated code it was recorded" grep -qE \
    "GeneratedDoublesSpec\.swift:$unstubbed_line: error: .* has no stubbed answer.*\(recorded in code a build plugin generated, SpecKitGeneratedDoubles\.swift:[0-9]+\)$" \
    "$work/doubles-unstubbed.log"
check "(also when a detached task the example awaits made the call)" grep -qE \
    "GeneratedDoublesSpec\.swift:$detached_line: error: .* has no stubbed answer.*\(recorded in code a build plugin generated, SpecKitGeneratedDoubles\.swift:[0-9]+\)" \
    "$work/doubles-unstubbed.log"
# On the Swift Testing route: the issue Swift Testing prints and the summary, for a call from the
# example's task and for one from a detached task, which no task-local ties to the example.
status=$(doubles_run doubles-unstubbed-st.log env E2E_UNSTUBBED=1 \
    swift test --scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING --filter 'GeneratedDoublesSpec')
check "Swift Testing route: an unstubbed call of a generated double fails the run (status $status)" equals "$status" 1
for line in "$unstubbed_line" "$detached_line"; do
    check "Swift Testing route: Swift Testing reports it at the example's line $line" \
        grep -qE "recorded an issue with 1 argument example → CatalogMock a call nothing stubbed fails at the example's line.* at GeneratedDoublesSpec\.swift:$line:1" \
        "$work/doubles-unstubbed-st.log"
    check "Swift Testing route: (and the summary)" \
        grep -qE "^ +([^ ]*/)?GeneratedDoublesSpec\.swift:$line: .*\(recorded in code a build plugin generated, SpecKitGeneratedDoubles\.swift:[0-9]+\)" \
        "$work/doubles-unstubbed-st.log"
done
check "Swift Testing route: no issue is reported in the generated file" \
    lacks "$work/doubles-unstubbed-st.log" "at SpecKitGeneratedDoubles.swift:"
check "Swift Testing route: (nor a summary line)" lacks "$work/doubles-unstubbed-st.log" "/plugins/outputs/"
check "a @MainActor protocol's double works on the main actor" \
    contains "$work/doubles.log" "Test Case 'BannerSpec.Banner__shows_the_product' passed"
check "the generated file compiles without warnings" \
    lacks "$work/doubles.log" "SpecKitGeneratedDoubles.swift:"

cp "$work/DoublesChanges/Tracker.swift" "$doubles/Sources/Shop/Tracker.swift"
cp "$work/DoublesChanges/TrackerIdentifySpec.swift" "$doubles/Tests/ShopSpecs/"
status=$(doubles_run doubles-added.log swift test --filter TrackerIdentifySpec)
check "a requirement added to a protocol is in its double at the next build" equals "$status" 0
check "and the spec using it runs" \
    contains "$work/doubles-added.log" "Test Case 'TrackerIdentifySpec.TrackerMock__has_a_spy_for_the_new_requirement' passed"

cp "$work/DoublesChanges/TrackerChanged.swift" "$doubles/Sources/Shop/Tracker.swift"
status=$(doubles_run doubles-changed.log swift build --build-tests)
check "a changed requirement leaves no stale double: the spec written for the old one fails to build" equals "$status" 1
check "and the error is at the spec's line" contains "$work/doubles-changed.log" "TrackerIdentifySpec.swift:14:"
cp "$work/DoublesChanges/Tracker.swift" "$doubles/Sources/Shop/Tracker.swift"

cp "$work/DoublesChanges/Ledger.swift" "$doubles/Sources/Shop/"
status=$(doubles_run doubles-unsupported.log swift build --build-tests)
check "a requirement SpecKit cannot double fails the build" equals "$status" 1
check "and says where and why" contains "$work/doubles-unsupported.log" \
    "Ledger.swift:5: error: SpecKit cannot generate a double of 'Ledger': 'subscript' requirements are not supported yet; write this double by hand"
rm "$doubles/Sources/Shop/Ledger.swift"

cp "$work/DoublesChanges/Hidden.swift" "$doubles/Sources/Shop/"
status=$(doubles_run doubles-private.log swift build --build-tests)
check "a private marked protocol fails the build" equals "$status" 1
check "and says at its line why and what to do" contains "$work/doubles-private.log" \
    "Hidden.swift:3: error: SpecKit cannot generate a double of 'Hidden': it is private, and its double is generated into another file; make it internal"
rm "$doubles/Sources/Shop/Hidden.swift"

cp "$work/DoublesChanges/Panel.swift" "$doubles/Sources/Shop/"
status=$(doubles_run doubles-spies.log swift build --build-tests)
check "a requirement named like the double's spies fails the build" equals "$status" 1
check "and says at its line why and what to do" contains "$work/doubles-spies.log" \
    "Panel.swift:4: error: SpecKit cannot generate a double of 'Panel': its requirement 'spies' has the name of the double's own 'spies', which holds the spies; rename the requirement or write this double by hand"
rm "$doubles/Sources/Shop/Panel.swift"

cp "$work/DoublesChanges/MissingFallback.swift" "$doubles/Tests/ShopSpecs/"
status=$(doubles_run doubles-fallback.log swift build --build-tests)
check "a spy call without orElse: whose result is not a Fixture does not build" equals "$status" 1
check "and the error at the call says to add orElse:" grep -qE \
    "MissingFallback.swift:8:[0-9]+: error: 'call\(_:method:file:line:\)' is unavailable: the result type is not a Fixture: add orElse: with the value an unstubbed call returns" \
    "$work/doubles-fallback.log"
rm "$doubles/Tests/ShopSpecs/MissingFallback.swift"

# Generated doubles in a release build: the optimized part.

cp "$doubles/Package.swift" "$work/DoublesChanges/Package.swift"
sed -i.bak '/product(name: "Doubles"/d' "$doubles/Package.swift"
status=$(doubles_run doubles-nolibrary.log swift build --build-tests)
check "a test target with the plugin but without the Doubles library does not build" equals "$status" 1
# Both test targets lose the library; SwiftPM stops at the first plugin that fails.
check "and the error says which line to add" grep -qE \
    'add \.product\(name: "Doubles", package: "SpecKit"\) to the dependencies of (ShopSpecs|LevelDoublesSpecs) in Package\.swift' \
    "$work/doubles-nolibrary.log"
cp "$work/DoublesChanges/Package.swift" "$doubles/Package.swift" && rm -f "$doubles/Package.swift.bak"
# ---- end: generated doubles ----

fi
if wants optimized; then
# ---- optimized: each library a consumer links, built and run optimized -------------------------
# CI's release build: SpecKit's libraries as a dependency, optimized as a consumer's release
# build compiles them (without testability, which keeps internal declarations and changes what
# the optimizer sees), and the specs run, generated doubles among them.
echo "== the optimized fixture: each SpecKit library, swift test -c release --disable-testable-imports"
rm -rf "$work/Optimized" && cp -R "$here/Optimized" "$work/Optimized" && share_build "$work/Optimized"
ostatus=$( (cd "$work/Optimized" && swift test -c release --disable-testable-imports) >"$work/optimized.log" 2>&1; echo $?)
olog="$work/optimized.log" ospec="Tests/OptimizedSpecs/OptimizedSpec.swift"
check "[optimized] each library builds optimized and its specs run" contains "$olog" "Executed 7 tests, with 1 failure"
check "[optimized] the example that fails on purpose fails the run" equals "$ostatus" 1
check "[optimized] Nimble's forms, Quick's spec class and its hooks work" contains "$olog" \
    "Test Case 'OptimizedSpec.an_optimized_build__matches_with_Nimble_s_forms' passed"
check "[optimized] a failure names its file and line" contains "$olog" \
    "$ospec:$(grep -n 'expect(numbers.first)' "$work/Optimized/$ospec" | cut -d: -f1): error: OptimizedSpec.an_optimized_build__fails_at_its_own_line : failed - expected to equal <2>, got <1>"
check "[optimized] a table's inputs are examples" equals "$(grep -cE "^Test Case 'OptimizedSpec\.an_optimized_build__(Zero|Two|Minus_three)__-?[0-9]+' passed" "$olog")" 3
check "[optimized] a double generated from a module's protocol records and stubs" contains "$olog" \
    "Test Case 'OptimizedSpec.a_generated_double__records_its_calls_and_returns_its_stub' passed"
check "[optimized] a release build has the double of the #else branch of a protocol under #if DEBUG" contains "$olog" \
    "Test Case 'OptimizedSpec.a_double_of_a_protocol_declared_under_if_DEBUG_s_else__exists_in_release_builds' passed"
check "[optimized] the summary counts them" contains "$olog" "SpecKit: 7 examples, 1 failure, 0 skipped, 0 pending in "
# ---- end of optimized ---------------------------------------------------------------------------
fi
if wants shapes; then
# ---- build shapes (discovery, Quick names): fixtures Shapes/ and BrokenShapes/ ----
shape_checks() {
    local fixture
    for fixture in Shapes BrokenShapes; do
        rm -rf "$work/$fixture" && mkdir -p "$work/$fixture"
        cp -R "$here/$fixture/." "$work/$fixture/" && share_build "$work/$fixture"
    done
    echo "== building and running the specs declared in every shape (Shapes)"
    local log="$work/shapes.log" report="$work/shapes.xml" status
    status=$( (cd "$work/Shapes" && env SPECKIT_XUNIT_OUTPUT="$report" swift test) >"$log" 2>&1; echo $?)
    check "shapes: every shape builds and passes" equals "$status" 0
    check "shapes: every example is counted once" contains "$log" "Executed 28 tests, with 0 failures"
    # The report has every spec example of both routes: 28 under XCTest, 1 under Swift Testing.
    check "shapes: the report lists every example once" equals "$(grep -c '<testcase ' "$report" 2>/dev/null)" 29
    check "shapes: a target that declares its own Spec keeps it" \
        contains "$log" "Test Case 'OwnAliasSpec.runs_through_the_target_s_own_Spec_alias' passed"
    check "shapes: a public Configuration of a support library applies to the target's specs" \
        contains "$log" "Test Case 'SupportConfigurationSpec.runs_after_the_support_library_s_configuration' passed"

    for spec in "LoginSpec.runs_through_an_alias" "ChainSpec.runs_through_an_alias_chain" \
                "DependencyAliasSpec.runs_through_an_alias_declared_in_a_dependency" \
                "DependencyClassAliasSpec.runs_through_an_alias_of_a_dependency_s_base_class" \
                "QualifiedBaseSpec.runs_through_a_module_qualified_base_class" \
                "QualifiedAliasSpec.runs_through_an_alias_of_a_module_qualified_base_class"; do
        check "shapes: a spec reached through a type alias runs ($spec)" contains "$log" "Test Case '$spec' passed"
    done

    check "shapes: a subclass of a concrete spec runs the inherited example once" \
        equals "$(grep -c "Test Case 'ChildSpec.runs_the_parent_s_example' passed" "$log")" 1
    check "shapes: a subclass of a concrete spec runs its own example once" \
        equals "$(grep -c "Test Case 'ChildSpec.runs_the_child_s_example' passed" "$log")" 1
    check "shapes: the concrete parent runs its example once" \
        equals "$(grep -c "Test Case 'ParentSpec.runs_the_parent_s_example' passed" "$log")" 1
    check "shapes: the report lists the subclass's examples once" \
        equals "$(grep -c 'classname="ShapeSpecs.ChildSpec"' "$report" 2>/dev/null)" 2

    for spec in "DebugOnlySpec.runs_in_debug_builds" "LinuxOnlySpec.runs_on_Linux" "NestedActiveSpec.runs_in_a_nested_branch"; do
        check "shapes: a spec in an active #if branch runs ($spec)" contains "$log" "Test Case '$spec' passed"
    done
    for spec in NeverCompiledSpec ReleaseOnlySpec MacOnlySpec NestedInactiveSpec OtherPlatformSpec; do
        check "shapes: a spec in an inactive #if branch is left out ($spec)" lacks "$log" "Test Case '$spec."
    done

    check "shapes: a generic spec no class subclasses warns at its line with the fix" contains "$log" \
        "GenericSpecs.swift:5: warning: SpecKit runs no examples of 'UnusedGenericSpec': it is generic and no class of this target subclasses it with concrete types; add one"

    check "shapes: a @MainActor spec runs its synchronous examples" \
        contains "$log" "Test Case 'MainActorSpec.a_spec_class_on_the_main_actor__runs_its_synchronous_examples' passed"
    check "shapes: a @MainActor spec runs its asynchronous examples" \
        contains "$log" "Test Case 'MainActorSpec.a_spec_class_on_the_main_actor__runs_its_asynchronous_examples' passed"
    check "shapes: nothing crashes" lacks "$log" "Could not cast value"

    for spec in "CalculatorSpec.a_calculator__adds" "CalculatorSpec.a_calculator__knows_the_running_spec" \
                "CalculatorSpec.a_calculator__StartsAtZeroBehavior__starts_at_zero" \
                "InstanceFormSpec.runs_the_instance_form_of_spec" "LoaderSpec.a_loader__loads" \
                "LoaderSpec.a_loader__knows_the_running_spec" "LoaderSpec.a_loader__LoadsBehavior__loads_through_a_behavior" \
                "LoaderSpec.a_loader__runs_a_synchronous_example_off_the_main_thread" \
                "LoaderSpec.a_loader__runs_a_MainActor_example_on_the_main_thread"; do
        check "quick names: a QuickSpec/AsyncSpec example runs ($spec)" contains "$log" "Test Case '$spec' passed"
    done
    check "quick names: a QuickConfiguration's hooks run" grep -qx "E2E quick: configured" "$log"

    for spec in "ExplicitLevelSpec.runs_when_the_target_imports_SpecDSL_internally" \
                "FileLevelSpec.runs_when_another_file_imports_SpecDSL_at_file_level" \
                "DefaultInternalSpec.a_target_whose_imports_are_internal_by_default__runs_its_examples"; do
        check "import levels: a spec of a target with explicit or internal-by-default imports runs ($spec)" \
            contains "$log" "Test Case '$spec' passed"
    done
    check "import levels: on Swift Testing, with Testing imported internally, the spec runs" \
        contains "$log" '✔ Test "TestingLevelSpec" with 1 test case passed'
    check "import levels: and the plain Swift Testing test beside it" \
        contains "$log" "✔ Test aPlainSwiftTestingTestBesideTheSpecs() passed"

    echo "== building the spec shapes SwiftPM cannot run (BrokenShapes)"
    status=$( (cd "$work/BrokenShapes" && swift build --target NestedSpecs) >"$work/nested.log" 2>&1; echo $?)
    check "shapes: a nested spec class fails the build" equals "$status" 1
    check "shapes: and the error names the class, why and the fix" contains "$work/nested.log" \
        "NestedSpecs.swift:4: error: SpecKit cannot run the examples of 'Feature.NestedSpec': it is nested in 'Feature', and SwiftPM runs only top-level test classes; declare it at the top level of the file"
    check "shapes: a spec class declared in an extension fails the build with the fix" contains "$work/nested.log" \
        "NestedSpecs.swift:10: error: SpecKit cannot run the examples of 'Feature.ExtensionSpec': it is declared in an extension of 'Feature'"
    status=$( (cd "$work/BrokenShapes" && swift build --target QuickWithoutPlugin) >"$work/quick-noplugin.log" 2>&1; echo $?)
    check "quick names: a QuickSpec without the plugin does not build" equals "$status" 1
    check "quick names: and the error says which line to add" contains "$work/quick-noplugin.log" \
        "'QuickSpec' is unavailable: add the SpecDiscovery plugin to this test target in Package.swift"
}
shape_checks
# ---- end of build shapes ----

fi
if wants runtime; then
# --- runtime checks (issues 9 and 13): Tests/EndToEnd/Runtime/checks.sh ---
. "$here/Runtime/checks.sh"
runtime_checks
# --- end of runtime checks ---

fi
if wants swift-testing; then
# ---- Swift Testing: XCTestCases, specs and @Test functions in one target ----------
# Every kind of failure fails exactly its own test at its own line in both runners' output.
echo "== building and running the Swift Testing fixture"
rm -rf "$work/SwiftTesting" && cp -R "$here/SwiftTesting" "$work/SwiftTesting" && share_build "$work/SwiftTesting"
status=$( (cd "$work/SwiftTesting" && swift test) >"$work/swift-testing.log" 2>&1; echo $?)
log="$work/swift-testing.log"
check "[swift testing] a failing @Test, example or XCTest method makes swift test exit non-zero" equals "$status" 1
xc="/Tests/MixedTests/XCTestFailures.swift"
for expected in \
    "$xc:10: error: XCTestFailures.testExpect : failed - expected to equal <3>, got <2>" \
    "$xc:11: error: XCTestFailures.testRequire : failed - expected to not be nil, got <nil>" \
    "$xc:12: error: XCTestFailures.testFail : failed - failed on purpose" \
    "$xc:13: error: XCTestFailures.testPolling : failed - expected to eventually be true, got <false>" \
    "/Tests/MixedTests/Subjects.swift:22: error: XCTestFailures.testUnstubbedDouble : failed - ClockMock.now() has no stubbed answer" \
    "$xc:15: error: XCTestFailures.testHaveBeenCalled : failed - expected to have been called <1> time, got <never called>" \
    "$xc:17: error: XCTestFailures.testTable : failed - Passwords.testkit:11: test-cases[1] \"Too short\", input \"a1\": expected <true>, got <false>" \
    "$xc:17: error: XCTestFailures.testTable : failed - Passwords.testkit:14: test-cases[2] \"Broken case\": missing \"inputs\""; do
    check "[swift testing] XCTest: ${expected#*error: }" contains "$log" "$expected"
done
spec="/Tests/MixedTests/SpecFailures.swift"
for expected in \
    "$spec:13: error: FailingSpec.Kinds__expect : failed - expected to equal <3>, got <2>" \
    "$spec:14: error: FailingSpec.Kinds__require : failed - expected to not be nil, got <nil>" \
    "$spec:15: error: FailingSpec.Kinds__fail : failed - failed on purpose" \
    "$spec:16: error: FailingSpec.Kinds__throws : failed - threw error \"Broken()\"" \
    "$spec:17: error: FailingSpec.Kinds__double : failed - expected to have been called <1> time, got <never called>" \
    "$spec:18: error: FailingSpec.Kinds__misuses_the_DSL : failed - it(\"nested\") was called while the example" \
    "$spec:21: error: FailingSpec.Passwords__Too_short__a1 : failed - Passwords.testkit:11: test-cases[1] \"Too short\"" \
    "$spec:21: error: FailingSpec.Passwords__Broken_case__is_a_valid_table_case : failed - Passwords.testkit:14: test-cases[2] \"Broken case\": missing \"inputs\""; do
    check "[swift testing] spec: ${expected#*error: }" contains "$log" "$expected"
done
for passing in XCTestFailures.testPasses XCTestFailures.testGathered FailingSpec.Kinds__passes \
    FailingSpec.Passwords__Long_with_a_digit__abcdefg1; do
    check "[swift testing] $passing stays green" contains "$log" "Test Case '$passing' passed"
done
check "[swift testing] XCTest counts every example and method" contains "$log" "Executed 20 tests, with 17 failures"
# Swift Testing: each issue at its line, with the text XCTest shows, in the test it belongs to.
st() { contains "$log" "✘ Test $1 recorded an issue at SwiftTestingFailures.swift:$2" && contains "$log" "↳ $3"; }
check "[swift testing] expect fails its @Test at its line" st "expectation()" "10:38" "expected to equal <3>, got <2>"
check "[swift testing] require fails at the require, not only at the @Test line" st "requirement()" "11:54" "expected to not be nil, got <nil>"
check "[swift testing] fail() fails its @Test" st "failure()" "12:32" "failed on purpose"
check "[swift testing] a polling timeout fails its @Test" st "polling()" "13:47" "expected to eventually be true, got <false>"
check "[swift testing] an unstubbed double fails its @Test where the mock answers" \
    contains "$log" "✘ Test unstubbedDouble() recorded an issue at Subjects.swift:22:26"
check "[swift testing] haveBeenCalled(times:) fails its @Test" st "haveBeenCalled()" "15:41" "expected to have been called <1> time, got <never called>"
check "[swift testing] a DSL call outside spec() fails its @Test" st "misusedDSL()" "16:1" "it(\"outside of spec()\") was called outside of spec()"
check "[swift testing] TableRunner fails its @Test for each wrong row" \
    st "table()" "18:62" "Passwords.testkit:11: test-cases[1] \"Too short\", input \"a1\": expected <true>, got <false>"
check "[swift testing] a failure in async let belongs to its @Test" st "childTask()" "21:41" "expected to equal <4>, got <1>"
check "[swift testing] a failure in a task group belongs to its @Test" st "childTask()" "24:35" "expected to equal <5>, got <2>"
check "[swift testing] a failure in Task.detached still fails the run (Swift Testing cannot tell the test)" \
    st "«unknown»" "28:37" "expected to equal <6>, got <3>"
check "[swift testing] passing @Tests stay green" contains "$log" "✔ Test passes() passed"
check "[swift testing] gatherFailures gathers inside @Test" contains "$log" "✔ Test gathered() passed"
check "[swift testing] a table runs as one test case per table case" \
    contains "$log" "✘ Test passwords(_:) with 3 test cases failed after"
check "[swift testing] a wrong output fails its table case, named by the case" \
    contains "$log" "✘ Test passwords(_:) recorded an issue with 1 argument testCase → Too short at SwiftTestingFailures.swift:39:20"
check "[swift testing] a broken case fails as its own table case, naming file and case" \
    contains "$log" "✘ Test passwords(_:) recorded an issue with 1 argument testCase → Broken case at SwiftTestingFailures.swift:39:20"
check "[swift testing] a good table passes case by case" contains "$log" "✔ Test goodPasswords(_:) with 2 test cases passed"
check "[swift testing] Swift Testing counts the @Tests" contains "$log" "✘ Test run with 14 tests in 1 suite failed"

# The report and the saved status do not depend on crash isolation: the crash supervisor writes
# them from its journal, and with SPECKIT_CRASH_ISOLATION=0 the test process does, the same
# cases either way. The plain XCTest methods (XCTestFailures) are in SPECKIT_XUNIT_OUTPUT when
# their process runs spec classes on the XCTest route; never on the Swift Testing route, where
# SwiftPM's --xunit-output has them. The fixture runs on both routes, each as a whole, with
# --parallel (a process per test: the plain methods' processes run no spec) and with
# --filter XCTestFailures (no spec at all).
mixed() {  # mixed LOG VAR=VALUE… -- ARGS…: swift test --skip-build ARGS in the fixture with the variables
    local name="$1"; shift
    local variables=()
    while [ "$1" != "--" ]; do variables+=("$1"); shift; done
    shift
    (cd "$work/SwiftTesting" && env "${variables[@]}" swift test --skip-build "$@") >"$work/$name.log" 2>&1
}
example_lines() { grep -v '^#' "$1" | cut -d'|' -f1,2 | tr -s ' ' | sort; }  # the saved status's examples and outcomes
same_report() {  # same_report REPORT REPORT: Routes/compare.py, its lines kept beside the first, its differences shown
    python3 "$here/Routes/compare.py" "$1" "$2" >"${1%.xml}-compared.txt" && return 0
    grep -v '^same ' "${1%.xml}-compared.txt" | sed 's/^/      /'
    return 1
}
swift_testing_route=(--scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING)
(cd "$work/SwiftTesting" && swift build --build-tests "${swift_testing_route[@]}") >"$work/swift-testing-st-build.log" 2>&1
check "[swift testing] the fixture builds with its specs on the Swift Testing route" equals "$?" 0
for route in xctest swift-testing; do
    flags=(); [ "$route" = swift-testing ] && flags=("${swift_testing_route[@]}")
    for form in whole parallel filter; do
        selection=(); [ "$form" = parallel ] && selection=(--parallel); [ "$form" = filter ] && selection=(--filter XCTestFailures)
        # On the Swift Testing route the detached task's failure may land while an example runs,
        # which then keeps it (below): the two runs compared leave that test out.
        [ "$route" = swift-testing ] && selection+=(--skip 'detachedTask')
        for isolation in on off; do
            name="mixed-$route-$form-$isolation"
            rm -f "$work/$name.xml" "$work/$name.status"
            # A report an earlier run left: this run's replaces it, whatever it lists.
            [ "$form" = whole ] || cp "$work/mixed-$route-whole-$isolation.xml" "$work/$name.xml"
            mixed "$name" SPECKIT_CRASH_ISOLATION="$isolation" SPECKIT_XUNIT_OUTPUT="$work/$name.xml" \
                SPECKIT_STATUS_FILE="$work/$name.status" -- "${flags[@]}" "${selection[@]}"
        done
        on="$work/mixed-$route-$form-on" off="$work/mixed-$route-$form-off"
        check "[swift testing] $route route, $form run: the report is the same without crash isolation" \
            same_report "$on.xml" "$off.xml"
        check "[swift testing] $route route, $form run: (as many cases)" \
            equals "$(grep -c '<testcase ' "$on.xml")" "$(grep -c '<testcase ' "$off.xml")"
        check "[swift testing] $route route, $form run: so is the saved status" \
            equals "$(example_lines "$on.status" 2>/dev/null)" "$(example_lines "$off.status" 2>/dev/null)"
        plain=0; [ "$route/$form" = xctest/whole ] && plain=9
        check "[swift testing] $route route, $form run: the report lists $plain plain XCTest methods, with or without isolation" \
            equals "$(grep -c 'classname="MixedTests.XCTestFailures"' "$on.xml")/$(grep -c 'classname="MixedTests.XCTestFailures"' "$off.xml")" "$plain/$plain"
    done
done
# Swift Testing runs its own tests beside examples, so the example that ended last says nothing
# of where a failure from a detached task came from: the late_failure case names none. Where the
# failure lands is up to the scheduler: a run in which an example was running (and kept it) is
# run again, up to three times.
detached="SwiftTestingFailures.swift:28: expected to equal &lt;6&gt;, got &lt;3&gt;"
for attempt in 1 2 3; do
    report="$work/mixed-swift-testing-detached.xml"; rm -f "$report"
    mixed mixed-swift-testing-detached SPECKIT_XUNIT_OUTPUT="$report" -- "${swift_testing_route[@]}"
    grep -qF "$detached (recorded on a background thread while this example ran" "$report" || break
done
check "[swift testing] swift-testing route: a failure from a test's detached task is a late_failure case naming no example" \
    contains "$report" "$detached (recorded on a background thread or in a detached task while no example ran, so SpecKit cannot tell which test started that work: wait for it inside that test)"
check "[swift testing] a run of plain XCTest methods alone leaves an empty report of its own, with or without isolation" \
    equals "$(cat "$work"/mixed-*-filter-*.xml | grep -c '<testcase ')/$(ls "$work"/mixed-*-filter-*.xml | wc -l)" 0/4
check "[swift testing] the saved status holds the examples alone" lacks_everywhere "$work" --include='mixed-*.status' XCTestFailures
# The consumer part's run made that log: this part alone has none to read.
if wants consumer; then
    check "[swift testing] an XCTest-only consumer still passes its (empty) Swift Testing run" \
        contains "$work/all.log" "✔ Test run with 0 tests"
fi
# ---- end of the Swift Testing block ----------------------------------------------------------

fi

if wants routes; then
# ---- both routes: the same spec files under XCTest and under Swift Testing --------------------
echo "== the routes fixture: the same specs under XCTest and under Swift Testing"
rm -rf "$work/Routes" && cp -R "$here/Routes" "$work/Routes" && share_build "$work/Routes"
routes() {  # routes LOG COMMAND…: runs a command in the routes fixture, keeps its output and exit code
    local log="$1"; shift
    (cd "$work/Routes" && env "$@") >"$work/$log" 2>&1
    echo $?
}
process_cases="beforeSuite afterSuite late_failure"
xstatus=$(routes routes-xctest.log SPECKIT_XUNIT_OUTPUT="$work/routes-xctest.xml" swift test)
sstatus=$(routes routes-swift-testing.log SPECKIT_XUNIT_OUTPUT="$work/routes-swift-testing.xml" \
    swift test --scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING --no-parallel)
log="$work/routes-swift-testing.log"
check "[routes] failing examples fail the run on the XCTest route" equals "$xstatus" 1
check "[routes] and on the Swift Testing route" equals "$sstatus" 1
check "[routes] XCTest runs none of a target on the Swift Testing route" contains "$log" "Executed 0 tests"
check "[routes] the XCTest route's report lists every case" equals "$(grep -c '<testcase ' "$work/routes-xctest.xml")" 55
check "[routes] so does the Swift Testing route's" equals "$(grep -c '<testcase ' "$work/routes-swift-testing.xml")" 55
# XCTest's waiter words an awaited fulfillment's timeout as a synchronous wait's: only the latter
# holds the main actor, and only it gets the hint to await instead.
for route in xctest swift-testing; do
    check "[routes] $route: an awaited expectation never fulfilled fails its example, at the await" \
        contains "$work/routes-$route.log" "Asynchronous wait failed - Exceeded timeout of 0.1 seconds, with unfulfilled expectations: never fulfilled"
    check "[routes] $route: (with no hint to await it)" lacks "$work/routes-$route.log" "this synchronous wait held the main actor"
done
# shellcheck disable=SC2086
check "[routes] both routes agree on every case: name, outcome, failures at file:line" \
    python3 "$here/Routes/compare.py" "$work/routes-xctest.xml" "$work/routes-swift-testing.xml" $process_cases
# A skip a spec's setUpWithError() throws keeps its reason in the summary, on each route; a class
# that defines no examples is a skipped case there too, counted apart from the examples as XCTest
# counts it among its skipped tests.
for route_log in routes-xctest.log routes-swift-testing.log; do
    check "[routes] ${route_log%.log}: a class without examples is listed as skipped, with what to do" \
        python3 -c "import sys; sys.exit(0 if '  EmptySpec.no_examples\n    EmptySpec defines no examples: override spec() and add some with it(' in open(sys.argv[1]).read() else 1)" "$work/$route_log"
    check "[routes] ${route_log%.log}: (counted apart in the totals)" grep -qE '^SpecKit: .*, 1 skipped case outside examples in ' "$work/$route_log"
    check "[routes] ${route_log%.log}: a skip in a spec's setUpWithError() is listed with its reason" \
        python3 -c "import sys; sys.exit(0 if '  ThrowingSetUpSpec.skips_in_its_set_up\n    no server in set-up\n' in open(sys.argv[1]).read() else 1)" "$work/$route_log"
done
# A spec class's own class setUp() and tearDown() that fail: no example fails on either route;
# each failure is a late_failure case, the tear-down's in the class that runs next (EmptySpec).
hooks_line=$(grep -n 'class setUp broke' "$here/Routes/Tests/RouteSpecs/ClassHookSpec.swift" | cut -d: -f1)
for route in xctest swift-testing; do
    flags=(); [ "$route" = swift-testing ] && flags=(--scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING --no-parallel)
    status=$(routes "class-hooks-$route.log" E2E_CLASS_HOOKS=fail SPECKIT_XUNIT_OUTPUT="$work/class-hooks-$route.xml" \
        swift test "${flags[@]}" --filter 'ClassHookSpec|EmptySpec')
    check "[routes] $route: a failing class setUp() and tearDown() fail the run" equals "$status" 1
    # The other two failing cases are the fixture's failing beforeSuite and afterSuite.
    check "[routes] $route: and no example (two failing cases outside examples more)" \
        contains "$work/class-hooks-$route.log" "SpecKit: 2 examples, 0 failures, 0 skipped, 0 pending, 4 failing cases outside examples"
    check "[routes] $route: the set-up's failure says where it was recorded" contains "$work/class-hooks-$route.log" \
        "ClassHookSpec.swift:$hooks_line: class setUp broke on purpose (recorded while no test ran, in a class's setUp() or tearDown()"
done
check "[routes] both routes report a failing class setUp() and tearDown() in the same cases" \
    python3 "$here/Routes/compare.py" "$work/class-hooks-xctest.xml" "$work/class-hooks-swift-testing.xml"
check "[routes] (the tear-down's in the class that runs next)" \
    grep -q '<testcase classname="RouteSpecs.EmptySpec" name="late_failure"' "$work/class-hooks-swift-testing.xml"
# The last class: its tear-down's failure is a case of its own at the end of the run, late_failure_2.
for route in xctest swift-testing; do
    flags=(); [ "$route" = swift-testing ] && flags=(--scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING --no-parallel)
    routes "class-hooks-last-$route.log" E2E_CLASS_HOOKS=fail SPECKIT_XUNIT_OUTPUT="$work/class-hooks-last-$route.xml" \
        swift test "${flags[@]}" --filter ClassHookSpec >/dev/null
done
check "[routes] the last class: both routes report its set-up's and its tear-down's failures in two cases" \
    python3 "$here/Routes/compare.py" "$work/class-hooks-last-xctest.xml" "$work/class-hooks-last-swift-testing.xml"
# Swift Testing's own macros in the suite hooks fail them on both routes (under Swift Testing a
# beforeSuite's issue went nowhere, while Swift Testing planned, and an afterSuite's failed the
# run while SpecKit's summary and report said it passed), and one recorded on another thread
# fails the example running, or the afterSuite hook that waits for it: once in the report, and in
# Swift Testing's console once as its own issue of no test, which no retry can make good.
for route in xctest swift-testing; do
    flags=(); [ "$route" = swift-testing ] && flags=(--scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING --no-parallel)
    routes "suite-macros-$route.log" E2E_SUITE_MACROS=fail SPECKIT_XUNIT_OUTPUT="$work/suite-macros-$route.xml" \
        swift test "${flags[@]}" --filter HooksSpec >/dev/null
    for expected in "beforeSuite's Issue.record broke on purpose" "Expectation failed: Bool(false) - afterSuite's #expect broke on purpose" \
        "thread's Issue.record broke on purpose" "afterSuite's queue's Issue.record broke on purpose"; do
        check "[routes] $route: the report has '$expected'" contains "$work/suite-macros-$route.xml" "$expected"
        check "[routes] $route: (and the summary)" grep -qF "HooksSpec.swift:$(grep -nF "${expected##* - }" "$here/Routes/Tests/RouteSpecs/HooksSpec.swift" | cut -d: -f1 | head -1): $expected" "$work/suite-macros-$route.log"
    done
    check "[routes] $route: counted as failures" contains "$work/suite-macros-$route.log" "SpecKit: 6 examples, 3 failures, 0 skipped, 0 pending, 2 failing cases outside examples"
    check "[routes] $route: a failed #require in the beforeSuite is one failure, not a thrown error besides" \
        equals "$(grep -c "beforeSuite's #require broke on purpose" "$work/suite-macros-$route.xml")/$(grep -c 'beforeSuite threw error' "$work/suite-macros-$route.xml")" 1/0
done
# shellcheck disable=SC2086
check "[routes] both routes report Swift Testing's macros in suite hooks and threads in the same cases" \
    python3 "$here/Routes/compare.py" "$work/suite-macros-xctest.xml" "$work/suite-macros-swift-testing.xml" $process_cases
check "[routes] Swift Testing reports each thread's issue once as its own (one copy per suite before)" \
    equals "$(grep -c 'Test «unknown» recorded an issue' "$work/suite-macros-swift-testing.log")" 2
routes suite-macros-retry.log E2E_SUITE_MACROS=fail SPECKIT_RETRY=1 \
    swift test --scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING --no-parallel --filter HooksSpec >/dev/null
check "[routes] SPECKIT_RETRY runs the example whose thread's issue Swift Testing counted no second time" \
    lacks "$work/suite-macros-retry.log" "records_an_issue_on_another_thread failed on attempt 1"
check "[routes] (it fails, as the run does)" contains "$work/suite-macros-retry.log" "SpecKit: 6 examples, 3 failures,"
# SPECKIT_FAIL_FAST counts a late_failure case: with the fixture's failing beforeSuite, the
# class hook's makes 2, and the examples after it do not run (the XCTest route makes it as
# ClassHookSpec starts, the Swift Testing route as its test ends).
for route in xctest swift-testing; do
    flags=(); [ "$route" = swift-testing ] && flags=(--scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING --no-parallel)
    routes "class-hooks-fail-fast-$route.log" E2E_CLASS_HOOKS=fail SPECKIT_FAIL_FAST=2 swift test "${flags[@]}" --filter 'ClassHookSpec|StateSpec' >/dev/null
    check "[routes] $route: SPECKIT_FAIL_FAST stops after a class hook's late_failure" \
        contains "$work/class-hooks-fail-fast-$route.log" "the run stopped after 2 failures (SPECKIT_FAIL_FAST)"
done
check "[routes] (late_failure and late_failure_2)" equals "$(grep -c 'classname="RouteSpecs.ClassHookSpec" name="late_failure' "$work/class-hooks-last-swift-testing.xml")" 2
# Swift Testing's macros in an example fail it on the XCTest route too, at their line, once.
macro_line=$(grep -n 'it("fails an expect")' "$here/Routes/Tests/RouteSpecs/OutcomesSpec.swift" | cut -d: -f1)
check "[routes] a failing #expect fails its example under XCTest, with Swift Testing's text and the comment" \
    contains "$work/routes-xctest.log" "OutcomesSpec.swift:$macro_line: error: OutcomesSpec.outcomes__with_Swift_Testing_s_macros__fails_an_expect : Expectation failed: (1 + 1 → 2) == 3 - on purpose"
check "[routes] a failing #require fails its example under XCTest once, with Swift Testing's text" \
    contains "$work/routes-xctest.log" "OutcomesSpec.swift:$((macro_line + 1)): error: OutcomesSpec.outcomes__with_Swift_Testing_s_macros__fails_a_require : Expectation failed: nil as Int? → nil"
check "[routes] (its error is not a failure of its own on either route)" lacks_everywhere "$work" --include='routes-*.log' "ExpectationFailedError"
# Both routes word a Swift Testing issue alike in the summary and the report (compared above), and
# one recorded on another thread fails the example running, at its line: written in that
# example, it is its own, with no note.
for route in xctest swift-testing; do
    check "[routes] $route: an Issue.record on another thread fails the example running, with its comment" \
        grep -qE "OutcomesSpec.swift:$((macro_line + 6)): recorded on another thread on purpose\$" "$work/routes-$route.log"
done
check "[routes] a passing #expect passes under XCTest" \
    contains "$work/routes-xctest.log" "Test Case 'OutcomesSpec.outcomes__with_Swift_Testing_s_macros__passes_an_expect' passed"
before_suite_line=$(grep -n 'fail("beforeSuite broke on purpose")' "$here/Routes/Tests/RouteSpecs/HooksSpec.swift" | cut -d: -f1)
after_suite_line=$(grep -n 'configuration.afterSuite {' "$here/Routes/Tests/RouteSpecs/HooksSpec.swift" | cut -d: -f1)
for expected in \
    '✘ Test "OutcomesSpec" recorded an issue with 1 argument example → outcomes fails at OutcomesSpec.swift:13:' \
    '✘ Test "OutcomesSpec" recorded an issue with 1 argument example → outcomes fails an XCTAssertEqual at OutcomesSpec.swift:22:' \
    '━ Test "OutcomesSpec" recorded a known issue with 1 argument example → outcomes is still to write at OutcomesSpec.swift:21:' \
    '━ Test "OutcomesSpec" recorded a known issue with 1 argument example → outcomes skips with XCTSkip at OutcomesSpec.swift:19:' \
    '━ Test "FocusSpec" recorded a known issue with 1 argument example → is skipped because another example is focused' \
    "recorded an issue with 1 argument example → beforeSuite at HooksSpec.swift:$before_suite_line:" \
    '✘ Test "TimingSpec" recorded an issue with 1 argument example → time limits times out at StateSpec.swift:39:' \
    "↳ late on purpose (recorded on a background thread while this example ran, from code written in or just after the example \"leaves work behind that fails\" (StateSpec.swift:$(grep -n 'it("leaves work behind that fails")' "$here/Routes/Tests/RouteSpecs/StateSpec.swift" | cut -d: -f1)), which left that work running when it ended: wait for it inside that example)" \
    "↳ afterSuite broke on purpose (in the afterSuite at HooksSpec.swift:$after_suite_line)" \
    "↳ afterSuite's queue broke on purpose (recorded on another thread while the afterSuite at HooksSpec.swift:$after_suite_line ran: if that hook did not start the work, it comes from work a test left behind; wait for that work inside the test)" \
    '✘ Test run with 12 tests in 24 suites failed'; do
    check "[routes] Swift Testing prints: ${expected:0:90}…" contains "$log" "$expected"
done
check "[routes] a passing example passes on Swift Testing" \
    contains "$log" '◇ Test case passing 1 argument example → outcomes passes to "OutcomesSpec" started.'
# Classes run in parallel by default: the same outcomes (the late failure may land in another
# class's example then, so that row is left out).
pstatus=$(routes routes-parallel.log SPECKIT_XUNIT_OUTPUT="$work/routes-parallel.xml" \
    swift test --scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING)
check "[routes] the parallel Swift Testing run fails as well" equals "$pstatus" 1
# shellcheck disable=SC2086
check "[routes] and agrees with XCTest on every case" \
    python3 "$here/Routes/compare.py" "$work/routes-xctest.xml" "$work/routes-parallel.xml" \
    --ignore late_failures__runs_while_the_late_failure_arrives $process_cases
# The failing beforeSuite belongs to no one class: both routes report it in the class the XCTest
# route runs first, on every run (Swift Testing plans its tests in an order that changes with
# each process).
before_suite_class() {  # before_suite_class REPORT: the classes of its beforeSuite cases
    grep -o '<testcase classname="[^"]*" name="beforeSuite"' "$1" | cut -d'"' -f2 | tr '\n' ' '
}
before_suite_test() {  # before_suite_test LOG: the test Swift Testing's console names for the beforeSuite case
    grep -oE 'Test "[A-Za-z]+" recorded an issue with 1 argument example → beforeSuite at' "$1" | cut -d'"' -f2 | sort -u | tr '\n' ' '
}
first_classes=$(before_suite_class "$work/routes-xctest.xml")
first_class="${first_classes% }"
check "[routes] the XCTest route reports the failing beforeSuite in one class ($first_class)" equals "$(echo "$first_classes" | wc -w)" 1
suite_classes="$(before_suite_class "$work/routes-swift-testing.xml")$(before_suite_class "$work/routes-parallel.xml")"
suite_tests="$(before_suite_test "$log")$(before_suite_test "$work/routes-parallel.log")"
for again in 1 2 3 4; do
    routes "routes-again-$again.log" SPECKIT_XUNIT_OUTPUT="$work/routes-again-$again.xml" \
        swift test --skip-build --scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING >/dev/null
    suite_classes+="$(before_suite_class "$work/routes-again-$again.xml")"
    suite_tests+="$(before_suite_test "$work/routes-again-$again.log")"
done
check "[routes] 6 Swift Testing runs report it in that class too, each once: $suite_classes" \
    equals "$suite_classes" "$(for _ in 1 2 3 4 5 6; do printf '%s ' "$first_class"; done)"
check "[routes] (and Swift Testing's console names that class's test: $suite_tests)" \
    equals "$suite_tests" "$(for _ in 1 2 3 4 5 6; do printf '%s ' "${first_class##*.}"; done)"
# In a seeded random order, the class XCTest runs first follows the seed, on both routes.
for seed in 3 8; do
    routes "routes-seed-$seed-xctest.log" SPECKIT_ORDER="random:$seed" SPECKIT_XUNIT_OUTPUT="$work/routes-seed-$seed-xctest.xml" \
        swift test --skip-build >/dev/null
    seeded=$(before_suite_class "$work/routes-seed-$seed-xctest.xml")
    seeded_runs=""
    for again in 1 2; do
        routes "routes-seed-$seed-$again.log" SPECKIT_ORDER="random:$seed" SPECKIT_XUNIT_OUTPUT="$work/routes-seed-$seed-$again.xml" \
            swift test --skip-build --scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING >/dev/null
        seeded_runs+="$(before_suite_class "$work/routes-seed-$seed-$again.xml")"
    done
    check "[routes] SPECKIT_ORDER=random:$seed: the beforeSuite is in XCTest's first class (${seeded% }) on 2 Swift Testing runs too" \
        equals "$seeded_runs" "$seeded$seeded"
done
# Swift Testing's --skip leaves that class out: the case is not lost, and still fails the run.
skip_pattern="$first_class"
kstatus=$(routes routes-skip-first.log SPECKIT_XUNIT_OUTPUT="$work/routes-skip-first.xml" \
    swift test --skip-build --scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING --skip "${skip_pattern}[./]")
check "[routes] --skip of that class ($skip_pattern) still fails the run" equals "$kstatus" 1
check "[routes] (that class did not run: the report has none of its cases)" \
    equals "$(grep -c "<testcase classname=\"$skip_pattern\"" "$work/routes-skip-first.xml")" 0
check "[routes] the report has the beforeSuite case once" equals "$(before_suite_class "$work/routes-skip-first.xml" | wc -w)" 1
check "[routes] in a class of the hook's target: $(before_suite_class "$work/routes-skip-first.xml")" \
    grep -q '<testcase classname="RouteSpecs\.[A-Za-z]*" name="beforeSuite"' "$work/routes-skip-first.xml"
check "[routes] with its failure" contains "$work/routes-skip-first.xml" "beforeSuite broke on purpose"
check "[routes] Swift Testing's console has the failure" contains "$work/routes-skip-first.log" "beforeSuite broke on purpose"
check "[routes] and the summary lists the case" grep -qE '^  [0-9]+\) [A-Za-z]+\.beforeSuite$' "$work/routes-skip-first.log"

# swift test --filter with an example's name: no test matches it on either route; SpecKit says why
# in the route's words, with the command that runs the example.
# The command keeps the run's build options: pasted, it runs the same build, on the same route.
example_hint="To run examples, select their class with --filter and the examples with SPECKIT_FILTER: SPECKIT_FILTER='^OutcomesSpec\\.outcomes__passes\$' swift test --scratch-path $E2E_SHARED/.build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING --filter OutcomesSpec"
for disable in "" --disable-xctest; do
    # shellcheck disable=SC2086
    fstatus=$(routes "routes-filter-swift-testing$disable.log" swift test --skip-build --scratch-path .build-swift-testing \
        -Xswiftc -DSPECKIT_SWIFT_TESTING $disable --filter OutcomesSpec.outcomes__passes)
    check "[routes] swift test ${disable:+$disable }--filter naming an example runs nothing on Swift Testing, and fails" equals "$fstatus" 1
    check "[routes] and says an example is a case of its class's Swift Testing test, with the command that runs it" \
        contains "$work/routes-filter-swift-testing$disable.log" \
        "SpecKit: swift test --filter 'OutcomesSpec.outcomes__passes' matches no Swift Testing test; an example is a case of its class's test, which --filter cannot select. $example_hint"
done
fstatus=$(routes routes-filter-xctest.log swift test --skip-build --filter OutcomesSpec.outcomes__passes)
check "[routes] on the XCTest route, the same filter runs the example" \
    contains "$work/routes-filter-xctest.log" "Test Case 'OutcomesSpec.outcomes__passes' passed"
check "[routes] (that example alone)" contains "$work/routes-filter-xctest.log" "SpecKit: 1 example, 0 failures, 0 skipped, 0 pending"
fstatus=$(routes routes-filter-command.log SPECKIT_FILTER='^OutcomesSpec\.outcomes__passes$' swift test --skip-build \
    --scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING --filter OutcomesSpec)
# The fixture's suite hooks fail on purpose: the run fails, the example passes.
check "[routes] the command the line gives runs the example on Swift Testing" contains "$work/routes-filter-command.log" \
    '◇ Test case passing 1 argument example → outcomes passes to "OutcomesSpec" started.'
check "[routes] (that example alone)" contains "$work/routes-filter-command.log" "SpecKit: 1 example, 0 failures, 0 skipped, 0 pending"

# Under SPECKIT_FILTER, the failing afterSuite is a case of the last class that ran an example on
# both routes, not of a later class the filter left without cases.
routes routes-after-filter-xctest.log SPECKIT_FILTER='^OutcomesSpec\.' swift test --skip-build >/dev/null
routes routes-after-filter-swift-testing.log SPECKIT_FILTER='^OutcomesSpec\.' swift test --skip-build \
    --scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING --no-parallel >/dev/null
# One that selects nothing: the XCTest route still counts the afterSuite as a case, of the last class.
routes routes-after-filter-none.log SPECKIT_FILTER='^nothing_is_named_so$' swift test --skip-build >/dev/null
check "[routes] xctest: when SPECKIT_FILTER selects no example, the failing afterSuite is still a case the summary lists" \
    grep -qE '^  [0-9]+\) [A-Za-z]+\.afterSuite$' "$work/routes-after-filter-none.log"
for route in xctest swift-testing; do
    check "[routes] $route: under SPECKIT_FILTER the failing afterSuite is a case of the last class that ran an example" \
        grep -qE '^  [0-9]+\) OutcomesSpec\.afterSuite$' "$work/routes-after-filter-$route.log"
done

# A failure from code written in an earlier example reaches the example running: no retry of that
# one forgives it (SPECKIT_RETRY), on either route.
for route in xctest swift-testing; do
    flags=(--skip-build)
    [ "$route" = swift-testing ] && flags=(--skip-build --scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING --no-parallel)
    rstatus=$(routes "routes-late-retry-$route.log" SPECKIT_RETRY=1 SPECKIT_FILTER='^TimingSpec\.late_failures__' \
        swift test "${flags[@]}" --filter TimingSpec)
    check "[routes] $route: a failure from another example's code fails the example it reaches, which a retry would pass" \
        equals "$rstatus" 1
    check "[routes] $route: (one failure, no flaky example; the fixture's suite hooks fail on purpose)" \
        grep -qE '^SpecKit: 2 examples, 1 failure, 0 skipped, 0 pending, [0-9]+ failing cases outside examples in ' "$work/routes-late-retry-$route.log"
done

# Failures that arrive after their example ended, classes in parallel: SpecKit's summary and
# report name the class and example that Swift Testing's console names.
rm -rf "$work/LateIssues" && cp -R "$here/LateIssues" "$work/LateIssues" && share_build "$work/LateIssues"
lstatus=$( (cd "$work/LateIssues" && SPECKIT_XUNIT_OUTPUT="$work/late.xml" swift test) >"$work/late.log" 2>&1; echo $?)
check "[late] failures that arrive late fail the run" equals "$lstatus" 1
late_class=$(grep -oE '✘ Test "[A-Za-z]+" recorded an issue with 1 argument  at LateSpecs.swift:14' "$work/late.log" | head -1 | cut -d'"' -f2)
check "[late] Swift Testing's console names the class whose test ended first: $late_class" equals "$late_class" QueueSpec
check "[late] so does the report's late_failure case" \
    contains "$work/late.xml" "<testcase classname=\"LateSpecs.$late_class\" name=\"late_failure\""
check "[late] and the summary" grep -qE "^  [0-9]+\) $late_class\.late_failure$" "$work/late.log"
check "[late] an issue from a task an example left behind fails that example in the report" \
    python3 -c "import re,sys; t=open(sys.argv[1]).read(); sys.exit(0 if re.search(r'name=\"leaves_a_task_behind\"[^>]*>\\s*<failure', t) else 1)" "$work/late.xml"
check "[late] and in the summary" contains "$work/late.log" "TaskSpec.leaves_a_task_behind"
check "[late] the summary counts both failures" contains "$work/late.log" "SpecKit: 6 examples, 1 failure, 0 skipped, 0 pending, 1 failing case outside examples"
# A failure as the process exits, after the closing summary: the console says the summary does not count it.
lstatus=$( (cd "$work/LateIssues" && E2E_LATE_AT_EXIT=on SPECKIT_XUNIT_OUTPUT="$work/late-exit.xml" swift test --skip-build \
    --filter ExitSpec) >"$work/late-exit.log" 2>&1; echo $?)
check "[late] a check that fails as the process exits fails the run (status $lstatus)" equals "$lstatus" 1
check "[late] (the summary before it counts no failure)" contains "$work/late-exit.log" "SpecKit: 1 example, 0 failures, 0 skipped, 0 pending in "
check "[late] (the console says so after it)" contains "$work/late-exit.log" \
    "SpecKit: 1 failing case outside examples (late_failure, above) came after the closing summary, which does not count it; the run fails"
check "[late] (the report holds it)" contains "$work/late-exit.xml" "name=\"late_failure\""
# The class's tearDown() failed too: its late_failure comes first, and the console names the one at exit as the report does.
lstatus=$( (cd "$work/LateIssues" && E2E_LATE_AT_EXIT=on E2E_LATE_TEARDOWN=on SPECKIT_XUNIT_OUTPUT="$work/late-exit-2.xml" \
    swift test --skip-build --filter ExitSpec) >"$work/late-exit-2.log" 2>&1; echo $?)
check "[late] with a failing tearDown() too, the run fails (status $lstatus)" equals "$lstatus" 1
check "[late] (the report names the two cases apart)" equals \
    "$(grep -oE 'classname="LateSpecs.ExitSpec" name="late_failure[_0-9]*"' "$work/late-exit-2.xml" | tr '\n' ' ')" \
    'classname="LateSpecs.ExitSpec" name="late_failure" classname="LateSpecs.ExitSpec" name="late_failure_2" '
check "[late] (the console names the one at exit as the report does)" contains "$work/late-exit-2.log" \
    "SpecKit: 1 failing case outside examples (late_failure_2, above) came after the closing summary, which does not count it; the run fails"

# ---- Darwin, simulated: SpecDSL without its swift-corelibs-xctest adapter -----------------------
echo "== SpecDSL as on Darwin: the XCTest adapter compiled out, specs on Swift Testing"
# The examples that ask for their XCTest case (currentSpec(), its set-up) are left out: on Linux no XCTest case
# can be made without swift-corelibs-xctest's own initializer; Darwin's is NSObject's.
dstatus=$(routes routes-darwin.log SPECKIT_SIMULATE_DARWIN=1 SPECKIT_XUNIT_OUTPUT="$work/routes-darwin.xml" \
    swift test --scratch-path .build-darwin -Xswiftc -DSPECKIT_SWIFT_TESTING --no-parallel --skip 'HostSpec|SetUpSpec')
check "[darwin] the fixture builds and fails its failing examples" equals "$dstatus" 1
unwrap_case() { grep 'name="outcomes__unwraps_nil_with_XCTUnwrap"' "$work/routes-darwin.xml" | grep -q '<failure'; }
check "[darwin] a failing XCTUnwrap still fails its example (its error, with nothing to record it)" unwrap_case
# Without swift-corelibs-xctest's adapter nothing catches XCTest's own assertions here; on Darwin,
# XCTest reports them to Swift Testing itself (its interoperability mode). Those rows are left out.
# shellcheck disable=SC2086
check "[darwin] every other case agrees with the XCTest route" \
    python3 "$here/Routes/compare.py" "$work/routes-xctest.xml" "$work/routes-darwin.xml" \
    --ignore outcomes__fails_an_XCTAssertEqual --ignore outcomes__fails_an_XCTFail \
    --ignore outcomes__unwraps_nil_with_XCTUnwrap --ignore-class HostSpec --ignore-class AsyncHostSpec --ignore-class SetUpSpec --ignore-class ThrowingSetUpSpec \
    $process_cases
fi

if wants isolation; then
# ---- where examples run: main-actor specs in Swift 6 mode, on both routes ---------------------
# Every closure kind of the fixture checks that it runs on the main actor (a check that fails
# stops the process, which crash isolation reports as a crash of that example). Before specs ran
# on the main actor, the fixture did not build (Swift 6 mode); on Swift Testing, main-queue work
# ran beside the example and two classes sharing a global hook saw each other's.
echo "== the isolation fixture: specs of main-actor code, on both routes"
rm -rf "$work/Isolation" && cp -R "$here/Isolation" "$work/Isolation" && share_build "$work/Isolation"
isolation() {  # isolation LOG COMMAND…: runs a command in the isolation fixture, keeps its output and exit code
    local log="$1"; shift
    (cd "$work/Isolation" && env "$@") >"$work/$log" 2>&1
    echo $?
}
# 31 examples: 29 in IsolationSpecs (one fails on purpose), 1 in QuickStyleSpecs, 1 in
# DefaultIsolationSpecs (main-actor default isolation).
one_failure="expected to equal <99>, got <0>"
xstatus=$(isolation isolation-xctest.log SPECKIT_XUNIT_OUTPUT="$work/isolation-xctest.xml" swift test)
log="$work/isolation-xctest.log"
check "[isolation] the XCTest route fails only the failing example" equals "$xstatus" 1
check "[isolation] it fails at its line" \
    contains "$log" "CounterViewModelSpec.swift:107: error: CounterViewModelSpec.a_counter_view_model__fails_at_its_own_line : failed - $one_failure"
check "[isolation] every example ran, on the main actor where it was written" \
    contains "$log" "SpecKit: 31 examples, 1 failure, 0 skipped, 0 pending"
check "[isolation] no closure ran off the main actor (nothing crashed)" lacks "$log" "crashed"
check "[isolation] afterSuite ran on the main actor" contains "$log" "E2E: afterSuite ran on the main actor"
check "[isolation] the XCTest route's report lists every example" equals "$(grep -c '<testcase ' "$work/isolation-xctest.xml")" 31
# Swift Testing, as users run it (in parallel): three runs, then a shuffled one with the spec tree.
for round in 1 2 3; do
    sstatus=$(isolation "isolation-st-$round.log" SPECKIT_XUNIT_OUTPUT="$work/isolation-st-$round.xml" \
        swift test --scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING)
    log="$work/isolation-st-$round.log"
    check "[isolation] Swift Testing run $round fails only the failing example" \
        contains "$log" "SpecKit: 31 examples, 1 failure, 0 skipped, 0 pending"
    check "[isolation] Swift Testing run $round exits 1" equals "$sstatus" 1
    check "[isolation] Swift Testing run $round: nothing crashed" lacks "$log" "crashed"
    check "[isolation] Swift Testing run $round agrees with XCTest on every case" \
        python3 "$here/Routes/compare.py" "$work/isolation-xctest.xml" "$work/isolation-st-$round.xml"
done
check "[isolation] Swift Testing fails the example at its line" contains "$work/isolation-st-1.log" \
    "✘ Test \"CounterViewModelSpec\" recorded an issue with 1 argument example → a counter view model fails at its own line at CounterViewModelSpec.swift:107:"
sstatus=$(isolation isolation-st-random.log SPECKIT_ORDER=random SPECKIT_FORMAT=documentation \
    swift test --scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING)
log="$work/isolation-st-random.log"
check "[isolation] a shuffled Swift Testing run with the spec tree: the same result" \
    contains "$log" "SpecKit: 31 examples, 1 failure, 0 skipped, 0 pending"
check "[isolation] and the spec tree lists the classes' examples" contains "$log" "keeps the hook to itself, 3"
# Classes wait for their turn outside their cases: with Swift Testing running two cases at most,
# waiting classes must not take both places (the run hung when they waited in their first case).
sstatus=$(isolation isolation-st-capped.log SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=2 \
    timeout 300 swift test --scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING)
check "[isolation] with Swift Testing capped at two cases at once, the run ends: the same result" \
    contains "$work/isolation-st-capped.log" "SpecKit: 31 examples, 1 failure, 0 skipped, 0 pending"
fi

if wants exits; then
# ---- exit(_:) inside an example ---------------------------------------------------------------
# The crash supervisor reports the example as failed and runs the ones after it in a new process;
# with SPECKIT_CRASH_ISOLATION=off, the process fails at that example and the run ends there.
echo "== an example that calls exit(0), on both routes"
rm -rf "$work/Exits" && cp -R "$here/Exits" "$work/Exits" && share_build "$work/Exits"
exits() {  # exits LOG COMMAND…: runs a command in the exits fixture, keeps its output, prints its exit code
    local log="$1"; shift
    (cd "$work/Exits" && env "$@") >"$work/$log" 2>&1
    echo $?
}
exited="called exit(_:), which ends the test process"
estatus=$(exits exits-xctest.log swift test)
check "[exits] exit(0) inside an example fails the XCTest run" equals "$estatus" 1
check "[exits] and says which example, at its line" contains "$work/exits-xctest.log" \
    "ExitSpec.swift:9: error: ExitSpec.a_process__exits_with_status_0 : failed - $exited"
check "[exits] the example fails once" equals "$(grep -c "Test Case 'ExitSpec.a_process__exits_with_status_0' failed" "$work/exits-xctest.log")" 1
check "[exits] the example before it passed" contains "$work/exits-xctest.log" "Test Case 'ExitSpec.a_process__runs_an_example_before' passed"
check "[exits] the example after it runs in a new process and passes" \
    contains "$work/exits-xctest.log" "Test Case 'ExitSpec.a_process__runs_an_example_after' passed"
check "[exits] the supervisor says so" contains "$work/exits-xctest.log" \
    "SpecKit: the test process called exit(_:) while ExitSpecs.ExitSpec.a_process__exits_with_status_0 ran; the tests that had not run go on in a new process"
estatus=$(exits exits-xctest-off.log SPECKIT_CRASH_ISOLATION=off swift test --skip-build)
check "[exits] without crash isolation, exit(0) still fails the XCTest run" equals "$estatus" 1
check "[exits] and says which example, at its line" contains "$work/exits-xctest-off.log" \
    "ExitSpec.swift:9: error: ExitSpec.a_process__exits_with_status_0 : the process exited while this example ran"
check "[exits] and runs nothing after it" lacks "$work/exits-xctest-off.log" "ExitSpec.a_process__runs_an_example_after"
estatus=$(exits exits-swift-testing.log swift test --scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING)
check "[exits] exit(0) inside an example fails the Swift Testing run" equals "$estatus" 1
check "[exits] and says which example there too, at its line" contains "$work/exits-swift-testing.log" \
    '✘ Test "ExitSpec" recorded an issue with 1 argument example → a process exits with status 0 at ExitSpec.swift:9:'
check "[exits] (with the message)" contains "$work/exits-swift-testing.log" "↳ $exited"
check "[exits] the example after it runs there too" \
    contains "$work/exits-swift-testing.log" '◇ Test case passing 1 argument example → a process runs an example after to "ExitSpec" started.'
check "[exits] and only the exit fails" contains "$work/exits-swift-testing.log" "SpecKit: 3 examples, 1 failure, 0 skipped, 0 pending in "
estatus=$(exits exits-swift-testing-off.log SPECKIT_CRASH_ISOLATION=off \
    swift test --skip-build --scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING)
check "[exits] without crash isolation, exit(0) still fails the Swift Testing run" equals "$estatus" 1
check "[exits] and says which example there too" contains "$work/exits-swift-testing-off.log" \
    "ExitSpec.swift:9: error: ExitSpec.a_process__exits_with_status_0 : the process exited while this example ran"
fi

if wants targets; then
# ---- targets: two spec targets' failing beforeSuite cases, each reported once across crashes ----
echo "== two spec test targets, a failing beforeSuite in each, a crash in each, on both routes"
rm -rf "$work/Targets" && cp -R "$here/Targets" "$work/Targets" && share_build "$work/Targets"
for route in xctest swift-testing; do
    flags=(); [ "$route" = swift-testing ] && flags=(--scratch-path .build-swift-testing -Xswiftc -DSPECKIT_SWIFT_TESTING)
    log="$work/targets-$route.log" report="$work/targets-$route.xml"
    rm -f "$report"
    tstatus=$( (cd "$work/Targets" && env E2E_CRASH=1 SPECKIT_XUNIT_OUTPUT="$report" swift test "${flags[@]}") >"$log" 2>&1; echo $?)
    check "[targets] $route: the run fails" equals "$tstatus" 1
    # Both cases are named beforeSuite: the second target's must not pass for the first's after a crash.
    for module in Alpha Beta; do
        check "[targets] $route: ${module}Specs' beforeSuite case is in the report once" \
            equals "$(grep -c "classname=\"${module}Specs.${module}Spec\" name=\"beforeSuite\"" "$report")" 1
        check "[targets] $route: (and in the summary once)" \
            equals "$(grep -cE "^ +[0-9]+\) ${module}Spec\.beforeSuite$" "$log")" 1
        check "[targets] $route: ${module}Spec's crash fails its example once" \
            equals "$(grep -cE "^ +[0-9]+\) ${module}Spec\.crashes_when_asked$" "$log")" 1
    done
    check "[targets] $route: the report holds the eight cases" equals "$(grep -c '<testcase ' "$report")" 8
    # Fail-fast stops at the first failure: with the class that takes AlphaSpecs' beforeSuite case
    # skipped, that case is still the first failure, before any example of the run.
    log="$work/targets-$route-fail-fast.log" report="$work/targets-$route-fail-fast.xml"
    rm -f "$report"
    tstatus=$( (cd "$work/Targets" && env SPECKIT_FAIL_FAST=1 SPECKIT_XUNIT_OUTPUT="$report" \
        swift test "${flags[@]}" --skip 'AlphaSpecs\.AlphaSpec/') >"$log" 2>&1; echo $?)
    check "[targets] $route fail-fast, first class skipped: the run fails" equals "$tstatus" 1
    check "[targets] $route fail-fast, first class skipped: the beforeSuite case is in the next class, once" \
        equals "$(grep -cE "^ +[0-9]+\) AlphaTailSpec\.beforeSuite$" "$log")/$(grep -c 'name="beforeSuite"' "$report")" 1/2
    check "[targets] $route fail-fast, first class skipped: no example runs after it" \
        equals "$(grep -c 'E2E targets: an example of AlphaTailSpec ran' "$log")" 0
    check "[targets] $route fail-fast, first class skipped: the four examples are reported as skipped" \
        contains "$log" "Not run: 4 examples, reported as skipped: the run stopped after 1 failure (SPECKIT_FAIL_FAST)"
done
# ---- end of targets ----------------------------------------------------------------------------
fi

if wants crashes; then
# ---- crashes: each kind of crash fails only what crashed, on both routes and with --parallel ------
. "$here/Crashes/checks.sh"
crash_checks
# ---- end of crashes --------------------------------------------------------------------------
fi

if wants edges; then
# ---- edges: signals, hangs outside examples, stopped runs, reports, settings, on both routes ---
. "$here/Edges/checks.sh"
edge_checks
# ---- end of edges ----------------------------------------------------------------------------
fi

if wants scale; then
# ---- scale: sharding, a seeded random order and the run report, on both routes ----------------
. "$here/Scale/checks.sh"
scale_checks
# ---- end of scale ----------------------------------------------------------------------------
fi

# SpecKit's modules compile once for each route in this run (share_build): no build of any part
# may warn about SpecKit's own code.
check "no build of this run warns in SpecKit's sources" \
    test -z "$(grep -hE "^$work/SpecKit/(Sources|Plugins)/[^:]+:[0-9]+:[0-9]+: warning:" "$work"/*.log 2>/dev/null | sort -u)"
# SwiftPM's own crashes, each run again by bin/swift: the toolchain's, said so it is not lost.
if [ -s "$E2E_SHARED/swiftpm-crashes.txt" ]; then
    echo "note: SwiftPM crashed $(wc -l <"$E2E_SHARED/swiftpm-crashes.txt") time(s) in this run and ran again each time:"
    sed 's/^/  /' "$E2E_SHARED/swiftpm-crashes.txt"
fi
echo "end-to-end: $((checks - failures)) passed, $failures failed, in ${SECONDS} s"
if [ "$failures" -gt 0 ]; then
    echo "logs are in $work"
    exit 1
fi
