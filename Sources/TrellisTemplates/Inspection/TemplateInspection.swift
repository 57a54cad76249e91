import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// What the compiler found in one template, kept for an editor's questions: which names an
/// attribute's expression can use, what a name there means and where it is declared, and
/// which params an element that includes a template takes. Every answer comes from the
/// resolution and the check ``TemplateCompiler/compile(path:)`` runs (made by
/// ``TemplateCompiler/inspect(path:)``), so an editor never disagrees with `check`.
///
/// Spans in answers name files by their paths (as the compiler was given them).
public struct TemplateInspection {
    let resolved: ResolvedTemplate
    /// The check of the tree; `nil` when nothing was checked (no node, or too many).
    let checker: TemplateChecker?
    /// The path of each file placed in the tree, by the name its spans use.
    private let pathsByName: [String: String]

    init(resolved: ResolvedTemplate, checker: TemplateChecker?) {
        self.resolved = resolved
        self.checker = checker
        var paths: [String: String] = [:]
        for instance in resolved.instances { paths[instance.file.name] = instance.file.path }
        pathsByName = paths
    }

    /// The paths of the template's file and of every file it includes, each once, in the
    /// order they are placed.
    public var files: [String] {
        var seen = Set<String>()
        return resolved.instances.map(\.file.path).filter { seen.insert($0).inserted }
    }

    /// The scope of the attribute whose value holds byte `offset` (its end included) of the
    /// file at `path`, if a checked node has that attribute. A file placed twice answers
    /// for its first placement.
    public func scope(atValueOffset offset: Int, in path: String) -> ExpressionScope? {
        guard let checker else { return nil }
        for (index, node) in resolved.nodes.enumerated() {
            for sourced in node.attributes where resolved.instances[sourced.instance].file.path == path {
                let span = sourced.attribute.valueSpan
                guard span.offset <= offset, offset <= span.offset + span.length else { continue }
                return ExpressionScope(
                    inspection: self, checker: checker, node: index, frame: sourced.frame, attribute: sourced.name,
                    valueSpan: located(span), compilerSpan: span
                )
            }
        }
        return nil
    }

    /// The params the node placed by the element whose name starts at byte `offset` of the
    /// file at `path` declares: the params of the template its `template=` includes, which
    /// the element may set as attributes, and its own `<param>`s. Sorted by name.
    public func params(ofElementAt offset: Int, in path: String) -> [ScopeName] {
        guard let node = resolved.nodes.first(where: {
            resolved.instances[$0.instance].file.path == path && $0.location.offset == offset
        }) else { return [] }
        return node.params.map { param in
            ScopeName(name: param.name, kind: .param, type: param.type, typeName: param.typeName, declaration: located(param.location))
        }.sorted { $0.name < $1.name }
    }

    /// `span` with its file named by its path.
    func located(_ span: SourceSpan) -> SourceSpan {
        var located = span
        located.file = pathsByName[span.file] ?? span.file
        return located
    }
}

/// A name an expression can use, with its type and where it is declared.
public struct ScopeName: Hashable, Sendable {
    /// Where a name comes from.
    public enum Kind: Hashable, Sendable {
        /// A `<param>` of the node or an enclosing one.
        case param
        /// A `<macro>`: its value is expanded where it is used.
        case macro
        /// A constant or state variable the caller supplies, typed by its uses in the template.
        case input
        /// A property of a node: the node itself (`width`), `parent.`, `previous.`, `next.`
        /// or `#id.` (the reference, as written, and the node's component).
        case property(of: String, component: String?)
        /// Something the registry declares or the language builds in (an enum case, a color,
        /// a constant); calls are not names.
        case registry
    }

    public var name: String
    public var kind: Kind
    public var type: ValueType
    /// The type as declared (a param's `type`), else the type's own name.
    public var typeName: String
    /// The `<param>` element, the `<macro>`'s `value`, or `nil` (inputs, properties, registry).
    public var declaration: SourceSpan?
}
