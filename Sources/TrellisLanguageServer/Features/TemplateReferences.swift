import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates
import TrellisTooling

/// Find references and rename for ids, macros, params and outlets, by `trellis rename`'s
/// logic (``TemplateRenamer``) narrowed to one declaration (``RenameReach``): a param or
/// macro where its declaration reaches, not past a nested one of the same name nor into
/// included templates; an id in its template and the files it includes; a template's root
/// param also where including elements pass it, in every template of the workspace.
/// Outlets, which that logic never renames, are the `outlet` values equal to the name.
struct TemplateReferences {
    /// A name that can be renamed, where the cursor is.
    struct Target: Equatable {
        var name: String
        /// What declares the name; `nil` for an outlet.
        var declaration: RenameDeclaration?
        /// The bytes of the name under the cursor.
        var range: Range<Int>
    }

    /// Why a rename is refused.
    enum RenameProblem: Error, Equatable {
        case invalidName(String)
        case alreadyDeclared(String)

        var message: String {
            switch self {
            case let .invalidName(name): "'\(name)' is not a valid name"
            case let .alreadyDeclared(name): "'\(name)' is already declared where the renamed name is visible"
            }
        }
    }

    let registry: Registry
    let fileSystem: any TemplateFileSystem
    let roots: TemplateRoots
    /// Every template of the workspace, searched for elements passing a renamed param.
    let templateFiles: [String]
    /// What the compiler finds in the document; asked only where an answer needs it.
    let inspect: () -> TemplateInspection

    /// The id, macro, param or outlet at `offset`: an `id`, `outlet`, or `<param>`/`<macro>`
    /// `name` value, an `#id` in an expression, a name the compiler's scope resolves to a
    /// param or macro, or an attribute passing a param to an included template.
    func target(at offset: Int, in document: DocumentText) -> Target? {
        let bytes = document.bytes
        guard let found = MarkupContext.name(around: offset, in: bytes) else { return nil }
        let whole = found.start..<found.end
        let declarations = { self.declarations(in: document.source) }
        switch MarkupContext.at(found.start, in: bytes) {
        case .attributeName:
            guard let start = MarkupContext.elementNameStart(at: found.start, in: bytes),
                  let param = inspect().params(ofElementAt: start, in: document.source.path).first(where: { $0.name == found.name }),
                  let file = param.declaration?.file, let source = source(of: file, document: document),
                  let declaration = self.declarations(in: source)?.templateParam(named: found.name) else { return nil }
            return Target(name: found.name, declaration: declaration, range: whole)
        case let .attributeValue(element, attribute, _):
            switch (element, attribute) {
            case (_, TemplateKeywords.id):
                return idTarget(found.name, range: whole, in: document)
            case (TemplateKeywords.param, "name"), (TemplateKeywords.macro, "name"):
                return declarations()?.declaration(of: found.name, kind: .param, at: found.start).map { Target(name: found.name, declaration: $0, range: whole) }
            case (_, TemplateKeywords.outlet):
                return Target(name: found.name, declaration: nil, range: whole)
            default:
                break
            }
        case .elementName, .other:
            return nil
        }
        // The path component under the cursor must be the first: ids, macros and params
        // start a path.
        let first = String(found.name.prefix { $0 != "." })
        let range = found.start..<found.start + first.utf8.count
        guard offset <= range.upperBound else { return nil }
        if found.start > 0, bytes[found.start - 1] == UInt8(ascii: "#") {
            return idTarget(first, range: range, in: document)
        }
        guard let scope = inspect().scope(atValueOffset: offset, in: document.source.path),
              let named = scope.lookUp(SymbolPath([first])), named.kind == .param || named.kind == .macro else { return nil }
        return declarations()?.declaration(of: first, kind: .param, at: found.start).map { Target(name: first, declaration: $0, range: range) }
    }

    /// The id `name`, declared in the document's template or a file it includes.
    private func idTarget(_ name: String, range: Range<Int>, in document: DocumentText) -> Target? {
        for text in files(with: document) {
            if let declaration = declarations(in: text.source)?.declaration(of: name, kind: .id, at: 0) {
                return Target(name: name, declaration: declaration, range: range)
            }
        }
        return nil
    }

    /// Refuses a rename of `target` to `name` that is not an identifier, or that another
    /// declaration where the target is visible already has.
    func check(renaming target: Target, to name: String, in document: DocumentText) -> RenameProblem? {
        guard !name.contains("."), TemplateRenamer.isValidName(name) else { return .invalidName(name) }
        guard name != target.name, let declaration = target.declaration,
              let source = source(of: declaration.file, document: document),
              let declarations = declarations(in: source) else { return nil }
        return declarations.declares(name, near: declaration) ? .alreadyDeclared(name) : nil
    }

    /// Every occurrence of `target`, by path, each file's byte ranges in order: the
    /// declaring template's (and for an id or outlet, those of the files it includes), and
    /// for a template's root param, the attributes passing it in every template.
    func occurrences(of target: Target, in document: DocumentText) -> [(path: String, text: DocumentText, ranges: [Range<Int>])] {
        guard let declaration = target.declaration else {
            return files(with: document).compactMap { text in
                let ranges = outlets(named: target.name, in: text.source)
                return ranges.isEmpty ? nil : (text.source.path, text, ranges)
            }
        }
        let renamer = TemplateRenamer(registry: registry)
        var found: [(path: String, text: DocumentText, ranges: [Range<Int>])] = []
        let declaring = declaration.kind == .id ? files(with: document) : files([declaration.file], document: document)
        for text in declaring {
            let ranges = renamer.rename(target.name, to: target.name, in: text.source, reach: .declaration(declaration)).renamedRanges
            if !ranges.isEmpty { found.append((text.source.path, text, ranges)) }
        }
        guard declaration.isTemplateParam else { return found }
        let includes = IncludeTargets(fileSystem: fileSystem, roots: roots)
        for path in templateFiles where path != declaration.file {
            guard let source = source(of: path, document: document) else { continue }
            // An include names the param's template when that is the one file it finds.
            let reach = RenameReach.includeSites { reference in includes.files(reference, from: path) == [declaration.file] }
            let ranges = renamer.rename(target.name, to: target.name, in: source, reach: reach).renamedRanges
            if !ranges.isEmpty { found.append((path, DocumentText(source: source), ranges)) }
        }
        return found
    }

    /// The document and the files its template includes.
    private func files(with document: DocumentText) -> [DocumentText] {
        var paths = inspect().files
        if !paths.contains(document.source.path) { paths.insert(document.source.path, at: 0) }
        return files(paths, document: document)
    }

    /// The texts of the files at `paths` that can be read.
    private func files(_ paths: [String], document: DocumentText) -> [DocumentText] {
        paths.compactMap { path in source(of: path, document: document).map(DocumentText.init(source:)) }
    }

    /// The text of the file at `path`: the document's own, or the file system's.
    private func source(of path: String, document: DocumentText) -> SourceText? {
        if path == document.source.path { return document.source }
        return fileSystem.contents(of: path).map { SourceText(path: path, bytes: $0) }
    }

    private func declarations(in source: SourceText) -> TemplateDeclarations? {
        XMLReader().read(source).document.map { TemplateDeclarations(root: $0.root, path: source.path) }
    }

    /// The values of `outlet` attributes equal to `name` (walked with an explicit stack).
    private func outlets(named name: String, in source: SourceText) -> [Range<Int>] {
        guard let root = XMLReader().read(source).document?.root else { return [] }
        var ranges: [Range<Int>] = []
        var pending = [root]
        while let element = pending.popLast() {
            if let outlet = element.attribute(named: TemplateKeywords.outlet), outlet.value == name {
                let span = outlet.valueSpan
                ranges.append(span.offset..<span.offset + span.length)
            }
            for case let .element(child) in element.children.reversed() { pending.append(child) }
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
    }
}
