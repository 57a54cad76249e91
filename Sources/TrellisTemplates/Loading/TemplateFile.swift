import TrellisDiagnostics

/// One template file as read: its text, its parsed XML document and the problems found
/// while reading it.
public struct TemplateFile: Sendable {
    /// The normalized path, as the tool was given it (or as a `template=`/`xml=` reference
    /// resolved to it); diagnostics use it.
    public let path: String
    /// The bytes of the file with its line table (empty when it could not be read); its
    /// path is the file's name (see ``TemplateLoader``), which spans use.
    public let source: SourceText
    /// The XML document, or `nil` when the file could not be read or parsed.
    public let document: XMLDocument?
    /// Errors of reading and parsing.
    public let diagnostics: [Diagnostic]
    /// Whether a `<children/>` element appears anywhere in the file outside inline HTML
    /// (an importer's children then go there instead of after the root's children).
    public let hasChildrenPlaceholder: Bool

    /// The file's name: its path relative to its template root.
    public var name: String { source.path }

    init(path: String, source: SourceText, document: XMLDocument?, diagnostics: [Diagnostic]) {
        self.path = path
        self.source = source
        self.document = document
        self.diagnostics = diagnostics
        self.hasChildrenPlaceholder = document.map { Self.containsPlaceholder($0.root) } ?? false
    }

    /// Walks the element tree with an explicit stack; stops at lowercase elements other
    /// than `children`, which are inline HTML.
    private static func containsPlaceholder(_ root: XMLElement) -> Bool {
        var pending = [root]
        while let element = pending.popLast() {
            for case let .element(child) in element.children {
                if child.name == TemplateKeywords.children { return true }
                if TemplateKeywords.isComponentName(child.name) { pending.append(child) }
            }
        }
        return false
    }
}

/// Element and attribute names with a meaning of their own in templates.
public enum TemplateKeywords {
    /// `<param name="…" type="…"/>`.
    public static let param = "param"
    /// `<macro name="…" value="…"/>`.
    public static let macro = "macro"
    /// `<children/>`: where an importer's children go.
    public static let children = "children"
    /// `template="File.xml"`: inherit from a template.
    public static let template = "template"
    /// `xml="File.xml"`: replace the node with the root of another file.
    public static let xml = "xml"
    public static let id = "id"
    public static let outlet = "outlet"
    /// The component every view controller extends; each controller node owns the outlets
    /// of its subtree.
    public static let viewController = "UIViewController"

    /// Attributes every element accepts besides its component's properties.
    public static let reservedAttributes: [String] = [id, outlet, template, xml]

    /// Whether an element name names a component (it starts with an uppercase letter or
    /// an underscore, possibly after a module prefix) rather than inline HTML.
    public static func isComponentName(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) || first == UInt8(ascii: "_")
    }
}
