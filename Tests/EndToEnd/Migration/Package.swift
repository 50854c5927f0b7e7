// swift-tools-version: 6.2
// A Quick 7 / Nimble 14 test target after the migration README describes: only this manifest
// and the imports changed. Tests/EndToEnd/run.sh copies the spec files (written with
// `import Quick` / `import Nimble`), applies README's sed recipe to them, and runs `swift test`.
import PackageDescription

let specKit: [Target.Dependency] = [
    .product(name: "SpecDSL", package: "SpecKit"),
    .product(name: "NimbleCompat", package: "SpecKit"),
]
let discovery: [Target.PluginUsage] = [.plugin(name: "SpecDiscovery", package: "SpecKit")]

let package = Package(
    name: "Migration",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .target(name: "Shop", path: "Sources/Shop"),
        .testTarget(name: "MigrationSpecs", dependencies: ["Shop"] + specKit, plugins: discovery),
        // Imports with access levels and attributes (`private import Nimble`), internal by default.
        .testTarget(
            name: "MigrationLevelSpecs", dependencies: specKit,
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")], plugins: discovery),
    ]
)
