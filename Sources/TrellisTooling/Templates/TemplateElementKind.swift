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
            if let component = registry.component(named: name) {
                self = .component(component.name)
            } else {
                self = TemplateKeywords.isComponentName(name) ? .unknownComponent : .html
            }
        }
    }

    /// Whether the element declares something for its parent (`<param>`, `<macro>`).
    public var isDeclaration: Bool {
        self == .param || self == .macro
    }
}
