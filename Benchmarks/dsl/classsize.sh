# `Benchmarks/dsl/run.sh --class-size [N…]`: sourced by run.sh (which copies SpecKit into $work and
# reads the arguments). Instructions of one run against the number of examples in one spec class
# (default 100 400 1600), XCTest route and Swift Testing route: the Swift Testing route runs a
# class's examples as the cases of one test, and what Swift Testing does per case may depend on how
# many cases that test has. Prints a table; writes nothing into the repository.
#
# One package ($work/ClassSize), one binary: the same spec file in two test targets, ClassSizeX
# (XCTest route) and ClassSizeST (-DSPECKIT_SWIFT_TESTING). Its one class makes
# SPECKIT_BENCH_EXAMPLES examples at run time (one `describe`, a `beforeEach`, one `expect` each), so
# every size runs the same build. The XCTest phase runs ClassSizeX's class alone (ClassSizeST's has
# no XCTest method), the Swift Testing phase ClassSizeST's alone.

read -r -a class_sizes <<<"${sizes_given:-100 400 1600}"
for target in ClassSizeX ClassSizeST; do
    mkdir -p "$work/ClassSize/Tests/$target"
    emit "$work/ClassSize/Tests/$target/Big.swift" <<'SWIFT'
import Foundation
import Matchers
import SpecDSL

/// SPECKIT_BENCH_EXAMPLES examples in one class.
final class Big: Spec {
    override class func spec() {
        let count = Int(ProcessInfo.processInfo.environment["SPECKIT_BENCH_EXAMPLES"] ?? "") ?? 100
        describe("Big") {
            var value = 0
            beforeEach { value = 3 }
            for index in 0..<count {
                it("does thing \(index)") { expect(value) == 3 }
            }
        }
    }
}
SWIFT
done
emit "$work/ClassSize/Package.swift" <<'PACKAGE'
// swift-tools-version: 6.0
import PackageDescription
let speckit: [Target.Dependency] = [.product(name: "SpecDSL", package: "SpecKit"), .product(name: "Matchers", package: "SpecKit")]
let package = Package(
    name: "ClassSize",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .testTarget(name: "ClassSizeX", dependencies: speckit, plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]),
        .testTarget(name: "ClassSizeST", dependencies: speckit, swiftSettings: [.define("SPECKIT_SWIFT_TESTING")],
                    plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]),
    ]
)
PACKAGE
rm -f "$work"/ClassSize/.build/*/debug/description.json
echo "== building ClassSize (debug, as swift test builds)"
(cd "$work/ClassSize" && swift build --build-tests >"$work/build-ClassSize.log" 2>&1) || { tail -30 "$work/build-ClassSize.log"; exit 1; }
class_size_binary="$(cd "$work/ClassSize" && swift build --show-bin-path)/ClassSizePackageTests.xctest"

# Instructions of one run of one route: "instructions".
class_size_run() {  # class_size_run ROUTE EXAMPLES   (ROUTE: X or ST)
    local args=() preload="" executed
    if [ "$1" = ST ]; then args=(--testing-library swift-testing); preload=$(mainq_shim); fi
    SPECKIT_BENCH_EXAMPLES="$2" LD_PRELOAD="$preload" taskset -c "$cpu" valgrind --tool=callgrind \
        --callgrind-out-file="$work/cg.ClassSize$1$2" --log-file="$work/cg.log" "$class_size_binary" "${args[@]}" >"$work/run.log" 2>&1 || true
    if [ "$1" = ST ]; then executed=$(executed_count SpecST "$work/run.log"); else executed=$(executed_count Spec "$work/run.log"); fi
    [ "${executed:-}" = "$2" ] || { echo "error: $1 with $2 examples executed ${executed:-no}" >&2; tail -20 "$work/run.log" >&2; exit 1; }
    grep -E "Collected :" "$work/cg.log" | sed -E 's/.*Collected : *([0-9]+).*/\1/'
}

printf "\n%-9s %-14s %-9s %-11s %-14s %-9s %-11s %s\n" examples "XCTest route" "per ex." "per added" \
    "Swift Testing" "per ex." "per added" "ST ×"
last_n=""
for n in "${class_sizes[@]}"; do
    x=$(class_size_run X "$n"); st=$(class_size_run ST "$n")
    added_x=""; added_st=""
    if [ -n "$last_n" ]; then
        added_x=$(( (x - last_x) / (n - last_n) )); added_st=$(( (st - last_st) / (n - last_n) ))
    fi
    printf "%-9s %-14s %-9s %-11s %-14s %-9s %-11s %.2f\n" "$n" "$x" "$((x / n))" "$added_x" "$st" "$((st / n))" "$added_st" \
        "$(echo "$st / $x" | bc -l)"
    last_n=$n; last_x=$x; last_st=$st
done
echo "(one spec class of that many examples; valgrind --tool=callgrind, one run of the whole test process, taskset -c $cpu;"
echo " per added: instructions per example added since the previous size)"
