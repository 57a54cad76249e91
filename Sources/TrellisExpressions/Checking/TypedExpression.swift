import TrellisDiagnostics
import TrellisRegistry

/// A type-checked expression: every name resolved, every operator specialised to its
/// operand types, every implicit conversion explicit. It is stored in the compiled IR
/// (its JSON encoding with sorted keys is deterministic) and compiled for evaluation with
/// ``CompiledExpression``.
public struct TypedExpression: Sendable, Hashable, Codable {
    /// What the node computes.
    public var kind: Kind
    /// The type of the value the node produces.
    public var type: ValueType
    /// Where the node was written (inside a macro's definition for macro expansions).
    public var span: SourceSpan

    /// Creates a node.
    public init(_ kind: Kind, type: ValueType, span: SourceSpan) {
        self.kind = kind
        self.type = type
        self.span = span
    }

    /// The operations of a typed expression.
    public indirect enum Kind: Sendable, Hashable, Codable {
        /// A constant: a literal, an enum case, a named color or font, `pi`.
        case literal(Value)
        /// A value bound at compile time to a caller-supplied slot.
        case reference(SymbolReference)
        /// A struct member of a value (`insets.top`); virtual member names may contain dots.
        case member(TypedExpression, name: String)
        /// `50%`: the operand divided by 100, times the percentage base.
        case percentage(TypedExpression, PercentageBase)
        /// `auto`: the content size of the node along an axis.
        case auto(SizeAxis)
        case unary(UnaryOperation, TypedExpression)
        case binary(BinaryOperation, TypedExpression, TypedExpression)
        case conditional(condition: TypedExpression, then: TypedExpression, else: TypedExpression)
        /// `a ?? b`: `a` unless it is nil.
        case coalesce(TypedExpression, TypedExpression)
        case conversion(Conversion, TypedExpression)
        case call(FunctionReference, arguments: [TypedExpression])
        /// `strings.Key` or `strings.Key(args…)`: a localized string, formatted with the
        /// arguments when there are any.
        case localizedString(key: String, arguments: [TypedExpression])
        /// Literal text with interpolated values; the node's type is String or AttributedString.
        case interpolation([InterpolationPart])
        /// `a[i]` on an array or a string (Character index).
        case element(TypedExpression, index: TypedExpression)
        /// `a[key]` on a value of unknown type with a key known only when it runs, as
        /// Layout's subscript takes any key there: a dictionary's member by a String key, an
        /// array's element or a string's Character by an Int index.
        case keyed(TypedExpression, key: TypedExpression)
        /// `a[1...2]`, `s[..<3]`, `a[1...]` on an array or a string.
        case slice(TypedExpression, lower: TypedExpression?, upper: TypedExpression?, RangeOperator)
        case array([ArrayElement])
        /// The union of option set values (`phoneNumber, link`).
        case optionSet(type: String, [TypedExpression])
        /// A font expression: `overrides` applied over `base` (a `{font}` segment, or the
        /// registry's default font as a literal), then `size` in points if given:
        /// `{themeFont} 25 bold`, `Helvetica {size}`.
        case font(base: TypedExpression, overrides: FontOverrides, size: TypedExpression?)
        /// A font expression whose words are known only when it runs: `words` (a String:
        /// the attribute's text with its String segments) read by the font grammar over
        /// `base`: `{fontName} 17`, `{style}`.
        case fontWords(base: TypedExpression, words: TypedExpression)
        /// A color asset by name (a template for `color-number-{level}`), resolved by the
        /// evaluation environment; when the asset does not exist, `fallback` is evaluated
        /// instead (a bare name that is also a valid expression).
        case colorAsset(name: TypedExpression, fallback: TypedExpression?)
    }
}

/// What a percentage is relative to.
public enum PercentageBase: String, Sendable, Hashable, Codable, CaseIterable {
    /// Frame properties: the parent's width or height.
    case parentWidth, parentHeight
    /// `contentSize.*`: the node's own width or height.
    case ownWidth, ownHeight
}

/// The axis of `auto`: the node's content width or height.
public enum SizeAxis: String, Sendable, Hashable, Codable, CaseIterable {
    case width, height
}

/// A prefix operator specialised to its operand type.
public enum UnaryOperation: String, Sendable, Hashable, Codable {
    case negateInt, negateDouble, not
}

/// A binary operator specialised to its operand types.
public enum BinaryOperation: String, Sendable, Hashable, Codable {
    case addInt, subtractInt, multiplyInt, remainderInt
    case addDouble, subtractDouble, multiplyDouble, divideDouble, remainderDouble
    case concatenateStrings, concatenateAttributedStrings, concatenateArrays
    /// `+` on values whose types are known only at run time: numbers add, arrays
    /// concatenate, and with a String or AttributedString operand the texts concatenate.
    case add
    /// Equality of any two values (numbers compare by value: `1 == 1.0`).
    case equal, notEqual
    case lessNumber, lessOrEqualNumber, greaterNumber, greaterOrEqualNumber
    case lessString, lessOrEqualString, greaterString, greaterOrEqualString
    case and, or
}

/// An implicit conversion the checker made explicit.
public enum Conversion: Sendable, Hashable, Codable {
    case intToDouble
    /// A Double to Int, truncated toward zero as Layout's `Int` cast truncates
    /// (`floor(x)` or `width / 2` where an Int is expected); an error at run time when the
    /// value is not finite or out of range.
    case doubleToInt
    /// Any value to its text (`description`); `nil` becomes empty text.
    case toString
    case toAttributedString
    case toImage
    case toURL
    case toSelector
    /// A single value boxed in an array.
    case boxInArray
    /// A text formatted as a printf format with no arguments (`%%` becomes `%`), as
    /// `strings.Key()` called without arguments is.
    case formatted
    /// A value of unknown type (an `Any` input, a custom function result), or a Bool or
    /// number Layout's runtime cast converts through NSNumber where a property is set
    /// (`alpha="{isOn}"`), checked and converted at run time to the expected type.
    case dynamic(ValueType)
    /// A number or Bool (or a value of unknown type) where an enum or option set with raw
    /// values is expected, as Layout's runtime cast sets an enum from its raw value: the
    /// case or options the integer stands for, an error at run time when it stands for
    /// none; a value of the type itself passes unchanged.
    case rawValue(RawValueTable)
}

/// A function a call resolved to.
public enum FunctionReference: Sendable, Hashable, Codable {
    case builtin(BuiltinFunction)
    /// A registry function; its implementation is registered in a ``FunctionLibrary``.
    case custom(String)
}

/// The functions every expression can call.
public enum BuiltinFunction: String, Sendable, Hashable, Codable, CaseIterable {
    case min, max, abs, floor, ceil, round, sqrt, pow, mod
    case sin, cos, tan, asin, acos, atan, atan2, log, exp
    case rgb, rgba

    /// The call as the checker accepts it, for editors (`pow(Double, Double) -> Double`):
    /// `Number` is Int or Double, the result of the arguments' type.
    public var signature: String {
        let parameters: String
        let result: String
        switch self {
        case .min, .max: (parameters, result) = ("Number, Number, …", "Number")
        case .abs: (parameters, result) = ("Number", "Number")
        case .mod: (parameters, result) = ("Number, Number", "Number")
        case .floor, .ceil, .round, .sqrt, .sin, .cos, .tan, .asin, .acos, .atan, .log, .exp: (parameters, result) = ("Double", "Double")
        case .pow, .atan2: (parameters, result) = ("Double, Double", "Double")
        case .rgb: (parameters, result) = ("Double, Double, Double", "Color")
        case .rgba: (parameters, result) = ("Double, Double, Double, Double", "Color")
        }
        return "\(rawValue)(\(parameters)) -> \(result)"
    }
}

/// A piece of an interpolated string: literal text or a value shown as text.
public enum InterpolationPart: Sendable, Hashable, Codable {
    case text(String)
    case value(TypedExpression)
}

/// An element of an array literal or comma list.
public enum ArrayElement: Sendable, Hashable, Codable {
    case element(TypedExpression)
    /// An array value whose elements are spliced in (`firstTwoItems, 'Third'`).
    case contentsOf(TypedExpression)
}
