/// The name of an action method as a template writes it (`wasPressed:`), for params and
/// inputs of type `Selector`.
public struct ActionSelector: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The selector as written (`wasPressed:`).
    public var name: String

    /// Names a selector.
    public init(_ name: String) {
        self.name = name
    }

    /// Names a selector with a string literal.
    public init(stringLiteral name: String) {
        self.name = name
    }
}

extension ActionSelector: TemplateValueConvertible {
    /// The selector as a value of the expression language.
    public var templateValue: TemplateValue { .selector(name) }
}
