// swift-tools-version: 6.2
// An example that ends the process with exit(0), run on both routes by the "exits" part of
// Tests/EndToEnd/run.sh: the run must fail at that example, whatever status it exits with, and
// go on with the example after it in a new process (with SPECKIT_CRASH_ISOLATION=off, it ends there).
import PackageDescription

let package = Package(
    name: "Exits",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .testTarget(
            name: "ExitSpecs",
            dependencies: [.product(name: "SpecDSL", package: "SpecKit"), .product(name: "Matchers", package: "SpecKit")],
            plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]
        ),
    ]
)
