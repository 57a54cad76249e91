import TrellisRegistry
import TrellisTemplates

/// How an attribute value is written, decided by the type the registry gives the
/// attribute (seed 003, "Expressions" and "Strings").
public enum AttributeSyntax: Hashable, Sendable {
    /// The whole value is an expression: numbers, booleans, enums, option sets, structs,
    /// objects and the `value` of a `<macro>`.
    case expression
    /// Literal text with `{…}` expression segments: String, AttributedString, URL,
    /// Selector (actions), Image and Font values.
    case template
    /// A color: a hex literal or a registry color name, `{…}` segments, or an expression.
    case color
    /// Text that is never an expression: `id`, `outlet`, `template`, `xml`, and the
    /// `name` and `type` of a `<param>` and the `name` of a `<macro>`.
    case text
    /// An attribute whose type is unknown: not declared by the registry nor by a
    /// `<param>` of the element (a param of an included template, a misspelt property).
    case unknown

    /// The syntax of values of `type`.
    public init(type: ValueType) {
        switch type.unwrapped {
        case .string, .attributedString, .url, .selector, .image, .font: self = .template
        case .color: self = .color
        default: self = .expression
        }
    }
}

/// Decides the ``AttributeSyntax`` of every attribute of a template from the registry.
///
/// Key paths resolved on a component are remembered, so classifying the many attributes
/// of a template resolves each distinct (component, name) pair once; keep one classifier
/// for a whole file or run.
public struct AttributeClassifier: Sendable {
    /// The registry attribute types come from.
    public let registry: Registry
    /// Syntax by component, then attribute name, of names the registry resolves.
    private var resolved: [String: [String: AttributeSyntax?]] = [:]

    /// A classifier for templates of `registry`.
    public init(registry: Registry) {
        self.registry = registry
    }

    /// The syntax of the attribute `name` of `element`, an element of kind `kind`.
    ///
    /// On a component, `id`, `outlet`, `template` and `xml` are text; other names are
    /// resolved as key paths on the component (`layer.cornerRadius`, `center.x`), then as
    /// params the element itself declares with `<param>` children.
    public mutating func syntax(of name: String, on element: XMLElement, kind: TemplateElementKind) -> AttributeSyntax {
        switch kind {
        case .param:
            return .text
        case .macro:
            return name == "value" ? .expression : name == "name" ? .text : .unknown
        case .children, .html:
            return .unknown
        case .component(let component):
            return componentAttributeSyntax(name, on: element, component: component)
        case .unknownComponent:
            return componentAttributeSyntax(name, on: element, component: element.name)
        }
    }

    /// The syntax `trellis format` reads the attribute in: ``syntax(of:on:kind:)``, except
    /// that an attribute of a component the registry does not type is read as Layout's
    /// formatter reads it: a `…Color` value written with `rgb(` or `rgba(` and no `{` as an
    /// expression, anything else as text whose `{…}` segments are expressions (text
    /// without braces is left as written).
    public mutating func formattingSyntax(of name: String, on element: XMLElement, kind: TemplateElementKind) -> AttributeSyntax {
        let syntax = syntax(of: name, on: element, kind: kind)
        switch kind {
        case .component, .unknownComponent:
            guard syntax == .unknown else { return syntax }
            let value = element.attribute(named: name)?.value ?? ""
            let isColor = name.hasSuffix("Color") || name == "color" || name.hasSuffix(".color")
            let isColorFunction = !value.contains("{") && (value.contains("rgb(") || value.contains("rgba("))
            return isColor && isColorFunction ? .expression : .template
        case .param, .macro, .children, .html:
            return syntax
        }
    }

    /// On an unknown component only the identity and frame attributes (`top`, `width`, …)
    /// resolve, besides the element's own params.
    private mutating func componentAttributeSyntax(_ name: String, on element: XMLElement, component: String) -> AttributeSyntax {
        if TemplateKeywords.reservedAttributes.contains(name) { return .text }
        let known: AttributeSyntax?
        if let cached = resolved[component]?[name] {
            known = cached
        } else {
            known = registry.resolveKeyPath(name, on: component).map { AttributeSyntax(type: $0.type) }
            resolved[component, default: [:]][name] = .some(known)
        }
        return known ?? declaredParamSyntax(name, on: element)
    }

    /// The syntax of a param the element declares itself (`<param name="title" type="String"/>`).
    private func declaredParamSyntax(_ name: String, on element: XMLElement) -> AttributeSyntax {
        for case let .element(child) in element.children where child.name == TemplateKeywords.param {
            guard child.attribute(named: "name")?.value == name else { continue }
            guard let typeName = child.attribute(named: "type")?.value,
                  let type = registry.resolveType(named: typeName) else { return .unknown }
            return AttributeSyntax(type: type)
        }
        return .unknown
    }
}
