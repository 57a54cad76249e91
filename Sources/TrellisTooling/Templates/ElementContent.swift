import TrellisRegistry
import TrellisTemplates

/// How the content of an element is treated by the tools.
enum ElementContent {
    /// No content, or only white space: written as a self-closing tag.
    case empty
    /// Child elements, comments and processing instructions separated by white space:
    /// laid out one per line.
    case structured
    /// Body text: text, CDATA or inline HTML. Kept byte for byte.
    case body

    init(of element: XMLElement, registry: Registry) {
        var hasContent = false
        for child in element.children {
            switch child {
            case .text(let text):
                if text.isCDATA || !text.isWhitespace {
                    self = .body
                    return
                }
            case .element(let nested):
                if TemplateElementKind(nested.name, registry: registry) == .html {
                    self = .body
                    return
                }
                hasContent = true
            case .comment, .processingInstruction, .documentType:
                hasContent = true
            }
        }
        self = hasContent ? .structured : .empty
    }
}
