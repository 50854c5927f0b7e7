// swift-tools-version: 6.2
// Examples that crash in every way a test process can end, run by the "crashes" part of
// Tests/EndToEnd/run.sh: each crash fails only its own example (or the class whose spec()
// crashed, or the beforeSuite), and every other example still runs and is reported once.
// The spec files are in Shared/; each target holds them through symbolic links, so that both
// routes run the same files: CrashSpecs on XCTest, CrashSwiftTestingSpecs on Swift Testing.
import PackageDescription

let specKit: [Target.Dependency] = [
    .product(name: "SpecDSL", package: "SpecKit"),
    .product(name: "Matchers", package: "SpecKit"),
]

let package = Package(
    name: "Crashes",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .testTarget(name: "CrashSpecs", dependencies: specKit, plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]),
        .testTarget(
            name: "CrashSwiftTestingSpecs",
            dependencies: specKit,
            swiftSettings: [.define("SPECKIT_SWIFT_TESTING")],
            plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]
        ),
    ]
)
