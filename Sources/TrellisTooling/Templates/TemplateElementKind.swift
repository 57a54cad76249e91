import TrellisRegistry
import TrellisTemplates

/// What an element of a template is, as far as the tools are concerned.
public enum TemplateElementKind: Hashable, Sendable {
    /// A registry component, by its canonical name.
    case component(String)
    /// `<param name="…" type="…"/>`.
    case param
    /// `<macro name="…" value="…"/>`.
    case macro
    /// `<children/>`.
    case children
    /// A component name (uppercase) the registry does not declare.
    case unknownComponent
    /// Anything else: inline HTML of body text (`<b>`, `<br/>`, …).
    case html

    /// The kind of an element called `name`.
    public init(_ name: String, registry: Registry) {
        switch name {
        case TemplateKeywords.param: self = .param
        case TemplateKeywords.macro: self = .macro
        case TemplateKeywords.children: self = .children
        default:
            if let component = Self.componentName(name, in: registry) {
                self = .component(component)
            } else {
                self = TemplateKeywords.isComponentName(name) ? .unknownComponent : .html
            }
        }
    }

    /// The registry's name for the component `name` (as ``Registry/component(named:)``
    /// finds it: a module-qualified name falls back to its last component), found by key
    /// so that no declaration is copied.
    private static func componentName(_ name: String, in registry: Registry) -> String? {
        if let index = registry.components.index(forKey: name) { return registry.components.keys[index] }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let last = String(name[name.index(after: dot)...])
        return registry.components.index(forKey: last).map { registry.components.keys[$0] }
    }

    /// Whether the element declares something for its parent (`<param>`, `<macro>`).
    public var isDeclaration: Bool {
        self == .param || self == .macro
    }
}
