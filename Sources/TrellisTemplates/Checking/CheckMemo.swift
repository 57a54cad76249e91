import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// Checked attribute values kept for reuse: an attribute with the same text and expected
/// type, whose every name lookup gets the same answer in its own scope, checks to the same
/// result.
///
/// Templates repeat values (`left="20"`, `width="100%"`, a cell included by every screen),
/// so most attributes are checked once per compilation session. The reused expression keeps
/// the spans of its first place (``IRValue`` relates them to the new place); only the
/// input uses and assets are moved, so only values written on one line without character
/// references (whose bytes map one to one to the file) are reused, and only results
/// without diagnostics. A value reuses only results placed as it is (``Placement``).
struct CheckMemo {
    /// Where the parts of a checked value lie, which decides what may reuse it.
    enum Placement: Hashable {
        /// Each part at its own place in the value's text: an attribute written on one line.
        case inText
        /// Every part at one span, the value's location: a manifest default, at its node.
        case fixed
    }

    /// The text checked and how its parts are placed.
    private struct Key: Hashable {
        var text: String
        var placement: Placement
    }

    /// How many differently typed or scoped results are kept per text.
    static let maximumEntriesPerText = 8

    /// Every entry by the text checked (the expected type is compared after, as texts
    /// rarely repeat with different types).
    private var entriesByText: [Key: [CheckResult]] = [:]

    /// A stored result for `text` placed as `placement`, checked as `expected`, whose
    /// lookups `scope` answers the same way (answering records the `#id` and param targets
    /// the lookups reach).
    func reuse(_ text: String, placement: Placement, expected: ExpectedType, scope: NodeScope) -> CheckResult? {
        guard let candidates = entriesByText[Key(text: text, placement: placement)] else { return nil }
        for entry in candidates where entry.expected == expected && entry.answersMatch(in: scope) {
            return entry
        }
        return nil
    }

    /// Stores a result checked from `text` placed as `placement` first among its text's
    /// results, dropping the oldest beyond ``maximumEntriesPerText``; results with
    /// diagnostics are not stored.
    ///
    /// Newest first because a text that checks differently in different files (a macro each
    /// screen defines) is reused mostly in the file just checked: its later uses there find
    /// it at once, and an older file's results give way instead of blocking it.
    mutating func store(_ text: String, placement: Placement, _ entry: CheckResult) {
        guard entry.diagnostics.isEmpty else { return }
        Self.insertNewest(entry, into: &entriesByText[Key(text: text, placement: placement), default: []])
    }

    private static func insertNewest(_ entry: CheckResult, into entries: inout [CheckResult]) {
        if entries.count >= maximumEntriesPerText { entries.removeLast(entries.count - maximumEntriesPerText + 1) }
        entries.insert(entry, at: 0)
    }

    /// `span` moved from `origin` to `location` when it lies inside `origin` (spans
    /// elsewhere, in a macro's definition, stay).
    static func move(_ span: SourceSpan, from origin: SourceSpan, to location: SourceSpan) -> SourceSpan {
        guard span.file == origin.file, span.offset >= origin.offset, span.endOffset <= origin.endOffset else { return span }
        if span == origin { return location }
        return SourceSpan(
            file: location.file, line: location.line, column: span.column - origin.column + location.column,
            offset: span.offset - origin.offset + location.offset, length: span.length
        )
    }
}

/// One checked value with everything derived from it, shared (not copied) by every
/// attribute reusing it: the lookups it made, the macros it expanded, where it reads its
/// inputs and its IR text.
///
/// A class so reuse costs a reference rather than a copy of the whole result; it belongs
/// to one compilation session, on one thread (only its IR text cache changes).
final class CheckResult {
    let expected: ExpectedType
    /// The lookups made while checking, with their answers.
    let queries: [ScopeQuery]
    /// What each of ``queries`` was answered.
    let queryAnswers: [ScopeAnswer]
    let attribute: CheckedAttribute
    /// The typed expression, its problems and its inputs' types, kept apart from
    /// ``attribute`` so reading them copies nothing else.
    let typed: TypedExpression?
    let diagnostics: [Diagnostic]
    let inputTypes: [String: ValueType]
    /// The types uses suggest for inputs without requiring them.
    let inputHints: [String: InputHint]
    /// The inputs used as two types one value sets (``CheckedExpression/castInputs``).
    let castInputs: Set<String>
    /// The value the result was checked at.
    let origin: SourceSpan
    /// Where each input is read, at ``origin``.
    let inputUses: [String: [SourceSpan]]
    /// Whether the value sets nothing (empty, `{}` or commented out).
    var isUnset: Bool { attribute.isUnset }
    /// Whether the expression is constant.
    let isConstant: Bool
    /// Macros expanded in the value.
    let macros: Set<String>
    /// The typed expression as the IR values made from this result share it.
    let shared: IRCheckedExpression?

    /// The shapes of properties made from this result (a result is mostly used under one
    /// key path, with one role).
    private var shapes: [IRPropertyShape] = []

    /// The property setting `keyPath` to this result's value, written as `source` at
    /// `location`, sharing its shape with the earlier properties made alike; `nil` when the
    /// value did not check.
    func property(keyPath: String, type: ValueType, role: IRPropertyRole, source: String, location: SourceSpan) -> IRProperty? {
        guard let shared else { return nil }
        // Every shape of this result holds its expression and constness, so those need no
        // comparing.
        for index in shapes.indices {
            let shape = shapes[index]
            if shape.keyPath == keyPath, shape.role == role, shape.type == type, shape.source == source {
                return IRProperty(shape: shape, location: location)
            }
        }
        let value = IRValue(shared: shared, isConstant: isConstant, source: source, location: location)
        let shape = IRPropertyShape(keyPath: keyPath, type: type, role: role, value: value)
        if shapes.count < Self.maximumShapes { shapes.append(shape) }
        return IRProperty(shape: shape, location: location)
    }

    /// How many property shapes a result keeps.
    static let maximumShapes = 4

    init(expected: ExpectedType, queries: [(query: ScopeQuery, answer: ScopeAnswer)], attribute: CheckedAttribute, origin: SourceSpan, reusable: Bool) {
        self.expected = expected
        self.queries = queries.map(\.query)
        self.queryAnswers = queries.map(\.answer)
        self.attribute = attribute
        self.origin = origin
        self.inputUses = Self.inputUses(attribute)
        let typed = attribute.expression?.typed
        self.typed = typed
        self.diagnostics = attribute.expression?.diagnostics ?? []
        self.inputTypes = attribute.expression?.inputs ?? [:]
        self.inputHints = attribute.expression?.inputHints ?? [:]
        self.castInputs = attribute.expression?.castInputs ?? []
        self.isConstant = typed?.isConstant ?? false
        var macros: Set<String> = []
        for (_, answer) in queries {
            if case let .macro(name, _) = answer { macros.insert(name) }
        }
        self.macros = macros
        self.shared = typed.map { typed in
            IRCheckedExpression(typed: typed, origin: origin, encoded: reusable ? IREncodedJSON.expression(typed, origin: origin) : nil)
        }
    }

    /// Whether `scope` answers every lookup of the check as it was answered then.
    func answersMatch(in scope: NodeScope) -> Bool {
        for index in queries.indices where scope.answer(for: queries[index]) != queryAnswers[index] {
            return false
        }
        return true
    }

    /// The assets named literally, at `location`.
    func assets(at location: SourceSpan) -> [AssetReference] {
        guard location != origin else { return attribute.assets }
        return attribute.assets.map { asset in
            var moved = asset
            moved.location = CheckMemo.move(asset.location, from: origin, to: location)
            return moved
        }
    }

    /// Every place each input of a checked value is read.
    private static func inputUses(_ result: CheckedAttribute) -> [String: [SourceSpan]] {
        guard let expression = result.expression, !expression.inputs.isEmpty else { return [:] }
        var uses: [String: [SourceSpan]] = [:]
        if let typed = expression.typed { InputCollector.collectLocations(typed, into: &uses) }
        for (name, first) in expression.inputLocations where uses[name] == nil { uses[name] = [first] }
        return uses
    }
}
