import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

extension TemplateKeywords {
    /// The attribute holding a view's constraints, in GetLaid's vocabulary.
    public static let constrain = "constrain"
}

extension TemplateChecker {
    /// The layout policies whose containers place their children themselves, so that a
    /// child's constraints do not apply.
    static let arrangingPolicies: Set<String> = ["row", "column", "anchor", "stack"]

    /// Checks a `constrain` attribute: its syntax, the items it names and each number as a
    /// `CGFloat` expression; adds the checked constraints to the node.
    mutating func checkConstraints(_ sourced: SourcedAttribute, node index: Int, into builder: inout NodeBuilder) {
        let attribute = sourced.attribute
        let locator = attribute.locator
        let (specs, issues) = ConstraintParser.parse(attribute.value)
        for issue in issues {
            let span = locator.span(for: issue.range)
            let written = String(decoding: attribute.value.utf8.dropFirst(issue.range.lowerBound).prefix(issue.range.count), as: UTF8.self)
            let fixIt = FixIt.suggestion(issue.replacement, replacing: written, at: span)
            report(.error(.constraintSyntax, issue.message, at: span, fixIt: fixIt), in: sourced.instance)
        }
        if let parent = template.nodes[index].parent, Self.arrangingPolicies.contains(context.layoutPolicy(ofNode: parent)) {
            let container = template.nodes[parent].component ?? template.nodes[parent].elementName
            report(.warning(
                .ignoredByContainer, "'constrain' is ignored: \(container) arranges its children, so only their width and height apply",
                at: attribute.nameSpan
            ), in: sourced.instance)
            return
        }
        builder.setKeys[TemplateKeywords.constrain] = attribute.nameSpan
        for spec in specs {
            guard let constraint = checkConstraint(spec, sourced, node: index, into: &builder) else { continue }
            builder.constraints.append(constraint)
        }
    }

    private mutating func checkConstraint(
        _ spec: ConstraintSpec, _ sourced: SourcedAttribute, node index: Int, into builder: inout NodeBuilder
    ) -> IRConstraint? {
        let locator = sourced.attribute.locator
        var target: IRConstraint.Target?
        if let (item, anchor) = spec.target {
            guard let resolved = resolveItem(item, from: index, at: locator.span(for: spec.itemRange), instance: sourced.instance) else {
                return nil
            }
            target = IRConstraint.Target(item: item, node: resolved, anchor: anchor)
            if anchor.isBaseline, let other = resolved, !showsText(other) {
                reportNoBaseline(anchor, of: other, at: locator.span(for: spec.anchorRange), instance: sourced.instance)
                return nil
            }
        }
        if spec.source.isBaseline, !showsText(index) {
            reportNoBaseline(spec.source, of: index, at: locator.span(for: spec.sourceRange), instance: sourced.instance)
            return nil
        }
        let multiplier = spec.multiplier.map { checkNumber($0, sourced, node: index, into: &builder) }
        let constant = spec.constant.map { checkNumber($0, sourced, node: index, into: &builder) }
        guard multiplier.map({ $0 != nil }) ?? true, constant.map({ $0 != nil }) ?? true else { return nil }
        return IRConstraint(
            source: spec.source, relation: spec.relation, target: target, multiplier: multiplier ?? nil, constant: constant ?? nil,
            location: locator.span(for: spec.range)
        )
    }

    /// The properties through which a component shows text, and so has baselines (Auto
    /// Layout's `firstBaselineAnchor` is the top of its first line of text).
    static let textProperties = ["text", "attributedText", "title", "attributedTitle"]

    /// Whether node `node`'s component shows text: it declares one of ``textProperties``
    /// as a string or attributed string (labels, text fields and views, buttons, search
    /// bars, and any component of a manifest that does the same). A node whose component
    /// is unknown is not reported again.
    private func showsText(_ node: Int) -> Bool {
        guard context.componentTables[node] != nil else { return true }
        return Self.textProperties.contains { name in
            guard let type = context.resolve(name, onNode: node)?.type.unwrapped else { return false }
            return type == .string || type == .attributedString
        }
    }

    private mutating func reportNoBaseline(_ anchor: LayoutAnchor, of node: Int, at span: SourceSpan, instance: Int) {
        let name = template.nodes[node].component ?? template.nodes[node].elementName
        let properties = Self.textProperties.map { "'\($0)'" }.joined(separator: ", ")
        report(.error(
            .invalidConstraint, "\(name) has no '\(anchor.rawValue)': it shows no text (its component declares none of \(properties))", at: span
        ), in: instance)
    }

    /// The bytes of the name of the `#id` item at the start of `span` (after its `#`).
    private static func idName(in span: SourceSpan, length: Int) -> SourceSpan {
        SourceSpan(file: span.file, line: span.line, column: span.column + 1, offset: span.offset + 1, length: min(length, max(0, span.length - 1)))
    }

    /// The node an item names (`nil` for the parent or the safe area, which the layout
    /// core finds itself, also for the root); reports an item that names nothing.
    private mutating func resolveItem(_ item: ConstraintItem, from index: Int, at span: SourceSpan, instance: Int) -> Int?? {
        let node = template.nodes[index]
        switch item {
        case .parent, .parentSafeArea:
            return .some(nil)
        case .previous, .next:
            let siblings = node.parent.map { template.nodes[$0].children } ?? []
            let position = siblings.firstIndex(of: index).map { item == .previous ? $0 - 1 : $0 + 1 }
            guard let position, siblings.indices.contains(position) else {
                let name = item == .previous ? "previous" : "next"
                report(.error(.invalidConstraint, "'\(name)' names no view: the element has no \(name) sibling", at: span), in: instance)
                return nil
            }
            return .some(siblings[position])
        case let .id(name):
            guard let found = context.identifiers.target(of: name, from: index) else {
                let match = Suggestions.closest(to: name, in: context.identifiers.allIDs)
                report(.error(
                    .invalidConstraint, "no view has the id '\(name)'\(Suggestions.didYouMean(match))", at: span,
                    fixIt: .suggestion(match, replacing: name, at: Self.idName(in: span, length: name.utf8.count))
                ), in: instance)
                return nil
            }
            guard found != index else {
                report(.error(.invalidConstraint, "a view cannot be constrained to itself", at: span), in: instance)
                return nil
            }
            return .some(found)
        }
    }

    /// A number checked as a `CGFloat` expression at its place in the attribute.
    private mutating func checkNumber(
        _ number: ConstraintNumber, _ sourced: SourcedAttribute, node index: Int, into builder: inout NodeBuilder
    ) -> IRConstraintNumber? {
        switch number.kind {
        case let .systemSpacing(spacing):
            return .systemSpacing(spacing)
        case let .expression(text):
            let attribute = sourced.attribute
            let locator = OffsetLocator(base: attribute.locator, offset: number.range.lowerBound)
            let location = attribute.locator.span(for: number.range)
            let value = check(
                text: text, locator: locator, expected: ExpectedType(.double, name: TemplateKeywords.constrain), node: index,
                frame: sourced.frame, instance: sourced.instance, location: location, memoPlacement: nil, readsSystemSpacings: true
            )
            builder.absorb(value)
            collectInputs(value, isConstant: false, instance: sourced.instance)
            guard let typed = value.typed else { return nil }
            return .value(value.irValue(typed, source: text, location: location))
        }
    }
}

/// Locates text taken from `offset` bytes into the text `base` locates.
struct OffsetLocator<Base: SourceLocator>: SourceLocator {
    let base: Base
    let offset: Int

    func span(for range: Range<Int>) -> SourceSpan {
        base.span(for: range.lowerBound + offset..<range.upperBound + offset)
    }
}
