# The "edges" part of Tests/EndToEnd/run.sh (SPECKIT_E2E_ONLY=edges): what happens at the edges of
# a run, on both routes. A signal outside the usual crashes costs one example; a wait that never
# ends outside the examples is stopped at the time limit and fails what waited; a run stopped from
# outside, or whose `swift test` was killed, ends and reports what ended; a relative report path
# survives an example that changes the working directory; test processes that overlap in time
# write one report; a setting no one can read fails the run with one case. Sourced by run.sh,
# which defines `check`, `contains`, `lacks`, `equals`, `$here` and `$work`.

edge_checks() {
    local fixture="$work/Edges" shared="$here/Edges/Shared"
    rm -rf "$fixture/Tests" "$fixture/Shared" "$fixture/Package.swift" && mkdir -p "$fixture"
    cp -R "$here/Edges/." "$fixture/" && rm -f "$fixture/checks.sh" && share_build "$fixture"
    local modules=(EdgeSpecs EdgeSwiftTestingSpecs) module tag status log report

    echo "== the edges fixture: signals, hangs outside examples, stopped runs, reports"
    ed() {  # ed NAME VAR=VALUE… -- ARGS…: swift test --skip-build ARGS in the fixture, within 5 minutes; prints the exit status
        local name="$1"; shift
        local variables=()
        while [ "$1" != "--" ]; do variables+=("$1"); shift; done
        shift
        (cd "$fixture" && timeout 300 env "${variables[@]}" swift test --skip-build "$@") >"$work/edges-$name.log" 2>&1
        echo $?
    }
    ends_with() {  # ends_with LOG TEXT: how many lines of LOG end with TEXT
        awk -v t="$2" 'length($0) >= length(t) && substr($0, length($0) - length(t) + 1) == t { n++ } END { print n + 0 }' "$1"
    }
    line_of() {  # line_of FILE TEXT: the line of Shared/FILE that holds TEXT (the only one)
        local found
        found="$(grep -nF -- "$2" "$shared/$1")"
        [ "$(wc -l <<<"$found")" = 1 ] && cut -d: -f1 <<<"$found"
    }
    xml() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/"/\&quot;/g' <<<"$1"; }
    report_case() {  # report_case REPORT MODULE.CLASS NAME passed|failed [FAILURE TEXT]: the report has the case once, so
        local found
        found="$(grep -F "<testcase classname=\"$2\" name=\"$3\" " "$1")"
        if [ -z "$found" ] || [ "$(wc -l <<<"$found")" != 1 ]; then echo "      $2.$3: $(grep -cF "name=\"$3\" " "$1") times in $1"; return 1; fi
        if [ "$4" = passed ] && grep -q '<failure\|<skipped' <<<"$found"; then echo "      $3 did not pass: $found"; return 1; fi
        if [ "$4" = failed ] && ! grep -qF "<failure message=\"$(xml "$5")" <<<"$found"; then echo "      $3: $found"; return 1; fi
    }
    cases_in() { grep -c '<testcase ' "$1"; }  # cases_in REPORT: how many cases it holds
    at_least() { [ -n "$1" ] && awk -v t="$1" -v m="$2" 'BEGIN { exit !(t + 0 >= m) }'; }  # at_least SECONDS MINIMUM

    (cd "$fixture" && swift build --build-tests) >"$work/edges-build.log" 2>&1
    status=$?
    check "[edges] the fixture builds" equals "$status" 0
    [ "$status" = 0 ] || { tail -30 "$work/edges-build.log"; return; }
    local binary
    binary="$(cd "$fixture" && swift build --show-bin-path)/EdgesPackageTests.xctest"

    # ---- 1. any signal that ends the test process costs one example, on both routes ----------------
    local signal number words example
    for signal in sigpipe:13:SIGPIPE:writes_to_a_pipe_whose_reader_is_gone sigalrm:14:SIGALRM:lets_an_alarm_ring \
                  sigusr1:10:SIGUSR1:gets_a_user_signal raise:12:SIGUSR2:raises_a_signal_on_its_own_thread; do
        IFS=: read -r signal number words example <<<"$signal"
        tag="[edges $signal]"
        report="$work/edges-$signal.xml"; rm -f "$report"
        status=$(ed "$signal" E2E_EDGE="$signal" SPECKIT_XUNIT_OUTPUT="$report" -- --filter SignalSpec); log="$work/edges-$signal.log"
        check "$tag the run fails (status $status)" equals "$status" 1
        for module in "${modules[@]}"; do
            check "$tag $module: the example fails with the signal's name and cause" report_case "$report" "$module.SignalSpec" "$example" \
                failed "$fixture/Tests/$module/SignalSpecs.swift:$(line_of SignalSpecs.swift "it(\"${example//_/ }\")"): crashed: signal $number ($words), "
            check "$tag $module: the example before it passes" report_case "$report" "$module.SignalSpec" passes_before passed
            check "$tag $module: the examples after it run in a new process and pass" report_case "$report" "$module.SignalSpec" passes_after passed
            check "$tag $module: the supervisor says so" equals "$(ends_with "$log" \
                "SpecKit: the test process crashed with signal $number ($words) while $module.SignalSpec.$example ran; the tests that had not run go on in a new process")" 1
        done
        check "$tag the report holds the fourteen examples, each once" equals "$(cases_in "$report")" 14
    done

    # A signal a test sends its whole process group reaches the supervisor too, which lets it pass.
    tag="[edges sigusr1-group]"
    for route in xctest swift-testing; do
        module=EdgeSpecs; local group_arguments=(EdgeSpecs.SignalSpec)
        if [ "$route" = swift-testing ]; then
            module=EdgeSwiftTestingSpecs; group_arguments=(--testing-library swift-testing --filter EdgeSwiftTestingSpecs.SignalSpec)
        fi
        report="$work/edges-group-$route.xml"; rm -f "$report"; log="$work/edges-group-$route.log"
        (cd "$fixture" && timeout 120 setsid env E2E_EDGE=sigusr1-group SPECKIT_XUNIT_OUTPUT="$report" "$binary" "${group_arguments[@]}") >"$log" 2>&1
        status=$?
        check "$tag $route: the run fails and ends (status $status)" equals "$status" 1
        check "$tag $route: the example fails with the signal" report_case "$report" "$module.SignalSpec" signals_its_process_group failed \
            "$fixture/Tests/$module/SignalSpecs.swift:$(line_of SignalSpecs.swift 'it("signals its process group")'): crashed: signal 10 (SIGUSR1), "
        check "$tag $route: the report holds the seven examples" equals "$(cases_in "$report")" 7
    done

    # ---- 2. a wait that never ends outside the examples is stopped at the time limit ----------------
    local stopped_words="did not finish within 1 second, so SpecKit stopped the test process (the stacks of its threads are printed where it stopped): find what it waits for, or allow it longer with SPECKIT_EXAMPLE_TIMEOUT"
    local hook started ended
    for hook in beforeSuite afterSuite; do
        tag="[edges hang-$hook]"
        report="$work/edges-hang-$hook.xml"; rm -f "$report"
        started=$(date +%s)
        status=$(ed "hang-$hook" E2E_EDGE="hang-$hook" SPECKIT_EXAMPLE_TIMEOUT=1 SPECKIT_PROFILE=2 SPECKIT_XUNIT_OUTPUT="$report" -- \
            --filter SuiteHookHangSpec)
        ended=$(date +%s); log="$work/edges-hang-$hook.log"
        local place="the $hook at HangSpecs.swift:$(line_of HangSpecs.swift "$hook {")"
        check "$tag the run ends, failed (status $status, $(( ended - started )) s)" equals "$status/$(( ended - started < 120 ))" 1/1
        check "$tag the supervisor says what it stops, once per route" equals "$(ends_with "$log" \
            "SpecKit: $place did not finish within 1 second, so SpecKit stops the test process; the stacks of its threads follow")" 2
        # A hook's case is in the first class that runs after it; an afterSuite that no later test process
        # reports is in a class of its own, named after it.
        check "$tag one failing case per route says what hung and what to do" \
            equals "$(grep -cF "$(xml "$place $stopped_words")" "$report")/$(grep -c "<failure " "$report")" 2/2
        for module in "${modules[@]}"; do
            check "$tag $module: the example runs and passes" report_case "$report" "$module.SuiteHookHangSpec" runs_between_the_suite_hooks passed
        done
        # Whoever prints the summary (after the afterSuite, the supervisor, from the journal: the process
        # stopped there printed none) says where the pending example is and lists the profile.
        check "$tag the summary says where the pending example is, on each route" equals "$(grep -cE \
            "^    disabled with xit \(Tests/(EdgeSpecs|EdgeSwiftTestingSpecs)/HangSpecs\.swift:$(line_of HangSpecs.swift 'xit("is still to write")')\)\$" "$log")" 2
        check "$tag (and the profile lists the example, at its line)" equals "$(grep -cE "^  [0-9.]+ s  SuiteHookHangSpec\.runs_between_the_suite_hooks  \
Tests/(EdgeSpecs|EdgeSwiftTestingSpecs)/HangSpecs\.swift:$(line_of HangSpecs.swift 'it("runs between the suite hooks")')\$" "$log")" 2
    done

    tag="[edges hang-spec]"
    report="$work/edges-hang-spec.xml"; rm -f "$report"
    status=$(ed hang-spec E2E_EDGE=hang-spec SPECKIT_EXAMPLE_TIMEOUT=1 SPECKIT_XUNIT_OUTPUT="$report" -- --filter 'DefinitionHangSpec|Many01Spec')
    log="$work/edges-hang-spec.log"
    check "$tag the run ends, failed (status $status)" equals "$status" 1
    for module in "${modules[@]}"; do
        check "$tag $module: the supervisor says what it stops" equals "$(ends_with "$log" \
            "SpecKit: spec() of $module.DefinitionHangSpec did not finish within 1 second, so SpecKit stops the test process; the stacks of its threads follow")" 1
        check "$tag $module: the class's one case says so" report_case "$report" "$module.DefinitionHangSpec" spec_crashed failed \
            "$fixture/Tests/$module/HangSpecs.swift:$(line_of HangSpecs.swift "final class DefinitionHangSpec"): spec() of $module.DefinitionHangSpec $stopped_words"
        check "$tag $module: the other classes run" report_case "$report" "$module.Many01Spec" passes_one passed
    done

    tag="[edges hang-class-setUp]"
    report="$work/edges-hang-class.xml"; rm -f "$report"
    status=$(ed hang-class E2E_EDGE=hang-class-setUp SPECKIT_EXAMPLE_TIMEOUT=1 SPECKIT_XUNIT_OUTPUT="$report" -- --filter 'ClassSetUpHangSpec|Many01Spec')
    log="$work/edges-hang-class.log"
    check "$tag the run ends, failed (status $status)" equals "$status" 1
    check "$tag XCTest route: the supervisor says what it stops" equals "$(ends_with "$log" \
        "SpecKit: the class setUp() or tearDown() of EdgeSpecs.ClassSetUpHangSpec did not finish within 1 second, so SpecKit stops the test process; the stacks of its threads follow")" 1
    check "$tag XCTest route: the class fails with one case" report_case "$report" EdgeSpecs.ClassSetUpHangSpec crashed_outside_examples failed \
        "the class setUp() or tearDown() did not finish within 1 second"
    check "$tag Swift Testing route: the supervisor says what it stops" equals "$(ends_with "$log" \
        "SpecKit: the class setUp() of EdgeSwiftTestingSpecs.ClassSetUpHangSpec did not finish within 1 second, so SpecKit stops the test process; the stacks of its threads follow")" 1
    check "$tag Swift Testing route: its example fails saying so" report_case "$report" EdgeSwiftTestingSpecs.ClassSetUpHangSpec \
        runs_after_its_class_setUp failed "$fixture/Tests/EdgeSwiftTestingSpecs/HangSpecs.swift:$(line_of HangSpecs.swift 'it("runs after its class setUp")'): the class setUp() of EdgeSwiftTestingSpecs.ClassSetUpHangSpec $stopped_words"
    for module in "${modules[@]}"; do
        check "$tag $module: the other classes run" report_case "$report" "$module.Many01Spec" passes_one passed
    done

    # A class's own setUp() or tearDown() that crashes costs that class once; every other class runs.
    local crashed_ill="crashed: signal 4 (SIGILL)" edge_name place
    for edge_name in crash-class-setUp crash-class-tearDown; do
        tag="[edges $edge_name]"
        report="$work/edges-$edge_name.xml"; rm -f "$report"
        status=$(ed "$edge_name" E2E_EDGE="$edge_name" SPECKIT_XUNIT_OUTPUT="$report" -- --filter 'ClassSetUpCrashSpec|Many01Spec')
        check "$tag the run ends, failed (status $status)" equals "$status" 1
        check "$tag XCTest route: the class fails with one case" report_case "$report" EdgeSpecs.ClassSetUpCrashSpec \
            crashed_outside_examples failed "$crashed_ill"
        check "$tag no case is in the report twice" equals "$(grep -o '<testcase classname="[^"]*" name="[^"]*"' "$report" | sort | uniq -d)" ""
        for module in "${modules[@]}"; do
            check "$tag $module: the other classes run" report_case "$report" "$module.Many01Spec" passes_one passed
        done
    done
    tag="[edges crash-class-setUp]"; report="$work/edges-crash-class-setUp.xml"
    check "$tag Swift Testing route: the summary counts the class's two examples, failed, as the report does" \
        contains "$work/edges-crash-class-setUp.log" "SpecKit: 5 examples, 2 failures, 0 skipped, 0 pending in "
    for example in runs_first runs_second; do
        place="$fixture/Tests/EdgeSwiftTestingSpecs/ClassCrashSpecs.swift:$(line_of ClassCrashSpecs.swift "it(\"${example//_/ }\")")"
        check "$tag Swift Testing route: $example fails once, saying so" report_case "$report" EdgeSwiftTestingSpecs.ClassSetUpCrashSpec \
            "$example" failed "$place: the class setUp() of EdgeSwiftTestingSpecs.ClassSetUpCrashSpec $crashed_ill"
    done
    tag="[edges crash-class-tearDown]"; report="$work/edges-crash-class-tearDown.xml"
    check "$tag Swift Testing route: the class fails with one case" report_case "$report" EdgeSwiftTestingSpecs.ClassSetUpCrashSpec \
        crashed_outside_examples failed "the class tearDown() of EdgeSwiftTestingSpecs.ClassSetUpCrashSpec $crashed_ill"
    for example in runs_first runs_second; do
        check "$tag Swift Testing route: $example passes, once" report_case "$report" EdgeSwiftTestingSpecs.ClassSetUpCrashSpec "$example" passed
    done

    tag="[edges restart-state]"
    report="$work/edges-restart-state.xml"; rm -f "$report"
    status=$(ed restart-state E2E_EDGE=restart-state SPECKIT_FORMAT=documentation SPECKIT_XUNIT_OUTPUT="$report" -- \
        --filter RestartStateSpec); log="$work/edges-restart-state.log"
    check "$tag the run fails (status $status)" equals "$status" 1
    for module in "${modules[@]}"; do
        place="$fixture/Tests/$module/ClassCrashSpecs.swift:$(line_of ClassCrashSpecs.swift "expect(steps) == [1, 2, 3]")"
        check "$tag $module: the example after the crash fails saying it ran in a new process" report_case "$report" \
            "$module.RestartStateSpec" steps__has_taken_every_step failed "$place: expected to equal <[1, 2, 3]>, got <[3]> (this example ran in a new test process after a crash, without the state that the examples of RestartStateSpec before it built"
        check "$tag $module: the example before it passed, once" report_case "$report" "$module.RestartStateSpec" steps__takes_step_one passed
    done
    check "$tag XCTest says so at the failure" contains "$log" "got <[3]> (this example ran in a new test process after a crash"
    check "$tag the documentation format prints the group once per route, the example of the crashed process under it" \
        equals "$(grep -c '^  steps$' "$log")/$(grep -A1 '^  steps$' "$log" | grep -c '^    takes step one$')" 2/2

    # The state lost in the restart makes a later example crash: its crash says it ran after the restart.
    tag="[edges restart-crash]"
    report="$work/edges-restart-crash.xml"; rm -f "$report"
    status=$(ed restart-crash E2E_EDGE=restart-crash SPECKIT_XUNIT_OUTPUT="$report" -- --filter RestartStateSpec)
    check "$tag the run fails (status $status)" equals "$status" 1
    for module in "${modules[@]}"; do
        place="$fixture/Tests/$module/ClassCrashSpecs.swift:$(line_of ClassCrashSpecs.swift 'it("reads step two")')"
        check "$tag $module: the example that crashed after the restart says it ran in a new process" report_case "$report" \
            "$module.RestartStateSpec" steps__reads_step_two failed "$place: $crashed_ill, a Swift runtime trap: fatalError, a failed precondition, a force unwrap of nil, an index out of range or an overflow (this example ran in a new test process after a crash, without the state that the examples of RestartStateSpec before it built"
        place="$fixture/Tests/$module/ClassCrashSpecs.swift:$(line_of ClassCrashSpecs.swift 'it("crashes on step two")')"
        check "$tag $module: the first crash, in the run's first process, says nothing of a restart" report_case "$report" \
            "$module.RestartStateSpec" steps__crashes_on_step_two failed "$place: $crashed_ill, a Swift runtime trap: fatalError, a failed precondition, a force unwrap of nil, an index out of range or an overflow"
        check "$tag $module: (and only that)" equals \
            "$(grep -F "<testcase classname=\"$module.RestartStateSpec\" name=\"steps__crashes_on_step_two\"" "$report" | grep -c 'new test process')" 0
    done

    tag="[edges setup-throws]"
    report="$work/edges-setup-throws.xml"; rm -f "$report"
    status=$(ed setup-throws E2E_EDGE=setup-throws SPECKIT_XUNIT_OUTPUT="$report" -- --filter SetUpThrowsSpec); log="$work/edges-setup-throws.log"
    check "$tag the run fails (status $status)" equals "$status" 1
    check "$tag each route counts the three examples, the skipped one and the failing one" \
        equals "$(grep -c '^SpecKit: 3 examples, 1 failure, 1 skipped, 0 pending in ' "$log")" 2
    for module in "${modules[@]}"; do
        place="$fixture/Tests/$module/ClassCrashSpecs.swift:$(line_of ClassCrashSpecs.swift 'it("fails in its setUp")')"
        check "$tag $module: the error the set-up threw fails the example at its line" report_case "$report" \
            "$module.SetUpThrowsSpec" fails_in_its_setUp failed "$place: "
    done

    tag="[edges one summary]"
    report="$work/edges-beside.xml"; rm -f "$report" "$work/edges-crashed-once" "$work/edges-crashed-once.waiting"
    status=$(ed beside E2E_EDGE=crash-once E2E_MARK="$work/edges-crashed-once" SPECKIT_XUNIT_OUTPUT="$report" -- \
        --disable-xctest --filter 'BesideCrashSpec|BesideWaitSpec'); log="$work/edges-beside.log"
    check "$tag a crash while two classes ran at once fails the run (status $status)" equals "$status" 1
    check "$tag the run has one closing summary, which counts the crash" equals "$(grep -c '^SpecKit: [0-9]* examples\?, ' "$log")/$(grep -c \
        '^SpecKit: 2 examples, 0 failures, 0 skipped, 0 pending, 1 failing case outside examples in ' "$log")" 1/1
    check "$tag its last line says what happened in one sentence" contains "$log" \
        "SpecKit: 1 crash while several tests ran at once in this run, which did not happen again when they ran one at a time; the run fails"
    check "$tag the report has the crash's case" equals "$(grep -c 'name="crashed_while_tests_ran_in_parallel"' "$report")" 1

    tag="[edges late-gap]"
    report="$work/edges-late-gap.xml"; rm -f "$report"
    status=$(ed late-gap E2E_EDGE=late-gap SPECKIT_XUNIT_OUTPUT="$report" -- --filter 'GapLeaveSpec|GapSetUpSpec')
    check "$tag work an example left behind that fails while the next class's setUp() runs fails the run (status $status)" \
        equals "$status" 1
    local late_line; late_line=$(line_of LateGapSpecs.swift 'expect("late") == "on time"')
    local late_place="Tests/EdgeSpecs/LateGapSpecs.swift:$late_line: expected to equal <on time>, got <late>"
    check "$tag XCTest route: a late_failure of that class naming the example it came after, not the hook" \
        report_case "$report" EdgeSpecs.GapSetUpSpec late_failure failed "$fixture/$late_place (recorded on a background thread after GapLeaveSpec.leaves_work_behind ended, while no test ran"
    check "$tag Swift Testing route: one naming no example, not the hook either" \
        report_case "$report" EdgeSwiftTestingSpecs.GapSetUpSpec late_failure failed \
        "$fixture/${late_place/EdgeSpecs/EdgeSwiftTestingSpecs} (recorded on a background thread or in a detached task while no example ran"
    for module in "${modules[@]}"; do
        check "$tag $module: both examples pass" eval 'report_case "$report" "$module.GapLeaveSpec" leaves_work_behind passed &&
            report_case "$report" "$module.GapSetUpSpec" runs_after_the_work_failed passed'
    done

    tag="[edges main-queue late]"
    report="$work/edges-main-late.xml"; rm -f "$report"
    status=$(ed main-late E2E_EDGE=main-late SPECKIT_XUNIT_OUTPUT="$report" -- --filter MainLeaveSpec)
    local main_line task_line round; main_line=$(line_of LateGapSpecs.swift 'expect("late on the main queue")')
    task_line=$(line_of LateGapSpecs.swift 'expect("late in a main-actor task")')
    check "$tag main-queue work a synchronous example left fails the run (status $status)" equals "$status" 1
    # XCTest alone reaches such work as the case ends about one time in two: three runs would show it.
    for round in 1 2 3; do
        [ "$round" = 1 ] || ed "main-late-$round" E2E_EDGE=main-late SPECKIT_XUNIT_OUTPUT="$report" -- --filter MainLeaveSpec >/dev/null
        check "$tag XCTest route, run $round: the example fails for the block and for the task, at their lines" eval \
            'report_case "$report" EdgeSpecs.MainLeaveSpec leaves_main_queue_work_behind failed "$fixture/Tests/EdgeSpecs/LateGapSpecs.swift:$main_line: expected to equal <on time>, got <late on the main queue>" &&
            grep -F "name=\"leaves_main_queue_work_behind\"" "$report" | grep -qF "LateGapSpecs.swift:$task_line: expected to equal &lt;on time&gt;, got &lt;late in a main-actor task&gt;"'
        check "$tag XCTest route, run $round: the example after it passes" report_case "$report" EdgeSpecs.MainLeaveSpec runs_after_it passed
    done
    check "$tag its late_failure names the example the check is written in" \
        report_case "$report" EdgeSwiftTestingSpecs.MainLeaveSpec late_failure failed \
        "$fixture/Tests/EdgeSwiftTestingSpecs/LateGapSpecs.swift:$main_line: expected to equal <on time>, got <late on the main queue> (recorded in main-queue work while no example ran, from code written in or just after the example \"leaves main-queue work behind\" (LateGapSpecs.swift:$(line_of LateGapSpecs.swift 'it("leaves main-queue work behind")')), which left that work queued when it ended: wait for it inside that example)"

    # A block the first example left crashes while the second runs: no retry forgives it, on either route.
    tag="[edges main-queue crash later]"
    report="$work/edges-main-crash-later.xml"; rm -f "$report"
    status=$(ed main-crash-later E2E_EDGE=main-crash-later SPECKIT_RETRY=1 SPECKIT_XUNIT_OUTPUT="$report" -- --filter MainCrashLaterSpec)
    log="$work/edges-main-crash-later.log"
    check "$tag with SPECKIT_RETRY=1 the run fails (status $status)" equals "$status" 1
    check "$tag no example runs again for it, and none is flaky" \
        equals "$(grep -c 'running it again (SPECKIT_RETRY)' "$log")/$(grep -c '^SpecKit: flaky: ' "$log")" 0/0
    check "$tag XCTest route: the example it came in fails, the crash placed in main-queue work" report_case "$report" \
        EdgeSpecs.MainCrashLaterSpec runs_while_it_comes_due failed \
        "$fixture/Tests/EdgeSpecs/LateGapSpecs.swift:$(line_of LateGapSpecs.swift 'it("runs while it comes due")'): crashed: signal 4 (SIGILL), a Swift runtime trap: fatalError, a failed precondition, a force unwrap of nil, an index out of range or an overflow, in main-queue work that ran beside the example's own code"
    check "$tag Swift Testing route: a case fails for it, placed in main-queue work" \
        equals "$(grep '<testcase classname="EdgeSwiftTestingSpecs.MainCrashLaterSpec"' "$report" | grep -c 'in main-queue work')" 1

    # Main-queue work an example left fails after it ended, then a later example crashes before the
    # class's test ends: on Swift Testing the failure waited for the class's late_failure case.
    tag="[edges late then crash]"
    report="$work/edges-late-then-crash.xml"; rm -f "$report"
    status=$(ed late-then-crash E2E_EDGE=late-then-crash SPECKIT_XUNIT_OUTPUT="$report" -- --filter LateThenCrashSpec)
    log="$work/edges-late-then-crash.log"
    local left_line; left_line=$(line_of LateGapSpecs.swift 'expect("left behind") == "on time"')
    check "$tag the run fails (status $status)" equals "$status" 1
    check "$tag XCTest route: the example that left the work fails for it" report_case "$report" \
        EdgeSpecs.LateThenCrashSpec leaves_a_failing_check_on_the_main_queue failed \
        "$fixture/Tests/EdgeSpecs/LateGapSpecs.swift:$left_line: expected to equal <on time>, got <left behind>"
    check "$tag Swift Testing route: the failure is a late_failure of the class, not lost with the crashed process" report_case "$report" \
        EdgeSwiftTestingSpecs.LateThenCrashSpec late_failure failed \
        "$fixture/Tests/EdgeSwiftTestingSpecs/LateGapSpecs.swift:$left_line: expected to equal <on time>, got <left behind> (recorded in main-queue work while no example ran"
    for module in "${modules[@]}"; do
        check "$tag $module: the crash fails its example alone, the other passes" eval \
            'grep -F "<testcase classname=\"$module.LateThenCrashSpec\" name=\"crashes\" " "$report" | grep -qF "crashed: signal 4" &&
            report_case "$report" "$module.LateThenCrashSpec" passes passed'
    done
    check "$tag Swift Testing route: its summary counts the late failure too" \
        grep -qE "^SpecKit: 3 examples, 1 failure, 0 skipped, 0 pending, 1 failing case outside examples in " "$log"

    # A thread one class's example leaves fails while a later class's example runs (a class in
    # between, the running one declared first in the file): no retry of that example forgives it,
    # on either route (a retry that passed made it flaky: a green run).
    tag="[edges cross-class leak]"
    report="$work/edges-cross-leak.xml"; rm -f "$report"
    status=$(ed cross-leak E2E_EDGE=cross-leak SPECKIT_RETRY=1 SPECKIT_XUNIT_OUTPUT="$report" -- --filter CrossLeak)
    log="$work/edges-cross-leak.log"
    check "$tag under SPECKIT_RETRY=1 the run fails (status $status)" equals "$status" 1
    check "$tag no example is flaky" equals "$(grep -c 'flaky' "$report")" 0
    local leak_line; leak_line=$(line_of LateGapSpecs.swift 'expect("left by the first class") == "on time"')
    for module in "${modules[@]}"; do
        check "$tag $module: the running example fails, naming the example the line is in" report_case "$report" \
            "$module.CrossLeak2Spec" waits failed "$fixture/Tests/$module/LateGapSpecs.swift:$leak_line: expected to equal <on time>, got <left by the first class> (recorded on a background thread while this example ran, from code written in or just after the example \"leaves a thread\" (LateGapSpecs.swift:$(line_of LateGapSpecs.swift 'it("leaves a thread")'))"
    done

    # A synchronous example drops a main-actor object whose isolated deinit fails a check: no
    # task-local value reaches the deinit, which runs inline on the example's thread; the failure
    # is that example's own on both routes, with no note that blames an earlier example.
    tag="[edges isolated deinit]"
    report="$work/edges-isolated-deinit.xml"; rm -f "$report"
    status=$(ed isolated-deinit E2E_EDGE=isolated-deinit SPECKIT_XUNIT_OUTPUT="$report" -- --filter DeinitSpec)
    log="$work/edges-isolated-deinit.log"
    check "$tag the run fails (status $status)" equals "$status" 1
    local deinit_line; deinit_line=$(line_of LateGapSpecs.swift 'expect("checked in deinit") == "expected"')
    for module in "${modules[@]}"; do
        check "$tag $module: the example that dropped it fails at the deinit's line" report_case "$report" \
            "$module.DeinitSpec" drops_a_main_actor_object failed \
            "$fixture/Tests/$module/LateGapSpecs.swift:$deinit_line: expected to equal <expected>, got <checked in deinit>"
        check "$tag $module: the example before it passes" report_case "$report" "$module.DeinitSpec" passes_first passed
    done
    check "$tag with no note of another thread" lacks "$log" "recorded on a background thread"

    # A bisect whose --filter selects the spec classes of one route: the other pass's run matches no
    # test, which Swift Testing says with a status of its own (69), no failure to bisect.
    tag="[edges bisect one route]"
    status=$(ed bisect-one-route SPECKIT_BISECT=1 SPECKIT_ORDER=random:3 -- --filter 'EdgeSpecs\.WaitingSpec')
    check "$tag a run that passes passes (status $status)" equals "$status" 0
    check "$tag (the Swift Testing pass says its run matched no test)" contains "$work/edges-bisect-one-route.log" \
        "SpecKit: bisect: the run matched no test on the Swift Testing route: nothing to bisect"

    # A bisect whose --filter selects nothing fails as the run would without it, and says why.
    tag="[edges bisect selects nothing]"
    status=$(ed bisect-nothing SPECKIT_BISECT=1 SPECKIT_ORDER=random:3 -- --filter NoSuchSpecAnywhere)
    check "$tag the run fails (status $status)" equals "$status" 1
    check "$tag saying its --filter selected no test" contains "$work/edges-bisect-nothing.log" \
        "SpecKit: swift test --filter 'NoSuchSpecAnywhere' selected no test in this run, so the run fails"

    # A listed order in a package with spec classes on both routes: each test library's pass names
    # the listed names of its own test targets that no example has, not the other pass's.
    tag="[edges listed order]"
    printf 'EdgeSpecs.WaitingSpec.passes_last\nEdgeSpecs.WaitingSpec.no_such_example\nEdgeSwiftTestingSpecs.WaitingSpec.passes_first\n' \
        >"$work/edges-list.txt"
    status=$(ed listed SPECKIT_ORDER="list:$work/edges-list.txt" -- --filter WaitingSpec)
    log="$work/edges-listed.log"
    check "$tag the run passes (status $status)" equals "$status" 0
    check "$tag one line names the unknown name, of the XCTest route's target, and no other" \
        equals "$(grep -c 'no example of this test process has' "$log")/$(grep -c 'no example of this test process has: EdgeSpecs.WaitingSpec.no_such_example;' "$log")" 1/1

    # swift test --skip naming an example: the XCTest route leaves it out; on the Swift Testing route
    # an example is a case of its class's test, which --skip cannot leave out, and SpecKit says so.
    tag="[edges skip an example]"
    status=$(ed skip-example -- --filter WaitingSpec --skip 'WaitingSpec.passes_first')
    log="$work/edges-skip-example.log"
    check "$tag the run passes (status $status)" equals "$status" 0
    check "$tag XCTest route: the example is left out" lacks "$log" "Test Case 'WaitingSpec.passes_first' started"
    check "$tag Swift Testing route: it runs, and SpecKit says why and what to write instead" contains "$log" \
        "SpecKit: swift test --skip 'WaitingSpec.passes_first' left out no Swift Testing test. Under Swift Testing a spec class is one test and its examples are cases of it, which --skip cannot leave out: leave out the class (--skip 'Module\\.SpecClass/'), or select the examples to run with SPECKIT_FILTER"
    status=$(ed skip-class -- --filter WaitingSpec --skip 'EdgeSwiftTestingSpecs\.WaitingSpec/')
    check "$tag (a --skip that leaves out a Swift Testing test gets no such line)" lacks "$work/edges-skip-class.log" "left out no Swift Testing test"
    # An alternative of a pattern is told of on its own, though another leaves out a class.
    status=$(ed skip-alternative -- --filter WaitingSpec --skip 'Many01Spec|WaitingSpec.passes_first')
    check "$tag (an alternative that names an example is told of, apart from one that leaves out a class)" \
        contains "$work/edges-skip-alternative.log" "SpecKit: swift test --skip 'WaitingSpec.passes_first' left out no Swift Testing test."
    # Nor one that names no spec class, or a run whose --filter chose no Swift Testing test.
    status=$(ed skip-module -- --filter WaitingSpec --skip 'EdgeSpecs\.')
    check "$tag (nor one that names a module)" lacks "$work/edges-skip-module.log" "left out no Swift Testing test"
    status=$(ed skip-xctest-only -- --filter '^EdgeSpecs\.WaitingSpec/' --skip 'WaitingSpec.passes_first')
    check "$tag (nor one in a run that selects no Swift Testing test)" lacks "$work/edges-skip-xctest-only.log" "left out no Swift Testing test"
    check "$tag (which leaves the example out of the XCTest route)" lacks "$work/edges-skip-xctest-only.log" "Test Case 'WaitingSpec.passes_first' started"

    tag="[edges main-queue wait]"
    report="$work/edges-main-wait.xml"; rm -f "$report"
    status=$(ed main-wait E2E_EDGE=main-wait SPECKIT_XUNIT_OUTPUT="$report" -- --filter MainWaitSpec)
    local wait_line leave_line note
    wait_line=$(line_of LateGapSpecs.swift 'expect("left by the first example")')
    leave_line=$(line_of LateGapSpecs.swift 'it("leaves work for the main queue")')
    note="from code written in or just after the example \"leaves work for the main queue\" (LateGapSpecs.swift:$leave_line), which left that work queued when it ended: wait for it inside that example)"
    check "$tag main-queue work a synchronous example left fails the run (status $status)" equals "$status" 1
    check "$tag XCTest route: it fails the example that waits, naming the example its line is in" \
        report_case "$report" EdgeSpecs.MainWaitSpec waits failed \
        "$fixture/Tests/EdgeSpecs/LateGapSpecs.swift:$wait_line: expected to equal <its own>, got <left by the first example> (recorded in main-queue work that ran while this example waited, $note"
    check "$tag XCTest route: the example that left it passed" report_case "$report" EdgeSpecs.MainWaitSpec leaves_work_for_the_main_queue passed
    check "$tag Swift Testing route: a late_failure naming the example its line is in, not the one that ended last" \
        report_case "$report" EdgeSwiftTestingSpecs.MainWaitSpec late_failure failed \
        "$fixture/Tests/EdgeSwiftTestingSpecs/LateGapSpecs.swift:$wait_line: expected to equal <its own>, got <left by the first example> (recorded in main-queue work while no example ran, $note"
    check "$tag Swift Testing route: both examples passed" eval 'report_case "$report" EdgeSwiftTestingSpecs.MainWaitSpec waits passed &&
        report_case "$report" EdgeSwiftTestingSpecs.MainWaitSpec leaves_work_for_the_main_queue passed'

    tag="[edges handler left set]"
    report="$work/edges-handler.xml"; rm -f "$report"
    status=$(ed handler E2E_EDGE=handler SPECKIT_XUNIT_OUTPUT="$report" -- --filter HandlerLeftSpec)
    check "$tag an example that leaves NimbleAssertionHandler set fails the run (status $status)" equals "$status" 1
    for module in "${modules[@]}"; do
        check "$tag $module: the example that left it fails saying so, at its line" report_case "$report" "$module.HandlerLeftSpec" \
            sets_a_recorder_and_forgets_it failed "$fixture/Tests/$module/HandlerSpecs.swift:$(line_of HandlerSpecs.swift 'it("sets a recorder and forgets it")'): the example set NimbleAssertionHandler and left it set"
        check "$tag $module: the next example's failure is not swallowed" report_case "$report" "$module.HandlerLeftSpec" \
            fails_after_it failed "$fixture/Tests/$module/HandlerSpecs.swift:$(( $(line_of HandlerSpecs.swift 'it("fails after it")') + 2 )): expected to equal <2>, got <1>"
    done

    # ---- 3. a run stopped from outside ends and reports what ended ---------------------------------
    local route pid
    for route in xctest swift-testing; do
        tag="[edges stopped $route]"
        report="$work/edges-stopped-$route.xml"; rm -f "$report"
        log="$work/edges-stopped-$route.log"
        module=EdgeSpecs; local arguments=(EdgeSpecs.WaitingSpec)
        if [ "$route" = swift-testing ]; then module=EdgeSwiftTestingSpecs; arguments=(--testing-library swift-testing --filter EdgeSwiftTestingSpecs.WaitingSpec); fi
        rm -f "$work/edges-waiting"
        # The status of the example after the stopped one, saved by an earlier run: a stopped run keeps it.
        local saved="$work/edges-stopped-$route-status.txt"
        printf '# SpecKit saved status: each example'"'"'s last outcome and time in seconds, merged over runs.\n%s | passed  | 1.2345\n' \
            "$module.WaitingSpec.passes_last" >"$saved"
        (cd "$fixture" && exec env E2E_EDGE=wait E2E_MARK="$work/edges-waiting" SPECKIT_XUNIT_OUTPUT="$report" SPECKIT_STATUS_FILE="$saved" \
            "$binary" "${arguments[@]}") >"$log" 2>&1 &
        pid=$!
        for _ in $(seq 1 120); do [ -e "$work/edges-waiting" ] && break; sleep 0.5; done
        # The stopped example runs 4 seconds at least; the supervisor, which reads the journal every
        # second, may see it start a second late, or more on a loaded machine.
        sleep 4
        kill -TERM "$pid"
        wait "$pid"; status=$?
        check "$tag SIGTERM ends the run as SIGTERM does (status $status)" equals "$status" 143
        check "$tag the supervisor says what it stopped" equals "$(ends_with "$log" \
            "SpecKit: the run was stopped by signal 15 (SIGTERM) while $module.WaitingSpec.waits_to_be_stopped ran; the reports hold what ended before")" 1
        check "$tag the example that ended is in the report" report_case "$report" "$module.WaitingSpec" passes_first passed
        check "$tag the example that was running fails saying so" report_case "$report" "$module.WaitingSpec" waits_to_be_stopped failed \
            "the example did not finish: the run was stopped by signal 15 (SIGTERM) while it ran"
        check "$tag nothing else is in it" equals "$(cases_in "$report")" 2
        check "$tag the last line says the run was stopped" contains "$log" "SpecKit: the run was stopped by signal 15 (SIGTERM)"
        check "$tag the summary counts the stopped example as a failed example" contains "$log" "SpecKit: 2 examples, 1 failure, 0 skipped, 0 pending in "
        check "$tag the saved status keeps the example the run did not reach" \
            grep -qE "^${module}\.WaitingSpec\.passes_last +\| passed  \| 1\.2345$" "$saved"
        check "$tag (and has the stopped one failed)" grep -qE "^${module}\.WaitingSpec\.waits_to_be_stopped +\| failed  \| " "$saved"
        local seconds
        seconds="$(grep -F "<testcase classname=\"$module.WaitingSpec\" name=\"waits_to_be_stopped\" " "$report" | sed -n 's/.* time="\([0-9.]*\)".*/\1/p')"
        check "$tag the stopped example takes the time it ran in the report, not 0 ($seconds s)" at_least "$seconds" 1.5
        seconds="$(sed -n "s/^${module}\.WaitingSpec\.waits_to_be_stopped *| failed  | //p" "$saved")"
        check "$tag (and in the saved status: $seconds s)" at_least "$seconds" 1.5
    done

    tag="[edges stopped SIGQUIT]"
    report="$work/edges-quit.xml"; rm -f "$report" "$work/edges-waiting"; log="$work/edges-quit.log"
    # Started with SIGQUIT's default action: a job a script starts in the background ignores it.
    (cd "$fixture" && exec env E2E_EDGE=wait E2E_MARK="$work/edges-waiting" SPECKIT_XUNIT_OUTPUT="$report" python3 -c \
        'import os, signal, sys; signal.signal(signal.SIGQUIT, signal.SIG_DFL); os.execv(sys.argv[1], sys.argv[1:])' \
        "$binary" EdgeSpecs.WaitingSpec) >"$log" 2>&1 &
    pid=$!
    for _ in $(seq 1 120); do [ -e "$work/edges-waiting" ] && break; sleep 0.5; done
    started=$(date +%s)
    kill -QUIT "$pid"
    wait "$pid" 2>/dev/null; status=$?; ended=$(date +%s)
    check "$tag SIGQUIT, which Swift's backtracer takes and returns from, still stops the run ($(( ended - started )) s, status $status)" \
        equals "$status/$(( ended - started < 40 ))" 131/1
    check "$tag the example that was running fails saying so" report_case "$report" EdgeSpecs.WaitingSpec waits_to_be_stopped failed \
        "the example did not finish: the run was stopped by signal 3 (SIGQUIT) while it ran"

    tag="[edges ctrl-c]"
    report="$work/edges-ctrl-c.xml"; rm -f "$report"; log="$work/edges-ctrl-c.log"
    rm -f "$work/edges-waiting"
    (cd "$fixture" && exec setsid env E2E_EDGE=wait E2E_MARK="$work/edges-waiting" SPECKIT_XUNIT_OUTPUT="$report" \
        swift test --skip-build --filter WaitingSpec) >"$log" 2>&1 &
    pid=$!
    for _ in $(seq 1 120); do [ -e "$work/edges-waiting" ] && break; sleep 0.5; done
    kill -INT -- "-$pid"
    wait "$pid"; status=$?
    check "[edges ctrl-c] Ctrl-C (SIGINT to swift test's process group) fails the run (status $status)" test "$status" -ne 0
    check "$tag the example that ended is in the report" report_case "$report" EdgeSpecs.WaitingSpec passes_first passed
    check "$tag the example that was running fails saying so" report_case "$report" EdgeSpecs.WaitingSpec waits_to_be_stopped failed \
        "the example did not finish: the run was stopped by signal 2 (SIGINT) while it ran"

    tag="[edges swift test killed]"
    log="$work/edges-killed.log"
    # Only this fixture's processes: other runs of the end-to-end test may run beside this one.
    local mine="$E2E_SHARED/.build/.*/EdgesPackageTests.xctest"
    report="$work/edges-killed.xml"; rm -f "$report" "$work/edges-hanging"
    (cd "$fixture" && exec setsid env E2E_EDGE=hang-beforeSuite E2E_MARK="$work/edges-hanging" SPECKIT_XUNIT_OUTPUT="$report" \
        swift test --skip-build --filter SuiteHookHangSpec) >"$log" 2>&1 &
    pid=$!
    # Until the worker waits in the beforeSuite: before that, the two processes may be SwiftPM's
    # listing of the tests (--filter), which runs the binary too.
    for _ in $(seq 1 120); do [ -e "$work/edges-hanging" ] && break; sleep 0.5; done
    local before; before=$(pgrep -fc "$mine")
    kill -KILL "$pid"; wait "$pid" 2>/dev/null
    for _ in $(seq 1 20); do pgrep -f "$mine" >/dev/null || break; sleep 0.5; done
    check "$tag killing swift test ends the supervisor and the worker it left ($before before, $(pgrep -fc "$mine") left)" \
        equals "$before/$(pgrep -fc "$mine")" 2/0
    pkill -KILL -f "$mine" 2>/dev/null
    check "$tag the report says what ran when swift test ended" equals "$(grep -cF \
        "the beforeSuite at HangSpecs.swift:$(line_of HangSpecs.swift "beforeSuite {") did not finish: the run was stopped because swift test, which started it, ended while it ran" "$report")" 1

    # `swift test` ended alone (SIGTERM to it, not to its group): the next write of the example to
    # the output it read ends the worker with SIGPIPE, before the supervisor sees it gone. The stop
    # is what ended the example, once, not a crash of it.
    for route in --disable-swift-testing --disable-xctest; do
        module=EdgeSpecs; [ "$route" = --disable-xctest ] && module=EdgeSwiftTestingSpecs
        tag="[edges swift test ended, $module]"
        report="$work/edges-ended$route.xml"; rm -f "$report" "$work/edges-chatter"; log="$work/edges-ended$route.log"
        (cd "$fixture" && exec setsid env E2E_EDGE=chatter E2E_MARK="$work/edges-chatter" SPECKIT_XUNIT_OUTPUT="$report" \
            swift test --skip-build "$route" --filter WaitingSpec) >"$log" 2>&1 &
        pid=$!
        for _ in $(seq 1 120); do [ -e "$work/edges-chatter" ] && break; sleep 0.5; done
        kill -TERM "$pid"; wait "$pid" 2>/dev/null
        for _ in $(seq 1 20); do pgrep -f "$mine" >/dev/null || break; sleep 0.5; done
        check "$tag no test process is left" equals "$(pgrep -fc "$mine")" 0
        pkill -KILL -f "$mine" 2>/dev/null
        check "$tag the example that ended is in the report" report_case "$report" "$module".WaitingSpec passes_first passed
        check "$tag the example that was writing fails once, for the stop, not as a crash" equals "$(grep -c '<failure ' "$report")/$(grep -cF \
            'the example did not finish: the run was stopped because swift test, which started it, ended while it ran' "$report")" 1/1
    done

    # ---- 4. a relative report path is where the run started -----------------------------------------
    tag="[edges chdir]"
    rm -f "$fixture/edges-relative.xml" "${TMPDIR:-/tmp}/edges-relative.xml"
    status=$(ed chdir E2E_EDGE=chdir SPECKIT_XUNIT_OUTPUT=edges-relative.xml -- --filter DirectorySpec)
    check "$tag an example that changes the working directory passes (status $status)" equals "$status" 0
    for module in "${modules[@]}"; do
        check "$tag $module: the report named relative to where the run started holds its examples" \
            report_case "$fixture/edges-relative.xml" "$module.DirectorySpec" runs_in_the_new_one passed
    done
    check "$tag the report holds the four examples" equals "$(cases_in "$fixture/edges-relative.xml")" 4
    check "$tag and none is written in the new working directory" test ! -e "${TMPDIR:-/tmp}/edges-relative.xml"

    # ---- 5. test processes that overlap in time write one report; a later run replaces it -----------
    tag="[edges many]"
    report="$work/edges-many.xml"
    local attempt kept=()
    for attempt in 1 2 3; do
        rm -f "$report"
        # Each process waits in its first example until all ten have started (E2E_MARK), so that
        # they overlap in time however slowly a loaded machine starts them.
        rm -rf "$work/edges-started" && mkdir -p "$work/edges-started"
        for number in 01 02 03 04 05 06 07 08 09 10; do
            (cd "$fixture" && E2E_EDGE=many E2E_MARK="$work/edges-started" SPECKIT_XUNIT_OUTPUT="$report" \
                "$binary" "EdgeSpecs.Many${number}Spec" >/dev/null 2>&1) &
        done
        wait
        kept+=("$(cases_in "$report")")
    done
    check "$tag ten processes started at once keep all 30 cases, in each of 3 runs (${kept[*]})" equals "${kept[*]}" "30 30 30"
    check "$tag no file is left beside the report" equals "$(ls "$report".* 2>/dev/null | wc -l)" 0
    (cd "$fixture" && SPECKIT_XUNIT_OUTPUT="$report" "$binary" EdgeSpecs.Many01Spec >/dev/null 2>&1)
    (cd "$fixture" && SPECKIT_XUNIT_OUTPUT="$report" "$binary" EdgeSpecs.Many02Spec >/dev/null 2>&1)
    check "$tag the binary run twice in a row keeps the second run's 3 cases" equals "$(cases_in "$report")" 3
    check "$tag (the second's)" report_case "$report" EdgeSpecs.Many02Spec passes_one passed

    # ---- 6. a setting no one can read fails the run with one case, and runs nothing -----------------
    local setting name
    for setting in SPECKIT_CRASH_ISOLATION=disabled:invalid_crash_isolation SPECKIT_PASS_WITH_NO_TESTS=maybe:invalid_pass_with_no_tests \
                   SPECKIT_EXAMPLE_TIMEOUT=soon:invalid_example_timeout; do
        name="${setting#*:}"; setting="${setting%%:*}"
        tag="[edges ${setting%%=*}]"
        report="$work/edges-$name.xml"; rm -f "$report"
        status=$(ed "$name" "$setting" SPECKIT_XUNIT_OUTPUT="$report" -- --filter 'Many01Spec|Many02Spec')
        check "$tag ${setting#*=} fails the run (status $status)" equals "$status" 1
        check "$tag with one $name case per route" equals "$(grep -c "name=\"$name\"" "$report")" 2
        check "$tag and no example runs" equals "$(cases_in "$report")" 2
        check "$tag the case says what to write" contains "$report" "${setting%%=*}='${setting#*=}'"
        log="$work/edges-$name.log"
        check "$tag the console says what to write" contains "$log" "${setting%%=*}='${setting#*=}'"
        check "$tag the summary prints no command to rerun it: no run without the setting fails" \
            equals "$(grep -cE "^  [0-9]+\) .*\.$name\$" "$log")/$(grep -c '^     rerun: ' "$log")" 2/0
    done
}
