// swift-tools-version: 6.2
// The example consumer of SpecKit: a tiny app module and its specs.
// Run from the repository root: swift test --package-path Examples
// (Failing/ next to this file is a separate package whose specs fail on purpose: see its README.)
import PackageDescription

let package = Package(
    name: "Examples",
    dependencies: [.package(name: "SpecKit", path: "..")],
    targets: [
        .target(name: "Toggle"),
        .testTarget(
            name: "ToggleSpecs",
            dependencies: [
                "Toggle",
                .product(name: "SpecDSL", package: "SpecKit"),
                .product(name: "Matchers", package: "SpecKit"),
                .product(name: "Doubles", package: "SpecKit"),
                .product(name: "Tables", package: "SpecKit"),
                .product(name: "SpecTables", package: "SpecKit"),
            ],
            resources: [.copy("Tables")],   // the .testkit tables of LightSwitchTableSpec
            // SpecDiscovery runs the specs; SpecLint (optional) warns about breaks of Guidelines.md.
            plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit"), .plugin(name: "SpecLint", package: "SpecKit")]
        ),
    ]
)
