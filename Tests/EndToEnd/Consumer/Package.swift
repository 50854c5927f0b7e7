// swift-tools-version: 6.0
// A consumer of SpecKit, built with a plain `swift test` by Tests/EndToEnd/run.sh.
// Swift 6 language mode (the default for tools 6.0).
import PackageDescription

let specKit: [Target.Dependency] = [
    .product(name: "SpecDSL", package: "SpecKit"),
    .product(name: "Matchers", package: "SpecKit"),
]

let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .testTarget(name: "ConsumerSpecs", dependencies: specKit, plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]),
        .testTarget(name: "FocusedSpecs", dependencies: specKit, plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]),
    ]
)
