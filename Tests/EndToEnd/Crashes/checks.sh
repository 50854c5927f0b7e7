# The "crashes" part of Tests/EndToEnd/run.sh (SPECKIT_E2E_ONLY=crashes): every kind of crash in a
# test process fails only what crashed, on the XCTest route, the Swift Testing route and under
# `swift test --parallel`, and every other example runs and is reported exactly once. Sourced by
# run.sh, which defines `check`, `contains`, `lacks`, `equals`, `$here` and `$work`. Builds the
# Crashes fixture once, then runs it with `swift test --skip-build`, reading the console, the
# SPECKIT_XUNIT_OUTPUT reports and exit codes.

crash_checks() {
    local fixture="$work/Crashes" shared="$here/Crashes/Shared"
    rm -rf "$fixture/Tests" "$fixture/Shared" "$fixture/Package.swift" && mkdir -p "$fixture"
    cp -R "$here/Crashes/." "$fixture/" && rm -f "$fixture/checks.sh" && share_build "$fixture"
    local trap_words="a Swift runtime trap: fatalError, a failed precondition, a force unwrap of nil, an index out of range or an overflow"
    # The crash's failure says what ended the process; the supervisor's line says what happens next.
    local after=""

    echo "== the crashes fixture: every kind of crash, on both routes"
    # ---- what the fixture holds: every example of Shared/, by class and name ----
    # The examples that crash, each with its file and what ended the process (a signal's number, or exit).
    local crashing=(
        "FatalErrorSpec.calls_fatalError ExampleCrashSpecs.swift 4"
        "PreconditionSpec.fails_a_precondition ExampleCrashSpecs.swift 4"
        "UnwrapSpec.unwraps_nil ExampleCrashSpecs.swift 4"
        "IndexSpec.reads_past_the_end_of_an_array ExampleCrashSpecs.swift 4"
        "RecursionSpec.overflows_the_stack ExampleCrashSpecs.swift 11"
        "AbortSpec.calls_abort ExampleCrashSpecs.swift 6"
        "ExitSpec.calls_exit_0 ExampleCrashSpecs.swift exit"
        "BeforeEachCrashSpec.a_crashing_beforeEach__crashes_before_its_body OtherCrashSpecs.swift 4"
        "AfterEachCrashSpec.a_crashing_afterEach__crashes_after_its_body OtherCrashSpecs.swift 4"
    )
    local honest="FailingSpec.fails_honestly" honest_message="expected to equal <3>, got <2>"
    local passing=() class
    for class in FatalErrorSpec PreconditionSpec UnwrapSpec IndexSpec RecursionSpec AbortSpec ExitSpec \
                 BeforeEachCrashSpec AfterEachCrashSpec FailingSpec; do
        passing+=("$class.passes_before" "$class.passes_after")
    done
    passing+=(SuiteHookSpec.passes_first SuiteHookSpec.passes_second SuiteHookSpec.passes_third)
    # HangSpec's middle example waits forever only when E2E_HANG=on (section 9).
    passing+=(HangSpec.passes_before HangSpec.passes_or_waits_forever HangSpec.passes_or_waits_for_a_program HangSpec.passes_after)
    # DefinitionCrashSpec's spec() crashes: its examples are lost, one failing case stands for them.
    local lost=(DefinitionCrashSpec.is_lost_before_the_crash DefinitionCrashSpec.is_lost_after_the_crash)
    local plain=(APlainTests.testRunsFirst ZPlainTests.testRunsLast)
    local examples=$(( ${#passing[@]} + ${#crashing[@]} + 1 ))
    local outside=2   # DefinitionCrashSpec.spec_crashed and the beforeSuite's failing case
    local crashes=$(( ${#crashing[@]} + outside ))
    local suite_line
    suite_line="$(grep -n 'beforeSuite {' "$shared/OtherCrashSpecs.swift" | cut -d: -f1)"

    check "[crashes] the lists name every example of the fixture" \
        equals "$(cat "$shared"/*.swift | grep -cE '^ *it\(')" "$(( examples + ${#lost[@]} ))"
    local target file same=1
    for target in CrashSpecs CrashSwiftTestingSpecs; do
        for file in "$shared"/*.swift; do
            [ "$(readlink "$here/Crashes/Tests/$target/$(basename "$file")")" = "../../Shared/$(basename "$file")" ] || same=0
        done
    done
    check "[crashes] both targets hold the spec files of Shared/ through links: the routes run the same files" equals "$same" 1

    # ---- helpers ----
    # XCTest's lines are matched anywhere in a line: `swift test` merges the test process's output
    # and error streams, and can print a line right after half a line of Swift's backtracer.
    cr() {  # cr LOG VAR=VALUE… -- ARGS…: swift test --skip-build ARGS in the fixture with the variables; prints the exit status
        local name="$1"; shift
        local variables=()
        while [ "$1" != "--" ]; do variables+=("$1"); shift; done
        shift
        (cd "$fixture" && env "${variables[@]}" swift test --skip-build "$@") >"$work/crashes-$name.log" 2>&1
        echo $?
    }
    ends_with() {  # ends_with LOG TEXT: how many lines of LOG end with TEXT
        awk -v t="$2" 'length($0) >= length(t) && substr($0, length($0) - length(t) + 1) == t { n++ } END { print n + 0 }' "$1"
    }
    lines() { grep -cxF -- "$2" "$1"; }  # lines LOG LINE: how many lines of LOG are exactly LINE
    describe_it() { local last="${1##*__}"; echo "${last//_/ }"; }          # calls_exit_0 -> calls exit 0
    describe_case() { local name="${1//__/ }"; echo "${name//_/ }"; }      # a_b__c -> a b c (Swift Testing's name)
    line_of() {  # line_of FILE CLASS.NAME: the line of the example's `it` in Shared/FILE (it must be the only one)
        local found
        found="$(grep -nF "it(\"$(describe_it "${2#*.}")\")" "$shared/$1")"
        [ "$(wc -l <<<"$found")" = 1 ] && cut -d: -f1 <<<"$found"
    }
    cause_of() {  # cause_of SIGNAL: what the crashed case's failure says
        case "$1" in
            4) echo "crashed: signal 4 (SIGILL), $trap_words$after" ;;
            6) echo "crashed: signal 6 (SIGABRT), abort()$after" ;;
            11) echo "crashed: signal 11 (SIGSEGV), a bad memory access, or a stack overflow from endless recursion$after" ;;
            exit) echo "called exit(_:), which ends the test process$after" ;;
        esac
    }
    ended_by() {  # ended_by SIGNAL: how the supervisor says the process ended
        case "$1" in
            4) echo "crashed with signal 4 (SIGILL)" ;;
            6) echo "crashed with signal 6 (SIGABRT)" ;;
            11) echo "crashed with signal 11 (SIGSEGV)" ;;
            exit) echo "called exit(_:)" ;;
        esac
    }
    compare() {  # compare NAME REPORT REPORT ARGUMENTS…: Routes/compare.py, its lines kept in a file, its differences shown
        local name="$1"; shift
        python3 "$here/Routes/compare.py" "$@" >"$work/crashes-compare-$name.txt" && return 0
        grep -v '^same ' "$work/crashes-compare-$name.txt" | sed 's/^/      /'
        return 1
    }
    xml() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/"/\&quot;/g' <<<"$1"; }
    report_case() {  # report_case REPORT MODULE CLASS.NAME passed|failed [FAILURE TEXT]: the report has the case once, so
        local found
        found="$(grep -F "<testcase classname=\"$2.${3%%.*}\" name=\"${3#*.}\" " "$1")"
        if [ -z "$found" ] || [ "$(wc -l <<<"$found")" != 1 ]; then echo "      $3: $(grep -cF "name=\"${3#*.}\" " "$1") times in the report"; return 1; fi
        if [ "$4" = passed ] && grep -q '<failure\|<skipped' <<<"$found"; then echo "      $3 did not pass: $found"; return 1; fi
        if [ "$4" = failed ] && ! grep -qF "<failure message=\"$(xml "$5")" <<<"$found"; then echo "      $3: $found"; return 1; fi
    }
    all_passed_once_in() {  # all_passed_once_in REPORT MODULE: every passing example is in the report once, passed
        local name bad=0
        for name in "${passing[@]}"; do report_case "$1" "$2" "$name" passed || bad=1; done
        return $bad
    }
    report_time() {  # report_time REPORT MODULE CLASS.NAME: the seconds the report gives the case
        grep -F "<testcase classname=\"$2.${3%%.*}\" name=\"${3#*.}\" " "$1" | sed -n 's/.* time="\([0-9.]*\)".*/\1/p' | head -1
    }
    status_time() {  # status_time STATUS MODULE.CLASS.NAME: the seconds the saved status gives the example
        awk -F'|' -v n="$2" '{ name = $1; gsub(/ /, "", name) } name == n { t = $3; gsub(/ /, "", t); print t }' "$1"
    }
    at_least() { [ -n "$1" ] && awk -v t="$1" -v m="$2" 'BEGIN { exit !(t + 0 >= m) }'; }  # at_least SECONDS MINIMUM
    none_reported() {  # none_reported LOG|REPORT: no lost example of DefinitionCrashSpec shows up
        local name
        for name in "${lost[@]}"; do ! grep -qF "${name#*.}" "$1" || return 1; done
    }

    (cd "$fixture" && swift build --build-tests) >"$work/crashes-build.log" 2>&1
    check "[crashes] the fixture builds" equals "$?" 0
    check "[crashes] without warnings" lacks "$work/crashes-build.log" "warning:"

    # ---- 1. the XCTest route ---------------------------------------------------------------------
    local tag="[crashes xctest]" log report status entry name file signal line
    report="$work/crashes-xctest.xml"; rm -f "$report"
    status=$(cr xctest SPECKIT_XUNIT_OUTPUT="$report" -- --disable-swift-testing); log="$work/crashes-xctest.log"
    check "$tag the run fails" test "$status" != 0
    xctest_outcomes() {  # xctest_outcomes LOG NAME OUTCOME: NAME ended once, with OUTCOME, in XCTest's lines
        local passed failed skipped
        passed=$(grep -cF "Test Case '$2' passed (" "$1"); failed=$(grep -cF "Test Case '$2' failed (" "$1")
        skipped=$(grep -cF "Test Case '$2' skipped (" "$1")
        case "$3" in
            passed) [ "$passed/$failed/$skipped" = 1/0/0 ] ;;
            failed) [ "$passed/$failed/$skipped" = 0/1/0 ] ;;
        esac || { echo "      $2: passed $passed, failed $failed, skipped $skipped times"; return 1; }
    }
    for entry in "${crashing[@]}"; do
        read -r name file signal <<<"$entry"
        line="$(line_of "$file" "$name")"
        check "$tag $name fails once, nothing else of it" xctest_outcomes "$log" "$name" failed
        check "$tag $name: its crash at its it line ($file:$line)" \
            equals "$(ends_with "$log" "/Tests/CrashSpecs/$file:$line: error: $name : failed - $(cause_of "$signal")")" 1
        check "$tag $name: the supervisor names it once" \
            equals "$(ends_with "$log" "SpecKit: the test process $(ended_by "$signal") while CrashSpecs.$name ran; the tests that had not run go on in a new process")" 1
        check "$tag $name: in the report once, failed at its line" \
            report_case "$report" CrashSpecs "$name" failed "$fixture/Tests/CrashSpecs/$file:$line: $(cause_of "$signal")"
    done
    # What an example printed just before it crashed or exited is in the output (a pipe is block-buffered),
    # at the end of a line: the crash report on standard error may have begun that line.
    check "$tag what an example printed before it crashed, and before it called exit, is in the output once" \
        equals "$(ends_with "$log" 'E2E crashes: about to read past the end')/$(ends_with "$log" 'E2E crashes: about to exit')" 1/1
    every_passed_once() { local name bad=0; for name in "${passing[@]}"; do xctest_outcomes "$1" "$name" passed || bad=1; done; return $bad; }
    check "$tag the ${#passing[@]} other examples each pass once" every_passed_once "$log"
    check "$tag and are in the report once each, passed" all_passed_once_in "$report" CrashSpecs
    line="$(grep -nF 'expect(1 + 1) == 3' "$shared/OtherCrashSpecs.swift" | cut -d: -f1)"
    check "$tag an honest failure fails once, at its expect" xctest_outcomes "$log" "$honest" failed
    check "$tag (its message)" \
        equals "$(ends_with "$log" "/Tests/CrashSpecs/OtherCrashSpecs.swift:$line: error: $honest : failed - $honest_message")" 1
    check "$tag (in the report)" \
        report_case "$report" CrashSpecs "$honest" failed "$fixture/Tests/CrashSpecs/OtherCrashSpecs.swift:$line: $honest_message"
    local spec_crash="spec() of CrashSpecs.DefinitionCrashSpec crashed: signal 4 (SIGILL), $trap_words$after"
    check "$tag a crash in spec() fails one case of its class, DefinitionCrashSpec.spec_crashed" \
        xctest_outcomes "$log" DefinitionCrashSpec.spec_crashed failed
    check "$tag (its message)" equals "$(ends_with "$log" "error: DefinitionCrashSpec.spec_crashed : failed - $spec_crash")" 1
    # That spec() crashes as the binary lists the examples too, so --filter can select classes alone.
    check "$tag (the summary's rerun commands then select the example with SPECKIT_FILTER)" \
        equals "$(lines "$log" "     rerun: SPECKIT_FILTER='^FailingSpec\\.fails_honestly\$' swift test --scratch-path $E2E_SHARED/.build --filter '^CrashSpecs\\.FailingSpec/'")" 1
    check "$tag (the supervisor's line)" equals "$(ends_with "$log" \
        "SpecKit: the test process crashed with signal 4 (SIGILL) while spec() of CrashSpecs.DefinitionCrashSpec ran; the tests that had not run go on in a new process")" 1
    check "$tag and costs only that class's examples" none_reported "$log"
    check "$tag (in the report too)" none_reported "$report"
    local suite_crash="the beforeSuite at OtherCrashSpecs.swift:$suite_line crashed: signal 4 (SIGILL), $trap_words$after"
    check "$tag a crash in a beforeSuite fails one beforeSuite case" \
        equals "$(grep -cE "Test Case '[A-Za-z]+\.beforeSuite' (passed|failed|skipped) \(" "$log")/$(grep -cE "Test Case '[A-Za-z]+\.beforeSuite' failed \(" "$log")" 1/1
    check "$tag (its message, at the hook's line)" \
        equals "$(grep -F "/Tests/CrashSpecs/OtherCrashSpecs.swift:$suite_line: error: " "$log" | grep -cF ".beforeSuite : failed - $suite_crash")" 1
    check "$tag (the supervisor's line)" equals "$(ends_with "$log" \
        "SpecKit: the test process crashed with signal 4 (SIGILL) while the beforeSuite at OtherCrashSpecs.swift:$suite_line ran; the tests that had not run go on in a new process")" 1
    check "$tag (in the report once)" equals "$(grep -c 'name="beforeSuite" ' "$report")" 1
    check "$tag (failed, with the message)" grep -qF "$(xml "$fixture/Tests/CrashSpecs/OtherCrashSpecs.swift:$suite_line: $suite_crash")" "$report"
    check "$tag the afterSuite runs once, in the last process" equals "$(grep -cx 'E2E crashes: afterSuite ran' "$log")" 1
    for name in "${plain[@]}"; do
        check "$tag the plain XCTest test $name passes once" xctest_outcomes "$log" "$name" passed
        check "$tag (in the report once)" report_case "$report" CrashSpecs "$name" passed
    done
    first_and_last() {  # the plain tests run before the first spec class's case and after the last one's
        local cases
        cases="$(grep -oE "Test Case '[A-Za-z]+\.[A-Za-z0-9_]+' (passed|failed) \(" "$1" | sed -E "s/^Test Case '([^']+)'.*/\1/")"
        [ "$(head -1 <<<"$cases")" = "${plain[0]}" ] && [ "$(tail -1 <<<"$cases")" = "${plain[1]}" ]
    }
    check "$tag ${plain[0]} runs first and ${plain[1]} last" first_and_last "$log"
    local total=$(( examples + outside + ${#plain[@]} )) failed_cases=$(( ${#crashing[@]} + 1 + outside ))
    check "$tag no case more: $total cases ended, each once" \
        equals "$(grep -cE "Test Case '[^']+' (passed|failed|skipped) \(" "$log")" "$total"
    check "$tag the supervisor's totals" equals "$(lines "$log" \
        "SpecKit: $crashes crashes in this run, each reported above; $(( crashes + 1 )) test processes executed $total tests in all, with $failed_cases failures; the run fails")" 1
    check "$tag the report holds as many cases as the supervisor counted" equals "$(grep -c '<testcase ' "$report")" "$total"
    check "$tag and as many failures" equals "$(grep -c '<failure ' "$report")" "$failed_cases"
    check "$tag the closing summary counts every example of the run" grep -qE \
        "SpecKit: $examples examples, $(( ${#crashing[@]} + 1 )) failures, 0 skipped, 0 pending, $outside failing cases outside examples in [0-9.]+ seconds$" "$log"
    failures_list_once() {  # every failing case is listed once in the closing summary's Failures
        local entry bad=0 name
        for name in "${crashing[@]%% *}" "$honest" DefinitionCrashSpec.spec_crashed "$1"; do
            [ "$(grep -cE "^ +[0-9]+\) ${name//./\\.}$" "$2")" = 1 ] || { echo "      $name is not listed once"; bad=1; }
        done
        [ "$(grep -cE '^ +[0-9]+\) ' "$2")" = "$failed_cases" ] || bad=1
        return $bad
    }
    # XCTest runs the classes in the order of their names: the first spec class reports the beforeSuite.
    check "$tag the summary lists each failing case once" failures_list_once AbortSpec.beforeSuite "$log"

    # ---- 2. the Swift Testing route ------------------------------------------------------------------
    tag="[crashes swift-testing]"
    local st_report="$work/crashes-swift-testing.xml"; rm -f "$st_report"
    status=$(cr swift-testing SPECKIT_XUNIT_OUTPUT="$st_report" -- --disable-xctest); log="$work/crashes-swift-testing.log"
    check "$tag the run fails" test "$status" != 0
    check "$tag what an example printed before it crashed, and before it called exit, is in the output" \
        equals "$(( $(ends_with "$log" 'E2E crashes: about to read past the end') > 0 ))/$(( $(ends_with "$log" 'E2E crashes: about to exit') > 0 ))" 1/1
    st_issue() {  # st_issue LOG CLASS DESCRIPTION FILE:LINE MESSAGE: Swift Testing records one issue, with its message
        local first="✘ Test \"$2\" recorded an issue with 1 argument example → $3 at $4:1: Issue recorded"
        [ "$(lines "$1" "$first")" = 1 ] && [ "$(grep -A1 -xF -- "$first" "$1" | tail -1)" = "↳ $5" ]
    }
    for entry in "${crashing[@]}"; do
        read -r name file signal <<<"$entry"
        line="$(line_of "$file" "$name")"
        check "$tag $name fails once, at its it line ($file:$line)" \
            st_issue "$log" "${name%%.*}" "$(describe_case "${name#*.}")" "$file:$line" "$(cause_of "$signal")"
        check "$tag $name: the supervisor names it once" \
            equals "$(ends_with "$log" "SpecKit: the test process $(ended_by "$signal") while CrashSwiftTestingSpecs.$name ran; the tests that had not run go on in a new process")" 1
        check "$tag $name: in the report once, failed at its line" \
            report_case "$st_report" CrashSwiftTestingSpecs "$name" failed "$fixture/Tests/CrashSwiftTestingSpecs/$file:$line: $(cause_of "$signal")"
    done
    no_issue_and_started() {  # every passing example started and recorded no issue
        local name bad=0
        for name in "${passing[@]}"; do
            local class="${name%%.*}" description
            description="$(describe_case "${name#*.}")"
            grep -qF "◇ Test case passing 1 argument example → $description to \"$class\" started." "$1" || { echo "      $name never started"; bad=1; }
            ! grep -qF "✘ Test \"$class\" recorded an issue with 1 argument example → $description at" "$1" || { echo "      $name failed"; bad=1; }
        done
        return $bad
    }
    check "$tag the ${#passing[@]} other examples run and record no issue" no_issue_and_started "$log"
    check "$tag and are in the report once each, passed" all_passed_once_in "$st_report" CrashSwiftTestingSpecs
    line="$(grep -nF 'expect(1 + 1) == 3' "$shared/OtherCrashSpecs.swift" | cut -d: -f1)"
    # A case still running when another crashed the parallel run runs again in the serial one:
    # Swift Testing's console may show its failure twice then; the report and the summary, once.
    local reruns
    # Not anchored: `swift test` may print the line after a half line of Swift's backtracer.
    reruns=$(grep -c 'SpecKit: the test process .* while several tests ran at once; ' "$log")
    once_or_rerun() { [ "$1" -ge 1 ] && [ "$1" -le $(( 1 + reruns )) ]; }
    check "$tag an honest failure fails at its expect (once, or once more after a crash while tests ran in parallel)" \
        once_or_rerun "$(grep -cF "✘ Test \"FailingSpec\" recorded an issue with 1 argument example → fails honestly at OtherCrashSpecs.swift:$line:" "$log")"
    check "$tag (in the report)" report_case "$st_report" CrashSwiftTestingSpecs "$honest" failed \
        "$fixture/Tests/CrashSwiftTestingSpecs/OtherCrashSpecs.swift:$line: $honest_message"
    check "$tag a crash in spec() fails DefinitionCrashSpec.spec_crashed" \
        once_or_rerun "$(grep -cF '✘ Test "DefinitionCrashSpec" recorded an issue with 1 argument example → spec_crashed at ' "$log")"
    check "$tag (its message)" once_or_rerun "$(lines "$log" "↳ ${spec_crash//CrashSpecs/CrashSwiftTestingSpecs}")"
    check "$tag and costs only that class's examples" none_reported "$log"
    check "$tag (in the report too)" none_reported "$st_report"
    check "$tag a crash in a beforeSuite fails the beforeSuite case, at the hook's line" \
        once_or_rerun "$(grep -cE "✘ Test \"[A-Za-z]+\" recorded an issue with 1 argument example → beforeSuite at OtherCrashSpecs.swift:$suite_line:1: Issue recorded$" "$log")"
    check "$tag (its message)" once_or_rerun "$(lines "$log" "↳ $suite_crash")"
    check "$tag (in the report once)" equals "$(grep -c 'name="beforeSuite" ' "$st_report")" 1
    check "$tag the afterSuite runs once, in the last process" equals "$(grep -cx 'E2E crashes: afterSuite ran' "$log")" 1
    check "$tag the plain @Test function runs once" \
        equals "$(grep -c '✔ Test plainTest() passed after ' "$log")/$(grep -c '✘ Test plainTest()' "$log")" 1/0
    check "$tag a Swift Testing exit test passes: its own process is not supervised" \
        equals "$(grep -c '✔ Test exitTestTraps() passed after ' "$log")" 1
    check "$tag (and leaves the report alone)" lacks "$st_report" "crash_outside_tests"
    check "$tag the report holds every case once" equals "$(grep -c '<testcase ' "$st_report")" "$(( examples + outside ))"
    check "$tag with the failures" equals "$(grep -c '<failure ' "$st_report")" "$failed_cases"
    check "$tag the closing summary counts every example of the run" grep -qE \
        "SpecKit: $examples examples, $(( ${#crashing[@]} + 1 )) failures, 0 skipped, 0 pending, $outside failing cases outside examples in [0-9.]+ seconds$" "$log"
    check "$tag the summary lists each failing case once" \
        failures_list_once "$(grep -oE '^ +[0-9]+\) [A-Za-z]+\.beforeSuite$' "$log" | sed -E 's/^ +[0-9]+\) //' | head -1)" "$log"
    # A crash while classes ran in parallel names no example: the supervisor says so, and the serial
    # run that follows finds the example. The count is of the supervisor's lines, however many (a
    # line of the supervisor can land inside the line a crashed process's backtrace was writing).
    local told unnamed named also=""
    told=$(grep -oE 'SpecKit: the test process (crashed with signal [0-9]+ \([A-Z]+\)|called exit\(_:\)) while ' "$log" | wc -l)
    unnamed=$(grep -oE 'SpecKit: the test process [^;]* while several tests ran at once; ' "$log" | wc -l)
    named=$(( told - unnamed ))
    [ "$unnamed" -eq 0 ] || also=", and $unnamed while several tests ran at once, before they ran one at a time"
    check "$tag the supervisor's last line counts the crashes it named ($named of $crashes) apart from those among parallel tests" \
        equals "$(lines "$log" "SpecKit: $named crashes in this run, each reported above$also; the run fails")/$named" "1/$crashes"

    # ---- 3. both routes agree, case by case ----------------------------------------------------------
    sed 's/CrashSwiftTestingSpecs/CrashSpecs/g' "$st_report" >"$work/crashes-swift-testing-renamed.xml"
    check "[crashes] both routes' reports agree on every case: name, outcome, failure at file:line" \
        compare routes "$report" "$work/crashes-swift-testing-renamed.xml" \
        --ignore-class APlainTests --ignore-class ZPlainTests beforeSuite

    # ---- 4. swift test --parallel: a process for each class, each supervised ----------------------
    tag="[crashes parallel]"
    local parallel_report="$work/crashes-parallel.xml"; rm -f "$parallel_report"
    status=$(cr parallel SPECKIT_XUNIT_OUTPUT="$parallel_report" -- --parallel --disable-swift-testing); log="$work/crashes-parallel.log"
    check "$tag the run fails" test "$status" != 0
    for entry in "${crashing[@]}"; do
        read -r name file signal <<<"$entry"
        line="$(line_of "$file" "$name")"
        check "$tag $name: in the report once, failed at its line" \
            report_case "$parallel_report" CrashSpecs "$name" failed "$fixture/Tests/CrashSpecs/$file:$line: $(cause_of "$signal")"
    done
    check "$tag the other examples are in the report once each, passed" all_passed_once_in "$parallel_report" CrashSpecs
    check "$tag DefinitionCrashSpec.spec_crashed once" equals "$(grep -c 'name="spec_crashed" ' "$parallel_report")" 1
    # Each class's process runs the beforeSuite (and builds every class's spec()), so each reports it.
    check "$tag every beforeSuite case reported failed with the crash" \
        equals "$(grep 'name="beforeSuite" ' "$parallel_report" | grep -cF "$(xml "$suite_crash")")" "$(grep -c 'name="beforeSuite" ' "$parallel_report")"
    check "$tag every case agrees with the serial run's" \
        compare parallel "$report" "$parallel_report" --ignore-class APlainTests --ignore-class ZPlainTests --ignore beforeSuite

    # ---- 5. selections: --filter and SPECKIT_FILTER ----------------------------------------------------
    tag="[crashes filter]"
    local filter_report="$work/crashes-filter.xml"; rm -f "$filter_report"
    status=$(cr filter SPECKIT_XUNIT_OUTPUT="$filter_report" -- --disable-swift-testing --filter CrashSpecs.AbortSpec); log="$work/crashes-filter.log"
    check "$tag --filter AbortSpec fails" test "$status" != 0
    # AbortSpec's 3 examples, and the beforeSuite's case: the beforeSuite and the spec() of
    # DefinitionCrashSpec crash in this run too (every class's spec() builds the plan), but only
    # DefinitionCrashSpec's own test reports its spec_crashed.
    local abort_cases=("AbortSpec.beforeSuite failed" "AbortSpec.passes_before passed" "AbortSpec.calls_abort failed" "AbortSpec.passes_after passed")
    check "$tag runs AbortSpec's examples once each, its crash failed, nothing else" \
        equals "$(grep -oE "Test Case '[^']+' (passed|failed|skipped) \(" "$log" | sed -E "s/^Test Case '([^']+)' ([a-z]+) .*/\1 \2/" | sort | tr '\n' '|')" \
        "$(printf '%s\n' "${abort_cases[@]}" | sort | tr '\n' '|')"
    check "$tag (the crash at its line)" \
        equals "$(ends_with "$log" "/Tests/CrashSpecs/ExampleCrashSpecs.swift:$(line_of ExampleCrashSpecs.swift AbortSpec.calls_abort): error: AbortSpec.calls_abort : failed - $(cause_of 6)")" 1
    check "$tag the crashes of the spec() and the beforeSuite count as well; ${#abort_cases[@]} tests in all" equals "$(lines "$log" \
        "SpecKit: $(( 1 + outside )) crashes in this run, each reported above; $(( 2 + outside )) test processes executed ${#abort_cases[@]} tests in all, with 2 failures; the run fails")" 1
    check "$tag the report has those ${#abort_cases[@]} cases" equals "$(grep -c '<testcase ' "$filter_report")" "${#abort_cases[@]}"

    local pattern='^(IndexSpec\.|UnwrapSpec\.passes_before$)' selected=(IndexSpec.passes_before IndexSpec.reads_past_the_end_of_an_array IndexSpec.passes_after UnwrapSpec.passes_before)
    local selection_report="$work/crashes-selection.xml"; rm -f "$selection_report"
    status=$(cr selection SPECKIT_FILTER="$pattern" SPECKIT_XUNIT_OUTPUT="$selection_report" -- --disable-swift-testing); log="$work/crashes-selection.log"
    check "$tag SPECKIT_FILTER selecting a crashing example fails" test "$status" != 0
    only_selected() {  # the examples that ended are the selected ones, each once; besides them only the process's cases
        local ended expected
        ended="$(grep -oE "Test Case '[^']+' (passed|failed|skipped) \(" "$1" | sed -E "s/^Test Case '([^']+)'.*/\1/" | sort | tr '\n' ' ')"
        expected="$(printf '%s\n' "${selected[@]}" "${plain[@]}" AbortSpec.beforeSuite DefinitionCrashSpec.spec_crashed | sort | tr '\n' ' ')"
        [ "$ended" = "$expected" ] || { echo "      ran: $ended"; return 1; }
    }
    check "$tag runs the ${#selected[@]} selected examples once each and no other example" only_selected "$log"
    check "$tag (the crash failed)" xctest_outcomes "$log" IndexSpec.reads_past_the_end_of_an_array failed
    check "$tag the report agrees" equals "$(grep -c '<testcase ' "$selection_report")/$(grep -c '<failure ' "$selection_report")" \
        "$(( ${#selected[@]} + ${#plain[@]} + outside ))/$(( 1 + outside ))"

    # A spec() that crashes as its target is planned, in a class the selection leaves out, is that
    # class's spec_crashed case where it is selected: a run of other classes passes, on both routes.
    local innocent_report="$work/crashes-innocent.xml"; rm -f "$innocent_report"
    status=$(cr innocent E2E_CRASH_OUTSIDE_EXAMPLES=off E2E_DEFINITION_CRASH=on SPECKIT_XUNIT_OUTPUT="$innocent_report" -- --filter HangSpec)
    log="$work/crashes-innocent.log"
    check "$tag --filter HangSpec passes though DefinitionCrashSpec's spec() crashed as the target was planned (status $status)" \
        equals "$status" 0
    check "$tag (each route says where it crashed)" equals "$(grep -c "^SpecKit: the test process crashed with signal 4 (SIGILL) while spec() of Crash[A-Za-z]*Specs\.DefinitionCrashSpec ran; the tests that had not run go on in a new process$" "$log")" 2
    check "$tag (and why the run passes, XCTest's totals)" equals "$(lines "$log" "SpecKit: 1 crash in this run, each reported above; 2 test processes executed 4 tests in all, with 0 failures; CrashSpecs.DefinitionCrashSpec, whose spec() crashed, is not in this run's selection (its spec_crashed case fails a run that selects it), so the run passes")" 1
    check "$tag (Swift Testing's)" equals "$(lines "$log" "SpecKit: 1 crash in this run, each reported above; CrashSwiftTestingSpecs.DefinitionCrashSpec, whose spec() crashed, is not in this run's selection (its spec_crashed case fails a run that selects it), so the run passes")" 1
    check "$tag the report holds the 8 examples that passed, and no failure" \
        equals "$(grep -c '<testcase ' "$innocent_report")/$(grep -c '<failure ' "$innocent_report")" 8/0
    # Under --parallel every class's process plans the target: only DefinitionCrashSpec's own fails.
    local parallel_report="$work/crashes-innocent-parallel.xml"; rm -f "$parallel_report"
    status=$(cr innocent-parallel E2E_CRASH_OUTSIDE_EXAMPLES=off E2E_DEFINITION_CRASH=on -- --disable-swift-testing --parallel \
        --xunit-output "$parallel_report" --filter 'CrashSpecs\.(HangSpec|FailingSpec|DefinitionCrashSpec)')
    check "$tag --parallel with the class that crashes selected fails (status $status)" equals "$status" 1
    check "$tag (SwiftPM's report fails its test alone)" equals "$(grep -A1 '<testcase ' "$parallel_report" | grep -B1 '<failure' \
        | grep -oE 'classname="[^"]+"' | sort | tr '\n' ' ')" 'classname="CrashSpecs.DefinitionCrashSpec" classname="CrashSpecs.FailingSpec" '
    # Naming one of its examples selects the class: the crash of its spec() is its case, and fails the run.
    local binary_path
    binary_path="$(cd "$fixture" && swift build --show-bin-path)/CrashesPackageTests.xctest"
    (cd "$fixture" && E2E_CRASH_OUTSIDE_EXAMPLES=off E2E_DEFINITION_CRASH=on \
        "$binary_path" CrashSpecs.DefinitionCrashSpec/is_lost_before_the_crash) >"$work/crashes-named-crashed.log" 2>&1
    status=$?; log="$work/crashes-named-crashed.log"
    check "$tag a run naming an example of the class whose spec() crashed fails (status $status)" equals "$status" 1
    check "$tag (its spec_crashed case says why)" equals "$(grep -c "error: DefinitionCrashSpec.spec_crashed : failed - spec() of CrashSpecs.DefinitionCrashSpec crashed" "$log")" 1

    # ---- 6. with crash isolation off, the first crash ends the run, as before ------------------------
    tag="[crashes off]"
    status=$(cr off SPECKIT_CRASH_ISOLATION=off -- --disable-swift-testing); log="$work/crashes-off.log"
    check "$tag SPECKIT_CRASH_ISOLATION=off: the crash fails the run" test "$status" != 0
    check "$tag and no supervisor goes on" lacks "$log" "SpecKit: the test process"
    check "$tag the run ends at the first crash (the spec() of DefinitionCrashSpec)" equals "$(grep -c 'Fatal error' "$log")" 1

    # ---- 7. a run with no crash passes and says nothing of crashes ------------------------------------
    tag="[crashes none]"
    no_crash_said() { lacks_everywhere "$1" -E '^SpecKit: (the test process|[0-9]+ crash)'; }
    status=$(cr none E2E_CRASH_OUTSIDE_EXAMPLES=off SPECKIT_FILTER='passes' -- --disable-swift-testing); log="$work/crashes-none.log"
    check "$tag only passing examples selected: the run passes" equals "$status" 0
    check "$tag and no line speaks of a crash" no_crash_said "$log"
    check "$tag every passing example ran" grep -qE "^SpecKit: ${#passing[@]} examples, 0 failures, 0 skipped, 0 pending in [0-9.]+ seconds$" "$log"
    status=$(cr none-swift-testing E2E_CRASH_OUTSIDE_EXAMPLES=off SPECKIT_FILTER='passes' -- --disable-xctest); log="$work/crashes-none-swift-testing.log"
    check "$tag on Swift Testing as well" equals "$status" 0
    check "$tag (no line speaks of a crash)" no_crash_said "$log"

    # ---- 8. a selection that runs nothing fails the run, unless SPECKIT_PASS_WITH_NO_TESTS allows it ---
    tag="[crashes empty]"
    local nothing="SpecKit: SPECKIT_FILTER='no_such_example' selected no example in any test process of this run, so the run fails: match it against the names SpecKit prints (SpecClass.example_name), or set SPECKIT_PASS_WITH_NO_TESTS=1 to let a run without examples pass"
    status=$(cr empty-filter E2E_CRASH_OUTSIDE_EXAMPLES=off SPECKIT_FILTER='no_such_example' --); log="$work/crashes-empty-filter.log"
    check "$tag SPECKIT_FILTER selecting nothing on either route fails the run" equals "$status" 1
    check "$tag with one line saying so" equals "$(lines "$log" "$nothing")" 1
    status=$(cr empty-filter-parallel E2E_CRASH_OUTSIDE_EXAMPLES=off SPECKIT_FILTER='no_such_example' -- --parallel)
    log="$work/crashes-empty-filter-parallel.log"
    check "$tag also with --parallel, where each process selected nothing" equals "$status/$(lines "$log" "$nothing")" 1/1
    status=$(cr one-in-parallel E2E_CRASH_OUTSIDE_EXAMPLES=off SPECKIT_FILTER='IndexSpec\.passes_before' -- --parallel)
    log="$work/crashes-one-in-parallel.log"
    check "$tag one process of --parallel selecting one example is enough" equals "$status" 0
    check "$tag (no line says nothing was selected)" lacks "$log" "selected no example in any test process"
    status=$(cr empty-allowed E2E_CRASH_OUTSIDE_EXAMPLES=off SPECKIT_FILTER='no_such_example' SPECKIT_PASS_WITH_NO_TESTS=1 --)
    check "$tag SPECKIT_PASS_WITH_NO_TESTS=1 lets it pass" equals "$status" 0
    status=$(cr example-filter E2E_CRASH_OUTSIDE_EXAMPLES=off -- --filter IndexSpec.passes_before); log="$work/crashes-example-filter.log"
    check "$tag swift test --filter naming an example runs it on the XCTest route, and passes" equals "$status" 0
    check "$tag (that example once)" equals "$(grep -cE "^Test Case '.*' (passed|failed|skipped)" "$log")" 1
    check "$tag (no line says the run ran nothing)" lacks "$log" "selected no test in this run"
    status=$(cr no-example-filter E2E_CRASH_OUTSIDE_EXAMPLES=off -- --filter IndexSpec.no_such_example); log="$work/crashes-no-example-filter.log"
    check "$tag swift test --filter naming no example fails the run" equals "$status" 1
    check "$tag (it says where the names are)" equals "$(lines "$log" "SpecKit: swift test --filter 'IndexSpec.no_such_example' matches no XCTest test and no example. swift test list prints their names (Module.Class/example_name); --filter matches a regular expression against them")" 1
    check "$tag (and says the run ran nothing)" equals "$(lines "$log" "SpecKit: swift test --filter 'IndexSpec.no_such_example' selected no test in this run, so the run fails: fix the pattern, or set SPECKIT_PASS_WITH_NO_TESTS=1 to let a run without tests pass")" 1

    # ---- 9. an example that never finishes fails when its time limit has long passed, on both routes ---
    tag="[crashes hang]"
    local hang_report="$work/crashes-hang.xml" hang_status="$work/crashes-hang-status.txt" hang_line started ended
    rm -f "$hang_report" "$hang_status"
    hang_line="$(line_of HangSpecs.swift HangSpec.passes_or_waits_forever)"
    local stopped="the example did not finish within 1 second, so SpecKit stopped the test process (the stacks of its threads are printed where it stopped): find what the example waits for, or allow it longer with exampleTimeout(_:) in its group or SPECKIT_EXAMPLE_TIMEOUT"
    started=$(date +%s)
    # Both routes in one run: XCTest's pass runs CrashSpecs.HangSpec, Swift Testing's CrashSwiftTestingSpecs.HangSpec.
    (cd "$fixture" && timeout 300 env E2E_CRASH_OUTSIDE_EXAMPLES=off E2E_HANG=on SPECKIT_EXAMPLE_TIMEOUT=1 \
        SPECKIT_XUNIT_OUTPUT="$hang_report" SPECKIT_STATUS_FILE="$hang_status" SPECKIT_PROFILE=2 \
        swift test --skip-build --filter HangSpec) >"$work/crashes-hang.log" 2>&1
    status=$?; ended=$(date +%s); log="$work/crashes-hang.log"
    check "$tag a synchronous example waiting forever fails the run, which ends (status $status)" test "$status" = 1
    check "$tag within 90 s: limit, grace and the stacks' printing, twice per route ($(( ended - started )) s)" \
        test "$(( ended - started ))" -lt 90
    local module
    for module in CrashSpecs CrashSwiftTestingSpecs; do
        check "$tag $module: the supervisor says which example it stops, once" equals "$(ends_with "$log" \
            "SpecKit: $module.HangSpec.passes_or_waits_forever did not finish within 1 second, so SpecKit stops the test process; the stacks of its threads follow")" 1
        check "$tag $module: and that the rest goes on" equals "$(ends_with "$log" \
            "SpecKit: the test process was stopped, past the time limit of 1 second, while $module.HangSpec.passes_or_waits_forever ran; the tests that had not run go on in a new process")" 1
        check "$tag $module: in the report once, failed at its line" \
            report_case "$hang_report" "$module" HangSpec.passes_or_waits_forever failed "$fixture/Tests/$module/HangSpecs.swift:$hang_line: $stopped"
        check "$tag $module: one waiting for a program it started is stopped too" equals "$(ends_with "$log" \
            "SpecKit: $module.HangSpec.passes_or_waits_for_a_program did not finish within 1 second, so SpecKit stops the test process; the stacks of its threads follow")" 1
        check "$tag $module: (in the report)" report_case "$hang_report" "$module" HangSpec.passes_or_waits_for_a_program failed \
            "$fixture/Tests/$module/HangSpecs.swift:$(line_of HangSpecs.swift HangSpec.passes_or_waits_for_a_program): $stopped"
        # A stopped example ran its limit and the grace (1 + 5 seconds; the supervisor reads the
        # journal every second): its time is that, in the report, the saved status and the profile.
        local stopped_example seconds
        for stopped_example in passes_or_waits_forever passes_or_waits_for_a_program; do
            seconds="$(report_time "$hang_report" "$module" "HangSpec.$stopped_example")"
            check "$tag $module: $stopped_example takes the time it ran in the report, not 0 ($seconds s)" at_least "$seconds" 5
            seconds="$(status_time "$hang_status" "$module.HangSpec.$stopped_example")"
            check "$tag $module: (in the saved status: $seconds s)" at_least "$seconds" 5
            seconds="$(grep -E "^  [0-9.]+ s  HangSpec\.$stopped_example  " "$log" | grep -F "/$module/" | awk '{ print $1 }' | head -1)"
            check "$tag $module: (in the profile: $seconds s)" at_least "$seconds" 5
        done
        check "$tag $module: the example before it passes, once" report_case "$hang_report" "$module" HangSpec.passes_before passed
        check "$tag $module: the example after it passes, once" report_case "$hang_report" "$module" HangSpec.passes_after passed
    done
    check "$tag Swift's backtracer prints the stacks of each stopped process" equals "$(grep -c '\*\*\* Program crashed: Aborted' "$log")" 4
    # The check it failed before it waited is reported with the stop: no end of the example listed it.
    local before_line
    before_line="$(grep -nF 'expect("waiting") == "done"' "$shared/HangSpecs.swift" | cut -d: -f1)"
    local failed_before="; before that, it failed: Tests/CrashSpecs/HangSpecs.swift:$before_line: expected to equal <done>, got <waiting>"
    check "$tag XCTest's line for the example, at its it line, with the check it failed before" equals "$(ends_with "$log" \
        "/Tests/CrashSpecs/HangSpecs.swift:$hang_line: error: HangSpec.passes_or_waits_forever : failed - $stopped$failed_before")" 1
    check "$tag (in the report)" report_case "$hang_report" CrashSpecs HangSpec.passes_or_waits_forever failed \
        "$fixture/Tests/CrashSpecs/HangSpecs.swift:$hang_line: $stopped$failed_before"
    check "$tag (Swift Testing's, in the report)" report_case "$hang_report" CrashSwiftTestingSpecs HangSpec.passes_or_waits_forever failed \
        "$fixture/Tests/CrashSwiftTestingSpecs/HangSpecs.swift:$hang_line: $stopped${failed_before//CrashSpecs/CrashSwiftTestingSpecs}"
    check "$tag the program the example waited for is ended, on each route" \
        equals "$(ends_with "$log" "SpecKit: ended what the test process left running: sleep")" 2
    check "$tag (none is left)" test -z "$(pgrep -f '^/bin/sleep 1000$')"
    check "$tag the report holds the eight examples and nothing else" equals "$(grep -c '<testcase ' "$hang_report")" 8
    check "$tag XCTest's supervisor counts the stops, not as crashes" equals "$(lines "$log" \
        "SpecKit: 2 examples stopped past their time limit in this run, each reported above; 3 test processes executed 4 tests in all, with 2 failures; the run fails")" 1
    check "$tag (Swift Testing's too)" equals "$(lines "$log" "SpecKit: 2 examples stopped past their time limit in this run, each reported above; the run fails")" 1

    # ---- 10. a crash in the last test a run selects fails the run ---------------------------------------
    tag="[crashes last]"
    status=$(cr last E2E_CRASH_OUTSIDE_EXAMPLES=off E2E_ST_CRASH=on SPECKIT_XUNIT_OUTPUT="$work/crashes-last.xml" -- --filter crashesWhenAsked)
    log="$work/crashes-last.log"
    check "$tag a plain @Test that crashes, alone in the selection, fails the run (status $status)" equals "$status" 1
    check "$tag (the supervisor's last line)" equals "$(lines "$log" "SpecKit: 1 crash in this run, each reported above; the run fails")" 1
    seconds="$(grep -F '<testcase ' "$work/crashes-last.xml" | grep -F 'crashesWhenAsked()' | sed -n 's/.* time="\([0-9.]*\)".*/\1/p' | head -1)"
    check "$tag it is in the report with the time it ran before it crashed: ${seconds:-none} s" at_least "$seconds" 1.4

    # ---- 11. the checks an example failed before it crashed are reported with the crash, on both routes
    tag="[crashes failed before]"
    report="$work/crashes-failed-before.xml"; rm -f "$report"
    status=$(cr failed-before E2E_CRASH_OUTSIDE_EXAMPLES=off E2E_FAIL_THEN_CRASH=on SPECKIT_XUNIT_OUTPUT="$report" -- --filter HangSpec)
    log="$work/crashes-failed-before.log"
    check "$tag an example that fails a check, then crashes, fails the run (status $status)" equals "$status" 1
    line="$(line_of HangSpecs.swift HangSpec.passes_before)"
    before_line="$(grep -nF 'expect(missing).toNot(beNil())' "$shared/HangSpecs.swift" | cut -d: -f1)"
    local queue_line
    queue_line="$(grep -nF 'expect("queue") == "main"' "$shared/HangSpecs.swift" | cut -d: -f1)"
    for module in CrashSpecs CrashSwiftTestingSpecs; do
        failed_before="; before that, it failed: Tests/$module/HangSpecs.swift:$before_line: expected to not be nil, got <nil>"
        # Written in the example that crashed: its own failure, with no note.
        failed_before+="; Tests/$module/HangSpecs.swift:$queue_line: expected to equal <main>, got <queue>"
        check "$tag $module: in the report once, the crash at its it line with the check it failed before" \
            report_case "$report" "$module" HangSpec.passes_before failed "$fixture/Tests/$module/HangSpecs.swift:$line: $(cause_of 4)$failed_before"
        check "$tag $module: (in the closing summary)" \
            equals "$(lines "$log" "     Tests/$module/HangSpecs.swift:$line: $(cause_of 4)$failed_before")" 1
        check "$tag $module: the other examples pass, once" report_case "$report" "$module" HangSpec.passes_after passed
    done
    check "$tag XCTest's line for the example" equals "$(ends_with "$log" \
        "/Tests/CrashSpecs/HangSpecs.swift:$line: error: HangSpec.passes_before : failed - $(cause_of 4)${failed_before//CrashSwiftTestingSpecs/CrashSpecs}")" 1
    # Each attempt that crashed says what it failed before (SPECKIT_RETRY keeps an attempt's failures from the frameworks).
    report="$work/crashes-failed-before-retry.xml"; rm -f "$report"
    status=$(cr failed-before-retry E2E_CRASH_OUTSIDE_EXAMPLES=off E2E_FAIL_THEN_CRASH=on SPECKIT_RETRY=1 SPECKIT_XUNIT_OUTPUT="$report" -- \
        --filter HangSpec)
    log="$work/crashes-failed-before-retry.log"
    check "$tag with SPECKIT_RETRY=1 it fails the run (status $status)" equals "$status" 1
    for module in CrashSpecs CrashSwiftTestingSpecs; do
        failed_before="; before that, it failed: Tests/$module/HangSpecs.swift:$before_line: expected to not be nil, got <nil>"
        check "$tag $module: its first attempt's crash, in the report, says what it failed before" \
            report_case "$report" "$module" HangSpec.passes_before failed "$fixture/Tests/$module/HangSpecs.swift:$line: $(cause_of 4)$failed_before"
        check "$tag $module: (and its second's)" equals "$(grep -F "<testcase classname=\"$module.HangSpec\" name=\"passes_before\" " "$report" \
            | grep -o '<rerunFailure message="[^"]*before that, it failed: Tests/'"$module"'/HangSpecs.swift:'"$before_line"': expected to not be nil' | wc -l)" 1
    done

    # ---- 12. after a crash, the closing summary places what the processes before it ran ------------
    tag="[crashes summary]"
    status=$(cr summary E2E_CRASH_OUTSIDE_EXAMPLES=off SPECKIT_PROFILE=10 -- --filter 'FailingSpec|FatalErrorSpec')
    log="$work/crashes-summary.log"
    check "$tag a run with a crash and a failing example fails (status $status)" equals "$status" 1
    # FailingSpec runs whole before FatalErrorSpec crashes; the process after the crash prints the summary.
    line="$(awk '/class FailingSpec/ { inside = 1 } inside && /it\("passes before"\)/ { print NR; exit }' "$shared/OtherCrashSpecs.swift")"
    for module in CrashSpecs CrashSwiftTestingSpecs; do
        check "$tag $module: the profile lists an example an earlier process ran, at its line" equals "$(grep -cE \
            "^  [0-9.]+ s  FailingSpec\.passes_before  Tests/$module/OtherCrashSpecs\.swift:$line\$" "$log")" 1
        check "$tag $module: (its class among the slowest groups, with its three examples)" equals "$(grep -cE \
            "^  [0-9.]+ s  FailingSpec \(3 examples\)  Tests/$module/OtherCrashSpecs\.swift:$line\$" "$log")" 1
    done
    check "$tag each route's totals count both classes" equals "$(grep -c "^SpecKit: 6 examples, 2 failures, 0 skipped, 0 pending in " "$log")" 2

    # A timing that comes rarely shows only in the CI log: what the run said, for a check that failed.
    what_the_run_said() { grep -E '^SpecKit: |◇ Test case|✘ Test|✔ Test' "$log" | sed 's/^/      /' | head -80; }
    each_once() {  # each_once TAG REPORT: FailingSpec's and HangSpec's 7 examples are each in REPORT once, on each route (the run's output is $log)
        local module names kept missing example
        for module in CrashSpecs CrashSwiftTestingSpecs; do
            names="$(grep -oE "<testcase classname=\"$module\.(FailingSpec|HangSpec)\" name=\"[a-z_]+\"" "$2" | sort | uniq -c \
                | awk '{ print $1 }' | sort -u | tr '\n' ' ')"
            kept="$(grep -cE "<testcase classname=\"$module\.(FailingSpec|HangSpec)\" " "$2")"
            missing=""
            for example in FailingSpec.passes_before FailingSpec.fails_honestly FailingSpec.passes_after HangSpec.passes_before \
                HangSpec.passes_or_waits_forever HangSpec.passes_or_waits_for_a_program HangSpec.passes_after; do
                grep -qF "<testcase classname=\"$module.${example%%.*}\" name=\"${example#*.}\"" "$2" || missing+=", not $example"
            done
            check "$1 $module: its 7 examples each once in the report (${kept} cases, counts: ${names}${missing})" equals "$kept/$names" "7/1 "
            [ "$kept/$names" = "7/1 " ] || what_the_run_said
        done
    }

    # ---- 13. work an example leaves behind crashes at once, on another thread ------------------------
    # Whether the main thread gets past the example before the process ends depends on timing (the
    # journal's readers are unit-tested on both orders): whichever it is, nothing is lost or doubled.
    # With SPECKIT_RETRY (runs 2 and 3) the crash is no failed attempt of the example it is blamed
    # on, which would pass when it ran again: the run fails all the same.
    tag="[crashes background]"
    local attempt retry
    for attempt in 1 2 3; do
        report="$work/crashes-background-$attempt.xml"; rm -f "$report"
        retry=""; [ "$attempt" = 1 ] || retry="SPECKIT_RETRY=2"
        status=$(cr "background-$attempt" E2E_CRASH_OUTSIDE_EXAMPLES=off E2E_BACKGROUND_CRASH=on $retry SPECKIT_XUNIT_OUTPUT="$report" -- \
            --filter 'FailingSpec|HangSpec')
        log="$work/crashes-background-$attempt.log"
        check "$tag run $attempt ${retry:-without retries}: it fails, with one crash off the main actor on each route (status $status)" \
            equals "$status/$(grep -c '^SpecKit: the test process crashed with signal 4 (SIGILL) off the main actor ' "$log")" 1/2
        if [ -n "$retry" ]; then
            check "$tag run $attempt: no example runs again after it (fails_honestly does, for its own failure)" \
                equals "$(grep 'running it again (SPECKIT_RETRY)' "$log" | grep -vc 'FailingSpec\.fails_honestly failed on attempt')" 0
            check "$tag run $attempt: and none is flaky" equals "$(grep -c '^SpecKit: flaky: ' "$log")" 0
        fi
        # The crash is the example running at the signal's, or a case of its own: every example is listed once.
        each_once "$tag run $attempt," "$report"
    done

    # ---- 13b. a main-actor task an example left behind crashes once it runs --------------------------
    # On the Swift Testing route it runs once the example ended, and the crash is no attempt of any
    # example: with SPECKIT_RETRY the run fails, and the console says where the crash came. On the
    # XCTest route it runs before the example ends, as the example's own: each attempt crashes.
    tag="[crashes left task]"
    report="$work/crashes-left-task.xml"; rm -f "$report"
    status=$(cr left-task E2E_CRASH_OUTSIDE_EXAMPLES=off E2E_LEFT_TASK_CRASH=on SPECKIT_RETRY=2 SPECKIT_XUNIT_OUTPUT="$report" -- \
        --filter 'FailingSpec|HangSpec')
    log="$work/crashes-left-task.log"
    check "$tag it fails, with one crash in a task left running on the Swift Testing route (status $status)" equals \
        "$status/$(grep -c '^SpecKit: the test process crashed with signal 4 (SIGILL) in a task left running after the example that started it ended ' "$log")" 1/1
    check "$tag on the XCTest route each of the example's three attempts crashes in it" equals \
        "$(grep -c '^SpecKit: the test process crashed with signal 4 (SIGILL) while CrashSpecs.FailingSpec.passes_before ran' "$log")" 3
    check "$tag and no example is flaky for it" equals "$(grep -c '^SpecKit: flaky: ' "$log")" 0
    each_once "$tag" "$report"

    # ---- 13c. a failing example that is the run's last leaves work behind that crashes as it ends --
    # The crash signal may come after its failure and before its end, which the reports then leave
    # out (it may have failed as the process went down): it runs again in a new process, even when
    # its class's test or the whole run ended before the process did. Timing decides which it is.
    tag="[crashes as it ends]"
    for attempt in 1 2 3 4 5 6; do
        report="$work/crashes-as-it-ends-$attempt.xml"; rm -f "$report" "$work/crashed-as-it-ends-"*
        status=$(cr "as-it-ends-$attempt" E2E_CRASH_OUTSIDE_EXAMPLES=off E2E_CRASH_AS_IT_ENDS="$work/crashed-as-it-ends" \
            SPECKIT_FILTER='^FailingSpec\.(passes_before|fails_honestly)$' SPECKIT_XUNIT_OUTPUT="$report" -- --filter FailingSpec)
        log="$work/crashes-as-it-ends-$attempt.log"
        local found module
        found=""
        for module in CrashSpecs CrashSwiftTestingSpecs; do
            found+="$(grep -cE "<testcase classname=\"$module\.FailingSpec\" name=\"passes_before\"" "$report")"
            found+="$(grep -cE "<testcase classname=\"$module\.FailingSpec\" name=\"fails_honestly\"" "$report") "
        done
        check "$tag run $attempt fails (status $status), each route's two examples once in the report (${found% })" \
            equals "$status/$found" "1/11 11 "
        [ "$found" = "11 11 " ] || what_the_run_said
    done

    # ---- 13d. a plain @Test function calls exit(0): one closing summary, from the last process -----
    tag="[crashes plain exit]"
    local setting
    for setting in "" "SPECKIT_FILTER=^FailingSpec\.passes_before\$ SPECKIT_SHARD=5/8"; do
        # shellcheck disable=SC2086 # the setting's words are separate variables
        status=$(cr "plain-exit${setting:+-shard}" E2E_CRASH_OUTSIDE_EXAMPLES=off E2E_PLAIN_EXIT=on $setting -- \
            --disable-xctest --filter 'FailingSpec|plainExits')
        log="$work/crashes-plain-exit${setting:+-shard}.log"
        check "$tag ${setting:-the whole class}: the run fails (status $status)" equals "$status" 1
        check "$tag ${setting:-the whole class}: one closing summary" equals "$(grep -cE '^SpecKit: [0-9]+ examples?, ' "$log")" 1
    done

    # ---- 13e. Swift Testing's events to a named pipe, as an IDE reads them --------------------------
    # The supervisor writes them on: the pipe's reader sees one stream, each test process's run in
    # turn, and no test process waits for a reader that went away when the crashed one closed it.
    tag="[crashes event pipe]"
    local pipe="$work/crashes-events.fifo" reader round
    rm -f "$pipe" "$work/crashes-events.out"
    mkfifo "$pipe"
    cat "$pipe" >"$work/crashes-events.out" &
    reader=$!
    (cd "$fixture" && timeout 300 env E2E_CRASH_OUTSIDE_EXAMPLES=off swift test --skip-build --disable-xctest \
        --filter FatalErrorSpec --event-stream-output-path "$pipe" --event-stream-version 0) >"$work/crashes-event-pipe.log" 2>&1
    status=$?
    for round in $(seq 50); do kill -0 "$reader" 2>/dev/null || break; sleep 0.1; done
    kill "$reader" 2>/dev/null
    log="$work/crashes-event-pipe.log"
    check "$tag the run ends, failed by the crash (status $status)" equals "$status" 1
    check "$tag the pipe's reader got the runs of both test processes, one after the other" \
        equals "$(( $(grep -c '"kind":"runStarted"' "$work/crashes-events.out") >= 2 ))/$(grep -c '"kind":"runEnded"' "$work/crashes-events.out")" 1/1
    check "$tag one closing summary, counting the class's three examples" \
        equals "$(grep -cE '^SpecKit: 3 examples, 1 failure, ' "$log")/$(grep -cE '^SpecKit: [0-9]+ examples?, ' "$log")" 1/1

    # ---- 14. a bisect over spec classes of both routes: its first run reports as any run does -------
    # Each test library's pass adds its first run to the one report: the second pass replaced the first's.
    tag="[crashes bisect report]"
    local bisect_report="$work/crashes-bisect.xml"; rm -f "$bisect_report"
    status=$(cr bisect-report E2E_CRASH_OUTSIDE_EXAMPLES=off SPECKIT_BISECT=1 SPECKIT_ORDER=random:3 \
        SPECKIT_XUNIT_OUTPUT="$bisect_report" -- --filter FailingSpec)
    check "$tag the run fails for the failing example (status $status)" equals "$status" 1
    for module in CrashSpecs CrashSwiftTestingSpecs; do
        check "$tag $module: the report holds its FailingSpec's examples, each once" eval \
            'report_case "$bisect_report" "$module" FailingSpec.passes_before passed &&
            report_case "$bisect_report" "$module" "$honest" failed "" && report_case "$bisect_report" "$module" FailingSpec.passes_after passed'
    done

    # ---- 15. started through the dynamic loader, the binary runs its tests (without the watch) -------
    tag="[crashes loader]"
    local binary interpreter
    binary="$(cd "$fixture" && swift build --show-bin-path)/CrashesPackageTests.xctest"
    interpreter="$(readelf -l "$binary" 2>/dev/null | sed -n 's/.*Requesting program interpreter: \(.*\)]$/\1/p')"
    if [ -n "$interpreter" ]; then
        (cd "$fixture" && E2E_CRASH_OUTSIDE_EXAMPLES=off "$interpreter" "$binary" CrashSpecs.HangSpec) >"$work/crashes-loader.log" 2>&1
        status=$?; log="$work/crashes-loader.log"
        check "$tag $interpreter $binary CrashSpecs.HangSpec passes (status $status)" equals "$status" 0
        check "$tag (its four examples ran)" equals "$(grep -cE "^Test Case 'HangSpec\.[a-z_]+' passed \(" "$log")" 4
    fi
}
