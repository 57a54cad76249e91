import TrellisRegistry
import TrellisTooling

/// Formatting through `trellis format`'s formatter: one edit replacing the whole text with
/// the house style, none when the template is formatted already or its XML cannot be read
/// (the formatter then leaves a file untouched, as `format` does).
enum TemplateFormatting {
    static func edits(for document: DocumentText, registry: Registry) -> [TextEdit] {
        var formatter = TemplateFormatter(registry: registry)
        let result = formatter.format(document.source)
        guard result.isChanged else { return [] }
        let whole = document.range(offset: 0, length: document.bytes.count)
        return [TextEdit(range: whole, newText: String(decoding: result.output, as: UTF8.self))]
    }
}
