// Shared by every Trellis plugin (each folder links to this file).
import Foundation
import PackagePlugin

extension TrellisTargetFiles {
    /// The Trellis files of a source module of a package.
    init(_ module: any SourceModuleTarget) {
        self.init(files: module.sourceFiles.map(\.url), root: module.directoryURL)
    }

    /// The manifests of the source modules `module` depends on, directly or through
    /// products, in this package or another, in load order.
    static func dependencyManifests(of module: any SourceModuleTarget) -> [URL] {
        dependencies(of: module).flatMap { target in target.sourceModule.map { TrellisTargetFiles($0).manifests } ?? [] }
    }

    /// The targets `module` depends on, directly or through products, in load order.
    static func dependencies(of module: any SourceModuleTarget) -> [any Target] {
        dependencies(
            of: PackageTarget(module),
            dependencies: { target in
                target.base.dependencies.flatMap { dependency -> [PackageTarget] in
                    switch dependency {
                    case let .target(target): [PackageTarget(target)]
                    case let .product(product): product.targets.map(PackageTarget.init)
                    @unknown default: []
                    }
                }
            }
        )
        .map(\.base)
    }
}

/// A package target compared by identity (`Target` is a protocol, not `Hashable`).
private struct PackageTarget: Hashable {
    let base: any Target

    init(_ base: any Target) {
        self.base = base
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.base.id == rhs.base.id }
    func hash(into hasher: inout Hasher) { hasher.combine(base.id) }
}
