// swift-tools-version: 6.0
// Consumers whose specs could never run: their builds must fail and say what to do.
import PackageDescription

let package = Package(
    name: "NoPlugin",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .testTarget(name: "NoPluginSpecs", dependencies: [.product(name: "SpecDSL", package: "SpecKit")]),
        // With the plugin, but with a spec class the generated code cannot reach.
        .testTarget(
            name: "PrivateSpecs", dependencies: [.product(name: "SpecDSL", package: "SpecKit")],
            plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]),
    ]
)
