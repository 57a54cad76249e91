import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// A node scope for the benchmarks: a UILabel-like node's own properties and its
/// parent's and siblings' frames.
struct BenchmarkScope: CheckingScope {
    static let own: [String: ValueType] = [
        "width": .double, "height": .double, "top": .double, "left": .double, "isSelected": .bool,
        "contentMode": .enumeration("UIViewContentMode"), "backgroundColor": .color, "numberOfLines": .int,
        "safeAreaInsets": .structure("UIEdgeInsets"), "text": .string, "bottom": .double, "right": .double,
    ]

    static let nodes: [String: NodeReference] = ["parent": .parent, "previous": .previous, "next": .next]

    func resolve(_ path: SymbolPath) -> SymbolResolution? {
        let components = path.components
        guard let first = components.first else { return nil }
        if path.isIdReference, components.count >= 2 {
            return .value(.node(.id(first), keyPath: components[1]), type: .double, consumed: 2)
        }
        if let node = Self.nodes[first], components.count >= 2, let type = Self.own[components[1]] {
            return .value(.node(node, keyPath: components[1]), type: type, consumed: 2)
        }
        guard let type = Self.own[first] else { return nil }
        return .value(.node(.this, keyPath: first), type: type, consumed: 1)
    }
}

/// One benchmark attribute: its value and what it is assigned to.
struct BenchmarkAttribute {
    var text: String
    var expected: ExpectedType

    init(_ text: String, _ type: ValueType, _ property: String = "value") {
        self.text = text
        let relative = ["top", "left", "right", "bottom", "width", "height", "center.x", "contentSize.width"].contains(property)
        self.expected = ExpectedType(type, name: property, relativeSizing: relative ? RelativeSizing(keyPath: property) : nil)
    }
}

/// 40 typical attribute values from seed 003's templates.
let benchmarkAttributes: [BenchmarkAttribute] = [
    .init("5 + width / 3", .double, "left"), .init("previous.bottom + 20", .double, "top"),
    .init("#first.left", .double, "left"), .init("100% - 20", .double, "right"), .init("50% - height / 2", .double, "top"),
    .init("auto + 20", .double, "contentSize.width"), .init("200%", .double, "contentSize.width"),
    .init("min(width, parent.height)", .double, "height"), .init("max(0, min(1, (position - 50) / 100))", .double, "alpha"),
    .init("pi / 2", .double, "transform.rotation"), .init("a >= b ? a : b", .double, "width"),
    .init("safeAreaInsets.top + 10", .double, "contentInset.top"), .init("parent.width * 0.5 + 4", .double, "width"),
    .init("round(width / 3) * 3", .double, "width"), .init("sqrt(pow(width, 2) + pow(height, 2))", .double, "width"),
    .init("count > 3 ? 2 : 1", .int, "numberOfLines"), .init("isSelected ? blue : gray", .color, "textColor"),
    .init("isSelected ? #00f : #ccc", .color, "textColor"), .init("rgba(255, 255, 255, 1 - transparency)", .color, "backgroundColor"),
    .init("col ?? #fff", .color, "backgroundColor"), .init("headerColor", .color, "backgroundColor"), .init("#ff00007f", .color, "tintColor"),
    .init("isSmallImage ? center : scaleAspectFit", .enumeration("UIViewContentMode"), "contentMode"),
    .init("center", .enumeration("NSTextAlignment"), "textAlignment"), .init("phoneNumber, link", .options("UIDataDetectorTypes"), "dataDetectorTypes"),
    .init("contentMode == UIViewContentMode.scaleAspectFit", .bool, "isHidden"), .init("!isSelected && count > 0", .bool, "isEnabled"),
    .init("backgroundColor == UIColor.white", .bool, "isOpaque"), .init("Hello {name}, you have {n + 1} new messages", .string, "text"),
    .init("{hasName ? name : 'World'}", .string, "text"), .init("{'foobar'[0..<3]}", .string, "text"), .init("title", .string, "text"),
    .init("{strings.Messages.Title(name, n)}", .string, "text"), .init("Courier bold 150%", .font, "font"),
    .init("{themeFont} 25 bold", .font, "font"), .init("helvetica body bold 120%", .font, "font"), .init("image_{index}.png", .image, "image"),
    .init("'Hello', 'World'", .array(.string), "items"), .init("['Hello'] + ['And', 'Goodbye']", .array(.string), "items"),
    .init("items[1...2]", .array(.string), "items"),
]

/// Values for every slot the corpus reads, by the type the checker gave it.
func benchmarkValue(for type: ValueType) -> Value {
    switch type.unwrapped {
    case .int: .int(4)
    case .double, .any: .double(120)
    case .bool: .bool(true)
    case .string: .string("Ann")
    case .color: .color(RGBAColor(red: 1, green: 0, blue: 0))
    case .font: .font(FontValue(family: "Courier", size: 12))
    case let .enumeration(name): .enumCase(type: name, name: "center")
    case let .structure(name): .structure(type: name, members: ["top": .double(20), "left": .double(0), "bottom": .double(0), "right": .double(0)])
    case .array: .array([.string("a"), .string("b"), .string("c")])
    default: .nil
    }
}

/// A compiled corpus entry and the values of its slots.
struct CompiledBenchmark: Sendable {
    var expression: CompiledExpression
    var slots: [Value]

    /// An environment over the slots (made once per round, outside the timed loop).
    func makeEnvironment() -> SlotEnvironment {
        SlotEnvironment(
            slots: slots, percentageBases: [.parentWidth: 320, .parentHeight: 480, .ownWidth: 100, .ownHeight: 40],
            autoSizes: [.width: 80, .height: 30]
        )
    }
}

/// Checks and compiles `attribute`; every reference gets its own slot.
func compileBenchmark(_ attribute: BenchmarkAttribute, checker: TypeChecker) -> CompiledBenchmark? {
    let locator = StandaloneLocator(file: "<bench>")
    guard let checked = checker.checkAttribute(attribute.text, locator: locator, expected: attribute.expected, scope: BenchmarkScope()).expression,
          let typed = checked.typed else { return nil }
    let references = typed.references
    var slots: [Value] = []
    for reference in references {
        switch reference {
        case let .input(name): slots.append(benchmarkValue(for: checked.inputs[name] ?? .any))
        case let .node(_, keyPath): slots.append(benchmarkValue(for: BenchmarkScope.own[keyPath] ?? .double))
        case .parameter: slots.append(.double(1))
        }
    }
    guard let compiled = try? CompiledExpression.compile(typed, bind: { references.firstIndex(of: $0) }) else { return nil }
    return CompiledBenchmark(expression: compiled, slots: slots)
}

/// Type checking and evaluation of expressions. Parse+check rounds do 1,000 checks, so
/// the median in milliseconds is microseconds per check; evaluation rounds do 1,000,000
/// evaluations, so the median in milliseconds is nanoseconds per evaluation.
let expressionBenchmarks: [Benchmark] = [
    Benchmark("expressions.parse-check-corpus-40x25 (ms = µs/check)", target: .milliseconds(3)) {
        let checker = TypeChecker(registry: .builtin)
        let locator = StandaloneLocator(file: "<bench>")
        return {
            for _ in 0..<25 {
                for attribute in benchmarkAttributes {
                    blackHole(checker.checkAttribute(attribute.text, locator: locator, expected: attribute.expected, scope: BenchmarkScope()))
                }
            }
        }
    },
    Benchmark("expressions.parse-check-typical-1000 (ms = µs/check)", target: .milliseconds(3)) {
        let checker = TypeChecker(registry: .builtin)
        let locator = StandaloneLocator(file: "<bench>")
        let attribute = BenchmarkAttribute("previous.bottom + 20", .double, "top")
        return {
            for _ in 0..<1_000 {
                blackHole(checker.checkAttribute(attribute.text, locator: locator, expected: attribute.expected, scope: BenchmarkScope()))
            }
        }
    },
    Benchmark("expressions.compile-corpus-40x25 (ms = µs/compile)") {
        let checker = TypeChecker(registry: .builtin)
        let locator = StandaloneLocator(file: "<bench>")
        let typed = benchmarkAttributes.compactMap { attribute in
            checker.checkAttribute(attribute.text, locator: locator, expected: attribute.expected, scope: BenchmarkScope()).expression?.typed
        }
        return {
            for _ in 0..<25 {
                for expression in typed {
                    let references = expression.references
                    blackHole(try? CompiledExpression.compile(expression) { references.firstIndex(of: $0) })
                }
            }
        }
    },
    Benchmark("expressions.evaluate-numeric-1M (ms = ns/eval)", target: .milliseconds(50)) {
        let compiled = compileBenchmark(BenchmarkAttribute("5 + width / 3", .double, "left"), checker: TypeChecker(registry: .builtin))
        return {
            guard let compiled else { return }
            let expression = compiled.expression
            let environment: any EvaluationEnvironment = compiled.makeEnvironment()
            var total = 0.0
            for _ in 0..<1_000_000 {
                total += (try? expression.evaluateDouble(in: environment)) ?? 0
            }
            blackHole(total)
        }
    },
    Benchmark("expressions.evaluate-percent-1M (ms = ns/eval)", target: .milliseconds(50)) {
        let compiled = compileBenchmark(BenchmarkAttribute("50% - height / 2 + previous.bottom", .double, "top"), checker: TypeChecker(registry: .builtin))
        return {
            guard let compiled else { return }
            let expression = compiled.expression
            let environment: any EvaluationEnvironment = compiled.makeEnvironment()
            var total = 0.0
            for _ in 0..<1_000_000 {
                total += (try? expression.evaluateDouble(in: environment)) ?? 0
            }
            blackHole(total)
        }
    },
    Benchmark("expressions.evaluate-boolean-1M (ms = ns/eval)", target: .milliseconds(50)) {
        let compiled = compileBenchmark(BenchmarkAttribute("!isSelected && count > 0 || width >= 100", .bool, "isEnabled"), checker: TypeChecker(registry: .builtin))
        return {
            guard let compiled else { return }
            let expression = compiled.expression
            let environment: any EvaluationEnvironment = compiled.makeEnvironment()
            var count = 0
            for _ in 0..<1_000_000 where (try? expression.evaluateBool(in: environment)) == true {
                count += 1
            }
            blackHole(count)
        }
    },
    Benchmark("expressions.evaluate-corpus-40x25000 (ms = ns/eval)") {
        let checker = TypeChecker(registry: .builtin)
        let compiled = benchmarkAttributes.compactMap { compileBenchmark($0, checker: checker) }
        return {
            let entries = compiled.map { ($0.expression, $0.makeEnvironment()) }
            for _ in 0..<25_000 {
                for (expression, environment) in entries {
                    blackHole(try? expression.evaluate(in: environment))
                }
            }
        }
    },
]
