import TrellisExpressions
import TrellisRegistry
import TrellisTemplates

/// What a template says, without how it is laid out: element names, attributes by name
/// with their values in canonical form (expressions parsed and re-printed), body text
/// exactly, and comments.
///
/// Two documents with equal structures mean the same thing to the compiler. The formatter
/// checks its output this way before replacing a file. Within an element whose children
/// are elements (not body text), `<param>` and `<macro>` declarations are compared apart
/// from the other children, and comments as a sorted list, because formatting may move
/// them within their parent.
public struct TemplateStructure: Hashable, Sendable {
    /// One piece of the structure, in document order.
    public enum Token: Hashable, Sendable {
        /// The start of an element, with its attributes sorted by name.
        case element(String, attributes: [Attribute])
        /// The end of the last element started.
        case end
        case text(String, isCDATA: Bool)
        case comment(String)
        case instruction(target: String, data: String)
        /// A document type declaration `<!DOCTYPE name …>` (kept as written by the formatter).
        case documentType(name: String)
        /// The comments and processing instructions of a structured element, sorted.
        case comments([String])
    }

    /// An attribute with its value in canonical form.
    public struct Attribute: Hashable, Sendable {
        /// The attribute name.
        public var name: String
        /// `expression: …` or `template: …` with expressions re-printed, or `text: …` with
        /// the decoded value of an unparsed attribute.
        public var value: String
    }

    /// The pieces in document order.
    public private(set) var tokens: [Token] = []

    /// The structure of `document`, classifying attributes with `registry`.
    public init(_ document: XMLDocument, registry: Registry) {
        var classifier = AttributeClassifier(registry: registry)
        self.init(document, classifier: &classifier)
    }

    /// The structure of `document`, classifying attributes with (and filling) `classifier`.
    public init(_ document: XMLDocument, classifier: inout AttributeClassifier) {
        let registry = classifier.registry
        var builder = Builder(registry: registry, classifier: classifier)
        defer { classifier = builder.classifier }
        for node in document.prolog { builder.misc(node) }
        builder.element(document.root)
        for node in document.epilog { builder.misc(node) }
        tokens = builder.tokens
    }

    private struct Builder {
        let registry: Registry
        var classifier: AttributeClassifier
        var tokens: [Token] = []

        private enum Work {
            case element(XMLElement)
            case node(XMLNode)
            case token(Token)
        }

        mutating func misc(_ node: XMLNode) {
            switch node {
            case .comment(let comment): tokens.append(.comment(comment.text))
            case .processingInstruction(let instruction): tokens.append(.instruction(target: instruction.target, data: instruction.data))
            case .documentType(let documentType): tokens.append(.documentType(name: documentType.name))
            case .text(let text): tokens.append(.text(text.text, isCDATA: text.isCDATA))
            case .element(let element): self.element(element)
            }
        }

        mutating func element(_ root: XMLElement) {
            var pending: [Work] = [.element(root)]
            while let work = pending.popLast() {
                switch work {
                case .token(let token):
                    tokens.append(token)
                case .node(let node):
                    if case .element(let element) = node { pending.append(.element(element)) } else { misc(node) }
                case .element(let element):
                    tokens.append(start(element))
                    pending.append(.token(.end))
                    switch ElementContent(of: element, registry: registry) {
                    case .empty:
                        continue
                    case .body:
                        pending += element.children.reversed().map(Work.node)
                    case .structured:
                        let children = element.children.compactMap { child -> XMLElement? in
                            if case .element(let element) = child { return element }
                            return nil
                        }
                        let registry = registry
                        let isDeclaration = { (child: XMLElement) in TemplateElementKind(child.name, registry: registry).isDeclaration }
                        let ordered = children.filter(isDeclaration) + children.filter { !isDeclaration($0) }
                        pending += ordered.reversed().map(Work.element)
                        pending.append(.token(.comments(Self.sortedComments(of: element))))
                    }
                }
            }
        }

        private static func sortedComments(of element: XMLElement) -> [String] {
            element.children.compactMap { child -> String? in
                switch child {
                case .comment(let comment): "comment: " + comment.text
                case .processingInstruction(let instruction): "instruction: \(instruction.target) \(instruction.data)"
                case .element, .text, .documentType: nil
                }
            }.sorted()
        }

        private mutating func start(_ element: XMLElement) -> Token {
            let kind = TemplateElementKind(element.name, registry: registry)
            var attributes: [Attribute] = []
            for attribute in element.attributes {
                let syntax = classifier.formattingSyntax(of: attribute.name, on: element, kind: kind)
                let value: String = switch ParsedAttributeValue(attribute.value, syntax: syntax, locator: attribute.locator) {
                case let .expression(syntax, comment): "expression: " + ExpressionPrinter.print(syntax, comment: comment)
                case .template(let template): "template: " + ExpressionPrinter.print(template)
                case .unparsed: "text: " + attribute.value
                }
                attributes.append(Attribute(name: attribute.name, value: value))
            }
            return .element(element.name, attributes: attributes.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) })
        }
    }
}
