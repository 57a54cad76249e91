import TrellisDiagnostics

extension CheckSession {
    /// Names every view can read, long enough that a slip of one, read as an input, is
    /// almost surely a typo (not `next` in general: `nxt` may well be state of its own).
    static let slippableNames = ["parent", "previous", "safeAreaInsets", "width", "height"]

    /// The frame symbols a `next.` path reads in a frame attribute, where a slip of `next`
    /// (`nxet.top`) is almost surely a typo.
    static let frameSymbols: Set<String> = ["left", "right", "width", "top", "bottom", "height"]

    /// Reports, for the `reference-as-input` rule, a path about to be read as an input
    /// whose first name is a slip (see ``NameSlip``) of a name it would resolve with: one of
    /// ``slippableNames`` (`parnt.right`, `safeAreaInset.top`, or a bare `widht` where a
    /// number is expected), `auto` in a size (`atuo`), `next` before a frame symbol in a
    /// frame attribute (`nxet.top`), or a param or macro visible here (`borderLenght`). It
    /// stays an input, as Layout reads it, with a warning (an error in strict mode) and a
    /// fix-it for the first name.
    mutating func reportSlipOfReference(_ path: SymbolPath, syntax: ExpressionSyntax, _ expectation: Expectation) {
        guard !path.isIdReference, !path.isEscaped, let first = path.components.first else { return }
        var corrected = path
        if let builtin = slipOfBuiltinName(path, expectation) {
            corrected.components[0] = builtin
            guard builtin == "auto" || resolveInScope(corrected) != nil else { return }
        } else if let declared = scope.declaration(slipOf: first) {
            // Not looked up: the declaration stays unread, for the `unused-*` rules.
            corrected.components[0] = declared
        } else {
            return
        }
        let meant = corrected.components[0]
        strictWarning(
            .referenceAsInput, "'\(path)' names nothing here, so it is read as an input of that name; did you mean '\(corrected)'?",
            at: syntax.range, fixIt: meant, replacing: componentsRange(path, syntax: syntax, 0..<1)
        )
    }

    /// The built-in name `path`'s first name is a slip of, where such a slip is almost
    /// surely a typo.
    private func slipOfBuiltinName(_ path: SymbolPath, _ expectation: Expectation) -> String? {
        let first = path.components[0]
        if path.components.count == 1 {
            guard let type = expectation.type?.unwrapped, type == .double || type == .int else { return nil }
            if relativeSizing != nil, NameSlip.isSlip(first, of: "auto") { return "auto" }
        } else if relativeSizing != nil, path.components.count == 2, Self.frameSymbols.contains(path.components[1]),
                  NameSlip.isSlip(first, of: "next") {
            return "next"
        }
        return Self.slippableNames.first { NameSlip.isSlip(first, of: $0) }
    }
}
