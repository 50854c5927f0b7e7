// swift-tools-version: 6.0
// Recording cost of the Doubles building blocks against a hand-written capture, in one run.
// Run: cd Benchmarks/doubles && swift build -c release && taskset -c 1 .build/release/DoublesBenchmark
import PackageDescription

let package = Package(
    name: "DoublesBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "SpecKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "DoublesBenchmark",
            dependencies: [.product(name: "Doubles", package: "SpecKit")],
            // Generates `ServiceMock` from the marked `Service`, to compare with the hand-built `SpyMock`.
            plugins: [.plugin(name: "SpecDoubles", package: "SpecKit")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
