import Foundation
import TrellisDiagnostics
import TrellisRegistry

extension ExpressionCompiler {
    /// Built-in functions computed on Doubles (every one but `rgb` and `rgba`).
    func doubleBuiltin(_ function: BuiltinFunction, _ arguments: [TypedExpression], span: SourceSpan) throws(EvaluationError) -> DoubleCode {
        var codes: [DoubleCode] = []
        for argument in arguments { codes.append(try double(argument)) }
        let code: DoubleCode?
        switch function {
        case .min, .max:
            guard codes.count >= 2 else { throw malformed(function, span) }
            let isMin = function == .min
            if codes.count == 2 {
                let first = codes[0]
                let second = codes[1]
                if isMin {
                    code = { environment throws(EvaluationError) in Swift.min(try first(environment), try second(environment)) }
                } else {
                    code = { environment throws(EvaluationError) in Swift.max(try first(environment), try second(environment)) }
                }
            } else {
                let all = codes
                code = { environment throws(EvaluationError) in
                    var result = try all[0](environment)
                    for code in all.dropFirst() {
                        let next = try code(environment)
                        result = isMin ? Swift.min(result, next) : Swift.max(result, next)
                    }
                    return result
                }
            }
        case .abs: code = unary(codes) { Swift.abs($0) }
        case .floor: code = unary(codes) { $0.rounded(.down) }
        case .ceil: code = unary(codes) { $0.rounded(.up) }
        case .round: code = unary(codes) { $0.rounded() }
        case .sqrt: code = unary(codes) { $0.squareRoot() }
        case .sin: code = unary(codes) { Foundation.sin($0) }
        case .cos: code = unary(codes) { Foundation.cos($0) }
        case .tan: code = unary(codes) { Foundation.tan($0) }
        case .asin: code = unary(codes) { Foundation.asin($0) }
        case .acos: code = unary(codes) { Foundation.acos($0) }
        case .atan: code = unary(codes) { Foundation.atan($0) }
        case .log: code = unary(codes) { Foundation.log($0) }
        case .exp: code = unary(codes) { Foundation.exp($0) }
        case .pow: code = binary(codes) { Foundation.pow($0, $1) }
        case .atan2: code = binary(codes) { Foundation.atan2($0, $1) }
        case .mod: code = binary(codes) { $0.truncatingRemainder(dividingBy: $1) }
        case .rgb, .rgba: code = nil
        }
        guard let code else { throw malformed(function, span) }
        return code
    }

    /// The error for a call the checker could not have produced (wrong arity), from a
    /// hand-built or corrupted typed expression.
    func malformed(_ function: BuiltinFunction, _ span: SourceSpan) -> EvaluationError {
        EvaluationError("malformed call of '\(function.rawValue)'", at: span)
    }

    func unary(_ codes: [DoubleCode], _ operation: @escaping @Sendable (Double) -> Double) -> DoubleCode? {
        guard codes.count == 1 else { return nil }
        let argument = codes[0]
        return { environment throws(EvaluationError) in operation(try argument(environment)) }
    }

    func binary(_ codes: [DoubleCode], _ operation: @escaping @Sendable (Double, Double) -> Double) -> DoubleCode? {
        guard codes.count == 2 else { return nil }
        let first = codes[0]
        let second = codes[1]
        return { environment throws(EvaluationError) in operation(try first(environment), try second(environment)) }
    }

    /// The built-in functions with an Int form.
    static let intFunctions: Set<BuiltinFunction> = [.min, .max, .abs, .mod]

    /// `min`, `max`, `abs` and `mod` of Int arguments; `nil` for other functions.
    func intBuiltin(_ function: BuiltinFunction, _ arguments: [TypedExpression], span: SourceSpan) throws(EvaluationError) -> IntCode? {
        guard Self.intFunctions.contains(function) else { return nil }
        var codes: [IntCode] = []
        for argument in arguments { codes.append(try int(argument)) }
        switch function {
        case .min, .max:
            guard !codes.isEmpty else { throw malformed(function, span) }
            let isMin = function == .min
            let all = codes
            return { environment throws(EvaluationError) in
                var result = try all[0](environment)
                for code in all.dropFirst() {
                    let next = try code(environment)
                    result = isMin ? Swift.min(result, next) : Swift.max(result, next)
                }
                return result
            }
        case .abs:
            guard codes.count == 1 else { throw malformed(function, span) }
            let argument = codes[0]
            return { environment throws(EvaluationError) in
                let value = try argument(environment)
                guard value != Int.min else { throw EvaluationError("integer overflow in 'abs'", at: span) }
                return Swift.abs(value)
            }
        default:
            guard codes.count == 2 else { throw malformed(function, span) }
            return remainder(span, codes[0], codes[1])
        }
    }

    /// `rgb(r, g, b)` and `rgba(r, g, b, a)`: channels 0–255 and alpha 0–1, clamped.
    func colorBuiltin(_ function: BuiltinFunction, _ arguments: [TypedExpression], span: SourceSpan) throws(EvaluationError) -> ValueCode {
        guard arguments.count == (function == .rgba ? 4 : 3) else { throw malformed(function, span) }
        var codes: [DoubleCode] = []
        for argument in arguments { codes.append(try double(argument)) }
        let all = codes
        return { environment throws(EvaluationError) in
            var channels: [Double] = []
            for code in all { channels.append(try code(environment)) }
            let clamp = { (value: Double, limit: Double) in value.isNaN ? 0 : Swift.min(Swift.max(value, 0), limit) / limit }
            return .color(RGBAColor(
                red: clamp(channels[0], 255), green: clamp(channels[1], 255), blue: clamp(channels[2], 255),
                alpha: channels.count > 3 ? clamp(channels[3], 1) : 1
            ))
        }
    }
}
