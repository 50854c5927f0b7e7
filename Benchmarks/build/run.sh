#!/usr/bin/env bash
# Clean build of what a consumer's test target pays for: a package whose tests use SpecKit
# (SpecDSL + Matchers + the SpecDiscovery plugin and its tool; and the same with Doubles), and a
# package whose tests use Quick 7.6.2 + Nimble 14.0.0 (resolved from the local mirrors), in the
# same run, alternating, pinned to one CPU. Debug builds, as `swift test` builds them.
#
#   Benchmarks/build/run.sh [ROUNDS]      # default 3; prints median wall and CPU (user+sys) seconds
#   SPECKIT_BENCH_CPU=all Benchmarks/build/run.sh [ROUNDS]   # unpinned: both cores, as CI builds
#
# Dependencies are resolved once, before timing; each timed build starts with no build products
# (the fetched sources stay). BASE=<commit> adds the SpecKit consumer built against that commit.
# SPECKIT_BENCH_CPU picks the CPU (default 1; `all` runs unpinned); SPECKIT_BENCH_DIR a work folder
# to reuse. The consumers: SpecDSL + Matchers; the same plus Doubles; plus Doubles and Tables.
# PACKAGES picks some of them: PACKAGES="QuickNimble SpecKitConsumer".
set -euo pipefail
rounds="${1:-3}"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="${SPECKIT_BENCH_DIR:-$(mktemp -d)}"
cpu="${SPECKIT_BENCH_CPU:-1}"
base="${BASE:-}"

rm -rf "$work/SpecKit" && mkdir -p "$work/SpecKit"
tar -C "$repo" -cf - Package.swift Sources Plugins Binaries | tar -x -C "$work/SpecKit"
if [ -n "$base" ]; then
    rm -rf "$work/SpecKitBase" && mkdir -p "$work/SpecKitBase"
    # Binaries/ (the prebuilt discovery tool) exists from the commit that added it on.
    paths=(Package.swift Sources Plugins)
    git -C "$repo" cat-file -e "$base:Binaries" 2>/dev/null && paths+=(Binaries)
    git -C "$repo" archive "$base" "${paths[@]}" | tar -x -C "$work/SpecKitBase"
fi

consumer() {  # consumer NAME SPECKIT_FOLDER PRODUCTS IMPORTS
    local package="$work/$1"
    mkdir -p "$package/Tests/$1Tests"
    local products="" imports=""
    for product in $3; do products+=".product(name: \"$product\", package: \"SpecKit\"), "; imports+="import $product"$'\n'; done
    cat >"$package/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "$1",
    dependencies: [.package(name: "SpecKit", path: "../$2")],
    targets: [.testTarget(name: "$1Tests", dependencies: [$products],
                          plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")])]
)
PACKAGE
    cat >"$package/Tests/$1Tests/CartSpec.swift" <<SWIFT
${imports}
final class CartSpec: Spec {
    override class func spec() {
        describe("a cart") {
            it("adds") { expect(1 + 1) == 2 }
        }
    }
}
SWIFT
}

consumer SpecKitConsumer SpecKit "SpecDSL Matchers"
consumer SpecKitDoubles SpecKit "SpecDSL Matchers Doubles"
consumer SpecKitAll SpecKit "SpecDSL Matchers Doubles Tables"
packages=(QuickNimble SpecKitConsumer SpecKitDoubles SpecKitAll)
# PACKAGES="QuickNimble SpecKitConsumer" builds only those.
[ -z "${PACKAGES:-}" ] || read -r -a packages <<<"$PACKAGES"
if [ -n "$base" ]; then
    consumer SpecKitBaseConsumer SpecKitBase "SpecDSL Matchers"
    consumer SpecKitBaseDoubles SpecKitBase "SpecDSL Matchers Doubles"
    packages+=(SpecKitBaseConsumer SpecKitBaseDoubles)
fi

mkdir -p "$work/QuickNimble/Tests/QuickNimbleTests"
cat >"$work/QuickNimble/Package.swift" <<'PACKAGE'
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "QuickNimble",
    dependencies: [
        .package(url: "https://github.com/Quick/Quick.git", exact: "7.6.2"),
        .package(url: "https://github.com/Quick/Nimble.git", exact: "14.0.0"),
    ],
    targets: [.testTarget(name: "QuickNimbleTests", dependencies: ["Quick", "Nimble"])]
)
PACKAGE
cat >"$work/QuickNimble/Tests/QuickNimbleTests/CartSpec.swift" <<'SWIFT'
import Nimble
import Quick

final class CartSpec: QuickSpec {
    override class func spec() {
        describe("a cart") {
            it("adds") { expect(1 + 1) == 2 }
        }
    }
}
SWIFT

for package in "${packages[@]}"; do
    (cd "$work/$package" && swift package resolve >/dev/null 2>&1) || { echo "error: cannot resolve $package" >&2; exit 1; }
done

clean_build() {  # clean_build PACKAGE → "wall cpu"
    local package="$work/$1"
    rm -rf "$package/.build/x86_64-unknown-linux-gnu" "$package/.build/aarch64-unknown-linux-gnu" \
        "$package/.build/debug" "$package/.build/plugins" "$package/.build/plugin-tools"
    local pin=(taskset -c "$cpu")
    [ "$cpu" = all ] && pin=()
    (cd "$package" && "${pin[@]}" /usr/bin/time -f "%e %U %S" -o "$work/time" swift build --build-tests >"$work/build-$1.log" 2>&1) ||
        { tail -20 "$work/build-$1.log" >&2; exit 1; }
    awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' "$work/time"
}

median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
declare -A walls cpus
for ((r = 1; r <= rounds; r++)); do
    for package in "${packages[@]}"; do
        read -r wall cpu_s < <(clean_build "$package")
        walls[$package]+="$wall "; cpus[$package]+="$cpu_s "
        echo "round $r: $package ${wall}s wall, ${cpu_s}s CPU" >&2
    done
done

quick_wall=$(printf "%s\n" ${walls[QuickNimble]} | median)
quick_cpu=$(printf "%s\n" ${cpus[QuickNimble]} | median)
printf "\n%-22s %9s %9s %12s %11s %9s\n" package "wall s" "CPU s" "wall vs Q+N" "CPU vs Q+N" "compiled"
for package in "${packages[@]}"; do
    w=$(printf "%s\n" ${walls[$package]} | median); c=$(printf "%s\n" ${cpus[$package]} | median)
    compiled=$(grep -cE "Compiling |Emitting module " "$work/build-$package.log" || true)
    printf "%-22s %9.2f %9.2f %11.2fx %10.2fx %9s\n" "$package" "$w" "$c" "$(echo "$w / $quick_wall" | bc -l)" \
        "$(echo "$c / $quick_cpu" | bc -l)" "$compiled"
done
pinning="taskset -c $cpu"; [ "$cpu" = all ] && pinning="unpinned"
echo "(median of $rounds clean debug builds each, $pinning; 'compiled' counts the build log's Compiling/Emitting lines)"
echo "(load average before: $load_before; after: $(cut -d' ' -f1-3 /proc/loadavg))"
