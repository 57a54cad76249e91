import TrellisDiagnostics

/// The params and macros the checked expressions of one template read, for the
/// `unused-param` and `unused-macro` rules.
///
/// Declarations are identified by where they are written, so a file included twice
/// declares each of its params and macros once: it is used when either placement uses it.
struct DeclarationUses {
    /// The `<param>` elements read.
    private(set) var params: Set<SourceSpan> = []
    /// The `value` attributes of the macros used.
    private(set) var macros: Set<SourceSpan> = []

    /// Records what one checked value read: the macros its lookups answered with, and the
    /// params `paramTargets` names (each with the node declaring it).
    mutating func record(_ result: CheckResult, paramTargets: [String: Int], in template: ResolvedTemplate) {
        for answer in result.queryAnswers {
            if case let .macro(_, location) = answer { macros.insert(location) }
        }
        for (name, node) in paramTargets {
            if let param = template.nodes[node].params.first(where: { $0.name == name }) { params.insert(param.location) }
        }
    }
}

extension TemplateChecker {
    /// Reports every param and macro of the template that no checked expression read; a
    /// param named like a property of the view declaring it is used, since it sets it.
    ///
    /// Only a template whose every expression was checked can tell: one with an error (an
    /// attribute left unchecked may have read the name) or with an inclusion that could not
    /// be merged (its attributes are not checked) reports nothing.
    mutating func reportUnusedDeclarations() {
        guard !diagnostics.containsErrors, !template.diagnostics.containsErrors,
              !template.nodes.contains(where: \.isIncomplete) else { return }
        var findings: [(location: SourceSpan, diagnostic: Diagnostic)] = []
        var seen: Set<SourceSpan> = []
        var misspelt: Set<SourceSpan> = []
        for (index, node) in template.nodes.enumerated() {
            for param in node.params where !declarationUses.params.contains(param.location) && seen.insert(param.location).inserted {
                // A param named like a property of its node sets that property, as in Layout.
                if context.resolve(param.name, onNode: index) != nil { continue }
                if let misspelling = misspeltInput(.unusedParam, "the param '\(param.name)' is never read", name: param.name,
                                                   declaration: DiagnosticNote("param '\(param.name)' declared here", at: param.location)) {
                    findings.append(misspelling)
                    misspelt.insert(misspelling.location)
                    continue
                }
                let message = "param '\(param.name)' is never read in its template; remove it or read it in an expression"
                findings.append((param.location, .warning(.unusedParam, message, at: param.location)))
            }
        }
        for frame in template.frames {
            for (name, macro) in frame.macros where !declarationUses.macros.contains(macro.location) && seen.insert(macro.location).inserted {
                if let misspelling = misspeltInput(.unusedMacro, "the macro '\(name)' is never used", name: name,
                                                   declaration: DiagnosticNote("macro '\(name)' defined here", at: macro.location)) {
                    findings.append(misspelling)
                    misspelt.insert(misspelling.location)
                    continue
                }
                let message = "macro '\(name)' is never used; remove it or use it in an expression"
                findings.append((macro.location, .warning(.unusedMacro, message, at: macro.location)))
            }
        }
        // A misspelling replaces the slip warning at its place, saying more (the declaration).
        diagnostics.removeAll { $0.rule == .referenceAsInput && $0.location.map(misspelt.contains) == true }
        diagnostics += findings.sorted { $0.location < $1.location }.map(\.diagnostic)
    }

    /// The warning for an unused param or macro whose name an input is a misspelling of
    /// (`{titel}` for the param `title`, `GPA` for the macro `GAP`; Layout too would read it
    /// as a constant or state of that name): at the input's first read, with the
    /// declaration as a note and its name as the fix-it. `nil` when no input is close.
    private func misspeltInput(
        _ rule: RuleID, _ unused: String, name: String, declaration: DiagnosticNote
    ) -> (location: SourceSpan, diagnostic: Diagnostic)? {
        guard let input = Suggestions.closest(to: name, in: inputs.entries.keys.sorted()),
              let location = inputs.entries[input]?.locations.min() else { return nil }
        let message = "'\(input)' is read as an input while \(unused); did you mean '\(name)'?"
        return (location, .warning(
            rule, message, at: location, notes: [declaration], fixIt: .suggestion(name, replacing: input, at: location)
        ))
    }
}
