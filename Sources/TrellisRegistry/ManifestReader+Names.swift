import TrellisDiagnostics

/// Reading names: type names (recorded for checking later) and identifiers.
extension ManifestReader {
    /// Reads a type name and records it for checking once every manifest is loaded.
    mutating func typeReference(_ node: YAMLNode, expected: String, into builder: inout RegistryBuilder) -> String? {
        guard let name = name(node, expected: expected) else { return nil }
        builder.typeReferences.append(TypeReference(name: name, span: span(node), locator: verbatimLocator(node)))
        return name
    }

    /// Reads a name that must be an identifier, or identifiers joined by dots when
    /// `dotted`; messages read `invalid <what> '1st' <context>; expected an identifier`.
    mutating func identifier(_ node: YAMLNode, what: String, context: String, dotted: Bool = false) -> String? {
        guard let text = name(node, expected: "a \(what) \(context)") else { return nil }
        return checkIdentifier(text, at: span(node), what: what, context: context, dotted: dotted) ? text : nil
    }

    /// Whether `text` is an identifier (dotted ones allowed when `dotted`); reports it otherwise.
    mutating func checkIdentifier(_ text: String, at location: SourceSpan, what: String, context: String, dotted: Bool = false) -> Bool {
        if dotted ? isDottedIdentifier(text) : isIdentifier(text) { return true }
        error("invalid \(what) \(quoted(text)) \(context); expected an identifier", at: location)
        return false
    }
}
