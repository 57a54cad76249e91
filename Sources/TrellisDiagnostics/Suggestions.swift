/// "Did you mean …?" suggestions: the candidates closest to a misspelt name.
public enum Suggestions {
    /// The candidate nearest to `name` by case-insensitive edit distance (with
    /// transpositions), if it is close enough to be a plausible typo; ties go to the
    /// candidate that sorts first, so the answer is deterministic.
    public static func closest<S: Sequence>(to name: String, in candidates: S) -> String?
    where S.Element == String {
        let target = Array(name.lowercased().utf8)
        guard !target.isEmpty else { return nil }
        let limit = max(1, min(3, target.count / 3 + 1))
        var best: (distance: Int, candidate: String)?
        for candidate in candidates where candidate != name {
            let lowered = Array(candidate.lowercased().utf8)
            guard abs(lowered.count - target.count) <= limit else { continue }
            let distance = editDistance(target, lowered, limit: limit)
            guard distance <= limit else { continue }
            if let current = best,
               (current.distance, current.candidate) <= (distance, candidate) { continue }
            best = (distance, candidate)
        }
        return best?.candidate
    }

    /// A message suffix such as ` (did you mean 'textColor'?)`, or an empty string.
    public static func didYouMean<S: Sequence>(_ name: String, in candidates: S) -> String
    where S.Element == String {
        guard let match = closest(to: name, in: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// Optimal-string-alignment distance, giving up early once every entry of a row
    /// exceeds `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return rowMinimum }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
