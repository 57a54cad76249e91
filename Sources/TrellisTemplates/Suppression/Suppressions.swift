import TrellisDiagnostics

/// Applies the `trellis:ignore` comments of templates to the diagnostics of a run: a
/// finding of a configurable rule inside a suppression's scope is dropped, and every
/// suppression that drops nothing (or names no rule, or a rule that cannot be suppressed)
/// becomes an `unused-suppression` warning at the rule id it names.
public enum Suppressions {
    /// `diagnostics` without the suppressed ones, plus the `unused-suppression` warnings;
    /// `sources` are the files read (only `*.xml` templates are searched for comments).
    public static func apply(to diagnostics: [Diagnostic], sources: [String: SourceText]) -> [Diagnostic] {
        var files: [String: FileSuppressions] = [:]
        for (path, source) in sources where path.hasSuffix(".xml") {
            let comments = SuppressionComments(source)
            if !comments.entries.isEmpty { files[path] = FileSuppressions(comments.entries) }
        }
        guard !files.isEmpty else { return diagnostics }
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard let location = diagnostic.location, diagnostic.rule.rule.isConfigurable,
                  files[location.file]?.suppress(diagnostic.rule, at: location.offset) == true
            else {
                kept.append(diagnostic)
                continue
            }
        }
        for path in files.keys.sorted() {
            kept += files[path]?.unusedWarnings() ?? []
        }
        return kept
    }
}

/// The suppressions of one file, indexed by rule: file-wide ones, and element ones sorted
/// by the start of their tag (tags do not overlap), found by binary search.
private struct FileSuppressions {
    let entries: [SuppressionComments.Entry]
    private var fileWide: [String: [Int]] = [:]
    private var byTag: [String: [(range: Range<Int>, entry: Int)]] = [:]
    private var used: Set<Int> = []

    init(_ entries: [SuppressionComments.Entry]) {
        self.entries = entries
        for (index, entry) in entries.enumerated() {
            switch entry.scope {
            case .file: fileWide[entry.rule, default: []].append(index)
            case let .tag(range): byTag[entry.rule, default: []].append((range, index))
            case .nothing: break
            }
        }
        for rule in byTag.keys { byTag[rule]?.sort { $0.range.lowerBound < $1.range.lowerBound } }
    }

    /// Whether a finding of `rule` at `offset` is suppressed; marks the suppressions used.
    mutating func suppress(_ rule: RuleID, at offset: Int) -> Bool {
        var suppressed = false
        if let indices = fileWide[rule.rawValue] {
            used.formUnion(indices)
            suppressed = true
        }
        if let tags = byTag[rule.rawValue] {
            var low = 0
            var high = tags.count
            while low < high {
                let middle = (low + high) / 2
                if tags[middle].range.lowerBound <= offset { low = middle + 1 } else { high = middle }
            }
            // Several comments may name the rule for one tag: all of them are used.
            var index = low - 1
            while index >= 0, tags[index].range.contains(offset) {
                used.insert(tags[index].entry)
                suppressed = true
                index -= 1
            }
        }
        return suppressed
    }

    func unusedWarnings() -> [Diagnostic] {
        entries.indices.filter { !used.contains($0) }.map { index in
            let entry = entries[index]
            guard let rule = RuleID(rawValue: entry.rule) else { return Self.unknownRule(entry) }
            return .warning(.unusedSuppression, Self.reason(entry, rule: rule), at: entry.location)
        }
    }

    /// A suppression naming no rule, with the closest rule id as a fix-it.
    private static func unknownRule(_ entry: SuppressionComments.Entry) -> Diagnostic {
        let match = Suggestions.closest(to: entry.rule, in: RuleID.allCases.map(\.rawValue))
        return .warning(
            .unusedSuppression, "unknown rule '\(entry.rule)' in a trellis:ignore comment\(Suggestions.didYouMean(match))", at: entry.location,
            fixIt: .suggestion(match, replacing: entry.rule, at: entry.location)
        )
    }

    /// Why the suppression of a known `rule` is unused.
    private static func reason(_ entry: SuppressionComments.Entry, rule: RuleID) -> String {
        guard rule.rule.isConfigurable else {
            return "'\(entry.rule)' cannot be suppressed: its errors leave a template without valid IR"
        }
        switch entry.scope {
        case .file: return "unused suppression: this file has no '\(entry.rule)' finding"
        case .tag: return "unused suppression: the element after this comment has no '\(entry.rule)' finding"
        case .nothing: return "unused suppression: no element follows this comment"
        }
    }
}
