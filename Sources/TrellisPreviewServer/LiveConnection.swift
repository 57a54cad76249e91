import TrellisDiagnostics
import TrellisExpressions
import TrellisLayout
import TrellisPreviewing
import TrellisRegistry
import TrellisTemplates
import TrellisTooling

/// One page's live socket: what it shows (template, panels, inputs), the layout engine of
/// each panel, and the messages it is sent.
///
/// Each panel keeps its engine while the template's compilation and the panel's direction
/// stay the same: a new size is a ``LayoutEngine/resize(to:)``, changed input values a
/// ``LayoutEngine/setState(_:)`` (only a removed input evaluates everything again), so an
/// edit of an input or a size costs an update, not a new engine.
final class LiveConnection {
    private let workspace: PreviewWorkspace
    /// The template shown, once the page opened one.
    private(set) var template: String?
    private var views: [ViewRequest] = []
    private var inputs: [String: JSONValue] = [:]
    private var generation = 0
    private var engines: [String: PanelEngine] = [:]

    /// A panel's engine and what it last laid out.
    private struct PanelEngine {
        var engine: LayoutEngine
        var revision: Int
        var direction: LayoutDirection
        var state: [String: Value]
    }

    init(workspace: PreviewWorkspace) {
        self.workspace = workspace
    }

    /// The reply to the page's message `text`: a `layout`, or an `error` for a message that
    /// cannot be used (the connection stays as it was).
    func reply(to text: String) async -> String {
        switch ClientMessage.parse(text) {
        case let .failure(problem):
            return LiveJSON.error(problem.message)
        case let .success(.open(id, views, inputs)):
            guard await workspace.template(id: id) != nil else { return LiveJSON.error("unknown template '\(id)'") }
            if id != template { engines = [:] }
            template = id
            self.views = views
            self.inputs = inputs
            return await layout()
        case let .success(.saveVariant(id, name, inputs)):
            guard let served = await workspace.template(id: id) else { return LiveJSON.error("unknown template '\(id)'") }
            do {
                try VariantFile.save(inputs, as: name, forTemplate: served.path)
            } catch {
                return LiveJSON.error(error.message)
            }
            guard id == template else { return LiveJSON.error("variant '\(name)' saved, but template '\(id)' is not open on this connection") }
            return await layout()
        }
    }

    /// The layout of the open template, laid out again (after its files changed), or `nil`
    /// before the page opened one.
    func refreshed() async -> String? {
        guard template != nil else { return nil }
        return await layout()
    }

    /// The `layout` message: every panel laid out, or none and the errors when the template
    /// does not compile.
    private func layout() async -> String {
        generation += 1
        guard let id = template, let served = await workspace.template(id: id) else {
            return LiveJSON.error("unknown template '\(template ?? "")'")
        }
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceText] = [:]
        var panels: [String] = []
        var inputList: [String]?
        var failed = false
        let variants = PreviewVariants.load(forTemplate: served.path)
        var compiledAppearances: Set<Appearance> = []
        for view in views {
            guard let compiled = await workspace.compiled(id, appearance: view.appearance) else { continue }
            sources.merge(compiled.sources) { first, _ in first }
            if compiledAppearances.insert(view.appearance).inserted {
                diagnostics += compiled.setupDiagnostics + compiled.compilation.diagnostics
            }
            guard let template = compiled.compilation.template, !compiled.compilation.diagnostics.containsErrors else {
                failed = true
                continue
            }
            var variant: PreviewVariants.Variant?
            if let name = view.variant {
                switch variants.flatMap({ $0.variant(named: name) }) {
                case let .success(found): variant = found
                case let .failure(problem):
                    diagnostics.append(problem.diagnostic)
                    sources.merge(PreviewVariants.sources(forTemplate: served.path, of: problem.diagnostic)) { first, _ in first }
                }
            }
            let (result, session) = laidOut(view, template: template, compiled: compiled, variant: variant)
            diagnostics += LayoutSession.relocated(session.diagnostics + result.diagnostics, sources: compiled.sources)
            let renderer = PreviewRenderer(defaultFontSize: compiled.registry.fonts.defaultSize, direction: view.direction)
            panels.append(LiveJSON.view(key: view.key, root: LiveJSON.tree(result, template: template, sources: compiled.sources, renderer: renderer)))
            if inputList == nil {
                let given = LayoutSession(engine: session.engine, registry: compiled.registry, constants: [:], state: flattened(inputs))
                inputList = template.inputs.map { LiveJSON.input(name: $0.name, type: $0.type, value: given.state[$0.name]) }
            }
        }
        if case let .failure(problem) = variants {
            diagnostics.append(problem.diagnostic)
            sources.merge(PreviewVariants.sources(forTemplate: served.path, of: problem.diagnostic)) { first, _ in first }
        }
        var seen: Set<Diagnostic> = []
        let unique = diagnostics.filter { seen.insert($0).inserted }
        let names = (try? variants.get())?.variants.keys.sorted() ?? []
        return "{\"type\":\"layout\",\"template\":" + JSONText.quoted(id) + ",\"generation\":\(generation),\"inputs\":["
            + (inputList ?? []).joined(separator: ",") + "],\"variants\":[" + names.map(JSONText.quoted).joined(separator: ",")
            + "],\"views\":[" + (failed ? "" : panels.joined(separator: ",")) + "],\"diagnostics\":["
            + unique.map { LiveJSON.diagnostic($0, sources: sources) }.joined(separator: ",") + "]}"
    }

    /// `view` laid out through its panel's engine, reused when it was built for this
    /// compilation and direction.
    private func laidOut(
        _ view: ViewRequest, template: IRTemplate, compiled: PreviewWorkspace.Compiled, variant: PreviewVariants.Variant?
    ) -> (LayoutResult, LayoutSession) {
        let state = flattened(inputs)
        if var panel = engines[view.key], panel.revision == compiled.revision, panel.direction == view.direction {
            let session = LayoutSession(engine: panel.engine, registry: compiled.registry, constants: [:], state: state, variant: variant)
            let result: LayoutResult
            if panel.state.keys.allSatisfy({ session.state[$0] != nil }) {
                let changes = session.state.filter { panel.state[$0.key] != $0.value }
                if !changes.isEmpty { panel.engine.setState(changes) }
                result = panel.engine.resize(to: view.size)
            } else {
                result = panel.engine.evaluate(state: session.state, size: view.size)
            }
            panel.state = session.state
            engines[view.key] = panel
            return (result, session)
        }
        let options = LayoutOptions(direction: view.direction, isLegacyLayoutMode: compiled.isLegacyLayoutMode, strings: compiled.strings)
        let session = LayoutSession(template: template, registry: compiled.registry, options: options, constants: [:], state: state, variant: variant)
        let result = session.evaluate(size: view.size)
        engines[view.key] = PanelEngine(
            engine: session.engine, revision: compiled.revision, direction: view.direction, state: session.state
        )
        return (result, session)
    }

    private func flattened(_ inputs: [String: JSONValue]) -> [String: JSONValue] {
        JSONValue.object(inputs).flattened()
    }
}
