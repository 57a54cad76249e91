import TrellisRegistry

/// Writes the `TemplateTypes` namespace: a Swift enum for each registry enum, an option
/// set struct for each option set and a struct for each struct type that params and
/// inputs use, each convertible to a `TemplateValue`.
struct DeclaredTypesEmitter {
    let mapper: SwiftTypeMapper

    func write(into writer: inout SwiftSourceWriter) {
        let names = mapper.generatedNames.keys.sorted()
        guard !names.isEmpty else { return }
        writer.line()
        writer.doc("Registry types used by the templates' params and inputs.")
        writer.block("enum \(SwiftTypeMapper.namespace)") { writer in
            for (position, name) in names.enumerated() {
                guard let declaration = mapper.registry.typeDeclaration(named: name),
                      let swiftName = mapper.generatedNames[name]
                else { continue }
                if position > 0 { writer.line() }
                writeDocumentation(declaration, into: &writer)
                switch declaration.kind {
                case let .enumeration(cases):
                    writeEnumeration(declaration.name, swiftName, cases: cases, into: &writer)
                case let .options(cases, combinations):
                    writeOptions(declaration.name, swiftName, cases: cases, combinations: combinations, into: &writer)
                case let .structure(members, _):
                    writeStructure(declaration.name, swiftName, members: members, into: &writer)
                case .alias, .opaque, .protocolType:
                    writer.line("typealias \(swiftName) = TemplateValue")
                }
            }
        }
    }

    private func writeDocumentation(_ declaration: TypeDeclaration, into writer: inout SwiftSourceWriter) {
        let kind: String
        switch declaration.kind {
        case .enumeration: kind = "an enum"
        case .options: kind = "an option set"
        case .structure: kind = "a struct"
        case .alias, .opaque, .protocolType: kind = "a type"
        }
        let documentation = declaration.documentation.map { " " + SwiftIdentifiers.commentText($0) } ?? ""
        writer.doc("`\(declaration.name)`, \(kind) of the component registry.\(documentation)")
    }

    private func writeEnumeration(_ name: String, _ swiftName: String, cases: [String], into writer: inout SwiftSourceWriter) {
        writer.block("enum \(swiftName): String, CaseIterable, TemplateValueConvertible") { writer in
            writeCases(cases, into: &writer)
            writer.line()
            writer.doc("The case as a value of the expression language.")
            writer.line("var templateValue: TemplateValue { .enumCase(type: \(SwiftIdentifiers.stringLiteral(name)), name: rawValue) }")
        }
    }

    private func writeOptions(
        _ name: String, _ swiftName: String, cases: [String], combinations: [String: [String]],
        into writer: inout SwiftSourceWriter
    ) {
        writer.block("struct \(swiftName): Hashable, ExpressibleByArrayLiteral, TemplateValueConvertible") { writer in
            writer.doc("One option of the set.")
            writer.block("enum Option: String, CaseIterable, Sendable") { writer in
                writeCases(cases, into: &writer)
            }
            writer.line()
            writer.doc("The options in the set.")
            writer.line("var options: Set<Option>")
            writer.line()
            writer.doc("A set of the given options.")
            writer.line("init(_ options: Set<Option>) { self.options = options }")
            writer.line()
            writer.doc("A set of the listed options.")
            writer.line("init(arrayLiteral options: Option...) { self.options = Set(options) }")
            var names = UniqueNames(reserved: ["options", "init", "templateValue", "Option"])
            let caseNames = Self.caseNames(cases)
            for combination in combinations.keys.sorted() {
                let members = (combinations[combination] ?? []).compactMap { caseNames[$0] }
                writer.line()
                let listed = (combinations[combination] ?? []).joined(separator: ", ")
                writer.doc("`\(combination)`: " + (listed.isEmpty ? "no options." : listed + "."))
                let list = members.map { "." + $0 }.joined(separator: ", ")
                writer.line("static let \(SwiftIdentifiers.escaped(names.claim(SwiftIdentifiers.memberName(combination)))): Self = [\(list)]")
            }
            writer.line()
            writer.doc("The set as a value of the expression language.")
            writer.block("var templateValue: TemplateValue") { writer in
                writer.line(".optionSet(type: \(SwiftIdentifiers.stringLiteral(name)), cases: options.map(\\.rawValue))")
            }
        }
    }

    private func writeStructure(
        _ name: String, _ swiftName: String, members: [TypeDeclaration.Member], into writer: inout SwiftSourceWriter
    ) {
        var names = UniqueNames(reserved: ["templateValue", "init"])
        let fields = members.map { (member: $0, name: SwiftIdentifiers.escaped(names.claim(SwiftIdentifiers.memberName($0.name)))) }
        writer.block("struct \(swiftName): Hashable, TemplateValueConvertible") { writer in
            for field in fields {
                writer.line("var \(field.name): \(mapper.memberType(field.member))")
            }
            writer.line()
            writer.doc("The struct as a value of the expression language.")
            writer.block("var templateValue: TemplateValue") { writer in
                guard !fields.isEmpty else {
                    writer.line(".structure(type: \(SwiftIdentifiers.stringLiteral(name)), members: [:])")
                    return
                }
                writer.line(".structure(type: \(SwiftIdentifiers.stringLiteral(name)), members: [")
                writer.indented { writer in
                    for field in fields {
                        writer.line("\(SwiftIdentifiers.stringLiteral(field.member.name)): \(field.name).templateValue,")
                    }
                }
                writer.line("])")
            }
        }
    }

    /// Writes `case name` lines, with a raw value where the Swift name differs.
    private func writeCases(_ cases: [String], into writer: inout SwiftSourceWriter) {
        let names = Self.caseNames(cases)
        for raw in cases {
            guard let swiftName = names[raw] else { continue }
            let escaped = SwiftIdentifiers.escaped(swiftName)
            writer.line(swiftName == raw ? "case \(escaped)" : "case \(escaped) = \(SwiftIdentifiers.stringLiteral(raw))")
        }
    }

    /// Unique Swift case names for the cases, in declaration order.
    static func caseNames(_ cases: [String]) -> [String: String] {
        var names = UniqueNames()
        var result: [String: String] = [:]
        for raw in cases where result[raw] == nil {
            result[raw] = names.claim(SwiftIdentifiers.memberName(raw))
        }
        return result
    }
}
