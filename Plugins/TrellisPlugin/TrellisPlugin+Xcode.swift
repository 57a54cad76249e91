#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same build command for a target of an Xcode project (``TrellisBuildPlan``, as for
/// a package target): templates are the target's `*.xml` input files, IR paths are
/// relative to the project folder, the manifests of the targets and package products it
/// depends on are loaded first, and the generated code reads the compiled templates from
/// `Bundle.main`.
extension TrellisPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let root = context.xcodeProject.directoryURL
        let plan = TrellisBuildPlan(
            files: TrellisTargetFiles(files: target.inputFiles.map(\.url), root: root),
            dependencyManifests: TrellisTargetFiles.dependencyManifests(of: target, root: root),
            root: root,
            workDirectory: context.pluginWorkDirectoryURL,
            resourceBundle: "main",
            withLayout: TrellisTargetFiles.dependsOnLayout(target),
            configuration: TrellisConfigurationFiles(targetDirectory: root, rootDirectory: root)
        )
        return [try plan.command(tool: context.tool(named: "trellis-build-tool").url, targetName: target.displayName)]
    }
}

extension TrellisTargetFiles {
    /// The manifests of the Xcode targets and package products `target` depends on,
    /// directly or transitively, in load order.
    static func dependencyManifests(of target: XcodeTarget, root: URL) -> [URL] {
        dependencies(of: target).flatMap { node in
            switch node {
            case let .xcode(target): TrellisTargetFiles(files: target.inputFiles.map(\.url), root: root).manifests
            case let .package(target): target.sourceModule.map { TrellisTargetFiles($0).manifests } ?? []
            }
        }
    }

    /// Whether `target` depends on the layout core, through a package product.
    static func dependsOnLayout(_ target: XcodeTarget) -> Bool {
        dependencies(of: target).contains { node in
            if case let .package(target) = node { return target.name == TrellisBuildPlan.layoutModule }
            return false
        }
    }

    private static func dependencies(of target: XcodeTarget) -> [XcodeNode] {
        dependencies(
            of: XcodeNode.xcode(target),
            dependencies: { node in
                switch node {
                case let .xcode(target):
                    target.dependencies.flatMap { dependency -> [XcodeNode] in
                        switch dependency {
                        case let .target(target): [.xcode(target)]
                        case let .product(product): product.targets.map { .package($0) }
                        @unknown default: []
                        }
                    }
                case let .package(target):
                    target.dependencies.flatMap { dependency -> [XcodeNode] in
                        switch dependency {
                        case let .target(target): [.package(target)]
                        case let .product(product): product.targets.map { .package($0) }
                        @unknown default: []
                        }
                    }
                }
            }
        )
    }
}

/// A target an Xcode target depends on: another Xcode target or a package target.
private enum XcodeNode: Hashable {
    case xcode(XcodeTarget)
    case package(any Target)

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    private var id: String {
        switch self {
        case let .xcode(target): "xcode:" + target.id
        case let .package(target): "package:" + target.id
        }
    }
}
#endif
