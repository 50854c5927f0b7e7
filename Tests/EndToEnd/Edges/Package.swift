// swift-tools-version: 6.2
// What happens at the edges of a run, run by the "edges" part of Tests/EndToEnd/run.sh: signals
// that end the test process, waits that never end outside the examples, a run stopped from
// outside, an example that changes the working directory, many test processes writing one
// report, and settings no one can read. Each spec does its edge only when E2E_EDGE names it, so
// one build serves every check. The spec files are in Shared/; each target holds them through
// symbolic links, so that both routes run the same files: EdgeSpecs on XCTest,
// EdgeSwiftTestingSpecs on Swift Testing.
import PackageDescription

let specKit: [Target.Dependency] = [
    .product(name: "SpecDSL", package: "SpecKit"),
    .product(name: "Matchers", package: "SpecKit"),
    .product(name: "NimbleCompat", package: "SpecKit"),
]

let package = Package(
    name: "Edges",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .testTarget(name: "EdgeSpecs", dependencies: specKit, plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]),
        .testTarget(
            name: "EdgeSwiftTestingSpecs",
            dependencies: specKit,
            swiftSettings: [.define("SPECKIT_SWIFT_TESTING")],
            plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]
        ),
    ]
)
