// swift-tools-version: 6.2
// Failures that arrive after their example ended, on the Swift Testing route with classes in
// parallel: the "routes" block of Tests/EndToEnd/run.sh checks that SpecKit's summary and report
// name the same class and example as Swift Testing's console.
import PackageDescription

let package = Package(name: "LateIssues", dependencies: [.package(name: "SpecKit", path: "../SpecKit")])
package.targets = [
    .testTarget(
        name: "LateSpecs",
        dependencies: [.product(name: "SpecDSL", package: "SpecKit"), .product(name: "Matchers", package: "SpecKit")],
        swiftSettings: [.define("SPECKIT_SWIFT_TESTING")],
        plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]
    ),
]
