import ArgumentParser
import Foundation
import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// `trellis eval`: type-checks and evaluates one expression, printing its value on one line.
public struct EvalCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Type-check and evaluate one expression and print its value.",
        discussion: """
        Without --type the expression's type is inferred. With --type the text is read as an \
        attribute value of that type: with --type String it is a string template \
        ('Hello {name}'), with --type UIColor a color name, hex literal or expression. Names \
        the expression uses are looked up in --state, then --constants (JSON objects; nested \
        objects give dotted names such as 'colors.primary').
        """
    )

    @Option(help: "A registry type name (CGFloat, Bool, String, UIColor, UIFont, NSTextAlignment, …).")
    var type: String?

    @Option(help: "State values as a JSON object; they shadow constants.")
    var state: String?

    @Option(help: "Constant values as a JSON object.")
    var constants: String?

    @Option(name: .customLong("components"), help: "A manifest file or folder to load after the built-in manifests (repeatable).")
    var components: [String] = []

    @Option(help: "A Localizable.strings file for 'strings.' keys.")
    var strings: String?

    @Option(name: .customLong("diagnostics-format"), help: "How to write diagnostics: human, gnu or json.")
    var diagnosticsFormat: String = DiagnosticFormat.human.rawValue

    @Argument(help: "The expression, after '--'.")
    var expression: String

    public init() {}

    /// The pseudo-file diagnostics about the expression point into.
    static let expressionPath = "<expression>"

    public func run() throws {
        guard let format = DiagnosticFormat(rawValue: diagnosticsFormat) else {
            throw usage("unknown diagnostics format '\(diagnosticsFormat)'; expected human, gnu or json")
        }
        var sources = [Self.expressionPath: SourceText(path: Self.expressionPath, text: expression)]
        let loaded = RegistryLoader().load(paths: components)
        sources.merge(loaded.sources) { first, _ in first }
        var diagnostics = loaded.diagnostics
        let table = try stringsTable(&diagnostics, sources: &sources)
        let expected = try expectedType(in: loaded.registry)
        let values = try inputValues()
        let render = { (diagnostics: [Diagnostic]) in
            FileHandle.standardError.write(Data(DiagnosticRenderer(format: format, sources: sources).render(diagnostics.sortedForReport()).utf8))
        }
        guard !diagnostics.containsErrors else {
            render(diagnostics)
            throw ExitCode(1)
        }
        switch evaluate(registry: loaded.registry, strings: table, expected: expected, values: values) {
        case let .value(value):
            render(diagnostics)
            print(value.isNil ? "nil" : value.description)
        case let .failure(problems):
            render(diagnostics + problems)
            throw ExitCode(1)
        }
    }

    /// Checks, binds the inputs to the JSON values and evaluates.
    func evaluate(registry: Registry, strings: StringsTable?, expected: ExpectedType?, values: [String: JSONValue]) -> EvalOutcome {
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
        var slots: [Value] = []
        var problems: [Diagnostic] = []
        let fonts = FontGrammar(catalog: registry.fonts)
        for name in names {
            let location = checked.inputLocations[name]
            guard let json = values[name] else {
                problems.append(.error("no value for '\(name)'; pass it in --state or --constants", at: location))
                continue
            }
            do {
                slots.append(try json.value(as: checked.inputs[name] ?? .any, registry: registry, fonts: fonts))
            } catch {
                problems.append(.error("invalid value for '\(name)': \(error.message)", at: location))
            }
        }
        guard problems.isEmpty else { return .failure(problems) }
        do {
            let compiled = try CompiledExpression.compile(typed, strings: strings) { reference in
                if case let .input(name) = reference { return names.firstIndex(of: name) }
                return nil
            }
            return .value(try compiled.evaluate(in: SlotEnvironment(slots: slots)))
        } catch {
            return .failure([error.diagnostic])
        }
    }

    /// The `--type` as an expectation, or `nil` to infer the type.
    func expectedType(in registry: Registry) throws -> ExpectedType? {
        guard let type else { return nil }
        guard let resolved = registry.resolveType(named: type) else {
            throw usage("unknown type '\(type)'\(Suggestions.didYouMean(type, in: registry.typeNames))")
        }
        return ExpectedType(resolved, name: type)
    }

    /// `--constants` overlaid with `--state`, flattened to dotted names.
    func inputValues() throws -> [String: JSONValue] {
        var values = try jsonObject(constants, option: "--constants")
        values.merge(try jsonObject(state, option: "--state")) { _, state in state }
        return values
    }

    func jsonObject(_ text: String?, option: String) throws -> [String: JSONValue] {
        guard let text else { return [:] }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        } catch {
            throw usage("\(option) is not valid JSON")
        }
        guard case .object = value else { throw usage("\(option) must be a JSON object such as '{\"name\": 1}'") }
        return value.flattened()
    }

    /// The `--strings` table; its syntax errors are diagnostics, an unreadable file a usage error.
    func stringsTable(_ diagnostics: inout [Diagnostic], sources: inout [String: SourceText]) throws -> StringsTable? {
        guard let strings else { return nil }
        guard let data = FileManager.default.contents(atPath: strings) else { throw usage("cannot read the strings file '\(strings)'") }
        let bytes = [UInt8](data)
        let parsed = StringsTable.parse(bytes, path: strings)
        sources[strings] = SourceText(path: strings, bytes: bytes)
        diagnostics += parsed.diagnostics
        return parsed.table
    }

    /// What evaluating the expression gave.
    enum EvalOutcome {
        case value(Value)
        case failure([Diagnostic])
    }

    /// Reports a usage problem and gives the exit code for it (2).
    func usage(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("trellis eval: error: \(message)\n".utf8))
        return ExitCode(2)
    }
}
