import TrellisDiagnostics
import TrellisRegistry
import XCTest

/// Loads manifests given as text (without the built-in ones) and describes diagnostics
/// compactly: `line:column: message`, notes in brackets.
enum ManifestTest {
    static func load(_ yaml: String, path: String = "m.yaml") -> RegistryLoader.LoadResult {
        RegistryLoader().load(sources: [(path, yaml)])
    }

    /// Every diagnostic of one manifest, sorted, as `line:column: message`.
    static func messages(_ yaml: String) -> [String] {
        load(yaml).diagnostics.sortedForReport().map { describe($0, withFile: false) }
    }

    /// Every diagnostic of several manifests loaded in order, as `file:line:column: message`.
    static func messages(files: [(path: String, text: String)]) -> [String] {
        RegistryLoader().load(sources: files).diagnostics.sortedForReport().map { describe($0, withFile: true) }
    }

    static func describe(_ diagnostic: Diagnostic, withFile: Bool) -> String {
        func position(_ span: SourceSpan?) -> String {
            guard let span else { return "-" }
            return withFile ? "\(span.file):\(span.line):\(span.column)" : "\(span.line):\(span.column)"
        }
        var text = "\(position(diagnostic.location)): \(diagnostic.message)"
        for note in diagnostic.notes {
            text += " [\(position(note.location)): \(note.message)]"
        }
        return text
    }
}
