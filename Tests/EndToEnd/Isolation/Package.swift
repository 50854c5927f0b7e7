// swift-tools-version: 6.2
// Where examples run, in Swift 6 language mode: specs of main-actor code, written as their users
// write them, on both routes (the "isolation" block of Tests/EndToEnd/run.sh builds it for XCTest
// and, with `-Xswiftc -DSPECKIT_SWIFT_TESTING`, for Swift Testing). Every kind of closure checks
// that it runs on the main actor: one that does not stops the process, which fails its example.
import PackageDescription

let package = Package(
    name: "Isolation",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: [
        .target(name: "Shop"),
        .testTarget(
            name: "IsolationSpecs",
            dependencies: ["Shop", .product(name: "SpecDSL", package: "SpecKit"), .product(name: "Matchers", package: "SpecKit")],
            plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]
        ),
        // A target whose code is on the main actor by default, as Xcode's app templates make it.
        .testTarget(
            name: "DefaultIsolationSpecs",
            dependencies: ["Shop", .product(name: "SpecDSL", package: "SpecKit"), .product(name: "Matchers", package: "SpecKit")],
            swiftSettings: [.defaultIsolation(MainActor.self)],
            plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]
        ),
        // A Quick 7 spec as the migration recipe leaves it: main-actor calls in synchronous closures.
        .testTarget(
            name: "QuickStyleSpecs",
            dependencies: ["Shop", .product(name: "SpecDSL", package: "SpecKit"), .product(name: "NimbleCompat", package: "SpecKit")],
            plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]
        ),
    ]
)
