import TrellisDiagnostics

/// The line `trellis check` ends with in the human format:
/// `Checked 12 templates and 3 manifests: no errors, 2 warnings: 2 frame-conflict.`
package struct CheckSummary {
    /// Templates compiled.
    package var templates: Int
    /// Manifest files read besides the built-in ones.
    package var manifests: Int
    /// Files that look like templates but were skipped, their root not being a component.
    package var skipped: Int

    /// A summary of `templates` compiled, `manifests` read and `skipped` files.
    package init(templates: Int, manifests: Int, skipped: Int) {
        self.templates = templates
        self.manifests = manifests
        self.skipped = skipped
    }

    /// The summary of a check that reported `diagnostics` (sorted and unique).
    package func line(for diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        var line = "Checked \(Self.count(templates, "template")) and \(Self.count(manifests, "manifest"))"
        if skipped > 0 { line += ", skipped \(Self.count(skipped, "template"))" }
        line += ": \(errors == 0 ? "no errors" : Self.count(errors, "error")), "
        line += warnings == 0 ? "no warnings" : Self.count(warnings, "warning")
        let byRule = Self.countsByRule(diagnostics.filter { $0.severity != .note })
        return line + (byRule.isEmpty ? "." : ": \(byRule).")
    }

    /// `2 unknown-property, 1 frame-conflict`: how many findings each rule made, the most
    /// frequent first (ties in order of rule id).
    private static func countsByRule(_ diagnostics: [Diagnostic]) -> String {
        let counts = Dictionary(grouping: diagnostics, by: \.rule).mapValues(\.count)
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            .map { "\($0.value) \($0.key.rawValue)" }
            .joined(separator: ", ")
    }

    /// `1 template`, `2 templates`.
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
