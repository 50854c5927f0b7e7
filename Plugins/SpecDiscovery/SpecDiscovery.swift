import PackagePlugin

@main
struct SpecDiscovery: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] { [] }
}
