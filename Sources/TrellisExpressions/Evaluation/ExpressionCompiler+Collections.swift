import TrellisDiagnostics
import TrellisRegistry

extension ExpressionCompiler {
    /// `a[i]`: an array element, or the Character at a String index.
    func element(_ base: TypedExpression, _ index: TypedExpression, span: SourceSpan) throws(EvaluationError) -> ValueCode {
        let container = try value(base)
        let position = try int(index)
        return { environment throws(EvaluationError) in
            try Self.element(of: container(environment), at: position(environment), span: span)
        }
    }

    /// `a[key]` on a value of unknown type, as Layout's subscript reads it (AnyExpression.swift's
    /// `arrayEvaluator`): a dictionary's member by a String key, nil when there is no such
    /// member (`Dictionary.value(for:)` gives the absent value, not an error); an array's
    /// element or a string's Character by a number, truncated to an Int; an error for any
    /// other key, or for a value that has no subscript.
    func keyed(_ base: TypedExpression, _ key: TypedExpression, span: SourceSpan) throws(EvaluationError) -> ValueCode {
        let container = try value(base)
        let keyCode = try value(key)
        return { environment throws(EvaluationError) in
            let value = try container(environment)
            let key = try keyCode(environment)
            switch (value, key) {
            case let (.structure(_, members), .string(name)):
                return members[name] ?? value.rectMember(name) ?? .nil
            case let (.array, .int(offset)), let (.string, .int(offset)):
                return try Self.element(of: value, at: offset, span: span)
            case let (.array, .double(number)), let (.string, .double(number)):
                if let offset = Int(exactly: number.rounded(.towardZero)) {
                    return try Self.element(of: value, at: offset, span: span)
                }
            case (.structure, _), (.array, _), (.string, _):
                break
            default:
                throw EvaluationError("cannot subscript \(Self.described(value))", at: span)
            }
            throw EvaluationError("cannot subscript \(value.typeDescription) with incompatible index type \(Self.described(key))", at: span)
        }
    }

    /// The element of an array, or the Character of a string, at `offset`.
    private static func element(of value: Value, at offset: Int, span: SourceSpan) throws(EvaluationError) -> Value {
        switch value {
        case let .array(elements):
            guard elements.indices.contains(offset) else {
                throw EvaluationError("index \(offset) is out of range for an array of \(elements.count) elements", at: span)
            }
            return elements[offset]
        case let .string(text):
            guard offset >= 0, let start = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex), start < text.endIndex else {
                throw EvaluationError("index \(offset) is out of range for a string of \(text.count) characters", at: span)
            }
            return .string(String(text[start]))
        default:
            throw EvaluationError("cannot subscript \(value.typeDescription) '\(value.description)'", at: span)
        }
    }

    /// A value for a message: its type and text (`String 'name'`), or `nil`.
    private static func described(_ value: Value) -> String {
        value == .nil ? "nil" : "\(value.typeDescription) '\(value.description)'"
    }

    /// `a[lower...upper]`, `a[..<upper]`, `a[lower...]` on arrays and strings.
    func slice(
        _ base: TypedExpression, _ lower: TypedExpression?, _ upper: TypedExpression?, _ op: RangeOperator, span: SourceSpan
    ) throws(EvaluationError) -> ValueCode {
        let container = try value(base)
        let lowerCode = try lower.map { expression throws(EvaluationError) in try int(expression) }
        let upperCode = try upper.map { expression throws(EvaluationError) in try int(expression) }
        return { environment throws(EvaluationError) in
            let value = try container(environment)
            let count: Int
            switch value {
            case let .array(elements): count = elements.count
            case let .string(text): count = text.count
            default: throw EvaluationError("cannot subscript \(value.typeDescription) '\(value.description)'", at: span)
            }
            let start = try lowerCode?(environment) ?? 0
            let bound = try upperCode?(environment)
            var end = count
            if let bound {
                let (adjusted, overflow) = bound.addingReportingOverflow(op == .closed ? 1 : 0)
                end = overflow ? Int.max : adjusted
            }
            guard start >= 0, start <= (bound ?? count), end <= count else {
                let written = "\(lower == nil ? "" : String(start))\(op.rawValue)\(bound.map(String.init) ?? "")"
                throw EvaluationError("range \(written) is out of bounds for \(value.typeDescription == "String" ? "a string of \(count) characters" : "an array of \(count) elements")", at: span)
            }
            switch value {
            case let .array(elements): return .array(Array(elements[start..<end]))
            case let .string(text):
                let characters = Array(text)
                return .string(String(characters[start..<end]))
            default: throw EvaluationError("cannot subscript \(value.typeDescription)", at: span)
            }
        }
    }

    /// An array literal or comma list; `contentsOf` elements splice arrays in (a
    /// non-array value of unknown type is added as one element).
    func array(_ elements: [ArrayElement], type: ValueType) throws(EvaluationError) -> ValueCode {
        let elementType: ValueType = if case let .array(element) = type { element } else { .any }
        enum Item {
            case single(ValueCode)
            case splice(ValueCode, SourceSpan)
        }
        var items: [Item] = []
        for element in elements {
            switch element {
            case let .element(expression): items.append(.single(try value(expression)))
            case let .contentsOf(expression): items.append(.splice(try value(expression), expression.span))
            }
        }
        let compiled = items
        return { environment throws(EvaluationError) in
            var result: [Value] = []
            for item in compiled {
                switch item {
                case let .single(code):
                    result.append(try code(environment))
                case let .splice(code, span):
                    let value = try code(environment)
                    do throws(EvaluationError) {
                        if case let .array(values) = value {
                            for element in values { result.append(try element.converted(to: elementType)) }
                        } else {
                            result.append(try value.converted(to: elementType))
                        }
                    } catch {
                        throw error.located(span)
                    }
                }
            }
            return .array(result)
        }
    }

    /// The union of option set values.
    func optionSet(_ type: String, _ values: [TypedExpression], span: SourceSpan) throws(EvaluationError) -> ValueCode {
        var codes: [ValueCode] = []
        for value in values { codes.append(try self.value(value)) }
        let all = codes
        return { environment throws(EvaluationError) in
            var cases: [String] = []
            for code in all {
                let value = try code(environment)
                switch value {
                case let .options(_, members): cases += members
                case let .enumCase(_, name): cases.append(name)
                case .nil: break
                default: throw EvaluationError("expected \(type), got \(value.typeDescription) '\(value.description)'", at: span)
                }
            }
            return .optionSet(type: type, cases: cases)
        }
    }

    /// A font expression: overrides over the base font, then a size from a segment.
    func font(_ base: TypedExpression, _ overrides: FontOverrides, _ size: TypedExpression?, span: SourceSpan) throws(EvaluationError) -> ValueCode {
        let baseCode = try value(base)
        let sizeCode = try size.map { expression throws(EvaluationError) in try double(expression) }
        return { environment throws(EvaluationError) in
            let value = try baseCode(environment)
            guard case let .font(baseFont) = value else {
                throw EvaluationError("expected a Font, got \(value.typeDescription) '\(value.description)'", at: base.span)
            }
            var font = overrides.applied(to: baseFont)
            if let sizeCode {
                let points = try sizeCode(environment)
                guard points.isFinite, points > 0 else { throw EvaluationError("font size \(formatNumber(points)) must be greater than zero", at: span) }
                font.size = points
            }
            return .font(font)
        }
    }

    /// A font whose words are known only when it runs: the String `words` evaluates to, read
    /// by the font grammar over the base font, a name no known one is close to taken as a
    /// font of the app's (as Layout takes a font the app bundles); other words the grammar
    /// cannot read are an error that quotes them.
    func fontWords(_ base: TypedExpression, _ words: TypedExpression, span: SourceSpan) throws(EvaluationError) -> ValueCode {
        guard let fonts else { throw EvaluationError("reading the words of a font as it runs needs the registry's fonts", at: span) }
        let baseCode = try value(base)
        let wordsCode = try value(words)
        return { environment throws(EvaluationError) in
            let value = try baseCode(environment)
            guard case let .font(baseFont) = value else {
                throw EvaluationError("expected a Font, got \(value.typeDescription) '\(value.description)'", at: base.span)
            }
            let text = try wordsCode(environment).description
            switch fonts.read(text, base: FontDescriptor(baseFont)) {
            case let .success(reading): return .font(FontValue(reading.descriptor))
            case let .failure(problem): throw EvaluationError("font '\(text)': \(problem.message)", at: span)
            }
        }
    }

    /// A color asset by name, or the fallback expression when there is no such asset; no
    /// color (`nil`) for no name (an optional text's nil).
    func colorAsset(_ name: TypedExpression, _ fallback: TypedExpression?, span: SourceSpan) throws(EvaluationError) -> ValueCode {
        let nameCode = try value(name)
        let fallbackCode = try fallback.map { expression throws(EvaluationError) in try value(expression) }
        return { environment throws(EvaluationError) in
            let name = try nameCode(environment)
            if case .nil = name { return .nil }
            let assetName = name.description
            if let color = environment.colorAsset(named: assetName) { return .color(color) }
            if let fallbackCode { return try fallbackCode(environment) }
            throw EvaluationError("unknown color asset '\(assetName)'", at: span)
        }
    }
}
