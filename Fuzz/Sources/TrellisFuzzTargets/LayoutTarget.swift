import TrellisExpressions
import TrellisLayout
import TrellisRegistry
import TrellisTemplates

/// A template compiled (from `T.xml` and the files it includes, split as
/// ``CompilationTarget`` splits them), laid out, laid out again after a state change and a
/// resize, and drawn as SVG.
enum LayoutTarget {
    static func run(_ bytes: [UInt8]) {
        var compiler = TemplateCompiler(
            registry: .builtin, roots: TemplateRoots(folders: ["."], currentDirectory: FuzzFiles.folder),
            fileSystem: MemoryFileSystem(files: FuzzFiles.split(bytes), currentDirectory: FuzzFiles.folder)
        )
        guard let template = compiler.compile(path: FuzzFiles.folder + "/" + FuzzFiles.names[0]).template else { return }
        layOut(template)
    }

    /// Lays `template` out with a plain value for every input it reads, then with a zero for
    /// the first, then at another size, drawing each result.
    static func layOut(_ template: IRTemplate) {
        let engine = LayoutEngine(template: template, registry: .builtin)
        var state: [String: Value] = [:]
        for (name, type) in engine.inputs {
            if let value = FuzzValues.plain(type) { state[name] = value }
        }
        let result = engine.evaluate(state: state, size: Size(width: 375, height: 812))
        _ = PreviewRenderer().render(result)
        if let (name, type) = engine.inputs.first, let zero = FuzzValues.zero(type) {
            _ = engine.setState([name: zero])
        }
        _ = PreviewRenderer().render(engine.resize(to: Size(width: 320, height: 480)))
    }
}
