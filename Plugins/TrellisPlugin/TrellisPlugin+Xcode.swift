#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same build command for a target of an Xcode project: templates are the target's
/// `*.xml` input files, IR paths are relative to the project folder, and the generated
/// code reads the compiled templates from `Bundle.main`.
extension TrellisPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let root = context.xcodeProject.directoryURL
        let step = TrellisBuildStep(files: target.inputFiles.map(\.url), root: root)
        return [
            step.command(
                tool: try context.tool(named: "trellis").url,
                root: root,
                workDirectory: context.pluginWorkDirectoryURL,
                targetName: target.displayName,
                resourceBundle: "main"
            ),
        ]
    }
}
#endif
