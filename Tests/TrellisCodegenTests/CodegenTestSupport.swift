import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates
import XCTest

/// Templates held in memory in the folder `/app` (the template root) and a manifest,
/// compiled against the built-in registry plus that manifest (named
/// `Components/Test.yaml`).
struct CodegenFixture {
    static let manifestPath = "Components/Test.yaml"

    var templates: [String: String]
    var manifest: String = ""

    /// The registry: built-in manifests, then the fixture's.
    func registry(file: StaticString = #filePath, line: UInt = #line) -> Registry {
        let loaded = RegistryLoader().load(sources: BuiltinManifests.sources + [(Self.manifestPath, manifest)])
        XCTAssertEqual(loaded.diagnostics.map(\.message), [], file: file, line: line)
        return loaded.registry
    }

    /// Every template compiled, in path order; fails the test on any diagnostic.
    func compile(registry: Registry, file: StaticString = #filePath, line: UInt = #line) -> [IRTemplate] {
        var files: [String: String] = [:]
        for (path, text) in templates { files["/app/" + path] = text }
        let fileSystem = MemoryFileSystem(texts: files, currentDirectory: "/app")
        var compiler = TemplateCompiler(
            registry: registry, roots: TemplateRoots(folders: ["/app"], currentDirectory: "/app"), fileSystem: fileSystem
        )
        return templates.keys.sorted().compactMap { path in
            let result = compiler.compile(path: "/app/" + path)
            XCTAssertEqual(result.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.message)" }, [],
                           path, file: file, line: line)
            return result.template
        }
    }
}
