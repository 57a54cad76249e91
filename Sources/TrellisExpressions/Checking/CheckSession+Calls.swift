import TrellisDiagnostics
import TrellisRegistry

extension CheckSession {
    mutating func call(_ path: SymbolPath, _ arguments: [ExpressionSyntax], syntax: ExpressionSyntax, _ expectation: Expectation) -> TypedExpression? {
        if let key = localizedKey(path) {
            return localizedString(key, arguments: arguments, syntax: syntax)
        }
        let name = path.description
        if path.components.count == 1, !path.isEscaped, !path.isIdReference {
            if let builtin = BuiltinFunction(rawValue: name) {
                return builtinCall(builtin, arguments, syntax: syntax, expectation)
            }
            if let signature = registry.functions[name] {
                return customCall(signature, arguments, syntax: syntax)
            }
        }
        let candidates = BuiltinFunction.allCases.map(\.rawValue) + registry.functions.keys.sorted()
        let nameRange = syntax.range.lowerBound..<min(syntax.range.upperBound, syntax.range.lowerBound + name.utf8.count)
        let match = Suggestions.closest(to: name, in: candidates)
        let isSlip = match.map { Suggestions.isOneEditApart(name, $0) } ?? false
        let isConstantName = name.utf8.first.map { !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } ?? false
        guard !isSlip, isConstantName, path.components.count == 1, !path.isEscaped, !path.isIdReference else {
            error(.unknownFunction, "unknown function '\(name)'", at: nameRange, misspelt: name, suggesting: match)
            return nil
        }
        return undeclaredCall(name, arguments, syntax: syntax, nameRange: nameRange, expectation)
    }

    /// A call of `name`, which no manifest declares, which is no slip (one letter off) of a
    /// function's name (`count` beside `round` may well be the app's) and which does not
    /// start with a capital (`UIView()` is an initializer, which Layout cannot
    /// call): as Layout calls any closure constant the app passes (`([Any]) throws -> Any`),
    /// it is read as a function of the app's, with a warning. Its arguments are checked with
    /// their types unknown and its value has the type the position needs (else `Any`); it
    /// runs only where an implementation of that name is registered.
    mutating func undeclaredCall(
        _ name: String, _ arguments: [ExpressionSyntax], syntax: ExpressionSyntax, nameRange: Range<Int>, _ expectation: Expectation
    ) -> TypedExpression? {
        let parameters = Array(repeating: "Any", count: arguments.count).joined(separator: ", ")
        strictWarning(
            .undeclaredFunction,
            "'\(name)' is no built-in or manifest function, so it is read as a function of yours (a closure constant the app passes to Layout), "
                + "whose signature is not known here; to check it, declare it in a manifest in a Components folder, "
                + "such as 'functions: {\(name): {parameters: [\(parameters)], returns: Any}}' with its types",
            at: nameRange
        )
        var values: [TypedExpression] = []
        var failed = false
        for (index, argument) in arguments.enumerated() {
            if let value = synthesize(argument, .free(.argument(index + 1, of: name))) {
                values.append(value)
            } else {
                failed = true
            }
        }
        guard !failed else { return nil }
        return TypedExpression(.call(.custom(name), arguments: values), type: expectation.type ?? .any, span: span(syntax.range))
    }

    /// Reports a wrong number of arguments; returns `false` then.
    mutating func checkArity(_ name: String, count: Int, expected: Int, atLeast: Bool = false, syntax: ExpressionSyntax) -> Bool {
        if atLeast ? count >= expected : count == expected { return true }
        let noun = expected == 1 ? "argument" : "arguments"
        error(.argumentCount, "'\(name)' expects \(atLeast ? "at least " : "")\(expected) \(noun), got \(count)", at: syntax.range)
        return false
    }

    mutating func builtinCall(
        _ function: BuiltinFunction, _ arguments: [ExpressionSyntax], syntax: ExpressionSyntax, _ expectation: Expectation
    ) -> TypedExpression? {
        let name = function.rawValue
        let here = span(syntax.range)
        let hint = numericHint(expectation)
        switch function {
        case .min, .max:
            guard checkArity(name, count: arguments.count, expected: 2, atLeast: true, syntax: syntax),
                  let values = numbers(arguments, of: name, hint: hint) else { return nil }
            return sameTypeCall(function, values, span: here)
        case .abs:
            guard checkArity(name, count: arguments.count, expected: 1, syntax: syntax),
                  let values = numbers(arguments, of: name, hint: hint) else { return nil }
            return sameTypeCall(function, values, span: here)
        case .mod:
            guard checkArity(name, count: arguments.count, expected: 2, syntax: syntax),
                  let values = numbers(arguments, of: name, hint: hint) else { return nil }
            return sameTypeCall(function, values, span: here)
        case .floor, .ceil, .round:
            guard checkArity(name, count: arguments.count, expected: 1, syntax: syntax),
                  let values = numbers(arguments, of: name, hint: .double) else { return nil }
            let call = TypedExpression(.call(.builtin(function), arguments: values.map(toDouble)), type: .double, span: here)
            guard expectation.type?.unwrapped == .int else { return call }
            return TypedExpression(.conversion(.doubleToInt, call), type: .int, span: here)
        case .sqrt, .sin, .cos, .tan, .asin, .acos, .atan, .log, .exp:
            return doubleCall(function, arguments, count: 1, syntax: syntax, type: .double)
        case .pow, .atan2:
            return doubleCall(function, arguments, count: 2, syntax: syntax, type: .double)
        case .rgb:
            return doubleCall(function, arguments, count: 3, syntax: syntax, type: .color)
        case .rgba:
            return doubleCall(function, arguments, count: 4, syntax: syntax, type: .color)
        }
    }

    /// Numeric arguments as Int or Double; unknown names become Double inputs.
    mutating func numbers(_ arguments: [ExpressionSyntax], of name: String, hint: ValueType?) -> [TypedExpression]? {
        var values: [TypedExpression] = []
        var failed = false
        for (index, argument) in arguments.enumerated() {
            let role = Role.argument(index + 1, of: name)
            let argumentHint = Self.isName(argument) ? (hint ?? .double) : hint
            if let value = synthesize(argument, .operand(argumentHint, role)), let number = numeric(value, syntax: argument, role: role) {
                values.append(number)
            } else {
                failed = true
            }
        }
        return failed ? nil : values
    }

    /// A call whose result is Int when every argument is Int, else Double.
    func sameTypeCall(_ function: BuiltinFunction, _ values: [TypedExpression], span: SourceSpan) -> TypedExpression {
        if values.allSatisfy({ $0.type == .int }) {
            return TypedExpression(.call(.builtin(function), arguments: values), type: .int, span: span)
        }
        return TypedExpression(.call(.builtin(function), arguments: values.map(toDouble)), type: .double, span: span)
    }

    mutating func doubleCall(
        _ function: BuiltinFunction, _ arguments: [ExpressionSyntax], count: Int, syntax: ExpressionSyntax, type: ValueType
    ) -> TypedExpression? {
        guard checkArity(function.rawValue, count: arguments.count, expected: count, syntax: syntax),
              let values = numbers(arguments, of: function.rawValue, hint: .double) else { return nil }
        return TypedExpression(.call(.builtin(function), arguments: values.map(toDouble)), type: type, span: span(syntax.range))
    }

    /// A registry function: argument types from its signature (`Any` for names the
    /// registry cannot resolve); `variadic` lets the last parameter repeat. An argument
    /// whose parameter is an enum may be a bare case (`UIBlurEffect(dark)`).
    mutating func customCall(_ signature: FunctionSignature, _ arguments: [ExpressionSyntax], syntax: ExpressionSyntax) -> TypedExpression? {
        let parameters = signature.parameterTypeNames.map { registry.resolveType(named: $0) ?? .any }
        let isVariadic = signature.isVariadic && !parameters.isEmpty
        guard checkArity(signature.name, count: arguments.count, expected: parameters.count, atLeast: isVariadic, syntax: syntax) else {
            return nil
        }
        var values: [TypedExpression] = []
        var failed = false
        for (index, argument) in arguments.enumerated() {
            let type = parameters[min(index, parameters.count - 1)]
            let expectation = Expectation(type: type, isContextual: true, role: .argument(index + 1, of: signature.name))
            if let value = check(argument, expectation) {
                values.append(value)
            } else {
                failed = true
            }
        }
        guard !failed else { return nil }
        let result = registry.resolveType(named: signature.returnTypeName) ?? .any
        return TypedExpression(.call(.custom(signature.name), arguments: values), type: result, span: span(syntax.range))
    }

    // MARK: Localized strings

    /// The key of a `strings.` path: `strings.Signup.NameLabel` is `Signup.NameLabel`,
    /// `` `strings.Some text!` `` is `Some text!`.
    func localizedKey(_ path: SymbolPath) -> String? {
        guard !path.isIdReference, let first = path.components.first else { return nil }
        if path.isEscaped {
            let joined = path.components.joined(separator: ".")
            return joined.hasPrefix("strings.") ? String(joined.dropFirst("strings.".count)) : nil
        }
        guard path.components.count >= 2, first == "strings" else { return nil }
        return path.components.dropFirst().joined(separator: ".")
    }

    /// `strings.Key` or `strings.Key(args…)`; with a strings table, the key must exist and
    /// the arguments must match the placeholders of its format.
    mutating func localizedString(_ key: String, arguments: [ExpressionSyntax]?, syntax: ExpressionSyntax) -> TypedExpression? {
        let name = "strings.\(key)"
        var placeholders: [FormatArgumentKind]?
        if let strings {
            guard let format = strings.value(forKey: key) else {
                let match = Suggestions.closest(to: key, in: strings.keys)
                let keyStart = syntax.range.lowerBound + "strings.".utf8.count
                let keyRange = keyStart..<keyStart + key.utf8.count
                error(
                    .unknownLocalizedString, "unknown localized string '\(key)'\(Suggestions.didYouMean(match))", at: syntax.range,
                    fixIt: suggestionFixIt(match, replacing: key, at: keyRange), replacing: keyRange)
                return nil
            }
            if arguments != nil {
                switch PrintfFormat.parse(format) {
                case let .success(parsed):
                    placeholders = parsed.argumentKinds
                case let .failure(problem):
                    error(.invalidStringFormat, "localized string '\(key)' has an invalid format: \(problem.message)", at: syntax.range)
                    return nil
                }
            }
        }
        var values: [TypedExpression] = []
        if let arguments {
            if let placeholders, placeholders.count != arguments.count {
                let noun = placeholders.count == 1 ? "argument" : "arguments"
                error(.argumentCount, "'\(name)' expects \(placeholders.count) \(noun), got \(arguments.count)", at: syntax.range)
                return nil
            }
            var failed = false
            for (index, argument) in arguments.enumerated() {
                let type: ValueType? = switch placeholders?[index] {
                case .integer?: .int
                case .floatingPoint?: .double
                case .object?, nil: nil
                }
                if let value = check(argument, .operand(type, .argument(index + 1, of: name))) {
                    values.append(value)
                } else {
                    failed = true
                }
            }
            guard !failed else { return nil }
        }
        let localized = TypedExpression(.localizedString(key: key, arguments: values), type: .string, span: span(syntax.range))
        // A call without arguments still formats the text, as Layout does (`%%` is `%`).
        guard arguments?.isEmpty == true else { return localized }
        return TypedExpression(.conversion(.formatted, localized), type: .string, span: localized.span)
    }
}
