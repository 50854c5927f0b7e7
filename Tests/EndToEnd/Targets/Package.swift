// swift-tools-version: 6.2
// Two spec test targets in one test binary, each with a failing beforeSuite and an example that
// crashes when E2E_CRASH=1, run by the "targets" part of Tests/EndToEnd/run.sh on both routes:
// after each crash, the beforeSuite case of the target that had not run yet is still reported.
// AlphaSpecs has a second class: with SPECKIT_FAIL_FAST=1 and AlphaSpec skipped, its beforeSuite
// case is the first failure, and no example runs after it.
import PackageDescription

let specKit: [Target.Dependency] = [
    .product(name: "SpecDSL", package: "SpecKit"),
    .product(name: "Matchers", package: "SpecKit"),
]

let package = Package(
    name: "Targets",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .testTarget(name: "AlphaSpecs", dependencies: specKit, plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]),
        .testTarget(name: "BetaSpecs", dependencies: specKit, plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]),
    ]
)
