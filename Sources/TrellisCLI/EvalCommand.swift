import ArgumentParser
import Foundation
import TrellisCommandCore
import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// `trellis eval [--type TYPE] [--state JSON] [--constants JSON] [--strings FILE] -- EXPRESSION`:
/// type-checks and evaluates one expression and prints its value on one line.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Type-check and evaluate one expression and print its value.",
        discussion: """
            Without --type the expression's type is inferred. With --type the text is read as \
            an attribute value of that type: with --type String it is a string template \
            ('Hello {name}'), with --type UIColor a color name, hex literal or expression. \
            Names the expression uses are looked up in --state, then --constants (JSON \
            objects; nested objects give dotted names such as 'colors.primary'; hex strings \
            are colors where a color is expected). Named colors take their dark: values with \
            --appearance dark. The value is printed on one line: numbers \
            in shortest form, colors as #rrggbbaa, enum cases by name, option sets joined \
            with ', ', arrays as Layout writes them ([1, a, nil]). Exit status: 0 on success, \
            1 when there are errors, 2 for usage and I/O problems.
            """
    )

    @Option(help: ArgumentHelp("A registry type name (CGFloat, Bool, String, UIColor, UIFont, NSTextAlignment, …).", valueName: "type"))
    var type: String?

    @Option(help: ArgumentHelp("State values as a JSON object; they shadow constants.", valueName: "json"))
    var state: String?

    @Option(help: ArgumentHelp("Constant values as a JSON object.", valueName: "json"))
    var constants: String?

    @Option(help: ArgumentHelp("A Localizable.strings file for 'strings.' keys.", valueName: "file"))
    var strings: String?

    @Option(help: ArgumentHelp("The appearance named colors are resolved for: light or dark (their dark: values).", valueName: "appearance"))
    var appearance: Appearance = .light

    @OptionGroup var registryOptions: RegistryOptions

    @Argument(help: ArgumentHelp("The expression, after '--'.", valueName: "expression"))
    var expression: String

    /// The pseudo-file diagnostics about the expression point into.
    static let expressionPath = "<expression>"

    func run() throws {
        var reporter = DiagnosticReporter(format: registryOptions.format)
        reporter.add([], sources: [Self.expressionPath: SourceText(path: Self.expressionPath, text: expression)])
        let registry = try reporter.loadRegistry(registryOptions).resolvingColors(for: appearance)
        let expected = try expectedType(in: registry, reporter: reporter)
        let values = try inputValues(reporter: reporter)
        let table = try stringsTable(&reporter)
        guard !reporter.diagnostics.containsErrors else { return try reporter.finish() }
        let outcome = evaluate(registry: registry, strings: table, expected: expected, values: values)
        if case let .value(value) = outcome {
            print(value.isNil ? "nil" : value.description)
        }
        if case let .failure(problems) = outcome { reporter.add(problems) }
        try reporter.finish()
    }

    /// What evaluating the expression gave.
    enum Outcome {
        case value(Value)
        case failure([Diagnostic])
    }

    /// Checks, binds the inputs to the JSON values (converted to the types their uses
    /// imply) and evaluates.
    func evaluate(registry: Registry, strings: StringsTable?, expected: ExpectedType?, values: [String: JSONValue]) -> Outcome {
        let checker = TypeChecker(registry: registry, strings: strings)
        let locator = StandaloneLocator(file: Self.expressionPath)
        let checked: CheckedExpression
        if let expected {
            guard let attribute = checker.checkAttribute(expression, locator: locator, expected: expected, scope: DictionaryScope()).expression else {
                return .value(.nil)
            }
            checked = attribute
        } else {
            checked = checker.check(expression: expression, locator: locator, expected: nil, scope: DictionaryScope())
        }
        guard let typed = checked.typed else { return .failure(checked.diagnostics) }
        let names = checked.inputs.keys.sorted()
        let fonts = FontGrammar(catalog: registry.fonts)
        var slots: [Value] = []
        var problems: [Diagnostic] = []
        for name in names {
            let location = checked.inputLocations[name]
            guard let json = values[name] else {
                problems.append(.error(.missingInput, "no value for '\(name)'; pass it in --state or --constants", at: location))
                continue
            }
            do {
                slots.append(try json.value(as: checked.inputs[name] ?? .any, registry: registry, fonts: fonts))
            } catch {
                problems.append(.error(.invalidOption, "invalid value for '\(name)': \(error.message)", at: location))
            }
        }
        guard problems.isEmpty else { return .failure(problems) }
        do {
            let compiled = try CompiledExpression.compile(typed, strings: strings, fonts: fonts) { reference in
                if case let .input(name) = reference { return names.firstIndex(of: name) }
                return nil
            }
            return .value(try compiled.evaluate(in: SlotEnvironment(slots: slots)))
        } catch {
            return .failure([error.diagnostic])
        }
    }

    /// The `--type` as an expectation, or `nil` to infer the type.
    func expectedType(in registry: Registry, reporter: DiagnosticReporter) throws -> ExpectedType? {
        guard let type else { return nil }
        guard let resolved = registry.resolveType(named: type) else {
            throw usage("unknown type '\(type)'\(Suggestions.didYouMean(type, in: registry.typeNames))", reporter)
        }
        return ExpectedType(resolved, name: "expression")
    }

    /// `--constants` overlaid with `--state`, flattened to dotted names.
    func inputValues(reporter: DiagnosticReporter) throws -> [String: JSONValue] {
        var values = try jsonObject(constants, option: "--constants", reporter)
        values.merge(try jsonObject(state, option: "--state", reporter)) { _, state in state }
        return values
    }

    func jsonObject(_ text: String?, option: String, _ reporter: DiagnosticReporter) throws -> [String: JSONValue] {
        guard let text else { return [:] }
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) else {
            throw usage("\(option) is not valid JSON", reporter)
        }
        guard case .object = value else { throw usage("\(option) must be a JSON object such as '{\"name\": 1}'", reporter) }
        return value.flattened()
    }

    /// The `--strings` table; its syntax errors are diagnostics, an unreadable file a usage error.
    func stringsTable(_ reporter: inout DiagnosticReporter) throws -> StringsTable? {
        guard let strings else { return nil }
        guard let data = FileManager.default.contents(atPath: strings) else {
            throw usage("cannot read the strings file '\(strings)'", reporter)
        }
        let bytes = [UInt8](data)
        let parsed = StringsTable.parse(bytes, path: strings)
        reporter.add(parsed.diagnostics, sources: [strings: SourceText(path: strings, bytes: bytes)])
        return parsed.table
    }

    /// Writes the diagnostics so far and a usage problem; the exit code for it (2).
    func usage(_ message: String, _ reporter: DiagnosticReporter) -> ExitCode {
        var report = reporter
        report.add([.error(.invalidOption, message, at: nil)])
        return ExitCode(report.write(errorStatus: 2))
    }
}
