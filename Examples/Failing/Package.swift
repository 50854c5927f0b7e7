// swift-tools-version: 6.0
// Specs that fail on purpose, to show what a failure looks like. Not run by CI.
// Run from the repository root: swift test --package-path Examples/Failing   (exits non-zero)
import PackageDescription

let package = Package(
    name: "FailingExamples",
    dependencies: [.package(name: "SpecKit", path: "../..")],
    targets: [
        .testTarget(
            name: "FailingSpecs",
            dependencies: [
                .product(name: "SpecDSL", package: "SpecKit"),
                .product(name: "Matchers", package: "SpecKit"),
                .product(name: "Doubles", package: "SpecKit"),
            ],
            plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
