// swift-tools-version: 6.2
// The "scale" part of Tests/EndToEnd/run.sh: sharding, a seeded random order and the run report,
// on both routes. LargeSpecs' 3,000 examples are written by generate.py before the build (they
// are not in the repository); OrderSpecs has an order-dependent spec; MovingSpecs has an
// order-dependent pair of spec classes, one that keeps its place (its class setUp()) and one that
// crashes when asked; ReportSpecs has every outcome for the documentation format, the summary
// and the profile; RerunSpecs fails (or crashes) the examples a file lists, for the saved status
// and the runs that read it, and names some in letters that are not ASCII; BalanceSpecs has a few slow examples among quick ones, for shards
// balanced by their recorded times; ShardFailureSpecs has six small classes that fail when listed, for
// the failures of a sharded run under swift test --parallel.
import PackageDescription

let specKit: [Target.Dependency] = [
    .product(name: "SpecDSL", package: "SpecKit"),
    .product(name: "Matchers", package: "SpecKit"),
]
let discovery: [Target.PluginUsage] = [.plugin(name: "SpecDiscovery", package: "SpecKit")]
// The route: Swift Testing's when checks.sh sets SPECKIT_E2E_SWIFT_TESTING=1. Defined in the test
// targets alone, so both routes build in one scratch folder with SpecKit's modules compiled once.
let route: [SwiftSetting] = Context.environment["SPECKIT_E2E_SWIFT_TESTING"] == "1" ? [.define("SPECKIT_SWIFT_TESTING")] : []

let package = Package(
    name: "Scale",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .testTarget(name: "LargeSpecs", dependencies: specKit, swiftSettings: route, plugins: discovery),
        .testTarget(name: "OrderSpecs", dependencies: specKit, swiftSettings: route, plugins: discovery),
        .testTarget(name: "MovingSpecs", dependencies: specKit, swiftSettings: route, plugins: discovery),
        .testTarget(name: "ReportSpecs", dependencies: specKit, swiftSettings: route, plugins: discovery),
        .testTarget(name: "RerunSpecs", dependencies: specKit, swiftSettings: route, plugins: discovery),
        .testTarget(name: "BalanceSpecs", dependencies: specKit, swiftSettings: route, plugins: discovery),
        .testTarget(name: "ShardFailureSpecs", dependencies: specKit, swiftSettings: route, plugins: discovery),
    ]
)
