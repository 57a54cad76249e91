import Foundation

/// Diagnostics as GitHub Actions workflow commands: one `::error`, `::warning` or `::notice`
/// line each, which GitHub shows as annotations on the lines of a pull request.
struct GitHubAnnotations {
    let sources: [String: SourceText]

    /// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=rule-id::message`, the
    /// notes and fix-it on further lines of the message.
    func annotation(_ diagnostic: Diagnostic) -> String {
        var properties: [(String, String)] = []
        if let location = diagnostic.location {
            let region = SourceRegion(location, source: sources[location.file])
            properties += [
                ("file", location.file), ("line", String(region.startLine)), ("col", String(region.startColumn)),
                ("endLine", String(region.endLine)), ("endColumn", String(region.endColumn)),
            ]
        }
        properties.append(("title", diagnostic.rule.rawValue))
        var message = diagnostic.message
        for note in diagnostic.notes {
            let place = note.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
            message += "\n\(place)note: \(note.message)"
        }
        if let fixIt = diagnostic.fixItToRender {
            message += "\nfix-it: replace with '\(fixIt.replacement)'"
        }
        let list = properties.map { "\($0.0)=\(Self.escapedProperty($0.1))" }.joined(separator: ",")
        return "::\(Self.command(diagnostic.severity)) \(list)::\(Self.escapedMessage(message))\n"
    }

    private static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// A message with `%`, carriage returns and line feeds escaped, as the runner expects.
    static func escapedMessage(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: a message's escapes, plus `:` and `,`, which end a value.
    static func escapedProperty(_ text: String) -> String {
        escapedMessage(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
