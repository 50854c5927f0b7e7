// swift-tools-version: 6.2
// The same spec files run under both routes by the "routes" block of Tests/EndToEnd/run.sh:
// XCTest (the default on Linux) and Swift Testing (`-Xswiftc -DSPECKIT_SWIFT_TESTING`), whose
// SPECKIT_XUNIT_OUTPUT reports are compared example by example.
import PackageDescription

let specKit: [Target.Dependency] = [
    .product(name: "SpecDSL", package: "SpecKit"),
    .product(name: "Matchers", package: "SpecKit"),
]

let package = Package(
    name: "Routes",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .testTarget(name: "RouteSpecs", dependencies: specKit, plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]),
        // Built with an upcoming feature real suites turn on: the generated code compiles with it too.
        .testTarget(
            name: "FocusSpecs", dependencies: specKit,
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")],
            plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]
        ),
    ]
)
