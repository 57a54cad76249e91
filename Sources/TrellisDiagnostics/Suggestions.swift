/// "Did you mean …?" suggestions: the candidates closest to a misspelt name.
public enum Suggestions {
    /// How many candidates a search reads at most: a suggestion comes from the first ones.
    public static let maximumCandidates = 10_000

    /// The candidate nearest to `name` by case-insensitive edit distance (with
    /// transpositions), if it is close enough to be a plausible typo; ties go to the
    /// candidate that sorts first, so the answer is deterministic.
    ///
    /// Cheap enough to call for every unknown name of a large file: a candidate whose
    /// length alone puts it out of reach is skipped without being read, letters are
    /// compared case-folded in place (ASCII), the distance rows are allocated once, once a
    /// candidate is found the others are only measured up to its distance, and at most
    /// ``maximumCandidates`` are read.
    public static func closest<S: Sequence>(to name: String, in candidates: S) -> String?
    where S.Element == String {
        let target = name.utf8.map(asciiLowercased)
        guard !target.isEmpty else { return nil }
        var limit = max(1, min(3, target.count / 3 + 1))
        var best: (distance: Int, candidate: String)?
        var rows = EditDistanceRows()
        var folded: [UInt8] = []
        for candidate in candidates.prefix(maximumCandidates) where candidate != name {
            guard abs(candidate.utf8.count - target.count) <= limit else { continue }
            folded.removeAll(keepingCapacity: true)
            folded.append(contentsOf: candidate.utf8.lazy.map(asciiLowercased))
            let distance = editDistance(target, folded, limit: limit, rows: &rows)
            guard distance <= limit else { continue }
            if let current = best,
               (current.distance, current.candidate) <= (distance, candidate) { continue }
            best = (distance, candidate)
            limit = distance
        }
        return best?.candidate
    }

    /// A message suffix such as `; did you mean 'textColor'?`, or an empty string.
    public static func didYouMean<S: Sequence>(_ name: String, in candidates: S) -> String
    where S.Element == String {
        didYouMean(closest(to: name, in: candidates))
    }

    /// The message suffix naming `match` (`; did you mean 'textColor'?`), or an empty
    /// string for no match; for a site that also offers `match` as a fix-it.
    public static func didYouMean(_ match: String?) -> String {
        match.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Whether `name` and `candidate` differ by at most one letter left out, added,
    /// changed or swapped with its neighbour, case aside: a slip rather than another name.
    public static func isOneEditApart(_ name: String, _ candidate: String) -> Bool {
        editDistance(name.utf8.map(asciiLowercased), candidate.utf8.map(asciiLowercased), limit: 1) <= 1
    }

    /// Optimal-string-alignment distance, giving up early once every entry of a row
    /// exceeds `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        var rows = EditDistanceRows()
        return editDistance(a, b, limit: limit, rows: &rows)
    }

    /// ``editDistance(_:_:limit:)`` in rows kept from one call to the next.
    private static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int, rows: inout EditDistanceRows) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        rows.reset(width: b.count + 1)
        for i in 1...a.count {
            rows.current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows.previous[j] + 1, rows.current[j - 1] + 1, rows.previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, rows.previousPrevious[j - 2] + 1)
                }
                rows.current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return rowMinimum }
            rows.advance()
        }
        return rows.previous[b.count]
    }

    /// An ASCII letter in lower case; other bytes as they are.
    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}

/// The three rows of an edit distance computation, reused across candidates.
private struct EditDistanceRows {
    var previousPrevious: [Int] = []
    var previous: [Int] = []
    var current: [Int] = []

    /// Rows for a candidate of `width - 1` bytes: `previous` is the distance from the empty
    /// prefix.
    mutating func reset(width: Int) {
        for index in 0..<width where index < previous.count { previous[index] = index }
        if previous.count < width {
            previous += (previous.count..<width).map { $0 }
            previousPrevious += [Int](repeating: 0, count: width - previousPrevious.count)
            current += [Int](repeating: 0, count: width - current.count)
        }
    }

    /// Moves down one row.
    mutating func advance() {
        swap(&previousPrevious, &previous)
        swap(&previous, &current)
    }
}
