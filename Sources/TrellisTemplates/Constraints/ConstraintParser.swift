import TrellisDiagnostics

/// Reads a `constrain` attribute: constraints in GetLaid's vocabulary separated by `;`,
/// the element always being the source (GetLaid's `item >> target`).
///
/// Each constraint is a target (`allButBottom`, `#header.bottom.offset(8)`), an explicit
/// source attribute and a target (`top >> #header.bottom`), or a constant size
/// (`width >> 100`, `>> (100, 50)`, `>> min(100)`). Combined targets are expanded into
/// one ``ConstraintSpec`` per attribute. Numbers are left as expression text, to be type
/// checked where the attribute is.
public enum ConstraintParser {
    /// The constraints of `text` and the problems found, at byte ranges of `text`.
    public static func parse(_ text: String) -> (constraints: [ConstraintSpec], issues: [ConstraintIssue]) {
        var parser = ConstraintStatementParser(scanner: ConstraintScanner(text))
        let scanner = parser.scanner
        for statement in scanner.split(0..<scanner.bytes.count, at: UInt8(ascii: ";")) {
            parser.parseStatement(statement)
        }
        return (parser.constraints, parser.issues)
    }
}

/// Parses the statements of one attribute value, collecting constraints and issues.
struct ConstraintStatementParser {
    let scanner: ConstraintScanner
    var constraints: [ConstraintSpec] = []
    var issues: [ConstraintIssue] = []

    static let itemNames = ["parent", "previous", "next", "safeArea"]
    static let modifierNames = ["offset", "min", "max", "at"]

    mutating func parseStatement(_ range: Range<Int>) {
        let statement = scanner.trimmed(range)
        guard !statement.isEmpty else { return }
        guard let arrow = scanner.firstArrow(in: statement) else {
            parseTarget(statement, source: nil, statement: statement)
            return
        }
        let left = scanner.trimmed(statement.lowerBound..<arrow)
        let right = scanner.trimmed(arrow + 2..<statement.upperBound)
        var source: (anchor: LayoutAnchor, range: Range<Int>)?
        if !left.isEmpty {
            let name = scanner.text(left)
            guard let anchor = LayoutAnchor(rawValue: name) else {
                let names = LayoutAnchor.allCases.map(\.rawValue)
                let match = Suggestions.closest(to: name, in: names)
                issue("unknown constraint attribute '\(name)'\(Suggestions.didYouMean(match))", left, replacement: match)
                return
            }
            source = (anchor, left)
        }
        guard !right.isEmpty else {
            issue("'>>' needs a target or a size after it", arrow..<arrow + 2)
            return
        }
        if isTarget(right) {
            parseTarget(right, source: source, statement: statement)
        } else {
            parseConstant(right, source: source, statement: statement)
        }
    }

    /// Whether `range` is written as a target rather than a size: it starts with `#`, a
    /// word of the target vocabulary, or a word followed by `.` (a misspelt target).
    private func isTarget(_ range: Range<Int>) -> Bool {
        if scanner.bytes[range.lowerBound] == UInt8(ascii: "#") { return true }
        let end = scanner.identifierEnd(from: range.lowerBound, before: range.upperBound)
        guard end > range.lowerBound else { return false }
        let name = scanner.text(range.lowerBound..<end)
        if Self.itemNames.contains(name) || LayoutAnchor(rawValue: name) != nil || CombinedTarget(rawValue: name) != nil { return true }
        let next = scanner.skipBlanks(from: end, before: range.upperBound)
        return next < range.upperBound && scanner.bytes[next] == UInt8(ascii: ".")
            && !(scanner.bytes[range.lowerBound] >= UInt8(ascii: "0") && scanner.bytes[range.lowerBound] <= UInt8(ascii: "9"))
    }

    // MARK: Constant sizes

    /// `100`, `(100, 50)`, `min(100, 50)`, `max(100)`, any expression.
    private mutating func parseConstant(_ range: Range<Int>, source: (anchor: LayoutAnchor, range: Range<Int>)?, statement: Range<Int>) {
        var relation = ConstraintSpec.Relation.equal
        var values = [range]
        let end = scanner.identifierEnd(from: range.lowerBound, before: range.upperBound)
        let word = scanner.text(range.lowerBound..<end)
        let open = scanner.skipBlanks(from: end, before: range.upperBound)
        let opensCall = open < range.upperBound && scanner.bytes[open] == UInt8(ascii: "(")
        if opensCall, let close = scanner.closingParenthesis(from: open, before: range.upperBound), close == range.upperBound - 1 {
            let inner = scanner.split(open + 1..<close, at: UInt8(ascii: ","))
            if word == "min" || word == "max" {
                relation = word == "min" ? .greaterThanOrEqual : .lessThanOrEqual
                values = inner
            } else if end == range.lowerBound, inner.count == 2 {
                values = inner
            }
        }
        guard values.count <= 2 else {
            issue("a constant size has one value (both dimensions) or two (width, height)", range)
            return
        }
        let numbers = values.map { number($0, what: "a size") }
        guard numbers.allSatisfy({ $0 != nil }) else { return }
        let anchors: [LayoutAnchor]
        if let source {
            guard source.anchor.isDimension else {
                issue("'\(source.anchor.rawValue)' is a position; only 'width' and 'height' can be constrained to a constant", source.range)
                return
            }
            guard values.count == 1 else {
                issue("two sizes constrain both width and height; remove '\(source.anchor.rawValue) >>'", source.range)
                return
            }
            anchors = [source.anchor]
        } else {
            anchors = [.width, .height]
        }
        for (position, anchor) in anchors.enumerated() {
            constraints.append(ConstraintSpec(
                source: anchor, relation: relation, target: nil, multiplier: nil, constant: numbers[min(position, numbers.count - 1)],
                range: statement, itemRange: statement, sourceRange: source?.range ?? statement, anchorRange: statement
            ))
        }
    }

    // MARK: Targets

    private mutating func parseTarget(_ range: Range<Int>, source: (anchor: LayoutAnchor, range: Range<Int>)?, statement: Range<Int>) {
        let components: [ConstraintComponent]
        switch scanner.components(of: range) {
        case let .failure(problem):
            issues.append(problem)
            return
        case let .success(found):
            components = found
        }
        var index = 0
        var item = ConstraintItem.parent
        var itemRange = statement
        if let first = components.first {
            if first.isID {
                item = .id(first.name)
                itemRange = first.range
                index = 1
            } else if Self.itemNames.contains(first.name), first.arguments == nil {
                itemRange = first.range
                index = 1
                switch first.name {
                case "previous": item = .previous
                case "next": item = .next
                case "safeArea": item = .parentSafeArea
                default:
                    if components.count > 1, components[1].name == "safeArea", !components[1].isID, components[1].arguments == nil {
                        item = .parentSafeArea
                        itemRange = first.range.lowerBound..<components[1].range.upperBound
                        index = 2
                    }
                }
            }
        }
        var anchor: LayoutAnchor?
        var anchorRange = itemRange
        var combined: (target: CombinedTarget, component: ConstraintComponent)?
        if index < components.count, !components[index].isID {
            let component = components[index]
            if let found = LayoutAnchor(rawValue: component.name), component.arguments == nil {
                anchor = found
                anchorRange = component.nameRange
                index += 1
            } else if let found = CombinedTarget(rawValue: component.name) {
                combined = (found, component)
                index += 1
            }
        }
        guard let modifiers = parseModifiers(components[index...], afterItem: index > 0, anchorGiven: anchor != nil || combined != nil) else {
            return
        }
        if item == .parentSafeArea, let anchor, anchor.isBaseline {
            issue("the safe area has no baselines", range)
            return
        }
        if let anchor {
            let sourceAnchor = source?.anchor ?? anchor
            guard compatible(sourceAnchor, anchor, at: range) else { return }
            append(
                sourceAnchor, item, anchor, modifiers, offset: modifiers.offset, statement: statement, itemRange: itemRange,
                sourceRange: source?.range ?? anchorRange, anchorRange: anchorRange
            )
            return
        }
        if combined == nil, let source {
            guard item != .parentSafeArea || !source.anchor.isBaseline else {
                issue("the safe area has no baselines", range)
                return
            }
            append(
                source.anchor, item, source.anchor, modifiers, offset: modifiers.offset, statement: statement, itemRange: itemRange,
                sourceRange: source.range, anchorRange: itemRange
            )
            return
        }
        let target = combined?.target ?? .all
        if let source {
            issue("'\(target.rawValue)' constrains its own attributes; remove '\(source.anchor.rawValue) >>'", source.range)
            return
        }
        if let offset = modifiers.offsetRange {
            let labels = target.members.compactMap(\.label)
            let hint = labels.isEmpty ? "" : "; give offsets as arguments (\(labels.joined(separator: ", ")))"
            issue("'.offset' does not apply to '\(target.rawValue)'\(hint)", offset)
            return
        }
        guard let offsets = combinedOffsets(target, combined?.component) else { return }
        for (position, member) in target.members.enumerated() {
            append(
                member.anchor, item, member.anchor, modifiers, offset: offsets[position], statement: statement, itemRange: itemRange,
                sourceRange: statement, anchorRange: statement
            )
        }
    }

    private mutating func append(
        _ source: LayoutAnchor, _ item: ConstraintItem, _ anchor: LayoutAnchor, _ modifiers: Modifiers, offset: ConstraintNumber?,
        statement: Range<Int>, itemRange: Range<Int>, sourceRange: Range<Int>, anchorRange: Range<Int>
    ) {
        constraints.append(ConstraintSpec(
            source: source, relation: modifiers.relation, target: (item, anchor), multiplier: modifiers.multiplier, constant: offset,
            range: statement, itemRange: itemRange, sourceRange: sourceRange, anchorRange: anchorRange
        ))
    }

    /// Auto Layout relates a position only to a position on its axis, never left/right to
    /// leading/trailing, and a dimension only to a dimension.
    private mutating func compatible(_ source: LayoutAnchor, _ target: LayoutAnchor, at range: Range<Int>) -> Bool {
        let pair = "'\(source.rawValue)' to '\(target.rawValue)'"
        if source.isDimension != target.isDimension {
            issue("cannot constrain \(pair): one is a size, the other a position", range)
            return false
        }
        if !source.isDimension, source.isHorizontal != target.isHorizontal {
            issue("cannot constrain \(pair): they lie on different axes", range)
            return false
        }
        if (source.isDirectional && target.isAbsolute) || (source.isAbsolute && target.isDirectional) {
            issue("cannot constrain \(pair): Auto Layout does not relate left and right to leading and trailing", range)
            return false
        }
        return true
    }

    /// The labelled offsets of a combined target, one per member (`nil`: 0), in the
    /// members' order; labels must come in that order, each once.
    private mutating func combinedOffsets(_ target: CombinedTarget, _ component: ConstraintComponent?) -> [ConstraintNumber?]? {
        var offsets = [ConstraintNumber?](repeating: nil, count: target.members.count)
        guard let arguments = component?.arguments else { return offsets }
        let labels = target.members.compactMap(\.label)
        var next = 0
        for argument in arguments {
            guard let label = argument.label, let labelRange = argument.labelRange else {
                let expected = labels.isEmpty ? "no arguments" : "labelled offsets (\(labels.joined(separator: ", ")))"
                issue("'\(target.rawValue)' takes \(expected)", argument.value.isEmpty ? component?.range ?? 0..<0 : argument.value)
                return nil
            }
            guard let position = target.members.firstIndex(where: { $0.label == label }) else {
                let match = Suggestions.closest(to: label, in: labels)
                issue("'\(target.rawValue)' has no offset '\(label)'\(Suggestions.didYouMean(match))", labelRange, replacement: match)
                return nil
            }
            guard position >= next else {
                issue("'\(label)' is out of order: '\(target.rawValue)' takes \(labels.joined(separator: ", ")) in that order, each once", labelRange)
                return nil
            }
            guard let value = number(argument.value, what: "an offset") else { return nil }
            offsets[position] = value
            next = position + 1
        }
        return offsets
    }

    // MARK: Modifiers

    struct Modifiers {
        var relation = ConstraintSpec.Relation.equal
        var relationRange: Range<Int>?
        var multiplier: ConstraintNumber?
        var offset: ConstraintNumber?
        var offsetRange: Range<Int>?
    }

    /// `.offset(x)`, `.min`, `.max`, `.at(x)`, in any order, each once.
    private mutating func parseModifiers(_ components: ArraySlice<ConstraintComponent>, afterItem: Bool, anchorGiven: Bool) -> Modifiers? {
        var modifiers = Modifiers()
        for (position, component) in zip(components.indices, components) {
            switch component.isID ? "" : component.name {
            case "min", "max":
                guard component.arguments == nil else {
                    issue("'.\(component.name)' takes no value; write a constant size as '>> \(component.name)(…)'", component.range)
                    return nil
                }
                if let earlier = modifiers.relationRange {
                    let previous = scanner.text(earlier)
                    issue(previous == component.name ? "'.\(previous)' is given twice" : "'.min' and '.max' contradict each other", component.range)
                    return nil
                }
                modifiers.relation = component.name == "min" ? .greaterThanOrEqual : .lessThanOrEqual
                modifiers.relationRange = component.nameRange
            case "offset", "at":
                let isOffset = component.name == "offset"
                guard let arguments = component.arguments, arguments.count == 1, arguments[0].label == nil else {
                    issue("'.\(component.name)' takes one value: '.\(component.name)(…)'", component.range)
                    return nil
                }
                if isOffset ? modifiers.offsetRange != nil : modifiers.multiplier != nil {
                    issue("'.\(component.name)' is given twice", component.range)
                    return nil
                }
                guard let value = number(arguments[0].value, what: isOffset ? "an offset" : "a factor") else { return nil }
                if isOffset {
                    modifiers.offset = value
                    modifiers.offsetRange = component.range
                } else {
                    modifiers.multiplier = value
                }
            default:
                var candidates = Self.modifierNames
                if position == components.startIndex, !anchorGiven {
                    candidates += LayoutAnchor.allCases.map(\.rawValue) + CombinedTarget.allCases.map(\.rawValue)
                    if !afterItem { candidates += Self.itemNames }
                }
                let kind = position == components.startIndex && !afterItem ? "constraint target" : "constraint attribute or modifier"
                let name = component.isID ? "#\(component.name)" : component.name
                let match = Suggestions.closest(to: component.name, in: candidates)
                issue("unknown \(kind) '\(name)'\(Suggestions.didYouMean(match))", component.nameRange, replacement: match)
                return nil
            }
        }
        return modifiers
    }

    // MARK: Numbers

    /// The number written at `range`: a system spacing or an expression.
    private mutating func number(_ range: Range<Int>, what: String) -> ConstraintNumber? {
        let value = scanner.trimmed(range)
        guard !value.isEmpty else {
            issue("expected \(what)", range.isEmpty ? max(0, range.lowerBound - 1)..<range.lowerBound : range)
            return nil
        }
        let text = scanner.text(value)
        if let spacing = SystemSpacing(rawValue: text) {
            return ConstraintNumber(kind: .systemSpacing(spacing), range: value)
        }
        return ConstraintNumber(kind: .expression(text), range: value)
    }

    private mutating func issue(_ message: String, _ range: Range<Int>, replacement: String? = nil) {
        issues.append(ConstraintIssue(message: message, range: range, replacement: replacement))
    }
}
