import TrellisDiagnostics

/// Reads a `.trellis.yml` with the manifests' YAML reader, so that every problem (invalid
/// YAML, an unknown key, rule or level, a rule that cannot be configured) is an error at
/// its line and column, with a did-you-mean.
public enum ConfigurationReader {
    /// The top-level keys.
    static let keys = ["rules", "warnings-as-errors", "strict", "exclude", "baseline", "legacy-layout"]
    /// The keys of a rule's entry.
    static let ruleKeys = ["severity"]
    /// The options rules take, each a whole number of at least 1.
    static let ruleOptions: [RuleID: [String]] = [.deepNesting: ["max"]]

    /// The configuration in `source`, found in `folder`; `nil` when it has errors (the
    /// diagnostics say which).
    public static func read(_ source: SourceText, folder: String) -> (configuration: TrellisConfiguration?, diagnostics: [Diagnostic]) {
        let composed = YAMLComposer.compose(source)
        if !composed.diagnostics.isEmpty {
            return (nil, composed.diagnostics.map { problem in
                var problem = problem
                problem.rule = .invalidConfiguration
                return problem
            })
        }
        var configuration = TrellisConfiguration(folder: folder)
        guard let root = composed.root else { return (configuration, []) }
        var reader = ManifestReader(source: source, rule: .invalidConfiguration)
        guard let entries = reader.entries(of: root, in: "the configuration") else { return (nil, reader.diagnostics) }
        reader.rejectUnknownKeys(entries, allowed: keys, in: nil)
        for entry in entries {
            switch entry.key {
            case "rules": readRules(entry.value, into: &configuration, reader: &reader)
            case "warnings-as-errors": configuration.warningsAsErrors = reader.bool(entry.value, for: "'warnings-as-errors'") ?? false
            case "strict": configuration.strict = reader.bool(entry.value, for: "'strict'") ?? false
            case "exclude":
                let paths = reader.elements(of: entry.value, in: "'exclude'") ?? []
                configuration.exclude = paths.compactMap { reader.scalar($0, expected: "a file or folder path in 'exclude'") }
            case "baseline": configuration.baseline = reader.scalar(entry.value, expected: "the path of a baseline file for 'baseline'")
            case "legacy-layout": configuration.legacyLayout = reader.bool(entry.value, for: "'legacy-layout'") ?? false
            default: break
            }
        }
        return (reader.diagnostics.isEmpty ? configuration : nil, reader.diagnostics)
    }

    private static func readRules(_ node: YAMLNode, into configuration: inout TrellisConfiguration, reader: inout ManifestReader) {
        guard let rules = reader.entries(of: node, in: "'rules'") else { return }
        let ids = RuleID.allCases.map(\.rawValue)
        for entry in rules {
            guard let rule = RuleID(rawValue: entry.key) else {
                reader.errorSuggesting("unknown rule \(quoted(entry.key))", name: entry.key, in: ids, at: entry.keySpan,
                                       otherwise: "; 'trellis rules' lists them")
                continue
            }
            guard rule.rule.isConfigurable else {
                reader.error("rule \(quoted(entry.key)) cannot be configured: its errors leave a template without valid IR", at: entry.keySpan)
                continue
            }
            guard let settings = reader.entries(of: entry.value, in: "rule \(quoted(entry.key))") else { continue }
            let options = ruleOptions[rule] ?? []
            reader.rejectUnknownKeys(settings, allowed: ruleKeys + options, in: "rule \(quoted(entry.key))")
            for setting in settings where options.contains(setting.key) {
                let description = "option \(quoted(setting.key)) of \(quoted(entry.key))"
                guard let number = reader.number(setting.value, for: description) else { continue }
                guard number >= 1, number <= 10_000, number.rounded() == number else {
                    reader.error("expected a whole number from 1 to 10000 for \(description)", at: reader.span(setting.value))
                    continue
                }
                configuration.options[rule, default: [:]][setting.key] = Int(number)
            }
            for setting in settings where setting.key == "severity" {
                guard let text = reader.scalar(setting.value, expected: "off, warning or error for the severity of \(quoted(entry.key))") else { continue }
                guard let level = RuleLevel(rawValue: text) else {
                    reader.errorSuggesting("invalid severity \(quoted(text)) of \(quoted(entry.key)); expected off, warning or error",
                                           name: text, in: RuleLevel.allCases.map(\.rawValue), at: reader.span(setting.value))
                    continue
                }
                configuration.levels[rule] = level
            }
        }
    }
}
