import TrellisRegistry

/// A JSON value given for constants or state (`trellis eval --state '{"n": 3}'`), turned
/// into a ``Value`` once the expected type of each input is known.
public indirect enum JSONValue: Sendable, Hashable, Decodable {
    case null
    case bool(Bool)
    /// A number; `isInteger` when written without a fraction or exponent that matters.
    case number(Double, isInteger: Bool)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Decodes any JSON value, telling booleans, whole numbers and other numbers apart.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? container.decode(Int.self) {
            self = .number(Double(integer), isInteger: true)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number, isInteger: false)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The members of an object, with the members of nested objects also under dotted
    /// names (`{"colors": {"primary": …}}` gives `colors` and `colors.primary`).
    public func flattened() -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        guard case let .object(members) = self else { return result }
        var pending = members.map { (name: $0.key, value: $0.value, depth: 0) }
        while let (name, value, depth) = pending.popLast() {
            result[name] = value
            if case let .object(nested) = value, depth < 16 {
                pending += nested.map { (name: name + "." + $0.key, value: $0.value, depth: depth + 1) }
            }
        }
        return result
    }

    /// The value as `type`: numbers as Int or Double, strings as text, images, URLs,
    /// selectors, enum cases, hex colors, font expressions (with `fonts`); arrays element by
    /// element; objects as structs of the registry; `null` as nil. For `Any`, the natural
    /// value (Int for whole numbers written without a fraction).
    public func value(as type: ValueType, registry: Registry, fonts: FontGrammar? = nil) throws(EvaluationError) -> Value {
        try value(as: type, registry: registry, fonts: fonts, depth: 0)
    }

    private func value(as type: ValueType, registry: Registry, fonts: FontGrammar?, depth: Int) throws(EvaluationError) -> Value {
        guard depth < 32 else { throw EvaluationError("JSON value is nested too deeply") }
        let mismatch = EvaluationError("expected \(type.displayName), got \(jsonDescription)")
        switch (type, self) {
        case (_, .null): return .nil
        case let (.optional(wrapped), _): return try value(as: wrapped, registry: registry, fonts: fonts, depth: depth + 1)
        case let (.int, .number(number, _)):
            guard let integer = Int(exactly: number) else {
                guard number.rounded() == number else { throw mismatch }
                throw EvaluationError(
                    "expected Int, got \(jsonDescription), which is out of Int's range; "
                        + "JSON numbers are read as Doubles, exact for whole numbers up to ±2^53")
            }
            return .int(integer)
        case let (.double, .number(number, _)): return .double(number)
        case let (.bool, .bool(flag)): return .bool(flag)
        case let (.string, .string(text)): return .string(text)
        case let (.attributedString, .string(text)):
            return .attributedString(AttributedText(text: text, isMarkup: AttributedText.containsMarkup(text)))
        case let (.image, .string(text)): return .image(text)
        case let (.url, .string(text)): return .url(text)
        case let (.selector, .string(text)): return .selector(text)
        case let (.color, .string(text)):
            guard let color = RGBAColor(hex: text) ?? registry.namedColor(text)?.color else { throw mismatch }
            return .color(color)
        case let (.font, .string(text)):
            guard let fonts, case let .success(descriptor) = fonts.parse(text) else { throw mismatch }
            return .font(FontValue(descriptor))
        case let (.enumeration(name), .string(text)):
            guard registry.cases(of: name).contains(text) else { throw mismatch }
            return .enumCase(type: name, name: text)
        case let (.options(name), .string(text)):
            guard registry.cases(of: name).contains(text) else { throw mismatch }
            return .optionSet(type: name, cases: [text])
        case let (.options(name), .array(elements)):
            var cases: [String] = []
            for element in elements {
                guard case let .string(text) = element, registry.cases(of: name).contains(text) else { throw mismatch }
                cases.append(text)
            }
            return .optionSet(type: name, cases: cases)
        case let (.structure(name), .object(members)):
            var values: [String: Value] = [:]
            for member in registry.members(of: name) {
                guard let json = members[member.name] else { continue }
                let memberType = registry.resolveType(named: member.typeName) ?? .any
                values[member.name] = try json.value(as: memberType, registry: registry, fonts: fonts, depth: depth + 1)
            }
            return .structure(type: name, members: values)
        case let (.array(element), .array(elements)):
            var values: [Value] = []
            for json in elements { values.append(try json.value(as: element, registry: registry, fonts: fonts, depth: depth + 1)) }
            return .array(values)
        case (.any, _): return try naturalValue(registry: registry, depth: depth)
        case let (.opaque(name), .string(text)), let (.object(name), .string(text)), let (.protocolType(name), .string(text)):
            return .opaque(OpaqueValue(typeName: name, identifier: text))
        default:
            throw mismatch
        }
    }

    /// The value a JSON value stands for when nothing is known about its type.
    private func naturalValue(registry: Registry, depth: Int) throws(EvaluationError) -> Value {
        switch self {
        case .null: return .nil
        case let .bool(flag): return .bool(flag)
        case let .number(number, isInteger):
            if isInteger, let integer = Int(exactly: number) { return .int(integer) }
            return .double(number)
        case let .string(text): return .string(text)
        case let .array(elements):
            var values: [Value] = []
            for json in elements { values.append(try json.value(as: .any, registry: registry, fonts: nil, depth: depth + 1)) }
            return .array(values)
        case .object:
            throw EvaluationError("a JSON object needs a struct type; use its members ('name.member') instead")
        }
    }

    /// A short description for messages: `"#f00"`, `12`, `an object`.
    var jsonDescription: String {
        switch self {
        case .null: "null"
        case let .bool(flag): flag ? "true" : "false"
        case let .number(number, _): formatNumber(number)
        case let .string(text): "\"\(text)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
