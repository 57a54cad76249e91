import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates

/// Renames a component class or a symbol in templates by editing the source bytes at the
/// exact places, so everything else — layout, quoting, entities — stays as written.
///
/// What is renamed, where `OLD` is a name or a dotted name (`FooView`, `MyApp.FooView`,
/// `colors.primary`):
/// - **Component classes**: the start and end tags of every component element named
///   `OLD`, or — when `OLD` has no dot — whose module-qualified name ends in `.OLD`
///   (`MyApp.OLD`). Inline HTML elements are never renamed.
/// - **Symbols in expressions**: in attribute values that are expressions (or the `{…}`
///   segments of string-typed values) and in the `{…}` expressions of body text, every
///   run of whole path components equal to the components of `OLD` (renaming `width`
///   changes `parent.width` and `#title.width`, never `widthFactor`); a backtick-escaped
///   name is renamed only when its whole content is `OLD`.
/// - **Declarations** of the renamed symbol: the `name` of a `<param>` or `<macro>` and
///   the `id` of an element equal to `OLD`, and whole names equal to `OLD` in the `type`
///   of a `<param>` (`[OLD]?`).
///
/// - **Params passed to included templates**: an attribute called `OLD` (not a property of
///   its element) of an element with `template=` or `xml=`, which sets the included
///   template's `<param name="OLD">`.
///
/// Never renamed: other attribute names, literal text of string values and body text,
/// inline HTML, comments, `outlet`, `template` and `xml` values. A value whose syntax is
/// unknown (an attribute the registry does not declare, such as a param of an included
/// template) is left alone, with a warning when it mentions `OLD`.
///
/// A ``RenameReach`` narrows a rename to the uses of one declaration, as an editor's
/// rename at a place does.
public struct TemplateRenamer: Sendable {
    /// The registry that decides which attributes are expressions.
    public let registry: Registry
    /// The XML reader and its limits.
    public var reader: XMLReader

    /// A renamer for templates of `registry`.
    public init(registry: Registry, reader: XMLReader = XMLReader()) {
        self.registry = registry
        self.reader = reader
    }

    /// Whether `name` can be renamed to or from: identifiers joined by dots.
    public static func isValidName(_ name: String) -> Bool {
        DottedName.isValid(name)
    }

    /// Renames `old` to `new` in the template `source`, as far as `reach` goes. Both must
    /// be valid names (``isValidName(_:)``).
    public func rename(_ old: String, to new: String, in source: SourceText, reach: RenameReach = .everywhere) -> RenameResult {
        let read = reader.read(source)
        guard let document = read.document, !read.diagnostics.containsErrors else {
            return RenameResult(output: source.bytes, replacements: 0, diagnostics: read.diagnostics, renamedRanges: [])
        }
        var session = RenameSession(old: old, new: new, reach: reach, registry: registry)
        if case .everywhere = reach { session.renameElements(document.root) }
        for site in ExpressionSites(registry: registry).sites(in: document) {
            session.rename(in: site)
        }
        let output = session.edits.applied(to: source.bytes)
        return RenameResult(
            output: output, replacements: session.edits.count, diagnostics: session.diagnostics,
            renamedRanges: session.edits.ranges)
    }
}

/// What ``TemplateRenamer`` made of one file.
public struct RenameResult: Sendable {
    /// The renamed bytes (the input when nothing was renamed or the file has XML errors).
    public var output: [UInt8]
    /// How many places were renamed.
    public var replacements: Int
    /// XML errors (the file is then unchanged) and warnings about values left alone.
    public var diagnostics: [Diagnostic]
    /// The byte ranges of the input that were renamed, in order (an editor's edits).
    public var renamedRanges: [Range<Int>]
}
