// swift-tools-version: 6.0
// A consumer that forgot the plugin line: its build must fail and say what to add.
import PackageDescription

let package = Package(
    name: "NoPlugin",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .testTarget(name: "NoPluginSpecs", dependencies: [.product(name: "SpecDSL", package: "SpecKit")]),
    ]
)
