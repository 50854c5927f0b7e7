// swift-tools-version: 6.2
//
// SpecKit: behaviour-driven specs on top of XCTest that run under a plain
// `swift test` on Linux. No third-party dependencies: only the toolchain.
import PackageDescription

// SpecDSL's XCTest adapter uses swift-corelibs-xctest's own API (one XCTest case per example): it
// is compiled where that XCTest is the platform's. `SPECKIT_SIMULATE_DARWIN=1` leaves it out on
// Linux too, as on Darwin, where specs run under Swift Testing: CI builds and runs that way once.
let corelibsPlatforms: [Platform] = [.linux, .windows, .android, .openbsd, .wasi]
let specDSLSettings: [SwiftSetting] = Context.environment["SPECKIT_SIMULATE_DARWIN"] == "1"
    ? [] : [.define("SPECKIT_CORELIBS_XCTEST", .when(platforms: corelibsPlatforms))]

// The SpecDiscovery plugin's tool, `spec-discover`. On an x86_64 Linux host it comes prebuilt: a
// static executable in Binaries/, built from Sources/spec-discover by Binaries/build.sh, so that a
// consumer's clean build does not compile the tool before its tests. Elsewhere, in the Darwin-like
// build, and with `SPECKIT_DISCOVER_FROM_SOURCE=1` (for those who may not run a binary they did not
// build, or who change the tool), SwiftPM builds it from source.
#if os(Linux) && arch(x86_64)
let prebuiltDiscovery = Context.environment["SPECKIT_SIMULATE_DARWIN"] != "1"
    && Context.environment["SPECKIT_DISCOVER_FROM_SOURCE"] != "1"
#else
let prebuiltDiscovery = false
#endif
let discoveryTool: Target.Dependency = prebuiltDiscovery ? "spec-discover-prebuilt" : "spec-discover"
let prebuiltTools: [Target] = prebuiltDiscovery
    ? [.binaryTarget(name: "spec-discover-prebuilt", path: "Binaries/spec-discover.artifactbundle")] : []

let package = Package(
    name: "SpecKit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "SpecDSL", targets: ["SpecDSL"]),
        .library(name: "Matchers", targets: ["Matchers"]),
        .library(name: "Doubles", targets: ["Doubles"]),
        // For test targets migrating from Nimble: Matchers plus the forms it leaves out for compile
        // speed (tuple `==`, `expect({ … })`). Import it instead of Matchers: `import NimbleCompat`.
        .library(name: "NimbleCompat", targets: ["NimbleCompat"]),
        .library(name: "Tables", targets: ["Tables"]),
        // `itBehavesLike(table:)`: a spec's examples from a `.testkit` table (`import SpecTables`).
        .library(name: "SpecTables", targets: ["SpecTables"]),
        // The one line a consumer's test target adds: `plugins: [.plugin(name: "SpecDiscovery", package: "SpecKit")]`.
        .plugin(name: "SpecDiscovery", targets: ["SpecDiscovery"]),
        // Guideline checks: `swift package plugin spec-lint`, or opt a target in to warnings on every build.
        .plugin(name: "SpecLintCommand", targets: ["SpecLintCommand"]),
        .plugin(name: "SpecLint", targets: ["SpecLint"]),
        // Doubles of the protocols marked `// @mockable`, generated into the test target on every build.
        .plugin(name: "SpecDoubles", targets: ["SpecDoubles"]),
    ],
    targets: [
        // `expect`, the matcher protocol and the matchers. Works in any XCTestCase.
        .target(name: "Matchers"),
        // Opt-in: re-exports Matchers and adds Nimble's compile-time-costly forms.
        .target(name: "NimbleCompat", dependencies: ["Matchers"]),
        // The Spec base class, the DSL, the plan, the runner core and its XCTest and Swift Testing adapters.
        .target(name: "SpecDSL", dependencies: ["Matchers"], swiftSettings: specDSLSettings),
        // Stubs, captures, spies, call journals and fixtures. Users import `Doubles`, which
        // re-exports this module and adds `Spy(of: Type.method)`: Swift rejects functions named
        // like a type of their own module (see Sources/Doubles/Spy+Inference.swift).
        .target(name: "DoublesCore", dependencies: ["Matchers"]),
        .target(name: "Doubles", dependencies: ["DoublesCore"]),
        // `.testkit` tables: loading, checking rows, `TableRunner` for XCTest, `@Test(arguments:)`.
        .target(name: "Tables", dependencies: ["Matchers"]),
        // `itBehavesLike(table:)`: kept out of SpecDSL so that specs without tables do not build Tables.
        .target(name: "SpecTables", dependencies: ["SpecDSL", "Tables", "Matchers"]),

        // Build-time discovery: finds Spec subclasses in a test target and generates
        // the one `test…` method per class that SwiftPM's test discovery needs.
        .target(name: "SpecDiscoveryCore"),
        .executableTarget(name: "spec-discover", dependencies: ["SpecDiscoveryCore"], path: "Sources/spec-discover"),
        .plugin(
            name: "SpecDiscovery",
            capability: .buildTool(),
            dependencies: [discoveryTool],
            path: "Plugins/SpecDiscovery"
        ),

        // spec-lint: checks spec files against Guidelines.md (reuses discovery's lexer).
        .target(name: "SpecLintCore", dependencies: ["SpecDiscoveryCore"]),
        .executableTarget(name: "spec-lint", dependencies: ["SpecLintCore"], path: "Sources/spec-lint"),
        .plugin(
            name: "SpecLintCommand",
            capability: .command(intent: .custom(verb: "spec-lint", description: "Check specs against Guidelines.md")),
            dependencies: ["spec-lint"],
            path: "Plugins/SpecLintCommand"
        ),
        .plugin(name: "SpecLint", capability: .buildTool(), dependencies: ["spec-lint"], path: "Plugins/SpecLint"),

        // spec-doubles: generates the doubles of marked protocols (reuses discovery's lexer).
        .target(name: "SpecDoublesCore", dependencies: ["SpecDiscoveryCore"]),
        .executableTarget(name: "spec-doubles", dependencies: ["SpecDoublesCore"], path: "Sources/spec-doubles"),
        .plugin(name: "SpecDoubles", capability: .buildTool(), dependencies: ["spec-doubles"], path: "Plugins/SpecDoubles"),

        .testTarget(
            name: "SpecDSLTests",
            dependencies: ["SpecDSL", "Matchers"],
            plugins: ["SpecDiscovery"]
        ),
        .testTarget(name: "SpecDiscoveryTests", dependencies: ["SpecDiscoveryCore", "spec-discover"]),
        .testTarget(name: "MatchersTests", dependencies: ["Matchers"]),
        .testTarget(name: "NimbleCompatTests", dependencies: ["NimbleCompat"]),
        .testTarget(name: "DoublesTests", dependencies: ["Doubles", "Matchers"]),
        .testTarget(
            name: "TablesTests",
            dependencies: ["Tables", "SpecTables", "SpecDSL", "Matchers"],
            resources: [.copy("Tables")],
            plugins: ["SpecDiscovery"]
        ),
        .testTarget(name: "SpecLintTests", dependencies: ["SpecLintCore"]),
        .testTarget(name: "SpecDoublesTests", dependencies: ["SpecDoublesCore"]),
    ] + prebuiltTools,
    swiftLanguageModes: [.v6]
)
