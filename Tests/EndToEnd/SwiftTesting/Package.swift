// swift-tools-version: 6.2
// A consumer that mixes XCTestCases, specs and Swift Testing `@Test` functions in one test
// target, built with a plain `swift test` by the Swift Testing block of Tests/EndToEnd/run.sh.
// Swift 6 language mode (the default for tools 6.0).
import PackageDescription

let package = Package(
    name: "SwiftTestingConsumer",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .testTarget(
            name: "MixedTests",
            dependencies: [
                .product(name: "SpecDSL", package: "SpecKit"),
                .product(name: "Matchers", package: "SpecKit"),
                .product(name: "Doubles", package: "SpecKit"),
                .product(name: "Tables", package: "SpecKit"),
                .product(name: "SpecTables", package: "SpecKit"),
            ],
            resources: [.copy("Tables")],
            plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]
        ),
    ]
)
