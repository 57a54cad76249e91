import Foundation
import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// Compiles many templates, on several threads when asked: the templates are split into
/// contiguous groups (templates of one folder tend to share includes), and each worker
/// compiles its group with its own ``TemplateCompiler`` session, sharing nothing.
public struct TemplateBatch: Sendable {
    public var registry: Registry
    public var roots: TemplateRoots
    public var fileSystem: any TemplateFileSystem
    public var assets: AssetCatalog?
    public var strings: StringsTable?
    /// Whether names read as inputs where an enum case or a color was expected are errors
    /// (see ``TemplateCompiler/init(registry:roots:fileSystem:assets:strings:strict:)``).
    public var strict: Bool
    /// The options of the lint rules (see ``TemplateCompiler/lintOptions``).
    public var lintOptions = LintOptions()

    public init(
        registry: Registry, roots: TemplateRoots, fileSystem: any TemplateFileSystem = DiskFileSystem(),
        assets: AssetCatalog? = nil, strings: StringsTable? = nil, strict: Bool = false
    ) {
        self.registry = registry
        self.roots = roots
        self.fileSystem = fileSystem
        self.assets = assets
        self.strings = strings
        self.strict = strict
    }

    /// Compiles every path; results are in the order of `paths`.
    ///
    /// A template whose root reads `parent.` is checked against any view first; when other
    /// templates of the batch place it, it is checked again against the view they place it
    /// in (``RootContainers``).
    public func compile(_ paths: [String], workers: Int = ProcessInfo.processInfo.activeProcessorCount) -> [TemplateCompilation] {
        var results = compileOnce(paths, workers: workers)
        var placements = RootContainers()
        for result in results { placements.merge(result.placements) }
        guard !placements.isEmpty else { return results }
        var compiler = TemplateCompiler(
            registry: registry, roots: roots, fileSystem: fileSystem, assets: assets, strings: strings, strict: strict
        )
        compiler.lintOptions = lintOptions
        compiler.rootContainers = placements
        for index in results.indices where results[index].readsUnplacedRootParent {
            guard placements.container(of: results[index].path, in: registry) != nil else { continue }
            results[index] = compiler.compile(path: paths[index])
        }
        return results
    }

    private func compileOnce(_ paths: [String], workers: Int) -> [TemplateCompilation] {
        let groups = max(1, min(workers, paths.count))
        guard groups > 1 else { return compileGroup(paths[...]) }
        let size = (paths.count + groups - 1) / groups
        let results = GroupResults(count: groups)
        DispatchQueue.concurrentPerform(iterations: groups) { group in
            let start = min(group * size, paths.count)
            let end = min(start + size, paths.count)
            results.set(group, compileGroup(paths[start..<end]))
        }
        return results.joined()
    }

    private func compileGroup(_ paths: ArraySlice<String>) -> [TemplateCompilation] {
        var compiler = TemplateCompiler(
            registry: registry, roots: roots, fileSystem: fileSystem, assets: assets, strings: strings, strict: strict
        )
        compiler.lintOptions = lintOptions
        return paths.map { compiler.compile(path: $0) }
    }
}

/// The results of the workers of a batch, one slot per worker.
///
/// `@unchecked Sendable`: every access to `slots` holds `lock`, and each worker writes
/// only its own slot, once.
private final class GroupResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [[TemplateCompilation]]

    init(count: Int) {
        slots = Array(repeating: [], count: count)
    }

    func set(_ index: Int, _ value: [TemplateCompilation]) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
    }

    func joined() -> [TemplateCompilation] {
        lock.lock()
        defer { lock.unlock() }
        return slots.flatMap { $0 }
    }
}
