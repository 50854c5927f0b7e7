// swift-tools-version: 6.0
// End-to-end fixture of the SpecDoubles plugin: a production module whose protocols are marked
// `// @mockable`, and specs that use the doubles generated from them (Tests/EndToEnd/run.sh).
import PackageDescription

let package = Package(
    name: "DoublesConsumer",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .target(name: "Shop"),
        .testTarget(
            name: "ShopSpecs",
            dependencies: [
                "Shop",
                .product(name: "SpecDSL", package: "SpecKit"),
                .product(name: "Matchers", package: "SpecKit"),
                .product(name: "Doubles", package: "SpecKit"),
            ],
            plugins: [
                .plugin(name: "SpecDiscovery", package: "SpecKit"),
                .plugin(name: "SpecDoubles", package: "SpecKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
