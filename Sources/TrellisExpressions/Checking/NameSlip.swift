/// Slips of the keyboard in names: one letter left out, one added, or two neighbours
/// swapped (a change of letter is no slip: `weight` is not `height`). A name read as an
/// input that is a slip of a name the template can read is almost surely a typo.
public enum NameSlip {
    /// Whether `name` is `word` with one letter left out, one added, or two neighbours swapped.
    public static func isSlip(_ name: String, of word: String) -> Bool {
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

    /// Whether `name`, read as an input, is a slip of the param or macro `declared` that
    /// is worth a warning: `declared` is at least 4 bytes long (`w` beside a macro `ww`
    /// may well be a state of its own) and the two differ by more than a plural `s`
    /// (`items` beside a param `item`).
    public static func isSlip(_ name: String, ofDeclared declared: String) -> Bool {
        declared.utf8.count >= 4 && name != declared + "s" && declared != name + "s" && isSlip(name, of: declared)
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
