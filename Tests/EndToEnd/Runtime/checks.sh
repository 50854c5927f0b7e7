# Runtime checks (issues 9 and 13): sourced by Tests/EndToEnd/run.sh, which defines `check`,
# `contains`, `lacks`, `equals` and `$work`. Builds the Runtime fixture once, then runs each of
# its targets on its own with `--filter`, reading output, counts and exit codes.

runtime_checks() {
    local fixture="$work/Runtime" out
    rm -rf "$fixture/Tests" "$fixture/Package.swift" && mkdir -p "$fixture"
    cp -R "$here/Runtime/." "$fixture/" && rm -f "$fixture/checks.sh" && share_build "$fixture"
    rt() {  # rt LOG COMMAND…: runs a command in the runtime fixture, keeps its output, prints its exit code
        local log="$1"; shift
        (cd "$fixture" && env "$@") >"$work/runtime-$log.log" 2>&1
        echo $?
    }
    count() { grep -cF -- "$2" "$1"; }

    echo "== the runtime fixture: failures outside examples, hooks, timeouts, late failures"
    (cd "$fixture" && swift build --build-tests) >"$work/runtime-build.log" 2>&1
    check "the runtime fixture builds" equals "$?" 0

    status=$(rt outside swift test --filter OutsideSpecs); out="$work/runtime-outside.log"
    check "an assertion outside any example fails the run" equals "$status" 1
    check "an expect in a describe fails at its line, in a case named after the group" \
        contains "$out" "OutsideSpec.swift:10: error: OutsideSpec.Outside__failure_outside_example : failed - expected to equal <2>, got <1> (recorded while spec() built the tree, outside of any example: move it into an it or a hook)"
    check "XCTFail at the top of spec() fails at its line" \
        contains "$out" "OutsideSpec.swift:8: error: OutsideSpec.failure_outside_example : failed - spec() itself is broken (recorded while spec() built the tree"
    check "fail() in a nested context fails in a case named after both groups" \
        contains "$out" "OutsideSpec.swift:13: error: OutsideSpec.Outside__nested__failure_outside_example : failed - a fail() in a context"
    check "the examples around them still run" contains "$out" "Test Case 'OutsideSpec.Outside__still_runs_its_examples' passed"
    check "the outside failures are counted" contains "$out" "Executed 8 tests, with 4 failures"
    check "an example described as testAllExamplesOf… runs once" \
        equals "$(count "$out" "Test Case 'CollidingNamesSpec.testAllExamplesOf_this_class' passed")" 1
    check "and nothing of its class is reported as a late failure" lacks "$out" "late_failure"
    check "an example keeps its name when a failure outside examples would have it" \
        contains "$out" "Test Case 'CollidingNamesSpec.clash__failure_outside_example' passed"
    check "the failure outside examples gets the next free name" \
        contains "$out" "Test Case 'CollidingNamesSpec.clash__failure_outside_example_2' failed"

    status=$(rt around swift test --filter AroundSpecs); out="$work/runtime-around.log"
    check "an aroundEach that runs its example twice fails" \
        contains "$out" "AroundSpec.swift:10: error: AroundSpec.Twice__runs_its_body_once : failed - aroundEach called the closure it was given more than once; the example ran only the first time: call runExample() exactly once"
    check "and the body ran once" equals "$(count "$out" "E2E: body run")" 1
    check "aroundEach interleaves with beforeEach in declaration order (Quick's order)" \
        contains "$out" "Test Case 'AroundSpec.Order__interleaves_aroundEach_with_beforeEach_in_declaration_order' passed"

    status=$(rt around-retry env SPECKIT_RETRY=1 swift test --filter AroundSpecs); out="$work/runtime-around-retry.log"
    check "a misuse of the DSL fails its example once under SPECKIT_RETRY (status $status)" equals "$status" 1
    check "(no attempt runs again: none can pass)" lacks "$out" "AroundSpec.Twice__runs_its_body_once failed on attempt 1 of 2"
    check "(and its failure is there)" contains "$out" \
        "error: AroundSpec.Twice__runs_its_body_once : failed - aroundEach called the closure it was given more than once"

    status=$(rt late swift test --filter 'LateSpecs.LateSpec/'); out="$work/runtime-late.log"
    check "a late failure from a background queue fails the run" equals "$status" 1
    check "and names the example whose code it came from" \
        contains "$out" "error: LateSpec.Late__is_innocent : failed - expected to equal <on time>, got <late> (recorded on a background thread while this example ran, from code written in or just after the example \"leaves background work behind\" (LateSpec.swift:10), which left that work running when it ended: wait for it inside that example)"

    status=$(rt late-retry env SPECKIT_RETRY=1 swift test --filter 'LateSpecs.LateSpec/'); out="$work/runtime-late-retry.log"
    check "a failure from code written in an earlier example fails the example it reaches, though a retry of that one passes (SPECKIT_RETRY)" \
        equals "$status" 1
    check "(once, not as a flaky example's)" equals "$(grep -c '^SpecKit: flaky: ' "$out")" 0

    status=$(rt late-task-retry env SPECKIT_RETRY=1 swift test --filter 'LateSpecs.LateTaskSpec/'); out="$work/runtime-late-task-retry.log"
    check "a failure from an earlier example's task fails the example it reaches, though a retry of that one passes (SPECKIT_RETRY)" \
        equals "$status" 1
    check "and says which example recorded it" \
        contains "$out" "error: LateTaskSpec.LateTask__is_innocent : failed - expected to equal <on time>, got <late> (recorded by LateTaskSpec.LateTask__leaves_a_task_behind after that example ended"

    status=$(rt late-gap swift test --filter 'LateSpecs.Late(Gap|SlowSetUp)Spec/'); out="$work/runtime-late-gap.log"
    check "a failure that arrives while no test case runs fails the run" equals "$status" 1
    check "in a late_failure case of the next class, at its line, naming the example it came after" \
        contains "$out" "LateGapSpec.swift:12: error: LateSlowSetUpSpec.late_failure : failed - expected to equal <on time>, got <late> (recorded on a background thread after LateGapSpec.Gap__leaves_work_behind ended, while no test ran: it most likely comes from work that test left behind; wait for that work inside the test)"
    check "and XCTest counts it" contains "$out" "Executed 3 tests, with 1 failure "

    status=$(rt late-exit E2E_LATE_AT_EXIT=on SPECKIT_XUNIT_OUTPUT="$work/runtime-late-exit.xml" \
        swift test --filter 'LateSpecs.LateExitSpec/'); out="$work/runtime-late-exit.log"
    check "a check that fails as the process exits, after the last total, fails the run (status $status)" equals "$status" 1
    check "and the console says so after the summary" contains "$out" \
        "SpecKit: 1 failing case outside examples (late_failure, above) came after the closing summary, which does not count it; the run fails"
    check "at its line" contains "$out" \
        "LateExitSpec.swift:11: error: late_failure: expected to equal <before the summary>, got <at exit> (recorded after the test run ended"
    check "and the report holds it, in the last class" contains "$work/runtime-late-exit.xml" \
        'classname="LateSpecs.LateExitSpec" name="late_failure"'

    status=$(rt late-stream E2E_LATE_STREAM=1 swift test --filter 'LateSpecs.LateStreamSpec/'); out="$work/runtime-late-stream.log"
    check "failures from a thread as cases start and end never stop the run (XCTest: a failure on a stopped run)" \
        lacks "$out" "Invalid attempt to record a failure"
    check "and every example runs once" equals "$(grep -c "^Test Case 'LateStreamSpec\.Stream__.*' started" "$out")" 101
    check "and the run fails" equals "$status" 1

    status=$(rt class-setup swift test --filter ClassSetUpSpecs); out="$work/runtime-class-setup.log"
    check "a check failing in the first spec class's own setUp() fails the run" equals "$status" 1
    check "in a late_failure case of that class (named apart from its example late_failure), at its line, saying where it ran" \
        contains "$out" "ClassSetUpSpec.swift:10: error: ClassSetUpSpec.late_failure_2 : failed - expected to equal <fails>, got <class setUp> (recorded while no test ran, in a class's setUp() or tearDown() or other code between tests: move the check into a test or a hook)"
    check "and one failing in its tearDown() too, at the end of the run, in a case of its own name" \
        contains "$out" "ClassSetUpSpec.swift:14: error: ClassSetUpSpec.late_failure_3 : failed - expected to equal <fails too>, got <class tearDown>"
    check "each late_failure case is reported once" \
        equals "$(count "$out" "Test Case 'ClassSetUpSpec.late_failure' started") $(count "$out" "Test Case 'ClassSetUpSpec.late_failure_2' started") $(count "$out" "Test Case 'ClassSetUpSpec.late_failure_3' started")" "1 1 1"

    status=$(rt suite swift test --filter SuiteHookSpecs); out="$work/runtime-suite.log"
    check "failing suite hooks fail the run" equals "$status" 1
    check "a throwing beforeSuite is a case named beforeSuite at the hook's line" \
        contains "$out" "SuiteHookSpec.swift:9: error: SuiteHookSpec.beforeSuite : failed - beforeSuite threw error \"MigrationFailed()\""
    check "a failing afterSuite is a case named afterSuite that says which hook" \
        contains "$out" "SuiteHookSpec.swift:10: error: SuiteHookSpec.afterSuite : failed - expected to equal <clean>, got <left over> (in the afterSuite at SuiteHookSpec.swift:10)"
    check "a filtered run's total counts both suite hooks" \
        contains "$out" "SpecKit: with the afterSuite cases, 'Selected tests' executed 3 tests, with 2 failures"

    status=$(rt timeout swift test --filter TimeoutSpecs); out="$work/runtime-timeout.log"
    check "exampleTimeout(_:) limits the async examples of its group" \
        contains "$out" "error: TimeoutSpec.Slow__takes_too_long : failed - the example did not finish within 0.5 seconds"
    check "and only those" contains "$out" "Test Case 'TimeoutSpec.Quick__finishes_in_time' passed"
    check "a timed-out example is cancelled: its afterEach runs before the next example, which sees nothing of it" \
        contains "$out" "Test Case 'TimeoutCleanupSpec.Next__starts_after_the_abandoned_example_cleaned_up_and_sees_nothing_of_it' passed"
    check "the cancellation it caused is not reported as a thrown CancellationError" lacks "$out" "CancellationError"
    check "an example that ignores the cancellation gets a second failure saying so" \
        contains "$out" "TimeoutCleanupSpec.swift:39: error: TimeoutCleanupSpec.Stubborn__blocks_its_thread_past_its_limit : failed - the example was cancelled when its time ran out and still ran a second later: it does not check for cancellation (Task.isCancelled, Task.checkCancellation()), so what it does from now on may fail later examples"
    check "the timeout specs count every example (TimeoutSpecs and EnvTimeoutSpecs)" contains "$out" "Executed 6 tests, with 4 failures"
    status=$(rt env-timeout SPECKIT_EXAMPLE_TIMEOUT=1 swift test --filter EnvTimeoutSpecs); out="$work/runtime-env-timeout.log"
    check "SPECKIT_EXAMPLE_TIMEOUT sets the limit in seconds" \
        contains "$out" "error: EnvTimeoutSpec.waits_two_seconds : failed - the example did not finish within 1 second"
    status=$(rt bad-timeout SPECKIT_EXAMPLE_TIMEOUT=soon swift test --filter EnvTimeoutSpecs); out="$work/runtime-bad-timeout.log"
    check "an invalid SPECKIT_EXAMPLE_TIMEOUT fails and says why" \
        contains "$out" "EnvTimeoutSpec.invalid_example_timeout : failed - SPECKIT_EXAMPLE_TIMEOUT='soon' is not a number of seconds greater than 0"

    status=$(rt naming swift test --filter NamingSpecs); out="$work/runtime-naming.log"
    check "an example without name characters is named after its line" \
        contains "$out" "Test Case 'NamingSpec.Symbols__example_at_line_8' passed"
    check "and the next one after its own" contains "$out" "Test Case 'NamingSpec.Symbols__example_at_line_9' passed"
    check "a group without name characters is named after its line" \
        contains "$out" "Test Case 'NamingSpec.group_at_line_11__works' passed"

    status=$(rt bad-filter SPECKIT_FILTER='(unclosed' swift test --filter NamingSpecs); out="$work/runtime-bad-filter.log"
    check "an invalid SPECKIT_FILTER says what is wrong with the pattern" \
        contains "$out" "SPECKIT_FILTER='(unclosed' is not a valid regular expression (the ( at position 1 is never closed"
    status=$(rt empty-filter SPECKIT_FILTER='matches_no_example' swift test --filter 'NamingSpecs|QuickStyleSpecs'); out="$work/runtime-empty-filter.log"
    check "a filter that selects nothing says so once" \
        equals "$(count "$out" "SPECKIT_FILTER='matches_no_example' selected no example of the spec classes this test process ran")" 1

    status=$(rt tables swift test --filter TableSpecs); out="$work/runtime-tables.log"
    check "a wrong large integer in a table output fails" equals "$status" 1
    check "only the wrong one" contains "$out" "Test Case 'BigIntegerTableSpec.big_integers__passes_on_the_right_one' passed"
    check "the wrong one is the failing case" contains "$out" "Test Case 'BigIntegerTableSpec.big_integers__fails_on_a_wrong_large_integer' failed"

    status=$(rt quick swift test --filter QuickStyleSpecs); out="$work/runtime-quick.log"
    check "@TestState gives each example a fresh value" \
        contains "$out" "Test Case 'QuickStyleSpec.Cart__starts_empty_in_every_example' passed"
    check "StopTest fails the example with its message at its line" \
        contains "$out" "QuickStyleSpec.swift:20: error: QuickStyleSpec.Cart__stops_with_a_failure : failed - the cart has no items"
    check "StopTest.silently stops without a failure" contains "$out" "Test Case 'QuickStyleSpec.Cart__stops_silently' passed"
    check "StopTest stops an async example" \
        contains "$out" "QuickStyleSpec.swift:28: error: QuickStyleSpec.Cart__stops_an_async_example : failed - stopped after awaiting"
    check "the instance form of spec() runs its examples" contains "$out" "Executed 5 tests, with 2 failures"
    check "what a class's examples capture lives until the process ends, as under Quick (its plan goes)" \
        lacks "$out" "E2E: what ReleaseSpec's examples capture released"
    check "a wait on self, the instance that built the examples, fails the running example at the wait's line" \
        contains "$out" "SelfWaitSpec.swift:13: error: SelfWaitSpec.self__fails_the_example_when_its_expectation_times_out : Asynchronous wait failed - Exceeded timeout of 0.1 seconds, with unfulfilled expectations: never fulfilled"
    check "a wait's timeout is the example's own failure, not one recorded late on a background thread" \
        lacks "$out" "never fulfilled either (recorded on a background thread"
    check "recordFailure on self fails the running example" \
        contains "$out" "SelfWaitSpec.swift:25: error: SelfWaitSpec.self__records_its_failures_in_the_running_example : recorded on self"
    check "a fulfilled wait on self passes" contains "$out" "Test Case 'SelfWaitSpec.self__passes_when_its_expectation_is_fulfilled' passed"
    check "a failing XCTUnwrap fails its example once, at its line" \
        equals "$(grep -c "SelfWaitSpec.self__fails_once_when_XCTUnwrap_finds_nil : " "$out")" 1
    check "the QuickStyle specs count every example" contains "$out" "Executed 12 tests, with 6 failures"

    # Examples defined = run + reported skipped, each once, everywhere: 142 examples (2 skipped)
    # plus 9 failing cases (4 outside examples, beforeSuite, 3 late_failure, afterSuite) in the whole fixture.
    status=$(rt all SPECKIT_XUNIT_OUTPUT="$work/runtime.xml" swift test); out="$work/runtime-all.log"
    local lines
    lines=$(grep -cE "^Test Case '.*' (passed|failed|skipped) \(" "$out")
    check "every case is reported once on the console" equals "$lines" 151
    check "XCTest counts every case once" \
        equals "$(grep -A1 "Test Suite 'All tests' failed" "$out" | grep -c 'Executed 151 tests, with 2 tests skipped')" 1
    # By name: two starts of one case print different times.
    local twice
    twice=$(grep -E "^Test Case '.*' started" "$out" | sed -E 's/ started at .*//' | sort | uniq -d | tr '\n' ' ')
    check "no case is reported twice (${twice:-none})" equals "$twice" ""
    check "SPECKIT_XUNIT_OUTPUT lists every case once" equals "$(grep -c '<testcase ' "$work/runtime.xml")" 151
    check "SPECKIT_XUNIT_OUTPUT marks the skipped ones" equals "$(grep -c '<skipped message="' "$work/runtime.xml")" 2
    check "SPECKIT_XUNIT_OUTPUT lists the afterSuite case" contains "$work/runtime.xml" 'name="afterSuite"'
    check "a full run reports the afterSuite case in the last spec class, before XCTest's last total" \
        equals "$(grep -E "^Test Case '[A-Za-z]+Spec\.afterSuite' failed|^Test Suite 'All tests' (failed|passed)" "$out" | sed -n '1s/.*afterSuite.*/yes/p')" yes
    status=$(rt parallel swift test --parallel --xunit-output "$work/runtime-swiftpm.xml")
    check "SwiftPM's --xunit-output lists each spec class once" \
        equals "$(grep -o 'name="testAllExamplesOf[A-Za-z]*"' "$work/runtime-swiftpm.xml" | sort -u | wc -l) $(grep -c 'name="testAllExamplesOf' "$work/runtime-swiftpm.xml")" "19 19"
    check "SwiftPM's --xunit-output fails the classes with failures, suite hooks included" \
        equals "$(grep -c '<failure' "$work/runtime-swiftpm.xml")" 12
}
