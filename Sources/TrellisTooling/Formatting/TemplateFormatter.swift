import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates

/// Rewrites templates in Trellis house style.
///
/// The rules:
/// - **Indentation**: 4 spaces per nesting level; each child element, comment and
///   processing instruction starts a line. Runs of blank lines between them become one
///   blank line; blank lines at the start and end of an element's content go.
/// - **Attributes**: with one attribute, the start tag stays on one line
///   (`<UILabel text="Hello"/>`). With two or more, each attribute goes on its own line,
///   indented one level, and the closing `/>` or `>` goes on a line of its own, aligned
///   with the `<`:
///   ```
///   <UILabel
///       font="bold 17"
///       text="Hello"
///   />
///   ```
///   Values are written in double quotes. `<param>` and `<macro>` declarations keep
///   their attributes on one line (`<param name="title" type="String"/>`).
/// - **Attribute order**: `id`, `outlet`, `template`, `xml`, then the rest in ascending
///   byte order of their names (see ``AttributeOrder``).
/// - **Declarations first**: `<param>` and `<macro>` move before the other children of
///   their element, keeping their relative order and the comments written above them.
/// - **Expressions** are re-printed with canonical spacing (`10-5* 4` → `10 - 5 * 4`) by
///   ``ExpressionPrinter``, comments included. Whether a value is an expression is decided
///   by its type in the registry (``AttributeClassifier``): in String, URL, Image, Font,
///   Selector and AttributedString values only the `{…}` segments change, never the
///   literal text; a commented-out string value loses the blanks around its `//`.
///   Attributes the registry does not type are read as Layout's formatter reads them
///   (``AttributeClassifier/formattingSyntax(of:on:kind:)``): only their `{…}` segments
///   change, except a `…Color` written with `rgb(`, which is an expression. Values with
///   syntax errors, `id`, `outlet`, `template`, `xml` and `<param>` attributes keep their
///   exact bytes, and so do entity and character references outside re-printed expressions.
/// - **Kept exactly**: comments, processing instructions, the XML declaration, a byte
///   order mark, and the whole content of an element with body text, CDATA or inline
///   HTML. An element with no content (or only white space) is written self-closing.
/// - Line ends follow the first line of the file (`\n` or `\r\n`); the file ends with one.
///
/// Formatting is idempotent. It never loses content: a file with XML errors is left
/// untouched (its diagnostics are returned), and the output is read back and compared
/// with the input (``TemplateStructure``) before it is offered.
///
/// A formatter remembers how the registry resolved each attribute name it met, so keep one
/// formatter for a whole run.
public struct TemplateFormatter: Sendable {
    /// The registry that decides which attributes are expressions.
    public var registry: Registry { classifier.registry }
    /// The XML reader and its limits (depth, errors, file size).
    public var reader: XMLReader
    private var classifier: AttributeClassifier

    /// A formatter for templates of `registry`.
    public init(registry: Registry, reader: XMLReader = XMLReader()) {
        self.classifier = AttributeClassifier(registry: registry)
        self.reader = reader
    }

    /// Formats the template `source`.
    public mutating func format(_ source: SourceText) -> FormatResult {
        let read = reader.read(source)
        guard let document = read.document, !read.diagnostics.containsErrors else {
            return FormatResult(output: source.bytes, isChanged: false, diagnostics: read.diagnostics)
        }
        var writer = FormattedDocumentWriter(document: document, classifier: classifier)
        let output = writer.write()
        classifier = writer.resolvedClassifier
        guard output != source.bytes else {
            return FormatResult(output: source.bytes, isChanged: false, diagnostics: [])
        }
        if let problem = verify(output, against: document, classifier: &classifier) {
            return FormatResult(output: source.bytes, isChanged: false, diagnostics: [problem])
        }
        return FormatResult(output: output, isChanged: true, diagnostics: [])
    }

    /// A diagnostic when `output` does not read back to the structure of `original`
    /// (internal so that tests can hand it a wrong output).
    func verify(_ output: [UInt8], against original: XMLDocument, classifier: inout AttributeClassifier) -> Diagnostic? {
        let path = original.source.path
        let reread = reader.read(output, path: path)
        let message = "formatting '\(path)' would change what it means; the file is left unchanged (please report this)"
        guard let document = reread.document, !reread.diagnostics.containsErrors,
              TemplateStructure(document, classifier: &classifier) == TemplateStructure(original, classifier: &classifier)
        else {
            return .error(.formatUnsafe, message, at: original.root.nameSpan)
        }
        return nil
    }
}

/// What ``TemplateFormatter`` made of one file.
public struct FormatResult: Sendable {
    /// The formatted bytes; the input itself when it is already formatted or could not be
    /// formatted.
    public var output: [UInt8]
    /// Whether ``output`` differs from the input.
    public var isChanged: Bool
    /// Why the file could not be formatted (XML errors); empty on success.
    public var diagnostics: [Diagnostic]
}
