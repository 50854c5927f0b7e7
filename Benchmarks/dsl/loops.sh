# `Benchmarks/dsl/run.sh --loops [ROUNDS] [SIZES…]`: sourced by run.sh (which copies SpecKit into
# $work and reads the arguments). Issue 12's shape at sizes whose written-out packages cannot be
# built here, with each class's work compiled once and repeated at run time (run.sh's header says
# what that leaves out). Prints two tables; writes nothing into the repository.
#
# The spec and plain executables of every size live in one package ($work/Loops), so SpecKit is
# built once; BASE=<commit> adds a second package ($work/LoopsBase) with the spec targets only.

# The loops every spec class's `spec()` calls, as SpecDSL code.
examples_source() {
    cat <<'SWIFT'
import Matchers
import SpecDSL

// The written-out classes' descriptions, so that no example pays for string interpolation.
private let contexts = ["in context 0", "in context 1", "in context 2", "in context 3", "in context 4"]
private let cases = ["and case 0", "and case 1", "and case 2", "and case 3"]
private let things = ["does thing 0", "does thing 1", "does thing 2", "does thing 3", "does thing 4"]

/// Every class's `spec()`: the tree of the written-out benchmark (describe > 5 contexts > 4
/// contexts > 5 its, a beforeEach and an afterEach at each level), made in loops.
func examples(of subject: String) {
    describe(subject) {
        var value = 0
        beforeEach { value = 1 }
        afterEach { value = 0 }
        for k in 0..<5 {
            context(contexts[k]) {
                beforeEach { value += 1 }
                afterEach { value -= 1 }
                for j in 0..<4 {
                    context(cases[j]) {
                        beforeEach { value += 1 }
                        afterEach { value -= 1 }
                        for e in 0..<5 {
                            it(things[e]) { expect(value) == 3 }
                        }
                    }
                }
            }
        }
    }
}
SWIFT
}

# The spec side of one size: N/100 classes, each `spec()` calling the loops in Examples.swift, and
# the main SwiftPM's test runner would have (`XCTMain` over one anchor per class).
loop_spec_target() {  # loop_spec_target DIR SIZE
    local dir="$1" size="$2" c
    mkdir -p "$dir"
    examples_source | emit "$dir/Examples.swift"
    {
        for ((c = 1; c <= size; c++)); do
            printf 'final class C%03d: Spec { override class func spec() { examples(of: "Subject %d") } }\n' "$c" "$c"
        done
    } | emit "$dir/Classes.swift"
    {
        echo "import XCTest"
        echo "// What SwiftPM's test runner does with the discovered methods: one entry per spec class."
        echo "func discovered() -> [XCTestCaseEntry] {"
        echo "    var entries: [XCTestCaseEntry] = []"
        for ((c = 1; c <= size; c++)); do
            printf '    entries.append(testCase([("testAllExamplesOfC%03d", C%03d.testAllExamplesOfC%03d)]))\n' "$c" "$c" "$c"
        done
        echo "    return entries"
        echo "}"
        echo "XCTMain(discovered())"
    } | emit "$dir/main.swift"
}

# The Quick + Nimble side of one size: the spec side's loops and classes with Quick's and Nimble's
# names, and the main a Linux `LinuxMain.swift` has for Quick (`testCase(Class.allTests)`, which
# runs each class's `spec()` once and lists its examples).
loop_quick_target() {  # loop_quick_target DIR SIZE
    local dir="$1" size="$2" c
    mkdir -p "$dir"
    # Quick 7's DSL is static methods of QuickSpec, so the loops become one.
    examples_source | sed 's/^import Matchers$/import Nimble/; s/^import SpecDSL$/import Quick/
        s/^func examples(of subject: String) {$/extension QuickSpec { static func examples(of subject: String) {/
        $s/^}$/} }/' | emit "$dir/Examples.swift"
    {
        echo "import Quick"
        for ((c = 1; c <= size; c++)); do
            printf 'final class C%03d: QuickSpec { override class func spec() { examples(of: "Subject %d") } }\n' "$c" "$c"
        done
    } | emit "$dir/Classes.swift"
    {
        echo "import XCTest"
        echo "// What a LinuxMain.swift does for Quick: one entry per spec class, listing its examples."
        echo "func discovered() -> [XCTestCaseEntry] {"
        echo "    var entries: [XCTestCaseEntry] = []"
        for ((c = 1; c <= size; c++)); do
            printf '    entries.append(testCase(C%03d.allTests))\n' "$c"
        done
        echo "    return entries"
        echo "}"
        echo "XCTMain(discovered())"
    } | emit "$dir/main.swift"
}

# The plain side of one size: N/100 classes with the written-out setUp/tearDown, each listed under
# the written-out benchmark's 100 method names, all calling one method.
loop_plain_target() {  # loop_plain_target DIR SIZE
    local dir="$1" size="$2" c
    mkdir -p "$dir"
    emit "$dir/Methods.swift" <<'SWIFT'
import XCTest

class Methods: XCTestCase {
    var value = 0
    override func setUp() { value = 1; value += 1; value += 1 }
    override func tearDown() { value -= 1; value -= 1; value = 0 }
    func check() { XCTAssertEqual(value, 3) }
}

/// The written-out classes' method names, made once and shared by every class.
let names: [String] = {
    var names: [String] = []
    for k in 0..<5 { for j in 0..<4 { for e in 0..<5 { names.append("test_context_\(k)_case_\(j)_does_thing_\(e)") } } }
    return names
}()
SWIFT
    {
        echo "import XCTest"
        for ((c = 1; c <= size; c++)); do printf 'final class C%03d: Methods {}\n' "$c"; done
        echo "// What SwiftPM's test runner does with the discovered methods: one entry per class."
        echo "func discovered() -> [XCTestCaseEntry] {"
        echo "    var entries: [XCTestCaseEntry] = []"
        for ((c = 1; c <= size; c++)); do
            printf '    entries.append(testCase(names.map { ($0, C%03d.check) }))\n' "$c"
        done
        echo "    return entries"
        echo "}"
        echo "XCTMain(discovered())"
    } | emit "$dir/main.swift"
}

loop_package() {  # loop_package NAME SPECKIT KINDS… (KINDS: Spec, Plain, Quick)
    local name="$1" speckit="$2" kind size targets="" quick=""
    shift 2
    for kind in "$@"; do
        for size in "${sizes[@]}"; do
            if [ "$kind" = Plain ]; then
                loop_plain_target "$work/$name/Sources/Loop$kind$size" "$size"
                targets+="        .executableTarget(name: \"Loop$kind$size\"),"$'\n'
            elif [ "$kind" = Quick ]; then
                loop_quick_target "$work/$name/Sources/Loop$kind$size" "$size"
                targets+="        .executableTarget(name: \"Loop$kind$size\", dependencies: quick, swiftSettings: swift5),"$'\n'
                quick='        .package(url: "https://github.com/Quick/Quick.git", exact: "7.6.2"),
        .package(url: "https://github.com/Quick/Nimble.git", exact: "14.0.0"),'
            else
                loop_spec_target "$work/$name/Sources/Loop$kind$size" "$size"
                targets+="        .executableTarget(name: \"Loop$kind$size\", dependencies: speckit, plugins: discovery),"$'\n'
            fi
        done
    done
    emit "$work/$name/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription
let speckit: [Target.Dependency] = [.product(name: "SpecDSL", package: "SpecKit"), .product(name: "Matchers", package: "SpecKit")]
let discovery: [Target.PluginUsage] = [.plugin(name: "SpecDiscovery", package: "SpecKit")]
let quick: [Target.Dependency] = [.product(name: "Quick", package: "Quick"), .product(name: "Nimble", package: "Nimble")]
// Swift 6 mode refuses the examples' shared var in Quick's main-actor closures; Quick builds in 5.
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]
let package = Package(
    name: "$name",
    dependencies: [
        .package(name: "SpecKit", path: "../$speckit"),
$quick
    ],
    targets: [
$targets    ]
)
PACKAGE
    rm -f "$work/$name"/.build/*/debug/description.json
    echo "== building $name (debug, as swift test builds)"
    (cd "$work/$name" && swift build >"$work/build-$name.log" 2>&1) || { tail -30 "$work/build-$name.log"; exit 1; }
}

loop_package Loops SpecKit Spec Plain Quick
[ -z "$base" ] || loop_package LoopsBase SpecKitBase Base
loop_binary() {  # loop_binary KIND SIZE
    local package=Loops
    [ "$1" = Base ] && package=LoopsBase
    echo "$(cd "$work/$package" && swift build --show-bin-path)/Loop$1$2"
}
kinds=(Spec Plain Quick); [ -z "$base" ] || kinds+=(Base)

# One pinned run: "wall cpu kilobytes executed" (cpu = user + sys).
loop_run() {  # loop_run KIND SIZE
    local binary start end
    binary=$(loop_binary "$1" "$2")
    start=$(date +%s.%N)  # time's own %e has 10 ms steps
    taskset -c "$cpu" /usr/bin/time -f "%U %S %M" -o "$work/time" "$binary" >"$work/run.log" 2>&1 || true
    end=$(date +%s.%N)
    local executed
    executed=$(grep -E "Executed [0-9]+ tests?" "$work/run.log" | tail -n 1 | sed -E 's/.*Executed ([0-9]+) tests?, with ([0-9]+) failures?.*/\1 \2/')
    [ "$executed" = "$(($2 * 100)) 0" ] || { echo "error: Loop$1$2 executed ${executed:-no} tests (tests, failures)" >&2; tail -20 "$work/run.log" >&2; exit 1; }
    read -r user sys kb <"$work/time"
    echo "$(echo "$end - $start" | bc -l) $(echo "$user + $sys" | bc -l) $kb"
}
median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

printf "\n%-8s %-7s %-8s %-8s %-6s %-6s %-8s %-5s %-22s %-26s %s\n" examples kind "wall s" "CPU s" "wall×" "CPU×" "peak MiB" \
    "mem×" "per added example" "wall× of each round" "CPU× of each round"
declare -A last_rss=() last_cpu=() last_size=()
for size in "${sizes[@]}"; do
    declare -A walls=() cpus=() wall_ratios=() cpu_ratios=() rss=()
    for kind in "${kinds[@]}"; do walls[$kind]=""; cpus[$kind]=""; wall_ratios[$kind]=""; cpu_ratios[$kind]=""; rss[$kind]=0; done
    for ((r = 1; r <= rounds; r++)); do
        declare -A round_wall=() round_cpu=()
        for kind in Plain Spec Quick ${base:+Base}; do  # interleaved: every round runs each kind once
            read -r wall cpu_s kb < <(loop_run "$kind" "$size")
            walls[$kind]+="$wall "; cpus[$kind]+="$cpu_s "; round_wall[$kind]=$wall; round_cpu[$kind]=$cpu_s
            [ "$kb" -gt "${rss[$kind]}" ] && rss[$kind]=$kb
        done
        for kind in "${kinds[@]}"; do
            wall_ratios[$kind]+="$(printf "%.2f" "$(echo "${round_wall[$kind]} / ${round_wall[Plain]}" | bc -l)") "
            cpu_ratios[$kind]+="$(printf "%.2f" "$(echo "${round_cpu[$kind]} / ${round_cpu[Plain]}" | bc -l)") "
        done
    done
    pw=$(tr ' ' '\n' <<<"${walls[Plain]}" | grep . | median); pc=$(tr ' ' '\n' <<<"${cpus[Plain]}" | grep . | median)
    for kind in Plain Spec Quick ${base:+Base}; do
        w=$(tr ' ' '\n' <<<"${walls[$kind]}" | grep . | median); c=$(tr ' ' '\n' <<<"${cpus[$kind]}" | grep . | median)
        label=$kind; [ "$kind" = Base ] && label="$base"; [ "$kind" = Spec ] && label=SpecDSL; [ "$kind" = Plain ] && label=XCTest
        growth=""  # from the previous size: peak memory and CPU time per added example
        [ -z "${last_size[$kind]:-}" ] || growth="$(printf "%.2f KiB, %.0f µs CPU" \
            "$(echo "(${rss[$kind]} - ${last_rss[$kind]}) / ((($size - ${last_size[$kind]})) * 100)" | bc -l)" \
            "$(echo "($c - ${last_cpu[$kind]}) * 1000000 / ((($size - ${last_size[$kind]})) * 100)" | bc -l)")"
        last_rss[$kind]=${rss[$kind]}; last_cpu[$kind]=$c; last_size[$kind]=$size
        printf "%-8s %-7s %-8.3f %-8.3f %-6.2f %-6.2f %-8.1f %-5.2f %-22s %-26s %s\n" "$((size * 100))" "$label" "$w" "$c" \
            "$(echo "$w / $pw" | bc -l)" "$(echo "$c / $pc" | bc -l)" "$(echo "${rss[$kind]} / 1024" | bc -l)" \
            "$(echo "${rss[$kind]} / ${rss[Plain]}" | bc -l)" "$growth" "${wall_ratios[$kind]}" "${cpu_ratios[$kind]}"
    done
done
echo "(median of $rounds rounds, each running XCTest, SpecDSL, Quick${base:+, $base} in turn; CPU = user + sys; peak memory: the"
echo " highest RSS of the rounds; per added example: from the previous size; taskset -c $cpu)"

read -r -a callgrind_sizes <<<"${SPECKIT_BENCH_CALLGRIND-25 50 100}"
[ "${#callgrind_sizes[@]}" -gt 0 ] || exit 0
printf "\n%-8s %-8s %-14s %-9s %-6s %-6s %s\n" examples kind instructions "per ex." "×plain" "×Quick" "growth"
declare -A last_count=() last_size=()
for size in "${callgrind_sizes[@]}"; do
    for kind in Plain Quick Spec ${base:+Base}; do
        taskset -c "$cpu" valgrind --tool=callgrind --callgrind-out-file="$work/cg.Loop$kind$size" "$(loop_binary "$kind" "$size")" \
            >"$work/run.log" 2>"$work/cg.log" || true
        grep -qE "Executed $((size * 100)) tests, with 0 failures" "$work/run.log" \
            || { echo "error: Loop$kind$size under callgrind:" >&2; tail -20 "$work/run.log" >&2; exit 1; }
        count=$(grep -E "Collected :" "$work/cg.log" | sed -E 's/.*Collected : *([0-9]+).*/\1/')
        [ "$kind" = Plain ] && plain_count=$count
        [ "$kind" = Quick ] && quick_count=$count
        label=$kind; [ "$kind" = Base ] && label="$base"; [ "$kind" = Spec ] && label=SpecDSL; [ "$kind" = Plain ] && label=XCTest
        growth=""
        [ -z "${last_count[$kind]:-}" ] || growth="+$(( (count - last_count[$kind]) / ((size - last_size[$kind]) * 100) )) per added example"
        last_count[$kind]=$count; last_size[$kind]=$size
        quick_ratio=-; [ "$kind" = Plain ] || quick_ratio=$(printf "%.3f" "$(echo "$count / $quick_count" | bc -l)")
        printf "%-8s %-8s %-14s %-9s %-6.3f %-6s %s\n" "$((size * 100))" "$label" "$count" "$((count / (size * 100)))" \
            "$(echo "$count / $plain_count" | bc -l)" "$quick_ratio" "$growth"
    done
done
echo "(valgrind --tool=callgrind: every instruction of one run of the process, start-up included; taskset -c $cpu)"
