// swift-tools-version: 6.0
// End-to-end fixture: each SpecKit library a consumer links, built and run optimized
// (`swift test -c release`, Tests/EndToEnd/run.sh), with doubles generated from a module's
// `// @mockable` protocols; CI's release build of the libraries.
import PackageDescription

let package = Package(
    name: "OptimizedConsumer",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .target(name: "Lamp"),
        .testTarget(
            name: "OptimizedSpecs",
            dependencies: [
                "Lamp",
                .product(name: "SpecDSL", package: "SpecKit"),
                .product(name: "Matchers", package: "SpecKit"),
                .product(name: "NimbleCompat", package: "SpecKit"),
                .product(name: "Doubles", package: "SpecKit"),
                .product(name: "Tables", package: "SpecKit"),
                .product(name: "SpecTables", package: "SpecKit"),
            ],
            resources: [.copy("Tables")],
            plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit"), .plugin(name: "SpecDoubles", package: "SpecKit")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
