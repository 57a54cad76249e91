import TrellisDiagnostics
import TrellisExpressions

/// Checked attribute values kept for reuse: an attribute with the same text and expected
/// type, whose every name lookup gets the same answer in its own scope, checks to the same
/// result moved to its own place in its file.
///
/// Templates repeat values (`left="20"`, `width="100%"`, a cell included by every screen),
/// so most attributes are checked once per compilation session. Only values written on one
/// line without character references are reused (their bytes map one to one to the file,
/// so moving the result is a shift), and only results without diagnostics.
struct CheckMemo {
    struct Key: Hashable {
        var text: String
        var expected: ExpectedType
    }

    struct Entry {
        var queries: [(path: SymbolPath, answer: ScopeAnswer)]
        var result: CheckedAttribute
        /// The value the result was checked at.
        var origin: SourceSpan
    }

    /// How many differently scoped results are kept per key.
    static let maximumEntriesPerKey = 4

    private var entries: [Key: [Entry]] = [:]

    /// A stored result for `key` whose lookups `scope` answers the same way, moved to
    /// `location`, with those lookups.
    func reuse(_ key: Key, scope: NodeScope, at location: SourceSpan)
        -> (result: CheckedAttribute, queries: [(path: SymbolPath, answer: ScopeAnswer)])?
    {
        guard let candidates = entries[key] else { return nil }
        for entry in candidates where entry.queries.allSatisfy({ scope.answer(for: $0.path) == $0.answer }) {
            return (Self.move(entry.result, from: entry.origin, to: location), entry.queries)
        }
        return nil
    }

    /// Stores a result checked at `origin` with the lookups it made.
    mutating func store(_ key: Key, queries: [(path: SymbolPath, answer: ScopeAnswer)], result: CheckedAttribute, origin: SourceSpan) {
        guard result.expression?.diagnostics.isEmpty ?? true else { return }
        var list = entries[key, default: []]
        guard list.count < Self.maximumEntriesPerKey else { return }
        list.append(Entry(queries: queries, result: result, origin: origin))
        entries[key] = list
    }

    /// `result` with the spans that lie inside `origin` shifted to `location`; spans
    /// elsewhere (inside macro definitions) stay.
    static func move(_ result: CheckedAttribute, from origin: SourceSpan, to location: SourceSpan) -> CheckedAttribute {
        guard origin != location else { return result }
        let shift = { (span: SourceSpan) -> SourceSpan in
            if span == origin { return location }
            guard span.file == origin.file, span.offset >= origin.offset, span.endOffset <= origin.endOffset else { return span }
            return SourceSpan(
                file: location.file, line: location.line, column: span.column - origin.column + location.column,
                offset: span.offset - origin.offset + location.offset, length: span.length
            )
        }
        var moved = result
        if var expression = moved.expression {
            expression.typed = expression.typed?.mappingSpans(shift)
            expression.inputLocations = expression.inputLocations.mapValues(shift)
            moved.expression = expression
        }
        moved.assets = moved.assets.map { asset in
            var asset = asset
            asset.location = shift(asset.location)
            return asset
        }
        return moved
    }
}
