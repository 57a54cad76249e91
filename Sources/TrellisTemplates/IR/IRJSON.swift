/// A JSON value: the form the IR is read through (`Decodable`, then turned into the model
/// by ``IRDecoder``) and, for `Encodable`, written through (``IRTreeSink``), so the IR goes
/// through any `Encoder` and `Decoder`, JSON or, later, binary.
indirect enum IRJSON: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([IRJSON])
    /// Members sorted by key (see ``object(_:)``).
    case object([Member])

    struct Member: Sendable, Hashable {
        var key: String
        var value: IRJSON
    }

    /// The member called `key` of an object.
    subscript(key: String) -> IRJSON? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

extension IRJSON: Codable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([IRJSON].self) {
            self = .array(value)
        } else {
            let members = try container.decode([String: IRJSON].self)
            self = .object(members.map { Member(key: $0.key, value: $0.value) }.sorted { $0.key < $1.key })
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .int(value): try container.encode(value)
        case let .double(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .array(elements): try container.encode(elements)
        case let .object(members):
            try container.encode(Dictionary(members.map { ($0.key, $0.value) }) { first, _ in first })
        }
    }
}
