# `Benchmarks/dsl/run.sh --sleep [ROUNDS]`: sourced by run.sh (which copies SpecKit into $work and
# reads the arguments). Wall clock of examples that wait: 200 examples, 10 spec classes of 20, each
# example `try await Task.sleep(for: .milliseconds(20))` (classes A01…A10),
# `Thread.sleep(forTimeInterval: 0.02)` (S01…S10, which block the main actor they run on), or the
# first again in classes that may run beside others (B01…B10, `runsBesideOtherSpecs`). The XCTest
# route runs one example after another; the Swift Testing route one class at a time, but the B
# classes at once.
# Not pinned: the point is the use of both CPUs. Prints a table; writes nothing into the repository.
#
# One package ($work/Sleep) with the same spec files in two test targets, SleepX (XCTest route)
# and SleepST (built with -DSPECKIT_SWIFT_TESTING), so SpecKit is built once and both routes run
# the same binary; each run selects one target's 10 classes by name.

sleep_target() {  # sleep_target NAME
    local dir="$work/Sleep/Tests/$1" c e
    mkdir -p "$dir"
    for ((c = 1; c <= 10; c++)); do
        {
            echo "import Foundation"; echo "import SpecDSL"
            printf 'final class A%02d: Spec {\n    override class func spec() {\n        describe("waiting %d") {\n' "$c" "$c"
            for ((e = 0; e < 20; e++)); do
                echo "            it(\"sleeps $e\") { try await Task.sleep(for: .milliseconds(20)) }"
            done
            echo "        }"; echo "    }"; echo "}"
            printf 'final class S%02d: Spec {\n    override class func spec() {\n        describe("blocking %d") {\n' "$c" "$c"
            for ((e = 0; e < 20; e++)); do
                echo "            it(\"sleeps $e\") { Thread.sleep(forTimeInterval: 0.02) }"
            done
            echo "        }"; echo "    }"; echo "}"
            printf 'final class B%02d: Spec {\n    override class var runsBesideOtherSpecs: Bool { true }\n' "$c"
            printf '    override class func spec() {\n        describe("waiting beside others %d") {\n' "$c"
            for ((e = 0; e < 20; e++)); do
                echo "            it(\"sleeps $e\") { try await Task.sleep(for: .milliseconds(20)) }"
            done
            echo "        }"; echo "    }"; echo "}"
        } | emit "$dir/C$(printf %02d "$c").swift"
    done
}
sleep_target SleepX
sleep_target SleepST
emit "$work/Sleep/Package.swift" <<'PACKAGE'
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Sleep",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .testTarget(name: "SleepX", dependencies: [.product(name: "SpecDSL", package: "SpecKit")],
                    plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]),
        .testTarget(name: "SleepST", dependencies: [.product(name: "SpecDSL", package: "SpecKit")],
                    swiftSettings: [.define("SPECKIT_SWIFT_TESTING")],
                    plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]),
    ]
)
PACKAGE
rm -f "$work"/Sleep/.build/*/debug/description.json
echo "== building Sleep (debug, as swift test builds)"
(cd "$work/Sleep" && swift build --build-tests >"$work/build-Sleep.log" 2>&1) || { tail -30 "$work/build-Sleep.log"; exit 1; }
sleep_binary="$(cd "$work/Sleep" && swift build --show-bin-path)/SleepPackageTests.xctest"

# One run of one route over one kind of class (A: Task.sleep, S: Thread.sleep): "seconds".
sleep_run() {  # sleep_run ROUTE LETTER   (ROUTE: X or ST)
    local args=() start end executed c
    if [ "$1" = X ]; then
        local names=()
        for ((c = 1; c <= 10; c++)); do names+=("SleepX.$2$(printf %02d "$c")"); done
        args=("$(IFS=,; echo "${names[*]}")")
    else
        args=(--testing-library swift-testing --filter "SleepST\\.$2[0-9]")
    fi
    start=$(date +%s.%N)
    "$sleep_binary" "${args[@]}" >"$work/run.log" 2>&1 || true
    end=$(date +%s.%N)
    if [ "$1" = X ]; then
        executed=$(grep -E "Executed [0-9]+ tests?, with 0 failures" "$work/run.log" | tail -n 1 | sed -E 's/.*Executed ([0-9]+) tests?.*/\1/')
    else
        grep -q "Test run with .* passed" "$work/run.log" && executed=$(grep -E "with [0-9]+ test cases? passed" "$work/run.log" \
            | sed -E 's/.*with ([0-9]+) test cases? passed.*/\1/' | awk '{ n += $1 } END { print n }')
    fi
    [ "${executed:-}" = 200 ] || { echo "error: $1 $2 executed ${executed:-no} examples" >&2; tail -20 "$work/run.log" >&2; exit 1; }
    echo "$end - $start" | bc -l
}
median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

declare -A times=()
for ((r = 1; r <= rounds; r++)); do
    echo "round $r: $(uptime)"
    for run in "X A" "ST A" "X S" "ST S" "X B" "ST B"; do  # interleaved: every round runs each once
        read -r route letter <<<"$run"
        t=$(sleep_run "$route" "$letter")
        times[$route$letter]+="$(printf "%.3f" "$t") "
        printf "  %-3s %s  %.3f s\n" "$route" "$letter" "$t"
    done
done
echo "after: $(uptime)"
printf "\n%-46s %-9s %-9s %-6s %s\n" "200 examples (10 classes of 20), each" "XCTest s" "Swift T. s" "ST ×" "rounds: XCTest / Swift Testing"
for letter in A S B; do
    x=$(tr ' ' '\n' <<<"${times[X$letter]}" | grep . | median); st=$(tr ' ' '\n' <<<"${times[ST$letter]}" | grep . | median)
    label="try await Task.sleep(for: .milliseconds(20))"; [ "$letter" = S ] && label="Thread.sleep(forTimeInterval: 0.02)"
    [ "$letter" = B ] && label="Task.sleep, runsBesideOtherSpecs"
    printf "%-46s %-9.3f %-9.3f %-6.2f %s/ %s\n" "$label" "$x" "$st" "$(echo "$x / $st" | bc -l)" "${times[X$letter]}" "${times[ST$letter]}"
done
echo "(median of $rounds rounds of the whole test process, interleaved, unpinned on $(nproc) CPUs; ST × = XCTest s / Swift Testing s)"
