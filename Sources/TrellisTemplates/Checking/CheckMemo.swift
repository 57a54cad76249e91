import TrellisDiagnostics
import TrellisExpressions

/// Checked attribute values kept for reuse: an attribute with the same text and expected
/// type, whose every name lookup gets the same answer in its own scope, checks to the same
/// result.
///
/// Templates repeat values (`left="20"`, `width="100%"`, a cell included by every screen),
/// so most attributes are checked once per compilation session. The reused expression keeps
/// the spans of its first place (``IRValue`` relates them to the new place); only the
/// input uses are moved, so only values written on one line without character references
/// (whose bytes map one to one to the file) are reused, and only results without
/// diagnostics.
struct CheckMemo {
    struct Entry {
        var expected: ExpectedType
        var queries: [(path: SymbolPath, answer: ScopeAnswer)]
        var result: CheckedAttribute
        /// The value the result was checked at.
        var origin: SourceSpan
        /// Where each input is read, at ``origin``.
        var inputUses: [String: [SourceSpan]]
        /// Whether the expression is constant.
        var isConstant: Bool
        /// The expression's IR text (see ``IREncodedJSON``), set when stored.
        var encodedExpression: IREncodedJSON?
    }

    /// A stored result found for a new place.
    struct Reuse {
        var result: CheckedAttribute
        var origin: SourceSpan
        var isConstant: Bool
        var queries: [(path: SymbolPath, answer: ScopeAnswer)]
        /// Where each input is read, moved to the new place.
        var inputUses: [String: [SourceSpan]]
        var encodedExpression: IREncodedJSON?
    }

    /// How many differently typed or scoped results are kept per text.
    static let maximumEntriesPerText = 8

    /// Every entry, and their indices by the text checked (the expected type is compared
    /// after, as texts rarely repeat with different types).
    private var entries: [Entry] = []
    private var indicesByText: [String: [Int]] = [:]

    /// A stored result for `text` checked as `expected` whose lookups `scope` answers the
    /// same way, for the value at `location`.
    func reuse(_ text: String, expected: ExpectedType, scope: NodeScope, at location: SourceSpan) -> Reuse? {
        guard let candidates = indicesByText[text] else { return nil }
        for index in candidates where entries[index].expected == expected
            && entries[index].queries.allSatisfy({ scope.answer(for: $0.path) == $0.answer })
        {
            let entry = entries[index]
            var result = entry.result
            if !result.assets.isEmpty {
                result.assets = result.assets.map { asset in
                    var moved = asset
                    moved.location = Self.move(asset.location, from: entry.origin, to: location)
                    return moved
                }
            }
            let uses = entry.inputUses.isEmpty ? [:] : entry.inputUses.mapValues { $0.map { Self.move($0, from: entry.origin, to: location) } }
            return Reuse(
                result: result, origin: entry.origin, isConstant: entry.isConstant, queries: entry.queries, inputUses: uses,
                encodedExpression: entry.encodedExpression
            )
        }
        return nil
    }

    /// Stores a result checked from `text`, with its expression's IR text, which it returns.
    mutating func store(_ text: String, _ entry: Entry) -> IREncodedJSON? {
        guard entry.result.expression?.diagnostics.isEmpty ?? true else { return nil }
        let count = indicesByText[text]?.count ?? 0
        guard count < Self.maximumEntriesPerText else { return nil }
        var stored = entry
        stored.encodedExpression = entry.result.expression?.typed.flatMap { IREncodedJSON.expression($0, origin: entry.origin) }
        indicesByText[text, default: []].append(entries.count)
        entries.append(stored)
        return stored.encodedExpression
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
