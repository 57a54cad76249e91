import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

extension TemplateResolver {
    /// What the children of an element declare and contain.
    struct Content {
        /// The scope of the element's attributes and children.
        var frame: Int
        var params: [ParamDeclaration]
        var children: [Pending]
        var body: BodyText?
    }

    /// Sorts the children of an element into declarations (`<param>`, `<macro>`), child
    /// nodes (components and `<children/>`) and body text (text and lowercase HTML
    /// elements). As in Layout, text on both sides of child nodes is one body text
    /// (`<UILabel>Foo<UIView/>Bar</UILabel>` is "FooBar"), and a CDATA section is no text
    /// at all (see ``reportDroppedCDATA(_:instance:)``).
    mutating func scanContent(of element: XMLElement, instance: Int, frame parentFrame: Int, slot: Int?, node: Int) -> Content {
        var params: [ParamDeclaration] = []
        var macros: [String: MacroBinding] = [:]
        var children: [Pending] = []
        var segments: [BodyText.Segment] = []
        var containsHTML = false
        for child in element.children {
            switch child {
            case let .element(childElement):
                switch childElement.name {
                case TemplateKeywords.param:
                    if let param = declareParam(childElement, instance: instance, existing: params) { params.append(param) }
                case TemplateKeywords.macro:
                    declareMacro(childElement, instance: instance, into: &macros)
                case let name where name == TemplateKeywords.children || TemplateKeywords.isComponentName(name):
                    children.append(Pending(element: childElement, instance: instance, frame: parentFrame, slot: slot))
                default:
                    validateHTML(childElement, instance: instance)
                    segments.append(.html(childElement))
                    containsHTML = true
                }
            case let .text(text) where text.isCDATA:
                reportDroppedCDATA(text, instance: instance)
            case let .text(text):
                segments.append(.text(text))
            case .comment, .processingInstruction, .documentType:
                continue
            }
        }
        var frame = parentFrame
        if !params.isEmpty || !macros.isEmpty {
            var scope = result.frames[parentFrame]
            scope.parent = parentFrame
            for param in params {
                scope.params[param.name] = ParamBinding(node: node, type: param.type)
                scope.macros[param.name] = nil
            }
            for (name, macro) in macros {
                scope.macros[name] = macro
                scope.params[name] = nil
            }
            for param in params where macros[param.name] != nil {
                report(.error(.duplicateDeclaration, "'\(param.name)' is declared both as a param and as a macro", at: param.location), in: instance)
            }
            result.frames.append(scope)
            frame = result.frames.count - 1
            for index in children.indices { children[index].frame = frame }
        }
        let hasText = segments.contains { segment in
            if case let .text(text) = segment { return !LayoutWhitespace.isBlank(text.text) }
            return true
        }
        let body = hasText ? BodyText(segments: segments, frame: frame, instance: instance, containsHTML: containsHTML) : nil
        return Content(frame: frame, params: params, children: children, body: body)
    }

    /// Reports components nested in HTML, and HTML elements that are not standard: a
    /// likely misspelling (`<strog>`) as an error, others as a warning (Layout passes them to
    /// the HTML parser, which ignores what it does not know).
    private mutating func validateHTML(_ root: XMLElement, instance: Int) {
        var pending = [root]
        while let element = pending.popLast() {
            if TemplateKeywords.isComponentName(element.name) {
                report(.error(.invalidHTML, "component '\(element.name)' cannot appear inside inline HTML", at: element.nameSpan), in: instance)
                continue
            }
            if !HTMLElements.known.contains(element.name) {
                if let suggestion = Suggestions.closest(to: element.name, in: HTMLElements.known) {
                    report(.error(
                        .invalidHTML, "unknown HTML element '\(element.name)' in body text; did you mean '\(suggestion)'?", at: element.nameSpan
                    ), in: instance)
                } else {
                    report(.warning(
                        .nonstandardHTML, "'\(element.name)' is not a standard HTML element; it is passed to the HTML parser as is", at: element.nameSpan
                    ), in: instance)
                }
            }
            if HTMLElements.empty.contains(element.name), element.children.contains(where: { !$0.isIgnorable }) {
                report(.error(.invalidHTML, "'<\(element.name)/>' cannot have content", at: element.nameSpan), in: instance)
            }
            for child in element.children {
                switch child {
                case let .element(nested): pending.append(nested)
                case let .text(text) where text.isCDATA: reportDroppedCDATA(text, instance: instance)
                case .text, .comment, .processingInstruction, .documentType: continue
                }
            }
        }
    }

    /// Warns that a CDATA section is dropped: Foundation's `XMLParser` hands CDATA only to
    /// `parser(_:foundCDATA:)`, which Layout's parser delegate does not implement, so Layout
    /// never sees the text. Body text leaves it out likewise (``BodyTextAssembly``).
    private mutating func reportDroppedCDATA(_ text: XMLText, instance: Int) {
        report(.warning(
            .droppedCDATA,
            "this CDATA section is dropped: Layout's XML parser delegate never receives CDATA, so its text is not shown; "
                + "write it as text, with '&lt;' for '<' and '&amp;' for '&'",
            at: text.span
        ), in: instance)
    }
}
