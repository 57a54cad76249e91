import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates

/// The edits of one rename in one file.
struct RenameSession {
    let old: String
    let new: String
    let oldComponents: [String]
    let reach: RenameReach
    let registry: Registry
    var edits = SourceEdits()
    var diagnostics: [Diagnostic] = []

    init(old: String, new: String, reach: RenameReach, registry: Registry) {
        self.old = old
        self.new = new
        self.oldComponents = old.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        self.reach = reach
        self.registry = registry
    }

    // MARK: Elements

    /// Renames the tags of component elements called `old` (walked with an explicit stack).
    mutating func renameElements(_ root: XMLElement) {
        var pending = [root]
        while let element = pending.popLast() {
            switch TemplateElementKind(element.name, registry: registry) {
            case .component, .unknownComponent:
                if let renamed = renamedElementName(element.name) {
                    edits.replace(element.nameSpan, with: renamed)
                    if let endTag = element.endTagSpan {
                        edits.replace(offset: endTag.offset + 2, length: element.name.utf8.count, with: renamed)
                    }
                }
            case .param, .macro, .children, .html:
                break
            }
            for case let .element(child) in element.children.reversed() { pending.append(child) }
        }
    }

    /// The new name of an element called `name`, if it is renamed.
    private func renamedElementName(_ name: String) -> String? {
        if name == old { return new }
        if oldComponents.count == 1, name.hasSuffix("." + old) {
            return String(name.dropLast(old.utf8.count)) + new
        }
        return nil
    }

    // MARK: Attributes and body text

    mutating func rename(in site: ExpressionSite) {
        if case let .attribute(element, attribute, syntax) = site.origin {
            if syntax == .unknown, attribute.name == old, let included = includedTemplate(of: element), reach.renamesParams(passedTo: included) {
                edits.replace(attribute.nameSpan, with: new)
            }
            if case .includeSites = reach { return }
            switch syntax {
            case .text:
                renameDeclaration(attribute, of: element)
                return
            case .unknown:
                if mentionsOld(attribute.value) {
                    diagnostics.append(.warning(
                        .renameSkipped, "'\(old)' in the value of '\(attribute.name)' is not renamed: '\(attribute.name)' is not a known attribute "
                            + "of '\(element.name)', so its value may be literal text; rename it by hand if it is an expression",
                        at: attribute.valueSpan
                    ))
                }
                return
            case .expression, .template, .color:
                break
            }
        }
        if case .includeSites = reach { return }
        for occurrence in site.parsed.symbolOccurrences {
            if case let .declaration(declaration) = reach {
                renameUse(occurrence, of: declaration, locator: site.locator)
            } else {
                renameSymbol(occurrence, locator: site.locator)
            }
        }
    }

    /// The `template` or `xml` value of an element that includes another template.
    private func includedTemplate(of element: XMLElement) -> String? {
        (element.attribute(named: TemplateKeywords.template) ?? element.attribute(named: TemplateKeywords.xml))?.value
    }

    /// Renames an occurrence that resolves to `declaration`: `#old` for an id; for a param
    /// or macro, a path starting with `old` (`old.count`) used where the declaration
    /// reaches.
    private mutating func renameUse(_ occurrence: SymbolOccurrence, of declaration: RenameDeclaration, locator: XMLTextLocator) {
        let path = occurrence.path
        guard path.components.first == old, path.isIdReference == (declaration.kind == .id),
              !path.isEscaped || path.components.count == 1 else { return }
        // Past the `#` of an id reference or the backtick of an escaped name.
        let start = occurrence.range.lowerBound + (path.isIdReference || path.isEscaped ? 1 : 0)
        let span = locator.span(for: start..<start + old.utf8.count)
        guard declaration.kind == .id || declaration.reaches(span.offset) else { return }
        edits.replace(span, with: new)
    }

    /// `<param name>`, `<macro name>`, `id` and the names in `<param type>`; for a rename
    /// of one declaration, its own value only, or every `id` of the name for an id.
    private mutating func renameDeclaration(_ attribute: XMLAttribute, of element: XMLElement) {
        if case let .declaration(declaration) = reach {
            let span = attribute.valueSpan
            let isDeclaring = declaration.kind == .id
                ? attribute.name == TemplateKeywords.id && attribute.value == old
                : declaration.file == span.file && declaration.valueRange == span.offset..<span.endOffset
            if isDeclaring { edits.replace(span, with: new) }
            return
        }
        let kind = TemplateElementKind(element.name, registry: registry)
        switch (kind, attribute.name) {
        case (.param, "name"), (.macro, "name"), (.component, TemplateKeywords.id), (.unknownComponent, TemplateKeywords.id):
            if attribute.value == old { edits.replace(attribute.valueSpan, with: new) }
        case (.param, "type"):
            for range in wholeNameRanges(of: old, in: attribute.value) {
                edits.replace(attribute.locator.span(for: range), with: new)
            }
        default:
            break
        }
    }

    /// Renames the components of one symbol that match `old`.
    private mutating func renameSymbol(_ occurrence: SymbolOccurrence, locator: XMLTextLocator) {
        let path = occurrence.path
        if path.isEscaped {
            if path.components == [old] {
                let inner = occurrence.range.lowerBound + 1..<occurrence.range.upperBound - 1
                edits.replace(locator.span(for: inner), with: new)
            }
            return
        }
        let components = path.components
        guard components.count >= oldComponents.count else { return }
        var start = occurrence.range.lowerBound + (path.isIdReference ? 1 : 0)
        var index = 0
        var componentStarts: [Int] = []
        for component in components {
            componentStarts.append(start)
            start += component.utf8.count + 1
        }
        while index + oldComponents.count <= components.count {
            guard Array(components[index..<index + oldComponents.count]) == oldComponents else {
                index += 1
                continue
            }
            let last = index + oldComponents.count - 1
            let range = componentStarts[index]..<componentStarts[last] + components[last].utf8.count
            edits.replace(locator.span(for: range), with: new)
            index += oldComponents.count
        }
    }

    /// Whether `text` contains `old` as a whole name (not part of a longer name).
    private func mentionsOld(_ text: String) -> Bool {
        !wholeNameRanges(of: old, in: text).isEmpty
    }

    /// The byte ranges where `name` occurs in `text` not preceded or followed by a name byte.
    private func wholeNameRanges(of name: String, in text: String) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        let needle = Array(name.utf8)
        guard !needle.isEmpty, needle.count <= bytes.count else { return [] }
        var ranges: [Range<Int>] = []
        var offset = 0
        while offset + needle.count <= bytes.count {
            let end = offset + needle.count
            if bytes[offset..<end].elementsEqual(needle),
               offset == 0 || !isNameByte(bytes[offset - 1]),
               end == bytes.count || !isNameByte(bytes[end]) {
                ranges.append(offset..<end)
                offset = end
            } else {
                offset += 1
            }
        }
        return ranges
    }
}
