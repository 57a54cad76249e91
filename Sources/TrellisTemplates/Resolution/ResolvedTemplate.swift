import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// A template with every `template=`, `xml=` and `<children/>` resolved: a flat list of
/// nodes in depth-first order (the root is node 0), each knowing its parent and children,
/// with the attributes, declarations and body text that apply to it.
struct ResolvedTemplate {
    var nodes: [ResolvedNode] = []
    /// Every file placement in the tree: the root file is instance 0.
    var instances: [FileInstance] = []
    /// Lexical scopes of params and macros; frame 0 is empty.
    var frames: [ScopeFrame] = [ScopeFrame()]
    /// Files included by `template=` or `xml=`, by name (see ``TemplateLoader``).
    var dependencies: Set<String> = []
    /// Every file merged into a node by `template=` or `xml=`: its normalized path and the node.
    var inclusions: [(file: String, node: Int)] = []
    var diagnostics: [Diagnostic] = []
    /// Whether resolution stopped at the node limit (the tree is incomplete, so it is not checked).
    var isTruncated = false
}

/// One placement of a file in the resolved tree: the root file, or a file included by a
/// `template=` or `xml=` attribute (a file included twice has two instances).
struct FileInstance {
    var file: TemplateFile
    /// Notes pointing at the including attributes, innermost first, appended to every
    /// diagnostic found in this instance.
    var notes: [DiagnosticNote]
    /// The files being included, outermost first, ending with this one (for cycles).
    var chain: [String]
}

/// A node of the resolved tree.
struct ResolvedNode {
    /// The element name as written (`UILabel`, `MyApp.FooView`).
    var elementName: String
    /// The registry component, or `nil` when the element names none (already reported).
    var component: String?
    /// Where the node is written: the element name of the placed element.
    var location: SourceSpan
    /// The file instance of the placed element.
    var instance: Int
    var parent: Int?
    /// The index of the node among its parent's children.
    var position: Int = 0
    /// The scope of params and macros the element is written in, before its own declarations.
    var enclosingFrame: Int = 0
    var children: [Int] = []
    /// Attributes after merging (an importer's or composer's attribute replaces the
    /// template's attribute of the same name), each with the scope it is checked in.
    var attributes: [SourcedAttribute]
    /// Params declared by this node, template roots merged into it included.
    var params: [ParamDeclaration]
    /// Inline text and HTML, if any, with the scope it is checked in.
    var body: BodyText?
    /// A `template=`/`xml=` reference to a URL, kept for the runtime to load.
    var remoteInclude: RemoteInclude?
    /// Whether a `template=`/`xml=` of the node could not be merged (remote, missing,
    /// cyclic, …): attributes meant for the included root's params then look unknown, and
    /// are not reported.
    var isIncomplete = false
    /// Whether the element names a class of the app's that no manifest declares, checked
    /// as ``component``, its likely superclass: attributes that component lacks are the
    /// class's own, and are not reported.
    var isUndeclaredClass = false
}

/// An attribute and the lexical scope (params and macros) it is checked in.
struct SourcedAttribute {
    var attribute: XMLAttribute
    var frame: Int
    var instance: Int

    var name: String { attribute.name }
}

/// A `<param name type>` declared on a node.
struct ParamDeclaration {
    var name: String
    var type: ValueType
    /// The type as written (`String`, `CGFloat`), for the IR and messages.
    var typeName: String
    /// The `<param>` element.
    var location: SourceSpan
    var instance: Int
}

/// A `template=` or `xml=` attribute naming a URL or a path in the device's home folder
/// (`~/…`), left for run time.
struct RemoteInclude {
    enum Kind: String {
        case template, xml
    }

    var kind: Kind
    var url: String
}

/// The params and macros visible at a point of a template, with the names already
/// merged from enclosing nodes of the same file.
struct ScopeFrame {
    var params: [String: ParamBinding] = [:]
    var macros: [String: MacroBinding] = [:]
    /// The frame this one extends (`nil` for frame 0), where a name inside its own
    /// definition is looked up.
    var parent: Int?
}

/// Where a param visible in a scope is declared.
struct ParamBinding {
    var node: Int
    var type: ValueType
}

/// A macro visible in a scope.
struct MacroBinding {
    var definition: MacroDefinition
    /// The `value` attribute of the `<macro>`, which identifies the macro.
    var location: SourceSpan
}

/// The inline text and HTML of a node, in source order.
struct BodyText {
    enum Segment {
        case text(XMLText)
        case html(XMLElement)
    }

    var segments: [Segment]
    var frame: Int
    var instance: Int
    /// Whether an HTML element appears in the body.
    var containsHTML: Bool
}
