#!/usr/bin/env bash
# Builds Quick 7.6.2 + Nimble 14.0.0 (debug), resolved from their repositories, in a package at
# DIR/qn, and prints the folder of their modules: what the compile benchmarks pass with -I.
#
#   Benchmarks/quick-nimble.sh DIR
set -euo pipefail
package="$1/qn"
mkdir -p "$package/Sources/QN"
cat >"$package/Package.swift" <<'PACKAGE'
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "QN",
    dependencies: [
        .package(url: "https://github.com/Quick/Quick.git", exact: "7.6.2"),
        .package(url: "https://github.com/Quick/Nimble.git", exact: "14.0.0"),
    ],
    targets: [.target(name: "QN", dependencies: ["Quick", "Nimble"])]
)
PACKAGE
printf 'import Nimble\nimport Quick\n' >"$package/Sources/QN/QN.swift"
(cd "$package" && swift build) >"$package/build.log" 2>&1 || { tail -20 "$package/build.log" >&2; exit 1; }
echo "$(cd "$package" && swift build --show-bin-path)/Modules"
