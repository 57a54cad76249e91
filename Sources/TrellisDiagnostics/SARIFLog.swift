import Foundation

/// A SARIF 2.1.0 log (the OASIS Static Analysis Results Interchange Format) of one run of
/// Trellis: every rule in `tool.driver.rules`, every diagnostic a result naming its rule,
/// its notes related locations. Columns are UTF-16 code units, SARIF's default.
struct SARIFLog: Encodable {
    static let schemaURL = "https://json.schemastore.org/sarif-2.1.0.json"

    let schema = SARIFLog.schemaURL
    let version = "2.1.0"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    /// The log of `diagnostics`, locating them in `sources` where those are known.
    init(_ diagnostics: [Diagnostic], sources: [String: SourceText]) {
        let rules = Rule.all
        let indices = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
        let results = diagnostics.map { diagnostic in
            Result(diagnostic, ruleIndex: indices[diagnostic.rule] ?? 0, sources: sources)
        }
        runs = [Run(tool: Tool(driver: Driver(rules: rules.map(ReportingDescriptor.init))), results: results)]
    }

    /// The log as JSON text ending in a newline.
    func text() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    struct Run: Encodable {
        let tool: Tool
        let columnKind = "utf16CodeUnits"
        let results: [Result]
    }

    struct Tool: Encodable {
        let driver: Driver
    }

    struct Driver: Encodable {
        let name = "trellis"
        let informationUri = Rule.documentationURL
        let rules: [ReportingDescriptor]
    }

    struct Text: Encodable {
        let text: String
    }

    struct ReportingDescriptor: Encodable {
        let id: String
        let shortDescription: Text
        let help: Text
        let helpUri: String
        let defaultConfiguration: Configuration
        let properties: Properties

        init(_ rule: Rule) {
            id = rule.id.rawValue
            shortDescription = Text(text: rule.summary)
            help = Text(text: "\(rule.summary) Example: \(rule.example)")
            helpUri = rule.documentationURL
            defaultConfiguration = rule.defaultLevel.severity.map { Configuration(level: SARIFLog.level($0), enabled: nil) }
                ?? Configuration(level: nil, enabled: false)
            properties = Properties(category: rule.category.rawValue, configurable: rule.isConfigurable)
        }
    }

    /// A rule's `defaultConfiguration`: its level, or `enabled: false` for a rule that is
    /// off by default (SARIF's `enabled` defaults to true and `level` to warning).
    struct Configuration: Encodable {
        let level: String?
        let enabled: Bool?
    }

    struct Properties: Encodable {
        let category: String
        let configurable: Bool
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Text
        let locations: [Location]
        let relatedLocations: [Location]?

        init(_ diagnostic: Diagnostic, ruleIndex: Int, sources: [String: SourceText]) {
            ruleId = diagnostic.rule.rawValue
            self.ruleIndex = ruleIndex
            level = SARIFLog.level(diagnostic.severity)
            var text = diagnostic.message
            if let fixIt = diagnostic.fixIt { text += " (fix-it: replace with '\(fixIt.replacement)')" }
            message = Text(text: text)
            locations = diagnostic.location.map { [Location($0, message: nil, id: nil, sources: sources)] } ?? []
            let related = diagnostic.notes.enumerated().map { index, note in
                Location(note.location ?? diagnostic.location, message: note.message, id: index + 1, sources: sources)
            }
            relatedLocations = related.isEmpty ? nil : related
        }
    }

    struct Location: Encodable {
        let id: Int?
        let physicalLocation: PhysicalLocation?
        let message: Text?

        init(_ span: SourceSpan?, message: String?, id: Int?, sources: [String: SourceText]) {
            self.id = id
            physicalLocation = span.map { span in
                PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: SARIFLog.uri(of: span.file)),
                    region: SourceRegion(span, source: sources[span.file]))
            }
            self.message = message.map(Text.init)
        }
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: SourceRegion
    }

    struct ArtifactLocation: Encodable {
        let uri: String
    }

    static func level(_ severity: Severity) -> String {
        severity.rawValue
    }

    /// A path as a URI reference: percent-encoded, and a `file://` URI when absolute.
    static func uri(of path: String) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
