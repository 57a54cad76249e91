/// Greedy line breaking over Unicode scalars with integer advances in font units.
///
/// Rules (these are the rules ``TextMeasurer`` documents):
/// * `\n`, `\r`, `\r\n`, U+2028 and U+2029 end a paragraph; every paragraph starts a line,
///   and an empty paragraph is an empty line.
/// * Lines break only at spaces (U+0020) and tabs (U+0009, as wide as a space). The spaces
///   at a break belong to neither line; spaces at the end of a paragraph are not measured;
///   spaces at the start of a paragraph are.
/// * A word that does not fit on an empty line is broken between scalars: as many as fit,
///   and always at least one, so every line makes progress.
/// * With a line limit, breaking stops once that many lines exist.
struct LineBreaker {
    /// One line: the scalar range it shows and its width in font units.
    struct Line: Equatable {
        var range: Range<Int>
        var units: Int
    }

    let advances: [Int]
    let kinds: [ScalarKind]
    /// Whether a width in font units fits the line.
    let fits: (Int) -> Bool
    let maxLines: Int?

    enum ScalarKind: Equatable {
        case visible, space, lineFeed, carriageReturn, separator

        var endsParagraph: Bool { self == .lineFeed || self == .carriageReturn || self == .separator }
    }

    static func kind(of scalar: Unicode.Scalar) -> ScalarKind {
        switch scalar.value {
        case 0x20, 0x09: .space
        case 0x0A: .lineFeed
        case 0x0D: .carriageReturn
        case 0x2028, 0x2029: .separator
        default: .visible
        }
    }

    func lines() -> [Line] {
        var result: [Line] = []
        var paragraphStart = 0
        var index = 0
        while true {
            if let maxLines, result.count >= maxLines { break }
            guard index < kinds.count else {
                breakParagraph(paragraphStart..<index, into: &result)
                break
            }
            guard kinds[index].endsParagraph else {
                index += 1
                continue
            }
            breakParagraph(paragraphStart..<index, into: &result)
            let isCRLF = kinds[index] == .carriageReturn && index + 1 < kinds.count && kinds[index + 1] == .lineFeed
            index += isCRLF ? 2 : 1
            paragraphStart = index
        }
        guard let maxLines, result.count > maxLines else { return result }
        return Array(result.prefix(maxLines))
    }

    /// Breaks one paragraph. Every scalar is visited a bounded number of times: a word is
    /// measured once, and what is left of a word broken between scalars keeps its measure.
    private func breakParagraph(_ paragraph: Range<Int>, into result: inout [Line]) {
        var lineStart = paragraph.lowerBound
        var lineEnd = lineStart
        var lineUnits = 0
        var pendingSpace = 0
        var hasWord = false
        var cursor = paragraph.lowerBound
        /// The end and width of the word (or rest of a word) starting at `cursor`, once measured.
        var measuredWord: (end: Int, units: Int)?
        let firstLineIndex = result.count
        while cursor < paragraph.upperBound {
            if let maxLines, result.count >= maxLines { return }
            if kinds[cursor] == .space {
                while cursor < paragraph.upperBound, kinds[cursor] == .space {
                    pendingSpace += advances[cursor]
                    cursor += 1
                }
                continue
            }
            let (wordEnd, wordUnits) = measuredWord ?? measureWord(from: cursor, before: paragraph.upperBound)
            measuredWord = nil
            let candidate = lineUnits + pendingSpace + wordUnits
            if fits(candidate) {
                lineUnits = candidate
                lineEnd = wordEnd
                hasWord = true
                pendingSpace = 0
                cursor = wordEnd
            } else if hasWord {
                result.append(Line(range: lineStart..<lineEnd, units: lineUnits))
                lineStart = cursor
                lineEnd = cursor
                lineUnits = 0
                pendingSpace = 0
                hasWord = false
                measuredWord = (wordEnd, wordUnits)
            } else {
                let lineBase = lineUnits + pendingSpace
                var end = cursor
                var units = lineBase
                while end < wordEnd, end == cursor || fits(units + advances[end]) {
                    units += advances[end]
                    end += 1
                }
                result.append(Line(range: lineStart..<end, units: units))
                lineStart = end
                lineEnd = end
                lineUnits = 0
                pendingSpace = 0
                cursor = end
                if end < wordEnd { measuredWord = (wordEnd, wordUnits - (units - lineBase)) }
            }
        }
        if hasWord || result.count == firstLineIndex {
            result.append(Line(range: lineStart..<lineEnd, units: lineUnits))
        }
    }

    /// The end and width in font units of the word starting at `start`.
    private func measureWord(from start: Int, before limit: Int) -> (end: Int, units: Int) {
        var end = start
        var units = 0
        while end < limit, kinds[end] == .visible {
            units += advances[end]
            end += 1
        }
        return (end, units)
    }
}
