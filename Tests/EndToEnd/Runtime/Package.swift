// swift-tools-version: 6.0
// The runtime fixture of Tests/EndToEnd/run.sh (issues 9 and 13): specs whose mistakes, hooks,
// timeouts and late failures must be reported, each target run on its own with `--filter`.
// Swift 6 language mode (the default for tools 6.0).
import PackageDescription

let specKit: [Target.Dependency] = [
    .product(name: "SpecDSL", package: "SpecKit"),
    .product(name: "Matchers", package: "SpecKit"),
]
let discovery: [Target.PluginUsage] = [.plugin(name: "SpecDiscovery", package: "SpecKit")]
let names = [
    "OutsideSpecs", "AroundSpecs", "LateSpecs", "SuiteHookSpecs", "TimeoutSpecs", "EnvTimeoutSpecs", "NamingSpecs",
    "TableSpecs", "QuickStyleSpecs", "ClassSetUpSpecs",
]

let package = Package(
    name: "Runtime",
    dependencies: [.package(name: "SpecKit", path: "../SpecKit")],
    targets: names.map { name in
        // Tables are their own product since issue 10; only the table fixture needs them.
        let tables: [Target.Dependency] = name == "TableSpecs" ? [.product(name: "Tables", package: "SpecKit")] : []
        return .testTarget(name: name, dependencies: specKit + tables, plugins: discovery)
    }
)
