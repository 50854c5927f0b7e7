// swift-tools-version: 6.0
// End-to-end fixture of the SpecDoubles plugin: a production module whose protocols are marked
// `// @mockable`, and specs that use the doubles generated from them (Tests/EndToEnd/run.sh).
import PackageDescription

let specs: [Target.Dependency] = [
    "Shop",
    .product(name: "SpecDSL", package: "SpecKit"),
    .product(name: "Matchers", package: "SpecKit"),
    .product(name: "Doubles", package: "SpecKit"),
]
let plugins: [Target.PluginUsage] = [
    .plugin(name: "SpecDiscovery", package: "SpecKit"),
    .plugin(name: "SpecDoubles", package: "SpecKit"),
]

let package = Package(
    name: "DoublesConsumer",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .target(name: "Shop"),
        .testTarget(name: "ShopSpecs", dependencies: specs, plugins: plugins),
        // Imports with explicit access levels (`internal import Doubles`).
        .testTarget(name: "LevelDoublesSpecs", dependencies: specs, plugins: plugins),
    ],
    swiftLanguageModes: [.v6]
)
