import TrellisRegistry
import TrellisTemplates

/// Writes the generated type of one template: its source path and loaders, its params,
/// constants and state as typed structs, its outlet names and node ids as enums, and its
/// action selectors as a protocol the owner conforms to with a `perform` dispatcher.
struct TemplateEmitter {
    let template: IRTemplate
    let typeName: String
    let mapper: SwiftTypeMapper
    /// The name of the enclosing namespace (for `Templates.library()`).
    let namespace: String
    /// Whether the type gets the typed entry point to the layout core.
    var withLayout = false

    func write(into writer: inout SwiftSourceWriter) {
        writer.doc(summary)
        writer.block("enum \(typeName)") { writer in
            writeLoaders(into: &writer)
            writeParams(into: &writer)
            let constants = template.inputs.filter(\.isConstant)
            let state = template.inputs.filter { !$0.isConstant }
            writeInputs(
                constants, typeName: "Constants",
                doc: "The constants the template reads when its views are created (by constructor parameters and outlets).",
                into: &writer
            )
            writeInputs(state, typeName: "State", doc: "The state the template reads; it may change after the views are created.", into: &writer)
            writeOutlets(into: &writer)
            writeIdentifiers(into: &writer)
            writeActions(into: &writer)
            if withLayout {
                LayoutEntryPointEmitter(
                    outlets: outletCases.map { ($0.swiftName, $0.node) },
                    ids: idCases.map { ($0.swiftName, $0.node) },
                    hasParams: !template.params.isEmpty,
                    hasConstants: !constants.isEmpty,
                    hasState: !state.isEmpty
                )
                .write(into: &writer)
            }
        }
    }

    private var summary: String {
        var text = "`\(template.source)`"
        if let root = template.nodes.first {
            text += ": a `\(root.element ?? root.component)`"
            text += template.nodes.count == 1 ? "." : " with \(template.nodes.count - 1) nested \(template.nodes.count == 2 ? "node" : "nodes")."
        }
        if !template.dependencies.isEmpty {
            text += "\nIncludes " + template.dependencies.map { "`\($0)`" }.joined(separator: ", ") + "."
        }
        return text
    }

    private func writeLoaders(into writer: inout SwiftSourceWriter) {
        writer.doc("The template's path in the compiled templates.")
        writer.line("static let source: String = \(SwiftIdentifiers.stringLiteral(template.source))")
        writer.line()
        writer.doc("The compiled template, read from the target's compiled templates.")
        writer.block("static func load() throws(TemplateLibraryError) -> CompiledTemplate") { writer in
            writer.line("try \(namespace).library().template(source)")
        }
        writer.line()
        writer.doc("The compiled template, looked up in a library loaded before.")
        writer.block("static func load(from library: TemplateLibrary) throws(TemplateLibraryError) -> CompiledTemplate") { writer in
            writer.line("try library.template(source)")
        }
    }

    // MARK: Params and inputs

    private func writeParams(into writer: inout SwiftSourceWriter) {
        guard !template.params.isEmpty else { return }
        var names = UniqueNames(reserved: ["templateValues", "init"])
        let fields = template.params.map { parameter in
            let swiftType = mapper.swiftType(parameter.type)
            let isRequired = parameter.value == nil
            return Field(
                key: parameter.name,
                name: SwiftIdentifiers.escaped(names.claim(SwiftIdentifiers.memberName(parameter.name))),
                type: isRequired || swiftType.hasSuffix("?") ? swiftType : swiftType + "?",
                isRequired: isRequired,
                doc: paramDoc(parameter)
            )
        }
        writer.line()
        writer.doc("The params of the root element; a param left `nil` keeps the template's default.")
        writeValuesStruct("Params", fields: fields, into: &writer)
    }

    private func paramDoc(_ parameter: IRParameter) -> String {
        var text = "`\(parameter.name)`: `\(parameter.typeName)`"
        if let value = parameter.value {
            text += ", default `\(SwiftIdentifiers.commentText(value.source))`."
        } else {
            text += ", required."
        }
        return text
    }

    private func writeInputs(_ inputs: [IRInput], typeName: String, doc: String, into writer: inout SwiftSourceWriter) {
        guard !inputs.isEmpty else { return }
        var names = UniqueNames(reserved: ["templateValues", "init"])
        let fields = inputs.map { input in
            Field(
                key: input.name,
                name: SwiftIdentifiers.escaped(names.claim(SwiftIdentifiers.memberName(input.name))),
                type: mapper.swiftType(input.type),
                isRequired: true,
                doc: "`\(input.name)`: `\(input.type.displayName)`."
            )
        }
        writer.line()
        writer.doc(doc)
        writeValuesStruct(typeName, fields: fields, into: &writer)
    }

    /// A struct of typed values with their conversion to template values.
    private func writeValuesStruct(_ name: String, fields: [Field], into writer: inout SwiftSourceWriter) {
        writer.block("struct \(name): TemplateValues, Hashable") { writer in
            for field in fields {
                writer.doc(field.doc)
                writer.line("var \(field.name): \(field.type)")
            }
            writer.line()
            writer.doc("The values by the names the template uses.")
            writer.block("var templateValues: [String: TemplateValue]") { writer in
                writer.line("var values: [String: TemplateValue] = [:]")
                for field in fields {
                    let key = SwiftIdentifiers.stringLiteral(field.key)
                    if field.isRequired {
                        writer.line("values[\(key)] = \(field.name).templateValue")
                    } else {
                        writer.line("if let value = self.\(field.name) { values[\(key)] = value.templateValue }")
                    }
                }
                writer.line("return values")
            }
        }
    }

    // MARK: Outlets and ids

    /// A case of the `Outlet` or `ID` enum: the name in the template, the Swift case name
    /// and the node it names.
    struct NameCase {
        let raw: String
        let swiftName: String
        let node: Int
        let doc: String?
    }

    /// The outlet names, sorted, each with the first node bound to it.
    var outletCases: [NameCase] {
        var nodes: [String: Int] = [:]
        for outlet in template.outlets {
            guard let name = outlet.name, nodes[name] == nil, template.nodes.indices.contains(outlet.node) else { continue }
            nodes[name] = outlet.node
        }
        return Self.cases(nodes) { node in
            "A `\(template.nodes[node].element ?? template.nodes[node].component)`."
        }
    }

    /// The node ids, sorted, each with its node.
    var idCases: [NameCase] {
        var nodes: [String: Int] = [:]
        for identifier in template.ids where nodes[identifier.id] == nil {
            nodes[identifier.id] = identifier.node
        }
        return Self.cases(nodes) { _ in nil }
    }

    private static func cases(_ nodes: [String: Int], doc: (Int) -> String?) -> [NameCase] {
        var names = UniqueNames(reserved: ["init", "rawValue", "allCases"])
        return nodes.keys.sorted().compactMap { raw in
            guard let node = nodes[raw] else { return nil }
            return NameCase(raw: raw, swiftName: names.claim(SwiftIdentifiers.memberName(raw)), node: node, doc: doc(node))
        }
    }

    private func writeOutlets(into writer: inout SwiftSourceWriter) {
        let cases = outletCases
        guard !cases.isEmpty else { return }
        writer.line()
        writer.doc("The outlet names: properties of the owner that views are bound to.")
        writeNameEnum("Outlet", cases: cases, into: &writer)
    }

    private func writeIdentifiers(into writer: inout SwiftSourceWriter) {
        let cases = idCases
        guard !cases.isEmpty else { return }
        writer.line()
        writer.doc("The node ids (`#id` in expressions).")
        writeNameEnum("ID", cases: cases, into: &writer)
    }

    private func writeNameEnum(_ name: String, cases: [NameCase], into writer: inout SwiftSourceWriter) {
        writer.block("enum \(name): String, CaseIterable, Sendable") { writer in
            for entry in cases {
                if let text = entry.doc { writer.doc(text) }
                let escaped = SwiftIdentifiers.escaped(entry.swiftName)
                writer.line(entry.swiftName == entry.raw ? "case \(escaped)" : "case \(escaped) = \(SwiftIdentifiers.stringLiteral(entry.raw))")
            }
        }
    }

    // MARK: Actions

    private func writeActions(into writer: inout SwiftSourceWriter) {
        var uses: [String: [String]] = [:]
        for action in template.actions {
            let node = template.nodes.indices.contains(action.node) ? template.nodes[action.node] : nil
            let use = "`\(action.event)` of the `\(node.map { $0.element ?? $0.component } ?? "?")`"
            for selector in action.selectors where uses[selector]?.contains(use) != true {
                uses[selector, default: []].append(use)
            }
        }
        let selectors = uses.keys.sorted()
        let methods = selectors.compactMap(ActionMethod.init(selector:))
        guard !selectors.isEmpty else { return }
        writer.line()
        writer.doc("The action methods the owner implements: a template action with no method is a compile error.")
        writer.block("protocol Actions") { writer in
            for (position, method) in methods.enumerated() {
                if position > 0 { writer.line() }
                writer.doc("`\(method.selector)`: " + (uses[method.selector] ?? []).joined(separator: "; ") + ".")
                writer.line(method.declaration)
            }
            for selector in selectors where ActionMethod(selector: selector) == nil {
                writer.line("// '\(SwiftIdentifiers.commentText(selector))' is not a method name and has no requirement.")
            }
        }
        writer.line()
        writer.doc("Every selector the template's actions name, sorted.")
        writer.line("static let selectors: [String] = [" + selectors.map(SwiftIdentifiers.stringLiteral).joined(separator: ", ") + "]")
        writer.line()
        writer.doc("Calls the method of `owner` that `selector` names; `false` when it names none.")
        writer.block("static func perform(_ selector: String, on owner: some Actions, sender: ActionSender) -> Bool") { writer in
            guard !methods.isEmpty else {
                writer.line("false")
                return
            }
            writer.line("switch selector {")
            for method in methods {
                writer.line("case \(SwiftIdentifiers.stringLiteral(method.selector)):")
                writer.indented { $0.line(method.call) }
            }
            writer.line("default:")
            writer.indented { $0.line("return false") }
            writer.line("}")
            writer.line("return true")
        }
    }}

/// A stored property of a generated values struct.
private struct Field {
    /// The name the template uses.
    let key: String
    /// The Swift property name, escaped.
    let name: String
    let type: String
    /// Whether the value must be given (else `nil` keeps the template default).
    let isRequired: Bool
    let doc: String
}
