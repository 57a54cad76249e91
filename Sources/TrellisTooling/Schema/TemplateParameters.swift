import TrellisRegistry
import TrellisTemplates

/// The `<param>` declarations of templates, by the component of the element declaring
/// them: a template's params are attributes of the node that declares them, and of every
/// node that includes the template with `template=`.
public struct TemplateParameters: Sendable, Hashable {
    /// A declared param.
    public struct Parameter: Sendable, Hashable {
        /// The param name: the attribute that sets it.
        public var name: String
        /// The `type` as written.
        public var typeName: String
        /// The template that declares it, for documentation.
        public var file: String
    }

    /// Params by component name (canonical), in declaration order, each name once.
    public private(set) var byComponent: [String: [Parameter]] = [:]

    /// No params.
    public init() {}

    /// Adds the params declared anywhere in `document` (outside inline HTML); a param whose
    /// name is not an identifier (an error the compiler reports) is left out.
    public mutating func add(_ document: XMLDocument, registry: Registry) {
        var pending = [document.root]
        while let element = pending.popLast() {
            let kind = TemplateElementKind(element.name, registry: registry)
            guard case .component(let component) = kind else { continue }
            for case let .element(child) in element.children {
                switch TemplateElementKind(child.name, registry: registry) {
                case .param:
                    guard let name = child.attribute(named: "name")?.value, DottedName.isValid(name),
                          let typeName = child.attribute(named: "type")?.value else { continue }
                    var list = byComponent[component] ?? []
                    if !list.contains(where: { $0.name == name }) {
                        list.append(Parameter(name: name, typeName: typeName, file: document.source.path))
                    }
                    byComponent[component] = list
                case .component:
                    pending.append(child)
                case .macro, .children, .unknownComponent, .html:
                    continue
                }
            }
        }
    }
}
