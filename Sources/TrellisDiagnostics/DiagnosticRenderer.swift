import Foundation

/// Renders diagnostics as text in one of the ``DiagnosticFormat``s.
public struct DiagnosticRenderer: Sendable {
    public let format: DiagnosticFormat
    /// Source texts by path, used by the human format to print the offending line.
    public let sources: [String: SourceText]

    public init(format: DiagnosticFormat, sources: [String: SourceText] = [:]) {
        self.format = format
        self.sources = sources
    }

    /// Renders every diagnostic, each ending in a newline; in the SARIF format, one log
    /// holding them all.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        if format == .sarif { return SARIFLog(diagnostics, sources: sources).text() }
        return diagnostics.map(render).joined()
    }

    /// Renders one diagnostic and its notes, ending in a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        switch format {
        case .gnu: return gnu(diagnostic)
        case .human: return human(diagnostic)
        case .json: return json(diagnostic)
        case .sarif: return SARIFLog([diagnostic], sources: sources).text()
        case .github: return GitHubAnnotations(sources: sources).annotation(diagnostic)
        }
    }

    /// `path:line:column: severity: message`, then ` [rule-id]` for a diagnostic (not a note).
    private func header(_ severity: Severity, _ message: String, _ location: SourceSpan?, rule: RuleID? = nil) -> String {
        let suffix = rule.map { " [\($0.rawValue)]" } ?? ""
        guard let location else { return "trellis: \(severity.rawValue): \(message)\(suffix)\n" }
        return "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)\(suffix)\n"
    }

    private func gnu(_ diagnostic: Diagnostic) -> String {
        var text = header(diagnostic.severity, diagnostic.message, diagnostic.location, rule: diagnostic.rule)
        for note in diagnostic.notes {
            text += header(.note, note.message, note.location ?? diagnostic.location)
        }
        if let fixIt = diagnostic.fixItToRender {
            text += header(.note, "replace with '\(fixIt.replacement)'", fixIt.span)
        }
        return text
    }

    private func human(_ diagnostic: Diagnostic) -> String {
        var text = header(diagnostic.severity, diagnostic.message, diagnostic.location, rule: diagnostic.rule)
        text += excerpt(diagnostic.location)
        if let fixIt = diagnostic.fixItToRender {
            text += "  fix-it: replace with '\(fixIt.replacement)'\n"
        }
        for note in diagnostic.notes {
            text += header(.note, note.message, note.location ?? diagnostic.location)
            if let location = note.location, location != diagnostic.location {
                text += excerpt(location)
            }
        }
        return text
    }

    /// The source line of `location` with a caret under its first byte and tildes under
    /// the rest of the span (clipped to the line). Empty when the source is unknown.
    private func excerpt(_ location: SourceSpan?) -> String {
        guard let location, let line = sources[location.file]?.lineText(location.line) else { return "" }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        let lineBytes = Array(line.utf8)
        let startByte = min(max(location.column - 1, 0), lineBytes.count)
        // Indent with the line's own tabs so the caret lines up, and count display
        // columns per character rather than per byte.
        let prefix = String(decoding: lineBytes[..<startByte], as: UTF8.self)
        let indent = String(prefix.map { $0 == "\t" ? "\t" : " " })
        let endByte = min(startByte + max(location.length, 1), lineBytes.count)
        let covered = String(decoding: lineBytes[startByte..<max(startByte, endByte)], as: UTF8.self)
        let underline = "^" + String(repeating: "~", count: max(covered.count - 1, 0))
        return "\(number) | \(line)\n\(gutter) | \(indent)\(underline)\n"
    }

    private struct JSONNote: Encodable {
        let message: String
        let location: SourceSpan?
    }

    private struct JSONDiagnostic: Encodable {
        let severity: String
        let rule: String
        let message: String
        let file: String?
        let line: Int?
        let column: Int?
        let offset: Int?
        let length: Int?
        let notes: [JSONNote]
        let fixIt: FixIt?
    }

    private func json(_ diagnostic: Diagnostic) -> String {
        let value = JSONDiagnostic(
            severity: diagnostic.severity.rawValue,
            rule: diagnostic.rule.rawValue,
            message: diagnostic.message,
            file: diagnostic.location?.file,
            line: diagnostic.location?.line,
            column: diagnostic.location?.column,
            offset: diagnostic.location?.offset,
            length: diagnostic.location?.length,
            notes: diagnostic.notes.map { JSONNote(message: $0.message, location: $0.location) },
            fixIt: diagnostic.fixIt
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
