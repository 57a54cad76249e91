import TrellisRegistry

extension Value: CustomStringConvertible {
    /// The value as text, as string interpolation and `trellis eval` show it: numbers in
    /// their shortest form (`7.5`, `6`), Bool as `true`/`false`, strings raw, colors as
    /// `#rrggbbaa`, enum cases by name, option sets joined with `, `, `nil` as empty text,
    /// and arrays as Layout writes them (AnyExpression.swift's `stringify`): in brackets,
    /// elements joined with `, `, strings unquoted, `nil` elements as `nil` (`[1, a, nil]`,
    /// `[[1, 2], [3]]`).
    public var description: String {
        switch self {
        case let .int(value): String(value)
        case let .double(value): formatNumber(value)
        case let .bool(value): value ? "true" : "false"
        case let .string(value): value
        case let .attributedString(value): value.text
        case let .color(value): value.hexString
        case let .font(value): value.description
        case let .image(name): name
        case let .url(value): value
        case let .selector(name): name
        case let .enumCase(_, name): name
        case let .options(_, cases): cases.joined(separator: ", ")
        case let .structure(type, members):
            "\(type)(" + members.keys.sorted().map { "\($0): \(members[$0]?.description ?? "")" }.joined(separator: ", ") + ")"
        case let .array(elements): "[" + elements.map { $0 == .nil ? "nil" : $0.description }.joined(separator: ", ") + "]"
        case .nil: ""
        case let .opaque(value): value.identifier
        }
    }

    /// The name of the value's type for messages (`Double`, `UIViewContentMode`, `[String]`).
    public var typeDescription: String {
        switch self {
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        case .attributedString: "AttributedString"
        case .color: "Color"
        case .font: "Font"
        case .image: "Image"
        case .url: "URL"
        case .selector: "Selector"
        case let .enumCase(type, _), let .options(type, _), let .structure(type, _): type
        case .array: "Array"
        case .nil: "nil"
        case let .opaque(value): value.typeName
        }
    }
}

/// A number in its shortest form: integral values without a fraction (`6`), others as
/// Swift prints them (`7.5`, `0.1`, `1e+20`, `inf`, `nan`).
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int(value))
    }
    return String(value)
}
