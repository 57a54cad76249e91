/// The type of a value in an expression, resolved against the registry.
///
/// Manifests name types (`CGFloat`, `UIColor`, `[String]`, `UIEdgeInsets?`); the registry
/// resolves every alias, so two names for the same type compare equal here.
public indirect enum ValueType: Hashable, Sendable, Codable {
    /// Whole numbers (`Int`, `NSInteger`, …). Converts implicitly to ``double``.
    case int
    /// Floating-point numbers (`Double`, `CGFloat`, `Float`, …).
    case double
    case bool
    case string
    /// Styled text; plain strings convert to it implicitly.
    case attributedString
    case color
    case font
    case image
    case url
    /// An Objective-C selector naming an action method (`wasPressed:`).
    case selector
    /// Any value; accepts everything (custom function parameters, untyped inputs).
    case any
    /// A declared enum, by its canonical name.
    case enumeration(String)
    /// A declared option set, by its canonical name.
    case options(String)
    /// A declared struct with named members, by its canonical name.
    case structure(String)
    /// A component used as the type of a property (`layer: CALayer`): its properties are
    /// settable through key paths.
    case object(String)
    /// A declared type with no literal syntax (`UIVisualEffect`): values come from
    /// constants or state only.
    case opaque(String)
    /// A delegate or data-source protocol: only `nil` or a constant can be assigned.
    case protocolType(String)
    case array(ValueType)
    case optional(ValueType)

    /// The built-in primitive type names a manifest can alias.
    public static let primitives: [String: ValueType] = [
        "Int": .int, "Double": .double, "Bool": .bool, "String": .string,
        "AttributedString": .attributedString, "Color": .color, "Font": .font,
        "Image": .image, "URL": .url, "Selector": .selector, "Any": .any,
    ]

    /// Whether the type is a number (``int`` or ``double``).
    public var isNumeric: Bool { self == .int || self == .double }

    /// The type without one level of optionality.
    public var unwrapped: ValueType {
        if case let .optional(wrapped) = self { return wrapped }
        return self
    }

    /// A name for messages (canonical names; primitives by their built-in name).
    public var displayName: String {
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
        case .any: "Any"
        case let .enumeration(name), let .options(name), let .structure(name),
             let .object(name), let .opaque(name), let .protocolType(name):
            name
        case let .array(element): "[\(element.displayName)]"
        case let .optional(wrapped): "\(wrapped.displayName)?"
        }
    }
}
