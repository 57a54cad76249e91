import TrellisRegistry

/// How the IR writes a ``ValueType``: primitives by name (`Double`, `String`, `Color`),
/// declared types with their kind (`enum:NSTextAlignment`, `options:UIDataDetectorTypes`,
/// `struct:UIEdgeInsets`, `object:CALayer`, `opaque:UIVisualEffect`,
/// `protocol:UITableViewDelegate`), arrays as `[T]` and optionals as `T?`.
enum IRTypeNames {
    static func name(of type: ValueType) -> String {
        switch type {
        case let .enumeration(name): "enum:" + name
        case let .options(name): "options:" + name
        case let .structure(name): "struct:" + name
        case let .object(name): "object:" + name
        case let .opaque(name): "opaque:" + name
        case let .protocolType(name): "protocol:" + name
        case let .array(element): "[" + name(of: element) + "]"
        case let .optional(wrapped): name(of: wrapped) + "?"
        default: type.displayName
        }
    }

    /// The type written as `text`, or `nil` when it is not a type name of this form.
    static func type(named text: Substring, depth: Int = 0) -> ValueType? {
        guard depth < 64, !text.isEmpty else { return nil }
        if text.hasSuffix("?") { return type(named: text.dropLast(), depth: depth + 1).map { .optional($0) } }
        if text.hasPrefix("["), text.hasSuffix("]") {
            return type(named: text.dropFirst().dropLast(), depth: depth + 1).map { .array($0) }
        }
        if let colon = text.firstIndex(of: ":") {
            let name = String(text[text.index(after: colon)...])
            guard !name.isEmpty else { return nil }
            switch text[..<colon] {
            case "enum": return .enumeration(name)
            case "options": return .options(name)
            case "struct": return .structure(name)
            case "object": return .object(name)
            case "opaque": return .opaque(name)
            case "protocol": return .protocolType(name)
            default: return nil
            }
        }
        return ValueType.primitives[String(text)]
    }
}
