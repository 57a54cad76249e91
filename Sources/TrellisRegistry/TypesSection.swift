import TrellisDiagnostics

/// Reads `types:`: aliases, enums, option sets, structs, opaque types and protocols.
enum TypesSection {
    /// The keys that say what kind of type is declared; exactly one is required.
    static let forms = ["alias", "enum", "options", "struct", "opaque", "protocol"]
    static let keys = forms + ["combinations", "virtual", "values", "rawValues", "constants", "aliases", "doc"]

    static func parse(_ node: YAMLNode, reader: inout ManifestReader, builder: inout RegistryBuilder) {
        guard let entries = reader.entries(of: node, in: "'types'") else { return }
        for entry in entries {
            parseType(entry, reader: &reader, builder: &builder)
        }
    }

    private static func parseType(_ entry: ManifestEntry, reader: inout ManifestReader, builder: inout RegistryBuilder) {
        let name = entry.key
        guard reader.checkIdentifier(name, at: entry.keySpan, what: "type name", context: "in 'types'", dotted: true) else { return }
        let description = "type \(quoted(name))"
        guard let entries = reader.entries(of: entry.value, in: description) else { return }
        reader.rejectUnknownKeys(entries, allowed: keys, in: description)
        let formEntries = entries.filter { forms.contains($0.key) }
        guard let form = formEntries.first else {
            reader.error("type \(quoted(name)) needs one of 'alias', 'enum', 'options', 'struct', 'opaque' or 'protocol'",
                         at: entry.keySpan)
            return
        }
        for extra in formEntries.dropFirst() {
            reader.error("type \(quoted(name)) declares both '\(form.key)' and '\(extra.key)'; expected exactly one of them",
                         at: extra.keySpan)
        }
        for entry in entries {
            if entry.key == "combinations", form.key != "options" {
                reader.error("'combinations' needs 'options' in type \(quoted(name))", at: entry.keySpan)
            } else if entry.key == "virtual", form.key != "struct" {
                reader.error("'virtual' needs 'struct' in type \(quoted(name))", at: entry.keySpan)
            } else if entry.key == "values", form.key != "alias" {
                reader.error("'values' needs 'alias' in type \(quoted(name))", at: entry.keySpan)
            } else if entry.key == "rawValues", form.key != "enum", form.key != "options" {
                reader.error("'rawValues' needs 'enum' or 'options' in type \(quoted(name))", at: entry.keySpan)
            }
        }
        let value = { (key: String) in entries.first { $0.key == key }?.value }
        var declaration = TypeDeclaration(name: name, kind: .opaque, location: entry.keySpan)
        switch form.key {
        case "alias":
            guard let target = reader.typeReference(form.value, expected: "a type name for 'alias' of \(description)", into: &builder)
            else { return }
            declaration.kind = .alias(target: target)
            if let values = value("values") {
                declaration.namedValues = numbers(values, key: "values", noun: "value", of: description, reader: &reader)
            }
        case "enum":
            let cases = cases(form.value, of: "enum \(quoted(name))", noun: "case", reader: &reader)
            declaration.kind = .enumeration(cases: cases)
            if let rawValues = value("rawValues") {
                declaration.rawValues = self.rawValues(rawValues, cases: cases, of: "enum \(quoted(name))", reader: &reader)
            }
        case "options":
            let options = cases(form.value, of: "option set \(quoted(name))", noun: "option", reader: &reader)
            let combinations = value("combinations").map {
                self.combinations($0, options: options, of: "option set \(quoted(name))", reader: &reader)
            }
            declaration.kind = .options(cases: options, combinations: combinations ?? [:])
            if let rawValues = value("rawValues") {
                declaration.rawValues = self.rawValues(rawValues, cases: options, of: "option set \(quoted(name))", reader: &reader)
            }
        case "struct":
            let members = self.members(form.value, of: "struct \(quoted(name))", virtual: false, reader: &reader, builder: &builder)
            let virtual = value("virtual").map {
                self.members($0, of: "struct \(quoted(name))", virtual: true, reader: &reader, builder: &builder)
            } ?? []
            rejectDuplicateMembers(members, virtual, of: name, reader: &reader)
            declaration.kind = .structure(members: members, virtual: virtual)
        case "protocol":
            guard requireTrue(form, of: description, reader: &reader) else { return }
            declaration.kind = .protocolType
        default:
            guard requireTrue(form, of: description, reader: &reader) else { return }
        }
        if let constants = value("constants") {
            declaration.constants = numbers(
                constants, key: "constants", noun: "constant", of: description, cases: declaredCases(of: declaration.kind), reader: &reader
            )
        }
        var aliasSpans: [String: SourceSpan] = [:]
        if let aliases = value("aliases"), let elements = reader.elements(of: aliases, in: "'aliases' of \(description)") {
            for element in elements {
                guard let alias = reader.identifier(element, what: "alias", context: "of \(description)", dotted: true) else { continue }
                if aliasSpans[alias] == nil {
                    aliasSpans[alias] = reader.span(element)
                    declaration.aliases.append(alias)
                }
            }
        }
        if let doc = value("doc") {
            declaration.documentation = reader.scalar(doc, expected: "documentation text for \(description)")
        }
        builder.addType(declaration, aliasSpans: aliasSpans)
    }

    private static func requireTrue(_ entry: ManifestEntry, of description: String, reader: inout ManifestReader) -> Bool {
        if let text = entry.value.text, ["true", "True", "TRUE"].contains(text) { return true }
        reader.error("expected 'true' for '\(entry.key)' of \(description)", at: reader.span(entry.value))
        return false
    }

    /// The cases of an enum or options of an option set: a non-empty list of distinct
    /// identifiers.
    private static func cases(_ node: YAMLNode, of description: String, noun: String, reader: inout ManifestReader) -> [String] {
        guard let elements = reader.elements(of: node, in: "\(noun)s of \(description)") else { return [] }
        guard !elements.isEmpty else {
            reader.error("\(description) has no \(noun)s", at: reader.span(node))
            return []
        }
        var result: [String] = []
        var spans: [String: SourceSpan] = [:]
        for element in elements {
            guard let name = reader.identifier(element, what: "\(noun) name", context: "in \(description)") else { continue }
            let span = reader.span(element)
            if let first = spans[name] {
                reader.error("duplicate \(noun) \(quoted(name)) in \(description)", at: span,
                             notes: [DiagnosticNote("first declared here", at: first)])
                continue
            }
            spans[name] = span
            result.append(name)
        }
        return result
    }

    /// Identifiers mapped to numbers under `key`, each a `noun`: the named values of a
    /// numeric alias (`values: {required: 1000}`; the registry checks that the alias names
    /// a number once every manifest is loaded) or a type's constants. None may be one of
    /// `cases`, which the same qualified name reads (`UIViewContentMode.center`).
    private static func numbers(
        _ node: YAMLNode, key: String, noun: String, of description: String, cases: Set<String> = [], reader: inout ManifestReader
    ) -> [String: Double] {
        guard let entries = reader.entries(of: node, in: "'\(key)' of \(description)") else { return [:] }
        var result: [String: Double] = [:]
        for entry in entries {
            guard reader.checkIdentifier(entry.key, at: entry.keySpan, what: "\(noun) name", context: "in \(description)"),
                  let number = reader.number(entry.value, for: "\(noun) \(quoted(entry.key)) of \(description)")
            else { continue }
            guard !cases.contains(entry.key) else {
                reader.error("\(noun) \(quoted(entry.key)) of \(description) is also one of its cases", at: entry.keySpan)
                continue
            }
            result[entry.key] = number
        }
        return result
    }

    /// The cases (or options) a declaration of `kind` gives, else none.
    private static func declaredCases(of kind: TypeDeclaration.Kind) -> Set<String> {
        switch kind {
        case let .enumeration(cases), let .options(cases, _): Set(cases)
        default: []
        }
    }

    /// The raw values of an enum's cases (`{unspecified: 0, light: 1, dark: 2}`) or of an
    /// option set's options (`{pushOut: 1, hangulWordPriority: 2}`): declared names mapped
    /// to distinct integers.
    private static func rawValues(_ node: YAMLNode, cases: [String], of description: String, reader: inout ManifestReader) -> [String: Int] {
        guard let entries = reader.entries(of: node, in: "'rawValues' of \(description)") else { return [:] }
        var result: [String: Int] = [:]
        var namesByRawValue: [Int: String] = [:]
        for entry in entries {
            guard cases.contains(entry.key) else {
                reader.error("\(quoted(entry.key)) is not declared in \(description)", at: entry.keySpan)
                continue
            }
            guard let text = entry.value.text, let rawValue = Int(text) else {
                reader.error("expected an integer for raw value \(quoted(entry.key)) of \(description)", at: reader.span(entry.value))
                continue
            }
            if let first = namesByRawValue[rawValue] {
                reader.error("raw value \(rawValue) of \(quoted(entry.key)) in \(description) is already the raw value of \(quoted(first))",
                             at: reader.span(entry.value))
                continue
            }
            namesByRawValue[rawValue] = entry.key
            result[entry.key] = rawValue
        }
        return result
    }

    /// Named combinations of options (`all: [a, b]`); each names declared options.
    private static func combinations(
        _ node: YAMLNode, options: [String], of description: String, reader: inout ManifestReader
    ) -> [String: [String]] {
        guard let entries = reader.entries(of: node, in: "'combinations' of \(description)") else { return [:] }
        var result: [String: [String]] = [:]
        for entry in entries {
            guard reader.checkIdentifier(entry.key, at: entry.keySpan, what: "combination name", context: "in \(description)")
            else { continue }
            if options.contains(entry.key) {
                reader.error("combination \(quoted(entry.key)) of \(description) has the name of an option", at: entry.keySpan)
                continue
            }
            let context = "combination \(quoted(entry.key)) of \(description)"
            guard let elements = reader.elements(of: entry.value, in: context) else { continue }
            var members: [String] = []
            for element in elements {
                guard let option = reader.name(element, expected: "an option name in \(context)") else { continue }
                guard options.contains(option) else {
                    let suggestion = Suggestions.didYouMean(option, in: options)
                    reader.error("unknown option \(quoted(option)) in \(context)\(suggestion)", at: reader.span(element))
                    continue
                }
                if !members.contains(option) { members.append(option) }
            }
            result[entry.key] = members
        }
        return result
    }

    /// Struct members or virtual members (whose names may contain dots) with their types.
    private static func members(
        _ node: YAMLNode, of description: String, virtual: Bool, reader: inout ManifestReader, builder: inout RegistryBuilder
    ) -> [TypeDeclaration.Member] {
        let key = virtual ? "'virtual'" : "'struct'"
        guard let entries = reader.entries(of: node, in: "\(key) of \(description)") else { return [] }
        if entries.isEmpty, !virtual {
            reader.error("\(description) has no members", at: reader.span(node))
        }
        var result: [TypeDeclaration.Member] = []
        for entry in entries {
            let what = virtual ? "virtual member name" : "member name"
            guard reader.checkIdentifier(entry.key, at: entry.keySpan, what: what, context: "in \(description)", dotted: virtual),
                  let typeName = reader.typeReference(
                      entry.value, expected: "a type name for member \(quoted(entry.key)) of \(description)", into: &builder)
            else { continue }
            result.append(TypeDeclaration.Member(name: entry.key, typeName: typeName, location: entry.keySpan))
        }
        return result
    }

    private static func rejectDuplicateMembers(
        _ members: [TypeDeclaration.Member], _ virtual: [TypeDeclaration.Member], of name: String, reader: inout ManifestReader
    ) {
        for member in virtual {
            guard let first = members.first(where: { $0.name == member.name }), let location = member.location else { continue }
            reader.error("virtual member \(quoted(member.name)) of struct \(quoted(name)) is already a member", at: location,
                         notes: [DiagnosticNote("first declared here", at: first.location)])
        }
    }
}
