import TrellisDiagnostics

extension CheckSession {
    /// Names every view can read, long enough that a slip of one, read as an input, is
    /// almost surely a typo (not `next`: `nxt` may well be state of its own).
    static let slippableNames = ["parent", "previous", "safeAreaInsets", "width", "height"]

    /// Reports, for the `reference-as-input` rule, a path about to be read as an input
    /// whose first name is a slip of one of ``slippableNames`` (`parnt.right`,
    /// `safeAreaInset.top`, or a bare `widht` where a number is expected) and that would
    /// resolve with that name. It stays an input, as Layout reads it, with a warning (an
    /// error in strict mode) and a fix-it for the first name.
    mutating func reportSlipOfReference(_ path: SymbolPath, syntax: ExpressionSyntax, _ expectation: Expectation) {
        guard !path.isIdReference, !path.isEscaped, let first = path.components.first else { return }
        if path.components.count == 1 {
            guard let type = expectation.type?.unwrapped, type == .double || type == .int else { return }
        }
        guard let meant = Self.slippableNames.first(where: { Self.isSlip(first, of: $0) }) else { return }
        var corrected = path
        corrected.components[0] = meant
        guard resolveInScope(corrected) != nil else { return }
        strictWarning(
            .referenceAsInput, "'\(path)' names nothing here, so it is read as an input of that name; did you mean '\(corrected)'?",
            at: syntax.range, fixIt: meant, replacing: componentsRange(path, syntax: syntax, 0..<1)
        )
    }

    /// Whether `name` is `word` with one letter left out, one added, or two neighbours
    /// swapped (a change of letter is no slip: `weight` is not `height`).
    static func isSlip(_ name: String, of word: String) -> Bool {
        let typed = Array(name.utf8), meant = Array(word.utf8)
        switch typed.count - meant.count {
        case 0:
            let start = firstDifference(typed, meant)
            guard start + 1 < typed.count else { return false }
            return typed[start] == meant[start + 1] && typed[start + 1] == meant[start] && typed[(start + 2)...] == meant[(start + 2)...]
        case 1:
            return isOneInsertion(longer: typed, shorter: meant)
        case -1:
            return isOneInsertion(longer: meant, shorter: typed)
        default:
            return false
        }
    }

    /// Whether `longer` is `shorter` with one byte added.
    private static func isOneInsertion(longer: [UInt8], shorter: [UInt8]) -> Bool {
        let start = firstDifference(longer, shorter)
        return longer[(start + 1)...] == shorter[start...]
    }

    /// The index of the first byte where `a` and `b` differ, or the shorter one's length.
    private static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var index = 0
        while index < a.count, index < b.count, a[index] == b[index] { index += 1 }
        return index
    }
}
