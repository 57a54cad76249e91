import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// Writes the IR model to an ``IRSink`` in the layout `README.md` documents; members of
/// every object are written in sorted key order.
struct IREncoder<Sink: IRSink> {
    var sink: Sink
    /// File indices by name: the current template's ``IRTemplate/files``.
    private var fileIndices: [String: Int] = [:]
    /// The file of the last location written, with its index (locations come in runs).
    private var lastFile = (name: "", index: 0)

    init(sink: Sink) {
        self.sink = sink
    }

    mutating func document(_ document: IRDocument) {
        sink.beginObject()
        sink.key("format")
        sink.string(document.format)
        sink.key("templates")
        sink.beginArray(breakingLines: true)
        for template in document.templates { self.template(template) }
        sink.endArray()
        sink.key("version")
        sink.int(document.version)
        sink.endObject()
    }

    mutating func template(_ template: IRTemplate) {
        fileIndices = [:]
        for (index, file) in template.files.enumerated() where fileIndices[file] == nil { fileIndices[file] = index }
        lastFile = (template.source, 0)
        sink.beginObject()
        sink.key("actions")
        sink.beginArray()
        for action in template.actions { self.action(action) }
        sink.endArray()
        sink.key("dependencies")
        strings(template.dependencies)
        sink.key("ids")
        sink.beginArray()
        for id in template.ids {
            sink.beginObject()
            sink.key("id")
            sink.string(id.id)
            sink.key("node")
            sink.int(id.node)
            sink.endObject()
        }
        sink.endArray()
        sink.key("inputs")
        sink.beginArray()
        for input in template.inputs { self.input(input) }
        sink.endArray()
        sink.key("nodes")
        sink.beginArray(breakingLines: true)
        for node in template.nodes { self.node(node) }
        sink.endArray()
        sink.key("outlets")
        sink.beginArray()
        for outlet in template.outlets { self.outlet(outlet) }
        sink.endArray()
        sink.key("params")
        sink.beginArray()
        for parameter in template.params { self.parameter(parameter) }
        sink.endArray()
        sink.key("source")
        sink.string(template.source)
        sink.endObject()
    }

    private mutating func strings(_ values: [String]) {
        sink.beginArray()
        for value in values { sink.string(value) }
        sink.endArray()
    }

    /// `[file, line, column, offset, length]`; the file is an index into the template's
    /// files (0 for a file the template does not list, which the compiler never writes).
    private mutating func location(_ span: SourceSpan) {
        let file = fileIndex(span.file)
        sink.beginArray()
        sink.int(file)
        sink.int(span.line)
        sink.int(span.column)
        sink.int(span.offset)
        sink.int(span.length)
        sink.endArray()
    }

    private mutating func action(_ action: IRAction) {
        sink.beginObject()
        sink.key("event")
        sink.string(action.event)
        sink.key("isDynamic")
        sink.bool(action.isDynamic)
        sink.key("location")
        location(action.location)
        sink.key("node")
        sink.int(action.node)
        sink.key("selectors")
        strings(action.selectors)
        sink.endObject()
    }

    private mutating func input(_ input: IRInput) {
        sink.beginObject()
        sink.key("isConstant")
        sink.bool(input.isConstant)
        sink.key("locations")
        sink.beginArray()
        for span in input.locations { location(span) }
        sink.endArray()
        sink.key("name")
        sink.string(input.name)
        sink.key("type")
        sink.string(IRTypeNames.name(of: input.type))
        sink.endObject()
    }

    private mutating func outlet(_ outlet: IROutlet) {
        sink.beginObject()
        if let name = outlet.name {
            sink.key("name")
            sink.string(name)
        }
        sink.key("node")
        sink.int(outlet.node)
        sink.key("value")
        value(outlet.value)
        sink.endObject()
    }

    /// `{"constant": N, "location": …, "multiplier": N, "relation": "==", "source": "top",
    /// "target": {"anchor": "bottom", "item": "#header", "node": 3}}`; a number N is a
    /// value or `{"systemSpacing": NAME}`.
    private mutating func constraint(_ constraint: IRConstraint) {
        sink.beginObject()
        if let constant = constraint.constant {
            sink.key("constant")
            number(constant)
        }
        sink.key("location")
        location(constraint.location)
        if let multiplier = constraint.multiplier {
            sink.key("multiplier")
            number(multiplier)
        }
        sink.key("relation")
        sink.string(constraint.relation.rawValue)
        sink.key("source")
        sink.string(constraint.source.rawValue)
        if let target = constraint.target {
            sink.key("target")
            sink.beginObject()
            sink.key("anchor")
            sink.string(target.anchor.rawValue)
            sink.key("item")
            sink.string(target.item.irName)
            if let node = target.node {
                sink.key("node")
                sink.int(node)
            }
            sink.endObject()
        }
        sink.endObject()
    }

    private mutating func number(_ number: IRConstraintNumber) {
        switch number {
        case let .value(value):
            self.value(value)
        case let .systemSpacing(spacing):
            sink.beginObject()
            sink.key("systemSpacing")
            sink.string(spacing.rawValue)
            sink.endObject()
        }
    }

    private mutating func parameter(_ parameter: IRParameter) {
        sink.beginObject()
        sink.key("location")
        location(parameter.location)
        sink.key("name")
        sink.string(parameter.name)
        sink.key("node")
        sink.int(parameter.node)
        sink.key("type")
        sink.string(IRTypeNames.name(of: parameter.type))
        sink.key("typeName")
        sink.string(parameter.typeName)
        if let value = parameter.value {
            sink.key("value")
            self.value(value)
        }
        sink.endObject()
    }

    private mutating func indices(_ key: StaticString, _ values: [String: Int]) {
        guard !values.isEmpty else { return }
        sink.key(key)
        sink.beginObject()
        for name in values.keys.sorted() {
            sink.dynamicKey(name)
            sink.int(values[name] ?? 0)
        }
        sink.endObject()
    }

    private mutating func node(_ node: IRNode) {
        sink.beginObject()
        if !node.children.isEmpty {
            sink.key("children")
            sink.beginArray()
            for child in node.children { sink.int(child) }
            sink.endArray()
        }
        sink.key("component")
        sink.string(node.component)
        if !node.constraints.isEmpty {
            sink.key("constraints")
            sink.beginArray()
            for constraint in node.constraints { self.constraint(constraint) }
            sink.endArray()
        }
        if let element = node.element {
            sink.key("element")
            sink.string(element)
        }
        if let id = node.id {
            sink.key("id")
            sink.string(id)
        }
        indices("idTargets", node.idTargets)
        sink.key("index")
        sink.int(node.index)
        sink.key("layout")
        sink.string(node.layout)
        sink.key("location")
        location(node.location)
        if !node.macros.isEmpty {
            sink.key("macros")
            strings(node.macros)
        }
        if let outlet = node.outlet {
            sink.key("outlet")
            sink.string(outlet)
        }
        indices("paramTargets", node.paramTargets)
        if !node.params.isEmpty {
            sink.key("params")
            sink.beginArray()
            for parameter in node.params { self.parameter(parameter) }
            sink.endArray()
        }
        if let parent = node.parent {
            sink.key("parent")
            sink.int(parent)
        }
        if !node.properties.isEmpty {
            sink.key("properties")
            sink.beginObject()
            let properties = node.properties
            if properties.indices.dropFirst().allSatisfy({ properties[$0 - 1].keyPath < properties[$0].keyPath }) {
                for index in properties.indices { property(properties[index]) }
            } else {
                for property in properties.sorted(by: { $0.keyPath < $1.keyPath }) { self.property(property) }
            }
            sink.endObject()
        }
        if let include = node.remoteInclude {
            sink.key("remoteInclude")
            sink.beginObject()
            sink.key("kind")
            sink.string(include.kind)
            sink.key("url")
            sink.string(include.url)
            sink.endObject()
        }
        sink.endObject()
    }

    /// `"keyPath": {value members…, "role": …, "type": …}`; the role is left out for
    /// ordinary properties. A property whose shape holds its text around its location (see
    /// ``IRPropertyShape``) is copied from it.
    private mutating func property(_ property: IRProperty) {
        if let encoded = property.shape.encoded {
            let span = property.location
            if sink.encodedMember(head: encoded.head, location: (fileIndex(span.file), span.line, span.column, span.offset, span.length), tail: encoded.tail) {
                return
            }
        }
        let value = property.value
        Self.propertyHead(keyPath: property.keyPath, value: value, into: &sink)
        location(value.location)
        Self.propertyTail(role: property.role, source: value.source, type: property.type, into: &sink)
    }

    /// A property member up to its value's location: the key, the opening brace and the
    /// members before `location`, with its key.
    static func propertyHead(keyPath: String, value: IRValue, into sink: inout Sink) {
        sink.dynamicKey(keyPath)
        sink.beginObject()
        valueHead(value, into: &sink)
    }

    /// A property member after its value's location: the members after `location` and
    /// the closing brace.
    static func propertyTail(role: IRPropertyRole, source: String, type: ValueType, into sink: inout Sink) {
        if role != .property {
            sink.key("role")
            sink.string(role.rawValue)
        }
        sink.key("source")
        sink.string(source)
        sink.key("type")
        sink.string(IRTypeNames.name(of: type))
        sink.endObject()
    }

    /// The index of the file called `name` in the current template's files.
    private mutating func fileIndex(_ name: String) -> Int {
        if name != lastFile.name {
            lastFile = (name, fileIndices[name] ?? 0)
        }
        return lastFile.index
    }

    private mutating func value(_ value: IRValue) {
        sink.beginObject()
        valueMembers(value)
        sink.key("source")
        sink.string(value.source)
        sink.endObject()
    }

    /// The members of a value up to (and with) its location: `constant` (only when true),
    /// `expression`, `location`; callers add `source` and their own members in key order.
    private mutating func valueMembers(_ value: IRValue) {
        Self.valueHead(value, into: &sink)
        location(value.location)
    }

    /// The members of a value before its location, then the `location` key.
    private static func valueHead(_ value: IRValue, into sink: inout Sink) {
        if value.isConstant {
            sink.key("constant")
            sink.bool(true)
        }
        sink.key("expression")
        let copied = value.encodedExpression.map { sink.encoded($0) } ?? false
        if !copied { IRExpressionEncoder(value: value).expression(value.checked, into: &sink) }
        sink.key("location")
    }
}
