import TrellisExpressions
import TrellisRegistry
import TrellisTemplates

/// A place in a template where expressions may be written: an attribute value or a run
/// of body text.
public struct ExpressionSite: Sendable {
    /// Where the text comes from.
    public enum Origin: Sendable {
        /// An attribute of an element, with the syntax its type gives it.
        case attribute(XMLElement, XMLAttribute, AttributeSyntax)
        /// Body text of a component or of its inline HTML (`Hello {name}`), a string
        /// template.
        case bodyText(XMLText)
    }

    /// The attribute or body text the site is.
    public var origin: Origin
    /// The decoded text.
    public var text: String
    /// Maps byte ranges of ``text`` to the file.
    public var locator: XMLTextLocator
    /// The text parsed by its syntax.
    public var parsed: ParsedAttributeValue
}

/// Lists the ``ExpressionSite``s of a document in document order: every attribute of
/// every element (HTML elements excepted), and every non-blank text of a body — the
/// content of an element with body text, including the text inside its inline HTML.
public struct ExpressionSites: Sendable {
    /// The registry attribute types come from.
    public let registry: Registry

    /// Lists sites of templates of `registry`.
    public init(registry: Registry) {
        self.registry = registry
    }

    /// The sites of `document`. The tree is walked with an explicit stack.
    public func sites(in document: XMLDocument) -> [ExpressionSite] {
        var classifier = AttributeClassifier(registry: registry)
        var sites: [ExpressionSite] = []
        var pending: [(element: XMLElement, inBody: Bool)] = [(document.root, false)]
        while let (element, inBody) = pending.popLast() {
            let kind = TemplateElementKind(element.name, registry: registry)
            if kind != .html {
                for attribute in element.attributes {
                    let syntax = classifier.syntax(of: attribute.name, on: element, kind: kind)
                    let locator = attribute.locator
                    sites.append(ExpressionSite(
                        origin: .attribute(element, attribute, syntax), text: attribute.value, locator: locator,
                        parsed: ParsedAttributeValue(attribute.value, syntax: syntax, locator: locator)
                    ))
                }
            }
            let isBody = kind == .html ? inBody : ElementContent(of: element, registry: registry) == .body
            var nested: [(XMLElement, Bool)] = []
            for child in element.children {
                switch child {
                case .element(let childElement):
                    nested.append((childElement, isBody))
                case .text(let text) where isBody && !text.isWhitespace:
                    let locator = text.locator
                    sites.append(ExpressionSite(
                        origin: .bodyText(text), text: text.text, locator: locator,
                        parsed: ParsedAttributeValue(text.text, syntax: .template, locator: locator)
                    ))
                case .text, .comment, .processingInstruction, .documentType:
                    continue
                }
            }
            pending += nested.reversed()
        }
        return sites
    }
}
