import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates
import TrellisTooling

/// Find references and rename for ids, macros, params and outlets, in a template and the
/// files it includes. Ids, macros and params are found by `trellis rename`'s logic
/// (``TemplateRenamer``: declarations, and whole path components in expressions); outlets,
/// which that logic never renames, are the `outlet` values equal to the name.
struct TemplateReferences {
    /// A name that can be renamed, where the cursor is.
    struct Target: Equatable {
        var name: String
        var isOutlet: Bool
        /// The bytes of the name under the cursor.
        var range: Range<Int>
    }

    let registry: Registry
    let fileSystem: any TemplateFileSystem
    /// What the compiler finds in the document; asked only where an answer needs it.
    let inspect: () -> TemplateInspection

    /// The id, macro, param or outlet at `offset`: an `id`, `outlet`, or `<param>`/`<macro>`
    /// `name` value, an `#id` in an expression, or a name the compiler's scope resolves to
    /// a param or macro.
    func target(at offset: Int, in document: DocumentText) -> Target? {
        let bytes = document.bytes
        guard let found = MarkupContext.name(around: offset, in: bytes),
              case let .attributeValue(element, attribute, _) = MarkupContext.at(found.start, in: bytes) else { return nil }
        let whole = found.start..<found.end
        switch (element, attribute) {
        case (_, TemplateKeywords.id), (TemplateKeywords.param, "name"), (TemplateKeywords.macro, "name"):
            return Target(name: found.name, isOutlet: false, range: whole)
        case (_, TemplateKeywords.outlet):
            return Target(name: found.name, isOutlet: true, range: whole)
        default:
            break
        }
        // The path component under the cursor must be the first: ids, macros and params
        // start a path.
        let first = String(found.name.prefix { $0 != "." })
        let range = found.start..<found.start + first.utf8.count
        guard offset <= range.upperBound else { return nil }
        if found.start > 0, bytes[found.start - 1] == UInt8(ascii: "#") {
            return Target(name: first, isOutlet: false, range: range)
        }
        guard let scope = inspect().scope(atValueOffset: offset, in: document.source.path),
              let named = scope.lookUp(SymbolPath([first])), named.kind == .param || named.kind == .macro else { return nil }
        return Target(name: first, isOutlet: false, range: range)
    }

    /// Every occurrence of `target` in the document's template and the files it includes,
    /// by path, each file's byte ranges in order.
    func occurrences(of target: Target, in document: DocumentText) -> [(path: String, text: DocumentText, ranges: [Range<Int>])] {
        var files = inspect().files
        if !files.contains(document.source.path) { files.insert(document.source.path, at: 0) }
        return files.compactMap { path in
            let text = path == document.source.path ? document : fileSystem.contents(of: path).map { DocumentText(source: SourceText(path: path, bytes: $0)) }
            guard let text else { return nil }
            let ranges = target.isOutlet ? outlets(named: target.name, in: text.source) : renamedRanges(target.name, in: text.source)
            return ranges.isEmpty ? nil : (path, text, ranges)
        }
    }

    private func renamedRanges(_ name: String, in source: SourceText) -> [Range<Int>] {
        TemplateRenamer(registry: registry).rename(name, to: name, in: source).renamedRanges
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
