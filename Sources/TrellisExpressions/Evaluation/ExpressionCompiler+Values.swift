import TrellisDiagnostics
import TrellisRegistry

extension ExpressionCompiler {
    /// Compiles any node to a closure returning a ``Value``. Numeric and boolean
    /// operations are compiled by ``double(_:)``, ``int(_:)`` and ``bool(_:)`` and boxed.
    func value(_ expression: TypedExpression) throws(EvaluationError) -> ValueCode {
        let span = expression.span
        switch expression.kind {
        case let .literal(constant):
            return { _ in constant }
        case let .reference(reference):
            return try self.reference(reference, type: expression.type, span: span)
        case let .member(base, name):
            return try member(base, name, span: span)
        case .percentage, .auto, .unary(.negateDouble, _), .conversion(.intToDouble, _):
            return boxed(try double(expression))
        case .unary(.negateInt, _), .conversion(.doubleToInt, _):
            return boxed(try int(expression))
        case .unary(.not, _):
            return boxed(try bool(expression))
        case let .binary(op, left, right):
            return try binary(op, left, right, expression)
        case let .conditional(condition, then, otherwise):
            switch expression.type {
            case .double: return boxed(try double(expression))
            case .int: return boxed(try int(expression))
            case .bool: return boxed(try bool(expression))
            default:
                let test = try bool(condition)
                let first = try value(then)
                let second = try value(otherwise)
                return { environment throws(EvaluationError) in try test(environment) ? try first(environment) : try second(environment) }
            }
        case let .coalesce(left, right):
            let first = try value(left)
            let second = try value(right)
            return { environment throws(EvaluationError) in
                let result = try first(environment)
                return result.isNil ? try second(environment) : result
            }
        case let .conversion(conversion, inner):
            return try converted(conversion, inner, type: expression.type, span: span)
        case let .call(.builtin(function), arguments):
            if function == .rgb || function == .rgba { return try colorBuiltin(function, arguments, span: span) }
            if expression.type == .int, let code = try intBuiltin(function, arguments, span: span) { return boxed(code) }
            return boxed(try doubleBuiltin(function, arguments, span: span))
        case let .call(.custom(name), arguments):
            return try custom(name, arguments, type: expression.type, span: span)
        case let .localizedString(key, arguments):
            return try localized(key, arguments, span: span)
        case let .interpolation(parts):
            return try interpolation(parts, attributed: expression.type == .attributedString)
        case let .element(base, index):
            return try element(base, index, span: span)
        case let .keyed(base, key):
            return try keyed(base, key, span: span)
        case let .slice(base, lower, upper, op):
            return try slice(base, lower, upper, op, span: span)
        case let .array(elements):
            return try array(elements, type: expression.type)
        case let .optionSet(type, values):
            return try optionSet(type, values, span: span)
        case let .font(base, overrides, size):
            return try font(base, overrides, size, span: span)
        case let .fontWords(base, words):
            return try fontWords(base, words, span: span)
        case let .colorAsset(name, fallback):
            return try colorAsset(name, fallback, span: span)
        }
    }

    func boxed(_ code: @escaping DoubleCode) -> ValueCode {
        { environment throws(EvaluationError) in .double(try code(environment)) }
    }

    func boxed(_ code: @escaping IntCode) -> ValueCode {
        { environment throws(EvaluationError) in .int(try code(environment)) }
    }

    func boxed(_ code: @escaping BoolCode) -> ValueCode {
        { environment throws(EvaluationError) in .bool(try code(environment)) }
    }

    func binary(_ op: BinaryOperation, _ left: TypedExpression, _ right: TypedExpression, _ expression: TypedExpression) throws(EvaluationError) -> ValueCode {
        switch op {
        case .addInt, .subtractInt, .multiplyInt, .remainderInt:
            return boxed(try int(expression))
        case .addDouble, .subtractDouble, .multiplyDouble, .divideDouble, .remainderDouble:
            return boxed(try double(expression))
        case .equal, .notEqual, .lessNumber, .lessOrEqualNumber, .greaterNumber, .greaterOrEqualNumber,
             .lessString, .lessOrEqualString, .greaterString, .greaterOrEqualString, .and, .or:
            return boxed(try bool(expression))
        case .concatenateStrings:
            let lhs = try value(left)
            let rhs = try value(right)
            return { environment throws(EvaluationError) in .string(try lhs(environment).description + (try rhs(environment).description)) }
        case .concatenateAttributedStrings:
            let lhs = try value(left)
            let rhs = try value(right)
            return { environment throws(EvaluationError) in
                .attributedString(try lhs(environment).attributedText + (try rhs(environment).attributedText))
            }
        case .concatenateArrays:
            let lhs = try value(left)
            let rhs = try value(right)
            let span = expression.span
            return { environment throws(EvaluationError) in
                guard case let .array(first) = try lhs(environment), case let .array(second) = try rhs(environment) else {
                    throw EvaluationError("'+' expects two arrays", at: span)
                }
                return .array(first + second)
            }
        case .add:
            let lhs = try value(left)
            let rhs = try value(right)
            let span = expression.span
            return { environment throws(EvaluationError) in
                do throws(EvaluationError) { return try Self.sum(lhs(environment), rhs(environment)) } catch { throw error.located(span) }
            }
        }
    }

    /// `first + second` by the values' types: Ints add (an error on overflow), numbers add
    /// as Doubles, arrays concatenate, and with a text operand the texts concatenate; `nil`
    /// adds to nothing, as in Layout.
    static func sum(_ first: Value, _ second: Value) throws(EvaluationError) -> Value {
        func describe(_ value: Value) -> String {
            value == .nil ? "nil" : "\(value.typeDescription) '\(value.description)'"
        }
        switch (first, second) {
        case (.nil, _), (_, .nil):
            throw EvaluationError("'+' cannot add \(describe(first)) and \(describe(second))")
        case let (.int(left), .int(right)):
            let (sum, overflow) = left.addingReportingOverflow(right)
            if overflow { throw EvaluationError("integer overflow in '+'") }
            return .int(sum)
        case let (.array(left), .array(right)):
            return .array(left + right)
        case (.attributedString, _), (_, .attributedString):
            return .attributedString(first.attributedText + second.attributedText)
        case (.string, _), (_, .string):
            return .string(first.description + second.description)
        default:
            guard let left = first.numberValue, let right = second.numberValue else {
                throw EvaluationError("'+' cannot add \(describe(first)) and \(describe(second))")
            }
            return .double(left + right)
        }
    }

    func member(_ base: TypedExpression, _ name: String, span: SourceSpan) throws(EvaluationError) -> ValueCode {
        let container = try value(base)
        return { environment throws(EvaluationError) in
            let value = try container(environment)
            guard case let .structure(type, members) = value else {
                throw EvaluationError("cannot read '\(name)' of \(value.typeDescription) '\(value.description)'", at: span)
            }
            guard let member = members[name] ?? value.rectMember(name) else {
                throw EvaluationError("\(type) value has no member '\(name)'", at: span)
            }
            return member
        }
    }

    /// Compiles `inner` converted to `type` by `conversion`.
    func converted(_ conversion: Conversion, _ inner: TypedExpression, type: ValueType, span: SourceSpan) throws(EvaluationError) -> ValueCode {
        let code = try value(inner)
        switch conversion {
        case .intToDouble:
            return { environment throws(EvaluationError) in .double(try code(environment).number()) }
        case .doubleToInt:
            return { environment throws(EvaluationError) in
                do throws(EvaluationError) { return .int(try code(environment).integer()) } catch { throw error.located(span) }
            }
        case .toString:
            return { environment throws(EvaluationError) in .string(try code(environment).description) }
        case .toAttributedString:
            return { environment throws(EvaluationError) in .attributedString(try code(environment).attributedText) }
        case .toImage:
            if case let .interpolation(parts) = inner.kind {
                // A name built from text, as Layout builds it, which no image converts to.
                let name = try interpolation(parts, attributed: false, rejectingImages: true)
                return { environment throws(EvaluationError) in .image(try name(environment).description) }
            }
            return { environment throws(EvaluationError) in
                let value = try code(environment)
                switch value {
                case .image, .nil: return value
                default: return .image(value.description)
                }
            }
        case .toURL:
            return { environment throws(EvaluationError) in
                let value = try code(environment)
                if case .url = value { return value }
                return .url(value.description)
            }
        case .toSelector:
            return { environment throws(EvaluationError) in
                let value = try code(environment)
                if case .selector = value { return value }
                return .selector(value.description)
            }
        case .formatted:
            return { environment throws(EvaluationError) in
                let text = try code(environment).description
                switch PrintfFormat.parse(text) {
                case let .success(format):
                    switch format.format([]) {
                    case let .success(result): return .string(result)
                    case let .failure(problem): throw EvaluationError("cannot format '\(text)': \(problem.message)", at: span)
                    }
                case let .failure(problem): throw EvaluationError("'\(text)' is not a valid format: \(problem.message)", at: span)
                }
            }
        case .boxInArray:
            return { environment throws(EvaluationError) in .array([try code(environment)]) }
        case let .dynamic(type):
            return { environment throws(EvaluationError) in
                do throws(EvaluationError) { return try code(environment).converted(to: type) } catch { throw error.located(span) }
            }
        case let .rawValue(table):
            return { environment throws(EvaluationError) in
                do throws(EvaluationError) { return try code(environment).converted(by: table, to: type) } catch { throw error.located(span) }
            }
        }
    }

    func custom(_ name: String, _ arguments: [TypedExpression], type: ValueType, span: SourceSpan) throws(EvaluationError) -> ValueCode {
        guard let implementation = functions.implementation(named: name) else {
            throw EvaluationError("no implementation is registered for the function '\(name)'", at: span)
        }
        var codes: [ValueCode] = []
        for argument in arguments { codes.append(try value(argument)) }
        let all = codes
        return { environment throws(EvaluationError) in
            var values: [Value] = []
            values.reserveCapacity(all.count)
            for code in all { values.append(try code(environment)) }
            let result: Value
            do {
                result = try implementation(values)
            } catch {
                throw EvaluationError("'\(name)' failed: \(error)", at: span)
            }
            do throws(EvaluationError) { return try result.converted(to: type) } catch {
                throw EvaluationError("'\(name)' returned a wrong value: \(error.message)", at: span)
            }
        }
    }

    /// `strings.Key(args…)`: the table's format (the key itself when missing), formatted
    /// when there are arguments.
    func localized(_ key: String, _ arguments: [TypedExpression], span: SourceSpan) throws(EvaluationError) -> ValueCode {
        let text = strings?.value(forKey: key) ?? key
        guard !arguments.isEmpty else { return { _ in .string(text) } }
        let format: PrintfFormat
        switch PrintfFormat.parse(text) {
        case let .success(parsed): format = parsed
        case let .failure(problem): throw EvaluationError("localized string '\(key)' has an invalid format: \(problem.message)", at: span)
        }
        var codes: [ValueCode] = []
        for argument in arguments { codes.append(try value(argument)) }
        let all = codes
        return { environment throws(EvaluationError) in
            var values: [Value] = []
            for code in all { values.append(try code(environment)) }
            switch format.format(values) {
            case let .success(result): return .string(result)
            case let .failure(problem): throw EvaluationError("cannot format 'strings.\(key)': \(problem.message)", at: span)
            }
        }
    }

    /// The text of `parts` joined (attributed text when `attributed`); when
    /// `rejectingImages` (an image's name), a part whose value is an Image is an error.
    func interpolation(_ parts: [InterpolationPart], attributed: Bool, rejectingImages: Bool = false) throws(EvaluationError) -> ValueCode {
        enum Piece {
            case text(String)
            case value(ValueCode, SourceSpan)
        }
        var pieces: [Piece] = []
        for part in parts {
            switch part {
            case let .text(text): pieces.append(.text(text))
            case let .value(expression): pieces.append(.value(try value(expression), expression.span))
            }
        }
        let compiled = pieces
        if attributed {
            return { environment throws(EvaluationError) in
                var result = AttributedText(text: "", isMarkup: false)
                for piece in compiled {
                    switch piece {
                    case let .text(text): result = result + AttributedText(text: text, isMarkup: AttributedText.containsMarkup(text))
                    case let .value(code, _): result = result + (try code(environment).attributedText)
                    }
                }
                return .attributedString(result)
            }
        }
        return { environment throws(EvaluationError) in
            var result = ""
            for piece in compiled {
                switch piece {
                case let .text(text): result += text
                case let .value(code, span):
                    let value = try code(environment)
                    if rejectingImages, case .image = value {
                        throw EvaluationError("an Image cannot be part of an image name; give it alone, in braces", at: span)
                    }
                    result += value.description
                }
            }
            return .string(result)
        }
    }
}

extension Value {
    /// The value as styled text: attributed strings as they are, anything else as plain text.
    var attributedText: AttributedText {
        if case let .attributedString(text) = self { return text }
        return AttributedText(text: description, isMarkup: false)
    }
}
