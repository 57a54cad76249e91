import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// A checked attribute value at its place, with what its lookups found.
struct CheckedValue {
    /// The result, shared with every value reusing it.
    let result: CheckResult
    /// Where the value is (the result may have been checked elsewhere, at its origin).
    let location: SourceSpan
    var idTargets: [String: Int]
    var paramTargets: [String: Int]

    var typed: TypedExpression? { result.typed }

    /// The IR value of `typed` (this value's expression), written as `source` at `location`.
    func irValue(_ typed: TypedExpression, source: String, location: SourceSpan) -> IRValue {
        guard let shared = result.shared else {
            return IRValue(expression: typed, origin: result.origin, isConstant: result.isConstant, source: source, location: location)
        }
        return IRValue(shared: shared, isConstant: result.isConstant, source: source, location: location)
    }
}

extension TemplateChecker {
    /// Checks an attribute value of node `node` in its lexical scope, reusing an earlier
    /// identical result when possible; reports its diagnostics and unknown assets.
    /// `parsed`, when given, is the value already parsed as an expression, checked as one
    /// (`expected` then reads as an expression) without parsing it again.
    mutating func check(
        _ sourced: SourcedAttribute, expected: ExpectedType, node: Int, target: String?, parsed: ExpressionParseResult? = nil
    ) -> CheckedValue {
        let attribute = sourced.attribute
        return check(
            text: attribute.value, locator: attribute.locator, expected: expected, node: node, frame: sourced.frame,
            instance: sourced.instance, location: attribute.valueSpan, target: target,
            memoPlacement: isVerbatim(attribute) ? .inText : nil, parsed: parsed
        )
    }

    /// Checks text that is not an attribute: body text (at `location`), a manifest default
    /// (whose spans are all `location`, so its result can be reused at another node, with
    /// `memoPlacement` ``CheckMemo/Placement/fixed``), or a constraint's number
    /// (`readsSystemSpacings`: see ``NodeScope``). A `nil` placement checks afresh and
    /// keeps nothing.
    mutating func check(
        text: String, locator: some SourceLocator, expected: ExpectedType, node: Int, frame: Int, instance: Int,
        location: SourceSpan, memoPlacement: CheckMemo.Placement?, readsSystemSpacings: Bool = false
    ) -> CheckedValue {
        check(
            text: text, locator: locator, expected: expected, node: node, frame: frame, instance: instance,
            location: location, target: expected.name, memoPlacement: memoPlacement, readsSystemSpacings: readsSystemSpacings
        )
    }

    private mutating func check(
        text: String, locator: some SourceLocator, expected: ExpectedType, node: Int, frame: Int, instance: Int,
        location: SourceSpan, target: String?, memoPlacement: CheckMemo.Placement?, readsSystemSpacings: Bool = false,
        parsed: ExpressionParseResult? = nil
    ) -> CheckedValue {
        var scope = NodeScope(context: context, node: node, frame: frame, target: target)
        scope.readsSystemSpacings = readsSystemSpacings
        context.startRecording()
        let result: CheckResult
        if let memoPlacement, let reused = memo.reuse(text, placement: memoPlacement, expected: expected, scope: scope) {
            result = reused
        } else {
            let checked = if let parsed {
                typeChecker.checkExpressionAttribute(parsed, text: text, locator: locator, expected: expected, scope: scope)
            } else {
                typeChecker.checkAttribute(text, locator: locator, expected: expected, scope: scope)
            }
            result = CheckResult(
                expected: expected, queries: context.recording.queries, attribute: checked, origin: location, reusable: memoPlacement != nil
            )
            if let memoPlacement { memo.store(text, placement: memoPlacement, result) }
        }
        for diagnostic in result.diagnostics { report(diagnostic, in: instance) }
        if assets != nil, !result.attribute.assets.isEmpty { verifyAssets(result.assets(at: location), instance: instance) }
        let recording = context.recording
        declarationUses.record(result, paramTargets: recording.paramTargets, in: template)
        return CheckedValue(
            result: result, location: location, idTargets: recording.idTargets, paramTargets: recording.paramTargets
        )
    }

    /// Whether the value's bytes in its file are exactly its decoded bytes on one line, so
    /// a checked result can move to or from it by a shift.
    private func isVerbatim(_ attribute: XMLAttribute) -> Bool {
        let span = attribute.valueRange
        guard Int(span.length) == attribute.value.utf8.count else { return false }
        let bytes = attribute.file.text.bytes
        guard span.offset >= 0, span.endOffset <= bytes.count else { return false }
        return !bytes[Int(span.offset)..<span.endOffset].contains { $0 == 0x0A || $0 == 0x0D }
    }

    /// Adds the inputs of a checked value to the template's inputs.
    mutating func collectInputs(_ value: CheckedValue, isConstant: Bool, instance: Int) {
        let result = value.result
        guard !result.inputUses.isEmpty else { return }
        let problems = inputs.add(
            result.inputTypes, hints: result.inputHints, uses: result.inputUses, castInputs: result.castInputs,
            movedFrom: result.origin, to: value.location, isConstant: isConstant
        )
        for problem in problems { report(problem, in: instance) }
    }

    /// With `--assets`, reports literal asset names the catalogs do not have.
    private mutating func verifyAssets(_ references: [AssetReference], instance: Int) {
        guard let assets else { return }
        for reference in references where !reference.name.contains(":") {
            let knownImage = reference.kind == .image && registry.images[reference.name] != nil
            guard !knownImage, !assets.contains(reference.name, kind: reference.kind) else { continue }
            let match = assets.suggestion(for: reference.name, kind: reference.kind)
            let suggestion = Suggestions.didYouMean(match)
            let fixIt = FixIt.suggestion(match, replacing: reference.name, at: reference.location)
            let kind = reference.kind == .color ? "color" : "image"
            if reference.hasFallback {
                guard !suggestion.isEmpty else { continue }
                report(.warning(
                    .assetAsInput, "'\(reference.name)' is not a \(kind) asset, so it reads an input of that name\(suggestion)",
                    at: reference.location, fixIt: fixIt
                ), in: instance)
            } else {
                report(.error(
                    .unknownAsset, "unknown \(kind) asset '\(reference.name)'\(suggestion)", at: reference.location, fixIt: fixIt
                ), in: instance)
            }
        }
    }
}
