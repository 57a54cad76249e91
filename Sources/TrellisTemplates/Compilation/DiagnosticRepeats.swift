import TrellisDiagnostics

extension Array where Element == Diagnostic {
    /// The diagnostics with repeats of one problem reported once: a shared template
    /// compiled on its own and through every template including it reports the same
    /// problem several times, differing only in their "included here" notes; the first
    /// with the fewest notes is kept. Sorted by file and position.
    public func collapsingRepeats() -> [Diagnostic] {
        var kept: [RepeatKey: Diagnostic] = [:]
        for diagnostic in self {
            let key = RepeatKey(severity: diagnostic.severity, message: diagnostic.message, location: diagnostic.location)
            if let existing = kept[key], existing.notes.count <= diagnostic.notes.count { continue }
            kept[key] = diagnostic
        }
        return Array(kept.values).sortedForReport()
    }
}

/// What makes two diagnostics report the same problem.
private struct RepeatKey: Hashable {
    var severity: Severity
    var message: String
    var location: SourceSpan?
}
