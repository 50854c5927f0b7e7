// swift-tools-version: 6.0
// Spec shapes SwiftPM cannot run: the build must fail and say what to do.
import PackageDescription

let package = Package(
    name: "BrokenShapes",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .testTarget(
            name: "NestedSpecs", dependencies: [.product(name: "SpecDSL", package: "SpecKit")],
            plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]),
        // Quick's base class without the plugin.
        .testTarget(name: "QuickWithoutPlugin", dependencies: [.product(name: "SpecDSL", package: "SpecKit")]),
    ]
)
