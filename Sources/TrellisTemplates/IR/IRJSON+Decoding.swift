import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// Reads the IR model back from ``IRJSON`` (the inverse of ``IREncoder``).
struct IRDecoder {
    let files: [String]

    static func document(_ json: IRJSON) throws(IRShapeError) -> IRDocument {
        let root = IRReader(json, path: "")
        let format = try root.member("format").string()
        let version = try root.member("version").int()
        var templates: [IRTemplate] = []
        for element in try root.member("templates").elements() {
            templates.append(try template(element))
        }
        var document = IRDocument(templates: templates)
        document.format = format
        document.version = version
        return document
    }

    static func template(_ reader: IRReader) throws(IRShapeError) -> IRTemplate {
        let source = try reader.member("source").string()
        let dependencies = try reader.member("dependencies").strings()
        let decoder = IRDecoder(files: [source] + dependencies)
        var inputs: [IRInput] = []
        for element in try reader.member("inputs").elements() { inputs.append(try decoder.input(element)) }
        var params: [IRParameter] = []
        for element in try reader.member("params").elements() { params.append(try decoder.parameter(element)) }
        var outlets: [IROutlet] = []
        for element in try reader.member("outlets").elements() {
            outlets.append(IROutlet(
                node: try element.member("node").int(), name: try element.optionalMember("name")?.string(),
                value: try decoder.value(element.member("value"))
            ))
        }
        var actions: [IRAction] = []
        for element in try reader.member("actions").elements() {
            actions.append(IRAction(
                node: try element.member("node").int(), event: try element.member("event").string(),
                selectors: try element.member("selectors").strings(), isDynamic: try element.member("isDynamic").bool(),
                location: try decoder.location(element.member("location"))
            ))
        }
        var ids: [IRIdentifier] = []
        for element in try reader.member("ids").elements() {
            ids.append(IRIdentifier(id: try element.member("id").string(), node: try element.member("node").int()))
        }
        var nodes: [IRNode] = []
        for element in try reader.member("nodes").elements() { nodes.append(try decoder.node(element)) }
        return IRTemplate(
            source: source, inputs: inputs, params: params, outlets: outlets, actions: actions, ids: ids,
            dependencies: dependencies, nodes: nodes
        )
    }

    func location(_ reader: IRReader) throws(IRShapeError) -> SourceSpan {
        let parts = try reader.elements(5)
        let file = try parts[0].int()
        guard files.indices.contains(file) else { throw parts[0].fail("a file index below \(files.count)") }
        return SourceSpan(
            file: files[file], line: try parts[1].int(), column: try parts[2].int(), offset: try parts[3].int(), length: try parts[4].int()
        )
    }

    func type(_ reader: IRReader) throws(IRShapeError) -> ValueType {
        guard let type = IRTypeNames.type(named: Substring(try reader.string())) else { throw reader.fail("a type name") }
        return type
    }

    private func input(_ reader: IRReader) throws(IRShapeError) -> IRInput {
        var locations: [SourceSpan] = []
        for element in try reader.member("locations").elements() { locations.append(try location(element)) }
        return IRInput(
            name: try reader.member("name").string(), type: try type(reader.member("type")),
            isConstant: try reader.member("isConstant").bool(), locations: locations
        )
    }

    private func parameter(_ reader: IRReader) throws(IRShapeError) -> IRParameter {
        IRParameter(
            name: try reader.member("name").string(), type: try type(reader.member("type")),
            typeName: try reader.member("typeName").string(), node: try reader.member("node").int(),
            value: try reader.optionalMember("value").map { reader throws(IRShapeError) in try value(reader) },
            location: try location(reader.member("location"))
        )
    }

    private func node(_ reader: IRReader) throws(IRShapeError) -> IRNode {
        var properties: [IRProperty] = []
        for (keyPath, element) in try reader.optionalMember("properties")?.members() ?? [] {
            var role = IRPropertyRole.property
            if let roleReader = try element.optionalMember("role") {
                guard let named = IRPropertyRole(rawValue: try roleReader.string()) else {
                    throw roleReader.fail("one of \(IRPropertyRole.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                role = named
            }
            properties.append(IRProperty(keyPath: keyPath, type: try type(element.member("type")), role: role, value: try value(element)))
        }
        var params: [IRParameter] = []
        for element in try reader.optionalMember("params")?.elements() ?? [] { params.append(try parameter(element)) }
        var remote: IRRemoteInclude?
        if let include = try reader.optionalMember("remoteInclude") {
            remote = IRRemoteInclude(kind: try include.member("kind").string(), url: try include.member("url").string())
        }
        return IRNode(
            index: try reader.member("index").int(), component: try reader.member("component").string(),
            element: try reader.optionalMember("element")?.string(), parent: try reader.optionalMember("parent")?.int(),
            children: try reader.optionalMember("children")?.ints() ?? [], layout: try reader.member("layout").string(),
            id: try reader.optionalMember("id")?.string(), outlet: try reader.optionalMember("outlet")?.string(),
            location: try location(reader.member("location")), properties: properties, params: params,
            macros: try reader.optionalMember("macros")?.strings() ?? [],
            idTargets: try indices(reader.optionalMember("idTargets")), paramTargets: try indices(reader.optionalMember("paramTargets")),
            remoteInclude: remote,
            constraints: try reader.optionalMember("constraints")?.elements().map { element throws(IRShapeError) in try constraint(element) } ?? []
        )
    }

    private func constraint(_ reader: IRReader) throws(IRShapeError) -> IRConstraint {
        let relationReader = try reader.member("relation")
        guard let relation = ConstraintSpec.Relation(rawValue: try relationReader.string()) else {
            throw relationReader.fail("one of ==, <=, >=")
        }
        var target: IRConstraint.Target?
        if let targetReader = try reader.optionalMember("target") {
            let itemReader = try targetReader.member("item")
            guard let item = ConstraintItem(irName: try itemReader.string()) else {
                throw itemReader.fail("parent, safeArea, previous, next or #id")
            }
            target = IRConstraint.Target(
                item: item, node: try targetReader.optionalMember("node")?.int(), anchor: try anchor(targetReader.member("anchor"))
            )
        }
        return IRConstraint(
            source: try anchor(reader.member("source")), relation: relation, target: target,
            multiplier: try reader.optionalMember("multiplier").map { reader throws(IRShapeError) in try number(reader) },
            constant: try reader.optionalMember("constant").map { reader throws(IRShapeError) in try number(reader) },
            location: try location(reader.member("location"))
        )
    }

    private func anchor(_ reader: IRReader) throws(IRShapeError) -> LayoutAnchor {
        guard let anchor = LayoutAnchor(rawValue: try reader.string()) else {
            throw reader.fail("one of \(LayoutAnchor.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return anchor
    }

    private func number(_ reader: IRReader) throws(IRShapeError) -> IRConstraintNumber {
        if let spacingReader = try reader.optionalMember("systemSpacing") {
            guard let spacing = SystemSpacing(rawValue: try spacingReader.string()) else {
                throw spacingReader.fail("one of \(SystemSpacing.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return .systemSpacing(spacing)
        }
        return .value(try value(reader))
    }

    private func indices(_ reader: IRReader?) throws(IRShapeError) -> [String: Int] {
        var result: [String: Int] = [:]
        for (key, value) in try reader?.members() ?? [] { result[key] = try value.int() }
        return result
    }

    func value(_ reader: IRReader) throws(IRShapeError) -> IRValue {
        let location = try location(reader.member("location"))
        let expression = try IRExpressionDecoder(location: location).expression(reader.member("expression"))
        var value = IRValue(expression: expression, source: try reader.member("source").string(), location: location)
        value.isConstant = try reader.optionalMember("constant")?.bool() ?? false
        return value
    }
}
