import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// A checked attribute value with what its lookups found.
struct CheckedValue {
    var attribute: CheckedAttribute
    /// Where the expression's spans lie (see ``IRValue``).
    var origin: SourceSpan
    /// Whether the expression is constant.
    var isConstant: Bool
    /// Where each input is read.
    var inputUses: [String: [SourceSpan]]
    /// Macros expanded in the value.
    var macros: Set<String>
    var idTargets: [String: Int]
    var paramTargets: [String: Int]
    /// The expression's IR text, when it was encoded for reuse.
    var encodedExpression: IREncodedJSON?

    var expression: CheckedExpression? { attribute.expression }
    var typed: TypedExpression? { attribute.expression?.typed }

    /// The IR value of `typed` (this value's expression), written as `source` at `location`.
    func irValue(_ typed: TypedExpression, source: String, location: SourceSpan) -> IRValue {
        IRValue(
            expression: typed, origin: origin, isConstant: isConstant, source: source, location: location,
            encodedExpression: encodedExpression
        )
    }
}

extension TemplateChecker {
    /// Checks an attribute value of node `node` in its lexical scope, reusing an earlier
    /// identical result when possible; reports its diagnostics and unknown assets.
    mutating func check(_ sourced: SourcedAttribute, expected: ExpectedType, node: Int, target: String?) -> CheckedValue {
        let attribute = sourced.attribute
        let scope = NodeScope(context: context, node: node, frame: sourced.frame, target: target)
        let location = attribute.valueSpan
        let reusable = isVerbatim(attribute, instance: sourced.instance)
        context.startRecording()
        if reusable, let reused = memo.reuse(attribute.value, expected: expected, scope: scope, at: location) {
            for query in reused.queries { context.recordQuery(query.path, query.answer) }
            return finish(
                reused.result, origin: reused.origin, isConstant: reused.isConstant, inputUses: reused.inputUses,
                encoded: reused.encodedExpression, instance: sourced.instance
            )
        }
        let result = typeChecker.checkAttribute(attribute.value, locator: attribute.locator, expected: expected, scope: scope)
        let uses = Self.inputUses(result)
        let isConstant = result.expression?.typed?.isConstant ?? false
        var encoded: IREncodedJSON?
        if reusable {
            encoded = memo.store(attribute.value, CheckMemo.Entry(
                expected: expected, queries: context.queries, result: result, origin: location, inputUses: uses, isConstant: isConstant
            ))
        }
        return finish(result, origin: location, isConstant: isConstant, inputUses: uses, encoded: encoded, instance: sourced.instance)
    }

    /// Checks text that is not an attribute: body text (at `location`), or a manifest
    /// default (whose spans are all `location`, so its result can be reused at another node).
    mutating func check(
        text: String, locator: some SourceLocator, expected: ExpectedType, node: Int, frame: Int, instance: Int,
        location: SourceSpan, reusable: Bool
    ) -> CheckedValue {
        let scope = NodeScope(context: context, node: node, frame: frame, target: expected.name)
        context.startRecording()
        if reusable, let reused = memo.reuse(text, expected: expected, scope: scope, at: location) {
            for query in reused.queries { context.recordQuery(query.path, query.answer) }
            return finish(
                reused.result, origin: reused.origin, isConstant: reused.isConstant, inputUses: reused.inputUses,
                encoded: reused.encodedExpression, instance: instance
            )
        }
        let result = typeChecker.checkAttribute(text, locator: locator, expected: expected, scope: scope)
        let uses = Self.inputUses(result)
        let isConstant = result.expression?.typed?.isConstant ?? false
        var encoded: IREncodedJSON?
        if reusable {
            encoded = memo.store(text, CheckMemo.Entry(
                expected: expected, queries: context.queries, result: result, origin: location, inputUses: uses, isConstant: isConstant
            ))
        }
        return finish(result, origin: location, isConstant: isConstant, inputUses: uses, encoded: encoded, instance: instance)
    }

    private mutating func finish(
        _ result: CheckedAttribute, origin: SourceSpan, isConstant: Bool, inputUses: [String: [SourceSpan]],
        encoded: IREncodedJSON?, instance: Int
    ) -> CheckedValue {
        for diagnostic in result.expression?.diagnostics ?? [] { report(diagnostic, in: instance) }
        verifyAssets(result.assets, instance: instance)
        var macros: Set<String> = []
        for (_, answer) in context.queries {
            if case let .macro(name, _) = answer { macros.insert(name) }
        }
        return CheckedValue(
            attribute: result, origin: origin, isConstant: isConstant, inputUses: inputUses, macros: macros,
            idTargets: context.idTargets, paramTargets: context.paramTargets, encodedExpression: encoded
        )
    }

    /// Every place each input of a checked value is read.
    private static func inputUses(_ result: CheckedAttribute) -> [String: [SourceSpan]] {
        guard let expression = result.expression, !expression.inputs.isEmpty else { return [:] }
        var uses: [String: [SourceSpan]] = [:]
        if let typed = expression.typed { InputCollector.collectLocations(typed, into: &uses) }
        for (name, first) in expression.inputLocations where uses[name] == nil { uses[name] = [first] }
        return uses
    }

    /// Whether the value's bytes in the file are exactly its decoded bytes on one line, so
    /// a checked result can move to or from it by a shift.
    private func isVerbatim(_ attribute: XMLAttribute, instance: Int) -> Bool {
        let span = attribute.valueSpan
        guard span.length == attribute.value.utf8.count else { return false }
        let bytes = template.instances[instance].file.source.bytes
        guard span.offset >= 0, span.endOffset <= bytes.count else { return false }
        return !bytes[span.offset..<span.endOffset].contains { $0 == 0x0A || $0 == 0x0D }
    }

    /// Adds the inputs of a checked value to the template's inputs.
    mutating func collectInputs(_ value: CheckedValue, isConstant: Bool, instance: Int) {
        guard !value.inputUses.isEmpty, let types = value.attribute.expression?.inputs else { return }
        for problem in inputs.add(types, uses: value.inputUses, isConstant: isConstant) { report(problem, in: instance) }
    }

    /// With `--assets`, reports literal asset names the catalogs do not have.
    private mutating func verifyAssets(_ references: [AssetReference], instance: Int) {
        guard let assets else { return }
        for reference in references where !reference.name.contains(":") {
            let knownImage = reference.kind == .image && registry.images[reference.name] != nil
            guard !knownImage, !assets.contains(reference.name, kind: reference.kind) else { continue }
            let suggestion = Suggestions.didYouMean(reference.name, in: assets.names(reference.kind))
            let kind = reference.kind == .color ? "color" : "image"
            if reference.hasFallback {
                guard !suggestion.isEmpty else { continue }
                report(.warning(
                    "'\(reference.name)' is not a \(kind) asset, so it reads an input of that name\(suggestion)",
                    at: reference.location
                ), in: instance)
            } else {
                report(.error("unknown \(kind) asset '\(reference.name)'\(suggestion)", at: reference.location), in: instance)
            }
        }
    }
}
