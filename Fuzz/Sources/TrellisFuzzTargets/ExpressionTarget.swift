import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// An expression parsed, type-checked and evaluated: the first byte picks the type it is
/// checked as (none, or one of ``expectedTypes``), the rest is the attribute text. The
/// names it reads get a plain value of the type they are read as.
enum ExpressionTarget {
    static let expectedTypes = ["CGFloat", "Bool", "String", "NSAttributedString", "UIColor", "UIFont", "Int", "NSTextAlignment", "UIEdgeInsets", "[String]"]

    /// One checker for every input: it keeps nothing between checks, and building its
    /// tables for each input would make fuzzing several times slower.
    static let checker = TypeChecker(registry: .builtin, strings: nil)

    static func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let registry = Registry.builtin
        let locator = StandaloneLocator(file: "<expression>")
        let typeIndex = Int(selector) % (expectedTypes.count + 1)
        let checked: CheckedExpression?
        if typeIndex < expectedTypes.count, let type = registry.resolveType(named: expectedTypes[typeIndex]) {
            checked = checker.checkAttribute(text, locator: locator, expected: ExpectedType(type, name: "value"), scope: DictionaryScope()).expression
        } else {
            checked = checker.check(expression: text, locator: locator, expected: nil, scope: DictionaryScope())
        }
        guard let checked, let typed = checked.typed else { return }
        let names = checked.inputs.keys.sorted()
        var slotOfName: [String: Int] = [:]
        for (slot, name) in names.enumerated() { slotOfName[name] = slot }
        let slots = names.map { FuzzValues.plain(checked.inputs[$0] ?? .any) ?? .nil }
        guard let compiled = try? CompiledExpression.compile(typed, strings: nil, bind: { reference in
            if case let .input(name) = reference { return slotOfName[name] }
            return nil
        }) else { return }
        _ = try? compiled.evaluate(in: SlotEnvironment(slots: slots))
    }
}

/// Values fuzz targets give to the inputs templates and expressions read.
enum FuzzValues {
    /// A plain value of `type`, or `nil` for types without an obvious one.
    static func plain(_ type: ValueType) -> Value? {
        switch type {
        case .int: .int(3)
        case .double, .any: .double(2.5)
        case .bool: .bool(true)
        case .string: .string("text")
        case .array: .array([])
        case .optional: .nil
        default: nil
        }
    }

    /// A zero of `type` (a divisor an expression may not expect), or `nil`.
    static func zero(_ type: ValueType) -> Value? {
        switch type {
        case .int: .int(0)
        case .double, .any: .double(0)
        case .bool: .bool(false)
        case .string: .string("")
        default: nil
        }
    }
}
