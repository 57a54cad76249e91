/// Maps byte ranges of a piece of text being analysed (an attribute value, an expression,
/// a YAML scalar) back to spans in the file the text came from.
///
/// Stages that analyse text without knowing its origin (the expression parser, the font
/// grammar) report positions as byte ranges in that text; the stage that extracted the text
/// supplies a locator so diagnostics point into the real file, even after entity decoding.
public protocol SourceLocator: Sendable {
    func span(for range: Range<Int>) -> SourceSpan
}

/// Locates text that was copied verbatim from a file starting at a known offset.
public struct VerbatimLocator: SourceLocator {
    public let source: SourceText
    public let startOffset: Int

    public init(source: SourceText, startOffset: Int) {
        self.source = source
        self.startOffset = startOffset
    }

    public func span(for range: Range<Int>) -> SourceSpan {
        source.span(offset: startOffset + range.lowerBound, length: range.count)
    }
}

/// Locates text that stands alone on one line, such as an expression given on the
/// command line: columns are offsets + 1 on line 1 of a pseudo-file.
public struct StandaloneLocator: SourceLocator {
    public let file: String

    public init(file: String) { self.file = file }

    public func span(for range: Range<Int>) -> SourceSpan {
        SourceSpan(file: file, line: 1, column: range.lowerBound + 1, offset: range.lowerBound, length: range.count)
    }
}
