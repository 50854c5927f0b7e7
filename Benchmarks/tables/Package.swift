// swift-tools-version: 6.0
// Benchmark for `.testkit` tables: loading and running a 10,000-row table versus the same
// 10,000 checks written as a Swift array literal loop. Run it with ./run.sh.
import PackageDescription

let package = Package(
    name: "TablesBenchmark",
    dependencies: [.package(name: "SpecKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "TablesBenchmark",
            dependencies: [.product(name: "Tables", package: "SpecKit"), .product(name: "Matchers", package: "SpecKit")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
