/// Writes the typed entry point to the layout core (`TrellisLayout`), for targets that
/// depend on it: in the shared file, the registry the templates were compiled against
/// (the built-in manifests and the target's manifests, whose text is compiled in); in
/// each template's type, `layout(size:state:constants:params:)` (each argument there when
/// the template has such values) returning a `LayoutResult` that gives every node's
/// frame and values by the template's `ID` and `Outlet` cases.
struct LayoutEntryPointEmitter {
    /// The modules the shared file imports for the layout entry points.
    static let sharedImports = ["TrellisLayout", "TrellisRegistry"]
    /// The modules each template's file imports for its layout entry point.
    static let templateImports = ["TrellisLayout"]

    /// The manifests loaded after the built-in ones, by name, in load order.
    static func writeRegistry(manifests: [(name: String, text: String)], namespace: String, into writer: inout SwiftSourceWriter) {
        writer.line()
        writer.block("extension \(namespace)") { writer in
            writer.doc("The manifests the templates were compiled against after the built-in ones, in load order.")
            writer.line("static let manifests: [(path: String, text: String)] = [")
            writer.indented { writer in
                for manifest in manifests {
                    writeRawString(manifest.text, prefix: "(\(SwiftIdentifiers.stringLiteral(manifest.name)), ", suffix: "),", into: &writer)
                }
            }
            writer.line("]")
            writer.line()
            writer.doc("The registry the templates were compiled against, loaded once.")
            writer.line("static let registry: Registry = RegistryLoader().load(sources: BuiltinManifests.sources + manifests).registry")
        }
    }

    /// `text` as a multi-line raw string literal, exactly: the literal drops the line break
    /// before its closing delimiter, so a final empty line stands for the text's own.
    private static func writeRawString(_ text: String, prefix: String, suffix: String, into writer: inout SwiftSourceWriter) {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) {
            hashes += "#"
        }
        writer.line(prefix + hashes + "\"\"\"")
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            writer.line(String(line))
        }
        writer.line("\"\"\"" + hashes + suffix)
    }

    /// The template's outlet names and node ids as the generated enums spell them, with
    /// their nodes.
    let outlets: [(name: String, node: Int)]
    let ids: [(name: String, node: Int)]
    let hasParams: Bool
    let hasConstants: Bool
    let hasState: Bool

    func write(into writer: inout SwiftSourceWriter) {
        writer.line()
        writer.doc("The template laid out by the layout core: every node's frame and values.")
        writer.block("struct LayoutResult: Sendable") { writer in
            writer.doc("Everything the layout core computed, nodes by IR index.")
            writer.line("let result: TrellisLayout.LayoutResult")
            writeAccessors(enumName: "ID", label: "id", cases: ids, into: &writer)
            writeAccessors(enumName: "Outlet", label: "outlet", cases: outlets, into: &writer)
        }
        var parameters = ["size: Size"]
        if hasState { parameters.append("state: State") }
        if hasConstants { parameters.append("constants: Constants") }
        if hasParams { parameters.append("params: Params") }
        writer.line()
        writer.doc("""
            Lays the template out in a container of `size` with the layout core. Params without
            a default are read as constants of the same name; problems (a failing expression)
            are in `result.diagnostics`.
            """)
        writer.block("static func layout(\(parameters.joined(separator: ", "))) throws(TemplateLibraryError) -> LayoutResult") { writer in
            writer.line("let engine: LayoutEngine = LayoutEngine(template: try load(), registry: Templates.registry)")
            var constants = hasConstants ? "constants.templateValues" : "[:]"
            if hasParams {
                constants = hasConstants ? "constants.templateValues.merging(params.templateValues) { constant, _ in constant }" : "params.templateValues"
            }
            let state = hasState ? "state.templateValues" : "[:]"
            writer.line("return LayoutResult(result: engine.evaluate(constants: \(constants), state: \(state), size: size))")
        }
    }

    private func writeAccessors(enumName: String, label: String, cases: [(name: String, node: Int)], into writer: inout SwiftSourceWriter) {
        guard !cases.isEmpty else { return }
        writer.line()
        writer.doc("The frame of the node with this \(label), in its parent's coordinates.")
        writer.block("func frame(_ \(label): \(enumName)) -> Rect") { $0.line("result.node(Self.node(\(label))).frame") }
        writer.line()
        writer.doc("The value of `keyPath` on the node with this \(label), if the node sets it.")
        writer.block("func value(_ keyPath: String, of \(label): \(enumName)) -> TemplateValue?") { writer in
            writer.line("result.node(Self.node(\(label))).value(keyPath)")
        }
        writer.line()
        writer.doc("The IR index of the node with this \(label).")
        writer.block("static func node(_ \(label): \(enumName)) -> Int") { writer in
            writer.line("switch \(label) {")
            for entry in cases {
                writer.line("case .\(SwiftIdentifiers.escaped(entry.name)): \(entry.node)")
            }
            writer.line("}")
        }
    }
}
