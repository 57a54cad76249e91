import TrellisDiagnostics

/// Reads XML 1.0 documents from UTF-8 bytes, keeping the exact position of everything it
/// reads: every element, attribute name and value, text, comment and processing
/// instruction has its byte span, line and column, and decoded values map back to their
/// source bytes through an ``XMLTextLocator``.
///
/// Trellis has its own reader instead of Foundation's `XMLParser` because, on Linux, that
/// parser gives no positions for attributes, loses their order, decodes entities before
/// positions inside a value can be mapped back to the file, and reports its errors as
/// "(null)". Templates need all of that for precise diagnostics, and a formatter needs the
/// raw source of comments and text, which this reader keeps (every node has its span and
/// the document keeps its `SourceText`).
///
/// The reader works on bytes in one forward pass with an explicit stack (no recursion per
/// nesting level), so time and memory grow linearly with the input. It supports
/// elements, attributes in single or double quotes, text, CDATA sections, comments,
/// processing instructions, the XML declaration, the five predefined entities and
/// character references. A document type declaration is read as libxml2 reads it without
/// loading external DTDs (identifiers ignored), but one whose internal subset declares
/// entities or attribute defaults is rejected: no entity is ever expanded.
///
/// Errors that leave the structure clear (a duplicate attribute, an unknown entity, a
/// control character, stray text around the root) are all reported and reading goes on;
/// an error that leaves it unclear (an unclosed or mismatched tag, an unterminated
/// comment, too deep a nesting) is reported once and reading stops.
public struct XMLReader: Sendable {
    /// The default ``maximumDepth``: far deeper than any real template.
    public static let defaultMaximumDepth = 512
    /// The default ``maximumErrorCount``.
    public static let defaultMaximumErrorCount = 100
    /// The largest file the reader can accept, in bytes (it stores positions in 32 bits):
    /// the default and the upper bound of ``maximumFileSize``.
    public static let largestFileSize = Int(Int32.max) - 1

    /// How deeply elements may nest (the root is at depth 1); a deeper element is an error
    /// that stops reading.
    public var maximumDepth: Int
    /// After this many errors in one file, reading stops (the last one says so in a note).
    public var maximumErrorCount: Int
    /// A larger file is one error and is not read; capped at ``largestFileSize``.
    public var maximumFileSize: Int

    public init(
        maximumDepth: Int = XMLReader.defaultMaximumDepth,
        maximumErrorCount: Int = XMLReader.defaultMaximumErrorCount,
        maximumFileSize: Int = XMLReader.largestFileSize
    ) {
        self.maximumDepth = maximumDepth
        self.maximumErrorCount = maximumErrorCount
        self.maximumFileSize = maximumFileSize
    }

    /// Reads the bytes of the file at `path` (the path is only used in spans and
    /// diagnostics; nothing is read from disk).
    public func read(_ bytes: [UInt8], path: String) -> XMLReadResult {
        read(SourceText(path: path, bytes: bytes))
    }

    /// Reads a file already loaded as a `SourceText`.
    public func read(_ source: SourceText) -> XMLReadResult {
        source.bytes.withUnsafeBufferPointer { bytes in
            XMLByteClass.table.withUnsafeBufferPointer { classes in
                var scanner = XMLScanner(
                    bytes: bytes,
                    classes: classes,
                    file: XMLSourceFile(source),
                    maximumDepth: maximumDepth,
                    maximumErrorCount: maximumErrorCount,
                    maximumFileSize: min(maximumFileSize, XMLReader.largestFileSize)
                )
                let document = scanner.readDocument()
                return XMLReadResult(document: document, diagnostics: scanner.diagnostics)
            }
        }
    }
}

/// What ``XMLReader`` produced for one file.
public struct XMLReadResult: Sendable {
    /// The document, or `nil` when an error stopped reading before it was complete. A
    /// document can come with errors too (duplicate attributes, unknown entities, …):
    /// check ``diagnostics`` before trusting it.
    public var document: XMLDocument?
    /// Every problem found, in the order found (all errors; the reader emits no warnings).
    public var diagnostics: [Diagnostic]

    public init(document: XMLDocument?, diagnostics: [Diagnostic]) {
        self.document = document
        self.diagnostics = diagnostics
    }
}
