import TrellisDiagnostics

extension Array where Element == Diagnostic {
    /// How many errors, and how many warnings, are reported per file; the XML reader stops
    /// at the same count (``XMLReader/defaultMaximumErrorCount``).
    public static var maximumPerFile: Int { XMLReader.defaultMaximumErrorCount }

    /// The diagnostics (sorted by file and position) with at most `maximum` errors and
    /// `maximum` warnings per file: the first ones by position are kept, and the last one
    /// kept says in a note how many more there were. A file with thousands of mistakes
    /// (often a generated one) stays readable and cheap to report.
    public func cappedPerFile(maximum: Int = maximumPerFile) -> [Diagnostic] {
        var counts: [CapKey: (kept: Int, dropped: Int, last: Int)] = [:]
        var kept: [Diagnostic] = []
        for diagnostic in self {
            guard diagnostic.severity != .note else {
                kept.append(diagnostic)
                continue
            }
            let key = CapKey(file: diagnostic.location?.file, severity: diagnostic.severity)
            var count = counts[key] ?? (0, 0, 0)
            if count.kept < maximum {
                count.kept += 1
                count.last = kept.count
                kept.append(diagnostic)
            } else {
                count.dropped += 1
            }
            counts[key] = count
        }
        for (key, count) in counts where count.dropped > 0 {
            let noun = key.severity == .error ? "error" : "warning"
            kept[count.last].notes.append(DiagnosticNote(
                "\(count.dropped) more \(noun)\(count.dropped == 1 ? "" : "s") in this file not shown; only the first \(maximum) of a file are reported"
            ))
        }
        return kept
    }
}

/// The diagnostics counted together: one severity in one file.
private struct CapKey: Hashable {
    var file: String?
    var severity: Severity
}
