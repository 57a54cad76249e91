import TrellisDiagnostics
import TrellisTemplates

/// Finds the ``RenameDeclaration`` a name at a place of a template resolves to, and the
/// declarations a new name would collide with; from the element tree alone, so that
/// `trellis rename` and the language server agree.
public struct TemplateDeclarations: Sendable {
    private let path: String
    private let root: XMLElement

    /// The declarations of the template `root`, read from the file at `path`.
    public init(root: XMLElement, path: String) {
        self.root = root
        self.path = path
    }

    /// The `<param>`, `<macro>` or `id` declaration of `name`, of `kind`, that a use at
    /// `offset` resolves to: for a param or macro, the innermost element around `offset`
    /// holding one of that name (the `<param>`/`<macro>` itself counts as inside its
    /// element); for an id, the element of the template with that id.
    public func declaration(of name: String, kind: RenameDeclaration.Kind, at offset: Int) -> RenameDeclaration? {
        if kind == .id { return idDeclaration(of: name) }
        let chain = elements(around: offset)
        for (depth, element) in chain.enumerated().reversed() {
            guard let declared = declarationChild(of: element, named: name), let value = declared.attribute(named: "name") else { continue }
            let declaredKind: RenameDeclaration.Kind = declared.name == TemplateKeywords.param ? .param : .macro
            return RenameDeclaration(
                kind: declaredKind, name: name, file: path, valueRange: Self.range(value.valueSpan), scope: Self.range(element.span),
                shadowed: redeclarations(of: name, inside: element), isTemplateParam: declaredKind == .param && depth == 0)
        }
        return nil
    }

    /// The root `<param>` called `name`, which including elements set.
    public func templateParam(named name: String) -> RenameDeclaration? {
        guard let param = declarationChild(of: root, named: name), param.name == TemplateKeywords.param,
              let value = param.attribute(named: "name") else { return nil }
        return declaration(of: name, kind: .param, at: value.valueSpan.offset)
    }

    /// Whether `name` is already declared where `declaration` reaches: as an id of the
    /// template, or by a `<param>`/`<macro>` of the element it is declared for, of an
    /// element around that one, or of an element inside its scope.
    public func declares(_ name: String, near declaration: RenameDeclaration) -> Bool {
        if declaration.kind == .id { return idDeclaration(of: name) != nil }
        if self.declaration(of: name, kind: .param, at: declaration.valueRange.lowerBound) != nil { return true }
        var found = false
        walk { element in
            if !found, declaration.scope.contains(element.span.offset), declarationChild(of: element, named: name) != nil { found = true }
        }
        return found
    }

    // MARK: Walking

    /// The elements whose span holds `offset`, outermost first (as deep as the XML reader
    /// lets elements nest).
    private func elements(around offset: Int) -> [XMLElement] {
        var chain: [XMLElement] = []
        var current: XMLElement? = Self.range(root.span).contains(offset) ? root : nil
        while let element = current {
            chain.append(element)
            current = element.children.lazy.compactMap { node -> XMLElement? in
                guard case let .element(child) = node, Self.range(child.span).contains(offset) else { return nil }
                return child
            }.first
        }
        return chain
    }

    /// The spans of the elements strictly inside `element` that declare `name` again.
    private func redeclarations(of name: String, inside element: XMLElement) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var pending = element.children.compactMap { node -> XMLElement? in
            if case let .element(child) = node { return child }
            return nil
        }
        while let current = pending.popLast() {
            if declarationChild(of: current, named: name) != nil {
                ranges.append(Self.range(current.span))
                continue
            }
            for case let .element(child) in current.children { pending.append(child) }
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
    }

    private func idDeclaration(of name: String) -> RenameDeclaration? {
        var found: RenameDeclaration?
        walk { element in
            guard found == nil, let id = element.attribute(named: TemplateKeywords.id), id.value == name else { return }
            found = RenameDeclaration(
                kind: .id, name: name, file: path, valueRange: Self.range(id.valueSpan), scope: Self.range(root.span), shadowed: [],
                isTemplateParam: false)
        }
        return found
    }

    /// The `<param>` or `<macro>` child of `element` called `name`.
    private func declarationChild(of element: XMLElement, named name: String) -> XMLElement? {
        for case let .element(child) in element.children
        where (child.name == TemplateKeywords.param || child.name == TemplateKeywords.macro) && child.attribute(named: "name")?.value == name {
            return child
        }
        return nil
    }

    /// Visits every element, parents before children (with an explicit stack).
    private func walk(_ visit: (XMLElement) -> Void) {
        var pending = [root]
        while let element = pending.popLast() {
            visit(element)
            for case let .element(child) in element.children.reversed() { pending.append(child) }
        }
    }

    private static func range(_ span: SourceSpan) -> Range<Int> {
        span.offset..<span.endOffset
    }
}
