import TrellisDiagnostics

/// A `.trellis.yml` file: how `trellis check`, the build plugin and the language server
/// report the findings of configurable rules.
///
/// ```yaml
/// rules:
///   enum-case-as-input: {severity: error}
///   hardcoded-text: {severity: warning}
///   frame-conflict: {severity: off}
///   deep-nesting: {max: 16}
/// warnings-as-errors: true
/// strict: true
/// exclude: [Legacy, Screens/Old.xml]
/// baseline: trellis-baseline.json
/// legacy-layout: true
/// ```
///
/// Rules that are not configurable (`Rule.isConfigurable`) keep their severity whatever
/// the file says.
public struct TrellisConfiguration: Sendable, Equatable {
    /// The file name looked for: `.trellis.yml`.
    public static let fileName = ".trellis.yml"

    /// The folder holding the file; `exclude` paths are relative to it.
    public var folder: String
    /// The level of each rule the file sets; the others keep their default level (`Rule.defaultLevel`).
    public var levels: [RuleID: RuleLevel] = [:]
    /// The options of each rule the file sets (`deep-nesting: {max: 12}`).
    public var options: [RuleID: [String: Int]] = [:]
    /// Whether every warning is reported as an error.
    public var warningsAsErrors = false
    /// Whether names read as inputs where an enum case, color or asset was expected are
    /// errors (as with `trellis check --strict`).
    public var strict = false
    /// Files and folders, relative to ``folder``, whose templates are not checked.
    public var exclude: [String] = []
    /// The baseline file whose findings are not reported, relative to ``folder``.
    public var baseline: String?
    /// Whether `trellis layout`, `render`, `snapshot` and `preview` lay templates out in
    /// Layout's legacy mode (`right` and `bottom` the coordinates of the far edges), as an app
    /// that does not set `LayoutNode.useLegacyLayoutMode = false` does; their
    /// `--legacy-layout` and `--no-legacy-layout` flags override it.
    public var legacyLayout = false

    /// ``baseline`` as a path from the current directory's point of view: absolute when
    /// the file's folder is.
    public var baselinePath: String? {
        baseline.map { $0.hasPrefix("/") ? $0 : (folder.hasSuffix("/") ? folder : folder + "/") + $0 }
    }

    public init(folder: String) {
        self.folder = folder
    }

    /// The rules whose warnings ``strict`` makes errors: names read as inputs, and names
    /// read as the app's own classes, properties, colors, fonts and functions.
    public static let strictRules: Set<RuleID> = [
        .enumCaseAsInput, .colorNameAsInput, .assetAsInput, .undeclaredComponent, .undeclaredProperty, .undeclaredColor, .undeclaredFont,
        .undeclaredFunction,
    ]

    /// What applies where no configuration file is found: every rule at its default level.
    public static let defaults = TrellisConfiguration(folder: "/")

    /// `diagnostics` as this configuration reports them: the ``strictRules`` errors when
    /// ``strict`` is set, each configurable rule at the level set for it, else dropped when
    /// its default level (`Rule.defaultLevel`) is `off`, then every warning an error when
    /// ``warningsAsErrors`` is set.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            var diagnostic = diagnostic
            if strict, Self.strictRules.contains(diagnostic.rule) { diagnostic.severity = .error }
            let rule = diagnostic.rule.rule
            if rule.isConfigurable {
                switch levels[rule.id] {
                case let level?:
                    guard let severity = level.severity else { return nil }
                    diagnostic.severity = severity
                case nil:
                    if rule.defaultLevel == .off { return nil }
                }
            }
            if warningsAsErrors, diagnostic.severity == .warning { diagnostic.severity = .error }
            return diagnostic
        }
    }

    /// Whether `path` (absolute, normalized) is an excluded file or lies in an excluded folder.
    public func excludes(_ path: String) -> Bool {
        exclude.contains { entry in
            let excluded = Self.joined(folder, entry)
            return path == excluded || path.hasPrefix(excluded.hasSuffix("/") ? excluded : excluded + "/")
        }
    }

    private static func joined(_ folder: String, _ entry: String) -> String {
        if entry.hasPrefix("/") { return entry }
        var trimmed = Substring(entry)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if trimmed.isEmpty || trimmed == "." { return folder }
        return folder.hasSuffix("/") ? folder + trimmed : folder + "/" + trimmed
    }
}
