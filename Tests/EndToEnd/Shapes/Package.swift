// swift-tools-version: 6.2
// Specs declared the ways real projects declare them (aliases, subclasses, #if, generic bases,
// @MainActor, Quick 7's base names), built with a plain `swift test` by Tests/EndToEnd/run.sh.
// Swift 6 language mode (the default for tools 6.0).
import PackageDescription

let specKit: [Target.Dependency] = [
    .product(name: "SpecDSL", package: "SpecKit"),
    .product(name: "Matchers", package: "SpecKit"),
]
let discovery: [Target.PluginUsage] = [.plugin(name: "SpecDiscovery", package: "SpecKit")]

let package = Package(
    name: "Shapes",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        // A helper library the specs depend on: spec bases and aliases declared outside the test target.
        .target(name: "ShapeSupport", dependencies: specKit),
        .testTarget(name: "ShapeSpecs", dependencies: specKit + ["ShapeSupport"], plugins: discovery),
        // Written against Quick 7's names only; the imports are SpecKit's.
        .testTarget(name: "QuickNameSpecs", dependencies: specKit, plugins: discovery),
        // Imports with explicit access levels (`internal import SpecDSL`), and a target whose plain
        // imports are internal (`InternalImportsByDefault`), on both routes.
        .testTarget(name: "ImportLevelSpecs", dependencies: specKit, plugins: discovery),
        .testTarget(
            name: "InternalImportsSpecs", dependencies: specKit,
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")], plugins: discovery),
        .testTarget(
            name: "ImportLevelTestingSpecs", dependencies: specKit,
            swiftSettings: [.define("SPECKIT_SWIFT_TESTING")], plugins: discovery),
    ]
)
