// swift-tools-version: 6.1
// The smallest package with a build tool plugin whose tool is built from source: the
// evidence that SwiftPM itself, not the TrellisPlugin, relinks the tool and reruns the
// plugin's command in the first build after a clean build. See run.sh.
import PackageDescription

let package = Package(
    name: "PluginToolRebuild",
    targets: [
        // The plugin's tool: writes one constant to the file it is given.
        .executableTarget(name: "Gen"),
        .plugin(name: "GenPlugin", capability: .buildTool(), dependencies: ["Gen"]),
        .target(name: "Lib", exclude: ["input.txt"], plugins: ["GenPlugin"]),
    ]
)
