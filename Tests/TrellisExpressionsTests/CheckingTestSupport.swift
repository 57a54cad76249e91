import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import XCTest

/// The built-in manifests plus a few declarations the seed's examples need.
let checkingRegistry: Registry = {
    let manifest = """
    types:
      Theme: {struct: {primary: UIColor, spacing: CGFloat}}
    fonts:
      named: {customFont: "System 42"}
    colors:
      header: "#996666"
    functions:
      count: {parameters: [Any], returns: Int}
      uppercased: {parameters: [String], returns: String}
      sum: {parameters: [Double], returns: Double, variadic: true}
      fail: {parameters: [], returns: Int}
    """
    let result = RegistryLoader().load(sources: BuiltinManifests.sources + [("<test>/Test.yaml", manifest)])
    precondition(!result.diagnostics.containsErrors, "test manifest: \(result.diagnostics)")
    return result.registry
}()

let checkingStrings: StringsTable = {
    let text = """
    /* Seed 003, "Strings" */
    "Signup.NameLabel" = "Name";
    "Some text with spaces and punctuation!" = "Spaced";
    "Messages.Title" = "Hello %s, you have %i new messages";
    "Price" = "%1.3f";
    "Hex" = "%2$@ is %1$04x";
    "Percent" = "100%% sure";
    """
    return StringsTable.parse(Array(text.utf8), path: "Localizable.strings").table
}()

let checkingFunctions: FunctionLibrary = {
    var library = FunctionLibrary()
    library.register("count") { arguments in
        switch arguments.first {
        case let .array(values)?: return .int(values.count)
        case let .string(text)?: return .int(text.count)
        default: throw TestFunctionError(message: "count() expects an Array or String")
        }
    }
    library.register("uppercased") { arguments in
        guard case let .string(text)? = arguments.first else { throw TestFunctionError(message: "expects a String") }
        return .string(text.uppercased())
    }
    library.register("sum") { arguments in
        .double(arguments.compactMap(\.numberValue).reduce(0, +))
    }
    library.register("fail") { _ in throw TestFunctionError(message: "always fails") }
    return library
}()

struct TestFunctionError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

let checker = TypeChecker(registry: checkingRegistry, strings: checkingStrings)

/// Sizes the test environment reports: parent 200×100, own 50×40, content 80×30.
func testEnvironment(slots: [Value]) -> SlotEnvironment {
    SlotEnvironment(
        slots: slots,
        percentageBases: [.parentWidth: 200, .parentHeight: 100, .ownWidth: 50, .ownHeight: 40],
        autoSizes: [.width: 80, .height: 30],
        colorAssets: ["MyColor": RGBAColor(red: 1, green: 0, blue: 0), "color-number-2": RGBAColor(red: 0, green: 0, blue: 1)]
    )
}

/// How a test describes what to check: an expression of a type for a property.
struct Check {
    var text: String
    var type: ValueType?
    var property = "value"
    var relative: RelativeSizing?
    /// Check with ``TypeChecker/checkAttribute`` (string syntax for strings, names for colors…).
    var attribute = false
    var scope = DictionaryScope()

    init(_ text: String, _ type: ValueType? = nil, property: String = "value", relative: RelativeSizing? = nil, attribute: Bool = false) {
        self.text = text
        self.type = type
        self.property = property
        self.relative = relative
        self.attribute = attribute
    }

    func checked() -> CheckedExpression? {
        let locator = StandaloneLocator(file: "<expr>")
        guard attribute, let type else {
            let expected = type.map { ExpectedType($0, name: property, relativeSizing: relative) }
            return checker.check(expression: text, locator: locator, expected: expected, scope: scope)
        }
        let expected = ExpectedType(type, name: property, relativeSizing: relative)
        return checker.checkAttribute(text, locator: locator, expected: expected, scope: scope).expression
    }
}

/// Diagnostics as `column: message` lines (notes indented).
func describe(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { diagnostic in
        let head = "\(diagnostic.location?.column ?? 0): \(diagnostic.message)"
        return ([head] + diagnostic.notes.map { "  note \($0.location?.column ?? 0): \($0.message)" }).joined(separator: "\n")
    }.joined(separator: "\n")
}

/// Checks and evaluates; the value's text, `absent` for a commented-out attribute, the
/// diagnostics, or `runtime <column>: <message>`. Inputs not given are nil.
func outcome(_ check: Check, _ inputs: [String: Value] = [:]) -> String {
    guard let checked = check.checked() else { return "absent" }
    guard let typed = checked.typed else { return describe(checked.diagnostics) }
    let names = Set(inputs.keys).union(checked.inputs.keys).sorted()
    do {
        let compiled = try CompiledExpression.compile(
            typed, functions: checkingFunctions, strings: checkingStrings, fonts: FontGrammar(catalog: checkingRegistry.fonts)
        ) { reference in
            switch reference {
            case let .input(name): names.firstIndex(of: name)
            default: nil
            }
        }
        let value = try compiled.evaluate(in: testEnvironment(slots: names.map { inputs[$0] ?? .nil }))
        return value.description
    } catch {
        return "runtime \(error.location?.column ?? 0): \(error.message)"
    }
}

func outcome(_ text: String, _ type: ValueType? = nil, _ inputs: [String: Value] = [:]) -> String {
    outcome(Check(text, type), inputs)
}
