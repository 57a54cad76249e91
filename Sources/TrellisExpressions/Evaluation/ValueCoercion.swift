import TrellisDiagnostics
import TrellisRegistry

/// `number` truncated toward zero, as Layout casts a Double to an Int through NSNumber; an
/// error for a number no Int holds (infinite, not a number, or out of range).
func truncatedToInt(_ number: Double) throws(EvaluationError) -> Int {
    guard let integer = Int(exactly: number.rounded(.towardZero)) else {
        throw EvaluationError("\(formatNumber(number)) cannot be converted to Int")
    }
    return integer
}

extension Value {
    /// The value converted to `type` at run time (a value of type `Any`, an optional, a
    /// slot or a custom function result), as Layout's runtime cast converts it: numbers
    /// convert between Int (a Double truncated toward zero) and Double, a Bool to the
    /// number 1 or 0 and a number to a Bool (true unless zero), strings to images, URLs,
    /// selectors and attributed strings, arrays element by element; `nil` is allowed for
    /// optionals, `Any`, images, protocols and objects, and becomes empty text for String
    /// and AttributedString.
    public func converted(to type: ValueType) throws(EvaluationError) -> Value {
        try converted(to: type, depth: 0)
    }

    private func converted(to type: ValueType, depth: Int) throws(EvaluationError) -> Value {
        guard depth < 32 else { throw EvaluationError("value is nested too deeply") }
        if case .nil = self { return try Self.nilValue(as: type) }
        switch (type, self) {
        case (.any, _): return self
        case let (.optional(wrapped), _): return try converted(to: wrapped, depth: depth + 1)
        case (.int, .int), (.double, .double), (.bool, .bool), (.string, .string), (.attributedString, .attributedString),
             (.color, .color), (.font, .font), (.image, .image), (.url, .url), (.selector, .selector):
            return self
        case let (.int, .double(number)): return .int(try truncatedToInt(number))
        case let (.double, .int(integer)): return .double(Double(integer))
        case let (.int, .bool(flag)): return .int(flag ? 1 : 0)
        case let (.double, .bool(flag)): return .double(flag ? 1 : 0)
        case let (.bool, .int(integer)): return .bool(integer != 0)
        case let (.bool, .double(number)): return .bool(number != 0)
        case let (.attributedString, .string(text)): return .attributedString(AttributedText(text: text, isMarkup: false))
        case let (.image, .string(text)): return .image(text)
        case let (.url, .string(text)): return .url(text)
        case let (.selector, .string(text)): return .selector(text)
        case let (.enumeration(name), .enumCase(type, _)) where type == name: return self
        case let (.options(name), .options(type, _)) where type == name: return self
        case let (.options(name), .enumCase(type, caseName)) where type == name: return .optionSet(type: name, cases: [caseName])
        case let (.structure(name), .structure(type, _)) where type == name: return self
        case (.object, .opaque), (.opaque, .opaque), (.protocolType, .opaque): return self
        case let (.array(element), .array(values)):
            var result: [Value] = []
            result.reserveCapacity(values.count)
            for value in values { result.append(try value.converted(to: element, depth: depth + 1)) }
            return .array(result)
        default: break
        }
        throw EvaluationError("expected \(type.displayName), got \(typeDescription) '\(description)'")
    }

    /// The value converted to `type` (an enum or option set, or an optional one) by the raw
    /// values of `table`, as Layout casts the value to `Int` first: an Int, a Double
    /// (truncated toward zero) or a Bool (1 or 0) becomes the case or options it stands for,
    /// an error when it stands for none; other values convert as ``converted(to:)``
    /// converts them.
    func converted(by table: RawValueTable, to type: ValueType) throws(EvaluationError) -> Value {
        let rawValue: Int
        switch self {
        case let .int(integer): rawValue = integer
        case let .double(number):
            guard let integer = try? truncatedToInt(number) else { return try converted(to: type) }
            rawValue = integer
        case let .bool(flag): rawValue = flag ? 1 : 0
        default: return try converted(to: type)
        }
        guard let value = table.value(forRawValue: rawValue) else { throw table.unmatched(rawValue) }
        return value
    }

    /// `nil` as a value of `type`, or an error where a value is required.
    static func nilValue(as type: ValueType) throws(EvaluationError) -> Value {
        switch type {
        case .optional, .any, .image, .protocolType, .object, .opaque: return .nil
        case .string: return .string("")
        case .attributedString: return .attributedString(AttributedText(text: "", isMarkup: false))
        default: throw EvaluationError("nil where \(type.displayName) is required")
        }
    }

    /// The number held by `int` or `double`, or an error naming what was found.
    func number() throws(EvaluationError) -> Double {
        switch self {
        case let .double(value): return value
        case let .int(value): return Double(value)
        case .nil: throw EvaluationError("nil where a number is required")
        default: throw EvaluationError("expected a number, got \(typeDescription) '\(description)'")
        }
    }

    /// The Int held by `int`, or by a whole `double`.
    func integer() throws(EvaluationError) -> Int {
        switch self {
        case let .int(value): return value
        case let .double(value):
            guard let integer = Int(exactly: value) else {
                let range = value.rounded() == value ? ", which is out of Int's range" : ""
                throw EvaluationError("expected an Int, got \(description)\(range)")
            }
            return integer
        case .nil: throw EvaluationError("nil where an Int is required")
        default: throw EvaluationError("expected an Int, got \(typeDescription) '\(description)'")
        }
    }

    func boolean() throws(EvaluationError) -> Bool {
        switch self {
        case let .bool(value): return value
        case .nil: throw EvaluationError("nil where a Bool is required")
        default: throw EvaluationError("expected a Bool, got \(typeDescription) '\(description)'")
        }
    }

    /// Equality as `==` sees it: numbers by value (`1 == 1.0`), arrays element-wise,
    /// strings and attributed strings by text.
    func isEqual(to other: Value) -> Bool {
        isEqual(to: other, depth: 0)
    }

    private func isEqual(to other: Value, depth: Int) -> Bool {
        switch (self, other) {
        case let (.int(left), .int(right)): return left == right
        case (.int, .double), (.double, .int), (.double, .double): return numberValue == other.numberValue
        case let (.array(left), .array(right)):
            guard depth < 32 else { return left == right }
            return left.count == right.count && zip(left, right).allSatisfy { $0.isEqual(to: $1, depth: depth + 1) }
        case let (.string(left), .attributedString(right)), let (.attributedString(right), .string(left)):
            return !right.isMarkup && left == right.text
        default: return self == other
        }
    }
}
