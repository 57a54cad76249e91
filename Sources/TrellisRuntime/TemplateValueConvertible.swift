import Foundation
import TrellisExpressions

/// A Swift value that can be handed to a template as a constant, a state variable or a
/// param. Generated code converts typed params and inputs through this protocol.
public protocol TemplateValueConvertible: Sendable {
    /// The value as the expression language holds it.
    var templateValue: TemplateValue { get }
}

extension Int: TemplateValueConvertible {
    /// `.int(self)`.
    public var templateValue: TemplateValue { .int(self) }
}

extension Double: TemplateValueConvertible {
    /// `.double(self)`.
    public var templateValue: TemplateValue { .double(self) }
}

extension Bool: TemplateValueConvertible {
    /// `.bool(self)`.
    public var templateValue: TemplateValue { .bool(self) }
}

extension String: TemplateValueConvertible {
    /// `.string(self)`.
    public var templateValue: TemplateValue { .string(self) }
}

extension URL: TemplateValueConvertible {
    /// `.url` with the URL as written (relative URLs stay relative).
    public var templateValue: TemplateValue { .url(relativeString) }
}

extension TemplateAttributedText: TemplateValueConvertible {
    /// `.attributedString(self)`.
    public var templateValue: TemplateValue { .attributedString(self) }
}

extension TemplateOpaqueValue: TemplateValueConvertible {
    /// `.opaque(self)`.
    public var templateValue: TemplateValue { .opaque(self) }
}

extension TemplateValue: TemplateValueConvertible {
    /// The value itself (for inputs of type `Any`).
    public var templateValue: TemplateValue { self }
}

extension Array: TemplateValueConvertible where Element: TemplateValueConvertible {
    /// `.array` of the elements' values.
    public var templateValue: TemplateValue { .array(map(\.templateValue)) }
}

extension Optional: TemplateValueConvertible where Wrapped: TemplateValueConvertible {
    /// The wrapped value's value, or `.nil`.
    public var templateValue: TemplateValue {
        switch self {
        case let .some(value): value.templateValue
        case .none: .nil
        }
    }
}
