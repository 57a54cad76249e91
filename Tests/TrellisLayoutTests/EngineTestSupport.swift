import Foundation
import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates
import XCTest
@testable import TrellisLayout

/// Compiles templates written inline and lays them out.
enum EngineFixture {
    /// The registry of the built-in manifests.
    static let registry = Registry.builtin

    /// A registry with `manifest` (YAML) loaded after the built-in manifests.
    static func registry(adding manifest: String) -> Registry {
        let path = NSTemporaryDirectory() + "trellis-engine-\(UUID().uuidString).yaml"
        _ = FileManager.default.createFile(atPath: path, contents: Data(manifest.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return RegistryLoader().load(paths: [path]).registry
    }

    /// The IR of `xml` (the file `T/Test.xml`, with `others` beside it), or the compiler's
    /// diagnostics.
    static func compile(_ xml: String, others: [String: String] = [:], registry: Registry = registry) -> (IRTemplate?, [Diagnostic]) {
        var texts = ["/t/T/Test.xml": xml]
        for (name, text) in others { texts["/t/T/" + name] = text }
        let fileSystem = MemoryFileSystem(texts: texts, currentDirectory: "/t")
        var compiler = TemplateCompiler(registry: registry, roots: TemplateRoots(folders: ["T"], currentDirectory: "/t"), fileSystem: fileSystem)
        let compilation = compiler.compile(path: "/t/T/Test.xml")
        return (compilation.template, compilation.diagnostics)
    }

    /// An engine for `xml`; fails the test when the template does not compile.
    static func engine(
        _ xml: String, others: [String: String] = [:], registry: Registry = registry, options: LayoutOptions = LayoutOptions(),
        file: StaticString = #filePath, line: UInt = #line
    ) -> LayoutEngine? {
        let (template, diagnostics) = compile(xml, others: others, registry: registry)
        guard let template else {
            XCTFail("template does not compile: \(diagnostics.map(\.message))", file: file, line: line)
            return nil
        }
        return LayoutEngine(template: template, registry: registry, options: options)
    }

    /// Lays `xml` out in `width × height`.
    static func layout(
        _ xml: String, width: Double = 320, height: Double = 480, constants: [String: Value] = [:], state: [String: Value] = [:],
        others: [String: String] = [:], registry: Registry = registry, options: LayoutOptions = LayoutOptions(),
        file: StaticString = #filePath, line: UInt = #line
    ) -> LayoutResult? {
        guard let engine = engine(xml, others: others, registry: registry, options: options, file: file, line: line) else { return nil }
        return engine.evaluate(constants: constants, state: state, size: Size(width: width, height: height))
    }
}

extension LayoutResult {
    /// The frame of the node with id `id`.
    func frame(_ id: String) -> Rect? {
        nodes.first { $0.id == id }?.frame
    }

    /// The frames of every node, in IR order.
    var frames: [Rect] { nodes.map(\.frame) }

    /// Diagnostic messages.
    var messages: [String] { diagnostics.map(\.message) }
}

extension EngineFixture {
    /// An engine for `xml` whose properties named by `renaming` get new key paths before
    /// layout (for key paths the compiler cannot produce yet, such as `center.x`).
    static func engine(
        _ xml: String, renaming: [String: String], options: LayoutOptions = LayoutOptions(),
        file: StaticString = #filePath, line: UInt = #line
    ) -> LayoutEngine? {
        let (compiled, diagnostics) = compile(xml)
        guard var template = compiled else {
            XCTFail("template does not compile: \(diagnostics.map(\.message))", file: file, line: line)
            return nil
        }
        for node in template.nodes.indices {
            for property in template.nodes[node].properties.indices {
                if let renamed = renaming[template.nodes[node].properties[property].keyPath] {
                    template.nodes[node].properties[property].keyPath = renamed
                }
            }
            template.nodes[node].properties.sort { $0.keyPath < $1.keyPath }
        }
        return LayoutEngine(template: template, registry: registry, options: options)
    }
}

/// `Rect` shorthand for engine tests.
func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
