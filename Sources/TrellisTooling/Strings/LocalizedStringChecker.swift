import TrellisDiagnostics
import TrellisExpressions

/// Checks uses of localized strings against a strings table: every key must exist, and a
/// call must pass one argument per placeholder of the string's printf format, of a
/// matching kind when the argument's kind is evident from its syntax (literals, other
/// localized strings, comparisons). Arguments whose type depends on state or constants
/// are left to `trellis check`.
public struct LocalizedStringChecker: Sendable {
    /// The strings table uses are checked against.
    public let table: StringsTable

    /// A checker against `table`.
    public init(table: StringsTable) {
        self.table = table
    }

    /// The problems with `uses`: errors for unknown keys, invalid formats and argument
    /// mismatches; a warning for a string with placeholders used without arguments.
    public func check(_ uses: [LocalizedStringUse]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let keys = table.keys
        for use in uses {
            guard let format = table.value(forKey: use.key) else {
                let match = Suggestions.closest(to: use.key, in: keys)
                let fixIt = use.name == "strings.\(use.key)" && use.location.length == use.name.utf8.count
                    ? FixIt.suggestion(match, replacing: use.key, at: use.location.suffix(use.key.utf8.count)) : nil
                diagnostics.append(.error(
                    .unknownLocalizedString, "unknown localized string '\(use.key)'\(Suggestions.didYouMean(match))", at: use.location, fixIt: fixIt
                ))
                continue
            }
            let parsed: PrintfFormat
            switch PrintfFormat.parse(format) {
            case .success(let value): parsed = value
            case .failure(let problem):
                diagnostics.append(.error(.invalidStringFormat, "localized string '\(use.key)' has an invalid format: \(problem.message)", at: use.location))
                continue
            }
            diagnostics += check(use, against: parsed)
        }
        return diagnostics
    }

    private func check(_ use: LocalizedStringUse, against format: PrintfFormat) -> [Diagnostic] {
        let expected = format.argumentKinds
        guard let arguments = use.arguments else {
            guard !expected.isEmpty else { return [] }
            let noun = expected.count == 1 ? "a placeholder" : "\(expected.count) placeholders"
            return [.warning(
                .missingFormatArguments, "localized string '\(use.key)' has \(noun) but is used without arguments; call it as '\(use.name)(…)'",
                at: use.location
            )]
        }
        guard arguments.count == expected.count else {
            let noun = expected.count == 1 ? "argument" : "arguments"
            return [.error(.argumentCount, "'\(use.name)' expects \(expected.count) \(noun), got \(arguments.count)", at: use.location)]
        }
        var diagnostics: [Diagnostic] = []
        for (index, argument) in arguments.enumerated() {
            let kind = expected[index]
            guard let evident = EvidentKind(argument.syntax), !evident.fits(kind) else { continue }
            let placeholder = format.placeholderText(forArgument: index).map { " ('\($0)')" } ?? ""
            diagnostics.append(.error(
                .invalidStringFormat, "argument \(index + 1) of '\(use.name)' is \(evident.description), but its placeholder\(placeholder) expects \(kind.noun)",
                at: argument.location
            ))
        }
        return diagnostics
    }
}

extension FormatArgumentKind {
    /// `an integer`, `a number`, `any value`.
    var noun: String {
        switch self {
        case .integer: "an integer"
        case .floatingPoint: "a number"
        case .object: "any value"
        }
    }
}

extension PrintfFormat {
    /// The first placeholder that formats argument `index`, as text (`%i`, `%1.3f`).
    func placeholderText(forArgument index: Int) -> String? {
        for case let .placeholder(placeholder) in pieces where placeholder.argument == index {
            var text = "%" + placeholder.flags
            if let width = placeholder.width { text += String(width) }
            if let precision = placeholder.precision { text += "." + String(precision) }
            return text + String(placeholder.conversion)
        }
        return nil
    }
}

/// The kind of value an expression has by its syntax alone.
enum EvidentKind: Equatable {
    case integer
    case fraction
    case text
    case boolean
    case color
    case array
    case nilValue

    /// `nil` when the kind depends on names the syntax does not define.
    init?(_ syntax: ExpressionSyntax) {
        var node = syntax
        var sign = 0
        while true {
            switch node.kind {
            case .parenthesized(let inner):
                node = inner
                continue
            case .prefix(.minus, let operand), .prefix(.plus, let operand):
                node = operand
                sign += 1
                continue
            case .number(_, let isInteger): self = isInteger ? .integer : .fraction
            case .string: self = .text
            case .boolean: self = .boolean
            case .prefix(.not, _): self = .boolean
            case .color: self = .color
            case .array: self = .array
            case .nilLiteral: self = .nilValue
            case .infix(let infix, _, _) where [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .and, .or].contains(infix):
                self = .boolean
            case .symbol(let path) where LocalizedStringUse.key(of: path) != nil: self = .text
            case .call(let path, _) where LocalizedStringUse.key(of: path) != nil: self = .text
            default: return nil
            }
            if sign > 0, self != .integer, self != .fraction { return nil }
            return
        }
    }

    /// Whether a value of this kind can fill a placeholder of `kind`.
    func fits(_ kind: FormatArgumentKind) -> Bool {
        switch kind {
        case .object: true
        case .integer: self == .integer
        case .floatingPoint: self == .integer || self == .fraction
        }
    }

    var description: String {
        switch self {
        case .integer: "an integer"
        case .fraction: "a fractional number"
        case .text: "a string"
        case .boolean: "a boolean"
        case .color: "a color"
        case .array: "an array"
        case .nilValue: "nil"
        }
    }
}
