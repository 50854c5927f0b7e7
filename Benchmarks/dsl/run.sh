#!/usr/bin/env bash
# SpecDSL run-time benchmark: the same examples as SpecDSL specs and as plain XCTest methods,
# at 2,500, 5,000, 10,000 and 50,000 examples, run in one go, pinned to one CPU.
#
# Each spec class has 100 examples in 3 levels of groups: describe > 5 contexts > 4 contexts >
# 5 its, a beforeEach and an afterEach at every level, and one `expect(value) == 3` per example.
# Each plain XCTestCase class has 100 test methods whose setUp/tearDown do the same work, each
# with one `XCTAssertEqual(value, 3)`.
# Usage: Benchmarks/dsl/run.sh [ROUNDS] [SIZES…]   (SIZES in classes of 100; default 25 50 100 500)
#        Benchmarks/dsl/run.sh --callgrind [SIZES…]   instructions of one run of each test process
#        (valgrind --tool=callgrind, load-independent) and peak memory of one run without valgrind
#        Benchmarks/dsl/run.sh --loops [ROUNDS] [SIZES…]   the same run with the examples made in
#        loops (below), and the same loops as Quick 7.6.2 + Nimble 14.0.0 specs: wall and CPU time
#        per round and peak memory of every size, then callgrind of the sizes in
#        SPECKIT_BENCH_CALLGRIND (default "25 50 100"; "" for none)
#        Benchmarks/dsl/run.sh --swift-testing --callgrind [SIZES…]   adds the same spec files built
#        with `-DSPECKIT_SWIFT_TESTING` (kind SpecST, the Swift Testing route) and the plain examples
#        as one parameterized Swift Testing test per class (kind PlainST, "SwiftT.": Swift Testing's
#        own cost per case), run as `swift test` runs its Swift Testing phase (`BINARY
#        --testing-library swift-testing`); the other kinds run as its XCTest phase (`BINARY`, no
#        argument), so no count includes the other library's phase
#        Benchmarks/dsl/run.sh --sleep [ROUNDS]   wall clock of 200 examples sleeping 20 ms (10
#        classes of 20; `Task.sleep` and `Thread.sleep`), Swift Testing route vs XCTest route,
#        rounds interleaved, unpinned (sleep.sh)
#        Benchmarks/dsl/run.sh --class-size [EXAMPLES…]   instructions against the examples of one
#        spec class (default 100 400 1600), XCTest route vs Swift Testing route (classsize.sh)
# Prints a table; writes nothing into the repository.
# SPECKIT_BENCH_CPU picks the CPU to pin to (default 1), for when another job holds that one;
# BASE=<commit> also measures the specs against SpecKit at that commit, in the same rounds.
#
# --loops: the written-out packages cannot be built at 50,000 examples here (SwiftPM's generated
# list of 10,000 plain methods alone took 36 minutes to compile), so this mode compiles the work
# of one class once and repeats it at run time. Spec side: N/100 one-line `Spec` subclasses (the
# SpecDiscovery plugin must see each class) whose `spec()` calls one function building the same
# tree with `for` loops over the written-out descriptions; plain side: N/100 one-line subclasses of
# one XCTestCase class with the same setUp/tearDown and one method, each listed 100 times under
# the written-out method names. Both are executables calling `XCTMain` with the list SwiftPM's test
# runner would pass (one entry per class), in one package, so SpecKit is built once for all sizes.
# What it leaves out: the compiled code of 100 distinct closures or methods per class (the
# written-out binaries' text grows with N and its pages count in peak memory; here it does not).
set -euo pipefail
swift_testing=""
[ "${1:-}" = "--swift-testing" ] && { swift_testing=1; shift; }
rounds="${1:-3}"
shift || true
mode=time
[ "$rounds" = "--callgrind" ] && { mode=callgrind; rounds=1; }
[ "$rounds" = "--loops" ] && { mode=loops; rounds="${1:-5}"; shift || true; }
[ "$rounds" = "--sleep" ] && { mode=sleep; rounds="${1:-3}"; shift || true; }
[ "$rounds" = "--class-size" ] && { mode=classsize; sizes_given="$*"; }
[ -z "$swift_testing" ] || [ "$mode" = callgrind ] || { echo "error: --swift-testing goes with --callgrind" >&2; exit 2; }
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="${SPECKIT_BENCH_DIR:-$(mktemp -d)}"
sizes=("${@:-25 50 100 500}")   # classes of 100 examples each
read -r -a sizes <<<"${sizes[*]}"
cpu="${SPECKIT_BENCH_CPU:-1}"

# Copies SpecKit (the commit, or the working tree for "") into $work/NAME, rewriting only the
# files that changed: a fresh copy makes SwiftPM rebuild everything, 12 minutes at 5,000 examples
# on a loaded machine, where a changed file rebuilds only what depends on it.
copy() {  # copy NAME COMMIT
    local copy="$work/$1" fresh="$work/$1.fresh"
    rm -rf "$fresh" && mkdir -p "$fresh" "$copy"
    if [ -n "$2" ]; then
        git -C "$repo" archive "$2" Package.swift Sources Plugins Binaries | tar -x -C "$fresh"
    else
        tar -C "$repo" -cf - Package.swift Sources Plugins Binaries | tar -x -C "$fresh"
    fi
    (cd "$fresh" && find . -type f) | while read -r f; do
        cmp -s "$fresh/$f" "$copy/$f" || { mkdir -p "$(dirname "$copy/$f")"; cp "$fresh/$f" "$copy/$f"; }
    done
    (cd "$copy" && find . -type f -not -path './.build/*') | while read -r f; do [ -e "$fresh/$f" ] || rm "$copy/$f"; done
    rm -rf "$fresh"
}
copy SpecKit ""
base="${BASE:-}"
[ -z "$base" ] || copy SpecKitBase "$base"
# Writes stdin to FILE only when it changed, so a second run reuses the previous build.
emit() { local tmp; tmp=$(mktemp); cat >"$tmp"; cmp -s "$tmp" "$1" 2>/dev/null && rm "$tmp" || mv "$tmp" "$1"; }

# One package, so one test binary, per kind and size: the binaries run with no filter, because
# XCTest's filter compares every test with every selected name and would tax 10,000 plain
# methods far more than 100 spec classes.
generate() {  # generate KIND SIZE
    local kind="$1" size="$2" package="$work/$1$2"
    mkdir -p "$package/Tests/$kind$size"
    for ((c = 1; c <= size; c++)); do
        class=$(printf "C%03d" "$c")
        if [ "$kind" = PlainST ]; then
            # Swift Testing's own cost per case, as Plain is XCTest's: one serialized parameterized
            # test per class over the names SpecKit gives the examples, a new instance per case
            # whose init and deinit do the hooks' work, one #expect.
            {
                echo "import Testing"
                echo "@Suite(.serialized) final class $class {"; echo "    var value = 0"
                echo "    init() { value = 1; value += 1; value += 1 }"
                echo "    deinit { value -= 1; value -= 1; value = 0 }"
                echo "    @Test(arguments: ["
                for ((k = 0; k < 5; k++)); do
                    for ((j = 0; j < 4; j++)); do
                        for ((e = 0; e < 5; e++)); do
                            echo "        \"Subject_${c}__in_context_${k}__and_case_${j}__does_thing_$e\","
                        done
                    done
                done
                echo "    ])"
                echo "    func example(_ name: String) { #expect(value == 3) }"
                echo "}"
            } | emit "$package/Tests/$kind$size/$class.swift"
        elif [ "$kind" != Plain ]; then
            {
                echo "import Matchers"; echo "import SpecDSL"
                echo "final class $class: Spec {"; echo "    override class func spec() {"
                echo "        describe(\"Subject $c\") {"; echo "            var value = 0"
                echo "            beforeEach { value = 1 }"; echo "            afterEach { value = 0 }"
                for ((k = 0; k < 5; k++)); do
                    echo "            context(\"in context $k\") {"
                    echo "                beforeEach { value += 1 }"; echo "                afterEach { value -= 1 }"
                    for ((j = 0; j < 4; j++)); do
                        echo "                context(\"and case $j\") {"
                        echo "                    beforeEach { value += 1 }"; echo "                    afterEach { value -= 1 }"
                        for ((e = 0; e < 5; e++)); do
                            echo "                    it(\"does thing $e\") { expect(value) == 3 }"
                        done
                        echo "                }"
                    done
                    echo "            }"
                done
                echo "        }"; echo "    }"; echo "}"
            } | emit "$package/Tests/$kind$size/$class.swift"
        else
            {
                echo "import XCTest"
                echo "final class $class: XCTestCase {"; echo "    var value = 0"
                echo "    override func setUp() { value = 1; value += 1; value += 1 }"
                echo "    override func tearDown() { value -= 1; value -= 1; value = 0 }"
                for ((k = 0; k < 5; k++)); do
                    for ((j = 0; j < 4; j++)); do
                        for ((e = 0; e < 5; e++)); do
                            echo "    func test_context_${k}_case_${j}_does_thing_$e() { XCTAssertEqual(value, 3) }"
                        done
                    done
                done
                echo "}"
            } | emit "$package/Tests/$kind$size/$class.swift"
        fi
    done
    if [ "$kind" != Plain ] && [ "$kind" != PlainST ]; then
        local speckit=SpecKit settings=""
        [ "$kind" = Base ] && speckit=SpecKitBase
        [ "$kind" = SpecST ] && settings='swiftSettings: [.define("SPECKIT_SWIFT_TESTING")], '
        emit "$package/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "$kind$size",
    dependencies: [.package(name: "SpecKit", path: "../$speckit")],
    targets: [.testTarget(name: "$kind$size", dependencies: [.product(name: "SpecDSL", package: "SpecKit"),
                                                             .product(name: "Matchers", package: "SpecKit")],
                          ${settings}plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")])]
)
PACKAGE
    else
        emit "$package/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription
let package = Package(name: "$kind$size", targets: [.testTarget(name: "$kind$size")])
PACKAGE
    fi
    # A reused build folder may not notice files added to the SpecKit copy: plan the build anew.
    rm -f "$package"/.build/*/debug/description.json
    echo "== building $kind$size (debug, as swift test builds)"
    (cd "$package" && swift build --build-tests >"$work/build-$kind$size.log" 2>&1) || { tail -30 "$work/build-$kind$size.log"; exit 1; }
}

[ "$mode" = loops ] && { source "$(dirname "$0")/loops.sh"; exit 0; }
[ "$mode" = sleep ] && { source "$(dirname "$0")/sleep.sh"; exit 0; }

# valgrind 3.19 crashes (SIGSEGV in valgrind itself) once the main thread leaves through
# libdispatch's `dispatch_main()`, which pthread_exits it: Swift's async main does so as soon as its
# task first suspends, as Swift Testing's entry point does (XCTest's XCTMain never returns, so the
# XCTest kinds never get there). Under callgrind the SpecST binary runs with this `dispatch_main`
# preloaded: the main thread stays and drains the main queue, as Foundation's RunLoop does.
mainq_shim() {
    local shim="$work/mainq/mainq.so"
    [ -f "$shim" ] && { echo "$shim"; return; }
    mkdir -p "$work/mainq"
    cat >"$work/mainq/mainq.c" <<'C'
#include <poll.h>
#include <stdint.h>
#include <unistd.h>
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *);
void dispatch_main(void) {
    int fd = _dispatch_get_main_queue_handle_4CF();
    for (;;) {
        struct pollfd p = { .fd = fd, .events = POLLIN };
        if (poll(&p, 1, -1) > 0) {
            uint64_t count;
            (void)!read(fd, &count, sizeof count);
        }
        _dispatch_main_queue_callback_4CF(NULL);
    }
}
C
    local lib; lib="$(dirname "$(dirname "$(command -v swift)")")/lib/swift/linux"
    cc -O2 -shared -fPIC -o "$shim" "$work/mainq/mainq.c" -L"$lib" -ldispatch -Wl,-rpath,"$lib" >&2
    echo "$shim"
}

# How a kind's binary runs: Swift Testing's phase for SpecST (what `swift test` runs after XCTest's),
# XCTest's alone for the others (SwiftPM's test main runs XCTest when given no --testing-library).
run_args() { case "$1" in SpecST | PlainST) echo "--testing-library swift-testing" ;; esac; }
# How many examples a run executed: XCTest's "Executed N tests", or the sum of Swift Testing's
# "with N test cases" over the spec classes' tests.
executed_count() {  # executed_count KIND LOG
    if [ "$1" = SpecST ] || [ "$1" = PlainST ]; then
        grep -q "Test run with .* passed" "$2" || return 0
        grep -E "with [0-9]+ test cases? passed" "$2" | sed -E 's/.*with ([0-9]+) test cases? passed.*/\1/' | awk '{ n += $1 } END { print n }'
    else
        grep -E "Executed [0-9]+ tests?" "$2" | tail -n 1 | sed -E 's/.*Executed ([0-9]+) tests?.*/\1/'
    fi
}

[ "$mode" = classsize ] && { source "$(dirname "$0")/classsize.sh"; exit 0; }

for size in "${sizes[@]}"; do
    generate Spec "$size"
    generate Plain "$size"
    [ -z "$base" ] || generate Base "$size"
    [ -z "$swift_testing" ] || { generate SpecST "$size"; generate PlainST "$size"; }
done

measure() {  # measure KIND SIZE → "seconds kilobytes executed"
    local package="$work/$1$2"
    local binary
    binary="$(cd "$package" && swift build --show-bin-path)/$1$2PackageTests.xctest"
    local start end
    start=$(date +%s.%N)
    # shellcheck disable=SC2046
    taskset -c "$cpu" /usr/bin/time -f "%M" -o "$work/rss" "$binary" $(run_args "$1") >"$work/run.log" 2>&1 || true
    end=$(date +%s.%N)
    local executed
    executed=$(executed_count "$1" "$work/run.log")
    echo "$(echo "$end - $start" | bc -l) $(cat "$work/rss") $executed"
}

# Instructions of one run under callgrind, and peak memory of one run without it (valgrind's own
# memory would count): "instructions kilobytes executed".
instructions() {  # instructions KIND SIZE
    local package="$work/$1$2"
    local binary
    binary="$(cd "$package" && swift build --show-bin-path)/$1$2PackageTests.xctest"
    # shellcheck disable=SC2046
    local preload=""
    [ -z "$(run_args "$1")" ] || preload=$(mainq_shim)
    # valgrind's log to its own file: Swift Testing writes its results to stderr.
    LD_PRELOAD="$preload" taskset -c "$cpu" valgrind --tool=callgrind --callgrind-out-file="$work/cg.$1$2" --log-file="$work/cg.log" \
        "$binary" $(run_args "$1") >"$work/run.log" 2>&1 || true
    local count executed
    count=$(grep -E "Collected :" "$work/cg.log" | sed -E 's/.*Collected : *([0-9]+).*/\1/')
    executed=$(executed_count "$1" "$work/run.log")
    [ "$executed" = "$(($2 * 100))" ] || { echo "error: $1$2 executed ${executed:-no} tests under callgrind" >&2; tail -20 "$work/run.log" >&2; exit 1; }
    # shellcheck disable=SC2046
    taskset -c "$cpu" /usr/bin/time -f "%M" -o "$work/rss" "$binary" $(run_args "$1") >"$work/run.log" 2>&1 || true
    echo "$count $(cat "$work/rss")"
}

if [ "$mode" = callgrind ]; then
    printf "\n%-9s %-8s %-13s %-10s %-8s %-9s %-7s\n" examples kind instructions "per ex." "time×" "MiB" "mem×"
    declare -A last_count=() last_size=()
    for size in "${sizes[@]}"; do
        kinds=(Plain Spec); [ -z "$base" ] || kinds+=(Base); [ -z "$swift_testing" ] || kinds+=(SpecST PlainST)
        for kind in "${kinds[@]}"; do
            read -r count rss < <(instructions "$kind" "$size")
            [ "$kind" = Plain ] && { plain_count=$count; plain_rss=$rss; }
            label=$kind; [ "$kind" = Base ] && label="$base"; [ "$kind" = Spec ] && label=SpecDSL; [ "$kind" = Plain ] && label=XCTest
            [ "$kind" = PlainST ] && label="SwiftT."
            [ "$kind" = Spec ] && spec_count=$count
            growth=""
            # The Swift Testing kinds against their XCTest counterparts: the spec route against
            # SpecDSL's XCTest route, plain Swift Testing against plain XCTest.
            [ "$kind" = SpecST ] && growth="  ×$(printf "%.2f" "$(echo "$count / $spec_count" | bc -l)") of SpecDSL"
            [ "$kind" = PlainST ] && growth="  ×$(printf "%.2f" "$(echo "$count / $plain_count" | bc -l)") of XCTest"
            if [ -n "${last_count[$kind]:-}" ]; then
                growth="  +$(( (count - last_count[$kind]) / ((size - last_size[$kind]) * 100) )) per added example"
            fi
            last_count[$kind]=$count; last_size[$kind]=$size
            printf "%-9s %-8s %-13s %-10s %-8.2f %-9.1f %-7.2f%s\n" "$((size * 100))" "$label" "$count" "$((count / (size * 100)))" \
                "$(echo "$count / $plain_count" | bc -l)" "$(echo "$rss / 1024" | bc -l)" "$(echo "$rss / $plain_rss" | bc -l)" "$growth"
        done
    done
    echo "(instructions: valgrind --tool=callgrind, one run of the whole test process; memory: peak RSS of one run; taskset -c $cpu)"
    [ -z "$swift_testing" ] || echo "(SpecST, SwiftT.: the process's Swift Testing phase, under callgrind with the dispatch_main preload above)"
    exit 0
fi

median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

printf "\n%-9s %-10s %-10s %-7s %-10s %-10s %-7s %s\n" examples "spec s" "plain s" "time×" "spec MiB" "plain MiB" "mem×" \
    "$([ -z "$base" ] || echo "| $base: spec s, time×, MiB, mem×")"
for size in "${sizes[@]}"; do
    spec_times=(); plain_times=(); base_times=(); spec_rss=0; plain_rss=0; base_rss=0
    for ((r = 1; r <= rounds; r++)); do
        read -r t m n < <(measure Spec "$size")
        [ "$n" = "$((size * 100))" ] || { echo "error: Spec$size executed $n tests"; tail -20 "$work/run.log"; exit 1; }
        spec_times+=("$t"); [ "$m" -gt "$spec_rss" ] && spec_rss=$m
        read -r t m n < <(measure Plain "$size")
        [ "$n" = "$((size * 100))" ] || { echo "error: Plain$size executed $n tests"; exit 1; }
        plain_times+=("$t"); [ "$m" -gt "$plain_rss" ] && plain_rss=$m
        if [ -n "$base" ]; then
            read -r t m n < <(measure Base "$size")
            [ "$n" = "$((size * 100))" ] || { echo "error: Base$size executed $n tests"; tail -20 "$work/run.log"; exit 1; }
            base_times+=("$t"); [ "$m" -gt "$base_rss" ] && base_rss=$m
        fi
    done
    st=$(printf "%s\n" "${spec_times[@]}" | median)
    pt=$(printf "%s\n" "${plain_times[@]}" | median)
    printf "%-9s %-10.3f %-10.3f %-7.2f %-10.1f %-10.1f %-7.2f" "$((size * 100))" "$st" "$pt" \
        "$(echo "$st / $pt" | bc -l)" "$(echo "$spec_rss / 1024" | bc -l)" "$(echo "$plain_rss / 1024" | bc -l)" \
        "$(echo "$spec_rss / $plain_rss" | bc -l)"
    if [ -n "$base" ]; then
        bt=$(printf "%s\n" "${base_times[@]}" | median)
        printf " | %-8.3f %-6.2f %-7.1f %-6.2f" "$bt" "$(echo "$bt / $pt" | bc -l)" "$(echo "$base_rss / 1024" | bc -l)" \
            "$(echo "$base_rss / $plain_rss" | bc -l)"
    fi
    echo
done
echo "(median of $rounds rounds; peak resident memory of the test process; taskset -c $cpu)"
