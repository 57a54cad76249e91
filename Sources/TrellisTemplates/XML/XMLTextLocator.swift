import TrellisDiagnostics

/// Maps byte ranges of decoded XML character data (an attribute value or a text node)
/// back to the exact bytes of the file they were read from.
///
/// Decoding changes lengths: `&amp;` is five source bytes for one decoded byte, `&#x4E2D;`
/// is eight source bytes for three, and a CR LF line end is two bytes for one. The
/// locator records every such place, so a range of the decoded text (an expression token
/// inside `{…}`) maps to the source bytes that produced it. Elsewhere decoded bytes map
/// one to one; values that span several lines stay correct because line and column are
/// computed from the mapped byte offset.
///
/// A range that starts or ends inside the expansion of a reference grows to cover the
/// whole reference.
public struct XMLTextLocator: SourceLocator, Hashable {
    /// One place where a run of decoded bytes came from a run of source bytes of a
    /// different length (a reference, or a CR LF line end).
    struct Replacement: Hashable, Sendable {
        var decodedStart: Int
        var decodedLength: Int
        var sourceStart: Int
        var sourceLength: Int

        var decodedEnd: Int { decodedStart + decodedLength }
        var sourceEnd: Int { sourceStart + sourceLength }
    }

    let file: XMLSourceFile
    /// The byte offset in the file of the first decoded byte.
    public let startOffset: Int
    /// Replacements in increasing order of position.
    let replacements: [Replacement]

    init(file: XMLSourceFile, startOffset: Int, replacements: [Replacement]) {
        self.file = file
        self.startOffset = startOffset
        self.replacements = replacements
    }

    /// A locator for text copied from `source` without any change.
    public init(source: SourceText, startOffset: Int) {
        self.init(file: XMLSourceFile(source), startOffset: startOffset, replacements: [])
    }

    /// The file the text was read from.
    public var source: SourceText { file.text }

    /// The span of the source bytes that decoded into `range`.
    public func span(for range: Range<Int>) -> SourceSpan {
        let start = sourceOffset(ofDecodedStart: range.lowerBound)
        guard range.upperBound > range.lowerBound else { return source.span(offset: start, length: 0) }
        let end = sourceOffset(ofDecodedEnd: range.upperBound)
        return source.span(offset: start, length: max(0, end - start))
    }

    /// The source offset where decoded byte `position` starts; a position inside a
    /// reference maps to the reference's first byte.
    public func sourceOffset(ofDecodedStart position: Int) -> Int {
        guard let index = lastReplacement(startingAtOrBefore: position, inclusive: true) else {
            return startOffset + position
        }
        let replacement = replacements[index]
        if position < replacement.decodedEnd { return replacement.sourceStart }
        return replacement.sourceEnd + (position - replacement.decodedEnd)
    }

    /// The source offset just past decoded byte `position - 1`; an end inside a reference
    /// maps to the end of the reference.
    public func sourceOffset(ofDecodedEnd position: Int) -> Int {
        guard let index = lastReplacement(startingAtOrBefore: position, inclusive: false) else {
            return startOffset + position
        }
        let replacement = replacements[index]
        if position <= replacement.decodedEnd { return replacement.sourceEnd }
        return replacement.sourceEnd + (position - replacement.decodedEnd)
    }

    /// The index of the last replacement whose decoded start is at most (`inclusive`) or
    /// strictly before `position`, by binary search.
    private func lastReplacement(startingAtOrBefore position: Int, inclusive: Bool) -> Int? {
        var low = 0
        var high = replacements.count
        while low < high {
            let middle = (low + high) / 2
            let start = replacements[middle].decodedStart
            if start < position || (inclusive && start == position) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low == 0 ? nil : low - 1
    }
}
