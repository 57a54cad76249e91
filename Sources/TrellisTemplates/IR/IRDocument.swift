import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// A file of compiled templates: the format marker, its version and the templates.
///
/// One template per file (`Name.trellis.json`) or a bundle of many; both are this type.
/// See `Sources/TrellisTemplates/IR/README.md` for the format.
public struct IRDocument: Sendable, Hashable {
    /// The value of ``format``.
    public static let formatName = "trellis-ir"
    /// The version this build writes and reads.
    ///
    /// Bumped only when a reader of the current version could not read what this build
    /// writes. Adding a node member that readers ignore when they do not know it (as
    /// `constraints` was) keeps the version: see the IR format's "Node" section.
    public static let currentVersion = 4

    /// Always ``formatName``.
    public var format: String
    /// Always ``currentVersion`` for documents this build writes.
    public var version: Int
    /// The templates, sorted by ``IRTemplate/source``.
    public var templates: [IRTemplate]

    public init(templates: [IRTemplate]) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.templates = templates.sorted { $0.source < $1.source }
    }
}

/// One compiled template: its root file, everything a caller must supply or can bind, and
/// the node tree.
public struct IRTemplate: Sendable, Hashable {
    /// The template file, relative to its template root (`Screens/Login.xml`).
    public var source: String
    /// Constants and state the template reads, sorted by name.
    public var inputs: [IRInput]
    /// The params of the root node, which an importer may set, sorted by name.
    public var params: [IRParameter]
    /// Every outlet binding, in node order.
    public var outlets: [IROutlet]
    /// Every action binding, in node order.
    public var actions: [IRAction]
    /// Every node id, sorted by id, then node.
    public var ids: [IRIdentifier]
    /// Files included through `template=` or `xml=`, relative to the template root, sorted.
    public var dependencies: [String]
    /// Every file a location of the template names: ``source``, then ``dependencies``.
    public var files: [String] { [source] + dependencies }
    /// The nodes in depth-first document order; node 0 is the root.
    public var nodes: [IRNode]

    public init(
        source: String, inputs: [IRInput], params: [IRParameter], outlets: [IROutlet], actions: [IRAction],
        ids: [IRIdentifier], dependencies: [String], nodes: [IRNode]
    ) {
        self.source = source
        self.inputs = inputs
        self.params = params
        self.outlets = outlets
        self.actions = actions
        self.ids = ids
        self.dependencies = dependencies
        self.nodes = nodes
    }
}

/// A constant or state variable the caller supplies.
public struct IRInput: Sendable, Hashable {
    public var name: String
    /// The type inferred from every use.
    public var type: ValueType
    /// Whether the value is read only when views are created (by a constructor parameter
    /// or an outlet), so it must be a constant rather than state.
    public var isConstant: Bool
    /// Every place the input is read, in file and position order.
    public var locations: [SourceSpan]

    public init(name: String, type: ValueType, isConstant: Bool, locations: [SourceSpan]) {
        self.name = name
        self.type = type
        self.isConstant = isConstant
        self.locations = locations
    }
}

/// A `<param>` declared by a node, with its value there: the importer's attribute, else
/// the declaring node's own (the default), else none (the caller must supply it).
public struct IRParameter: Sendable, Hashable {
    public var name: String
    public var type: ValueType
    /// The type as written in the `<param>`.
    public var typeName: String
    /// The declaring node.
    public var node: Int
    public var value: IRValue?
    /// The `<param>` element.
    public var location: SourceSpan

    public init(name: String, type: ValueType, typeName: String, node: Int, value: IRValue?, location: SourceSpan) {
        self.name = name
        self.type = type
        self.typeName = typeName
        self.node = node
        self.value = value
        self.location = location
    }
}

/// An `outlet` attribute: a literal property name of the owner, or a String expression
/// of params and constants.
public struct IROutlet: Sendable, Hashable {
    public var node: Int
    /// The literal name, when the outlet is not an expression.
    public var name: String?
    public var value: IRValue

    public init(node: Int, name: String?, value: IRValue) {
        self.node = node
        self.name = name
        self.value = value
    }
}

/// An action: a control event (or a Selector-typed property such as
/// `navigationItem.leftBarButtonItem.action`) bound to a method of the owner.
public struct IRAction: Sendable, Hashable {
    public var node: Int
    /// The event or property key path (`touchUpInside`).
    public var event: String
    /// The selectors it can name, when they are literals (`wasPressed:`); for
    /// `{isSelected ? 'deselect:' : 'select:'}` both branches.
    public var selectors: [String]
    /// Whether the selector is computed from inputs or params at run time.
    public var isDynamic: Bool
    public var location: SourceSpan

    public init(node: Int, event: String, selectors: [String], isDynamic: Bool, location: SourceSpan) {
        self.node = node
        self.event = event
        self.selectors = selectors
        self.isDynamic = isDynamic
        self.location = location
    }
}

/// A node `id`.
public struct IRIdentifier: Sendable, Hashable {
    public var id: String
    public var node: Int

    public init(id: String, node: Int) {
        self.id = id
        self.node = node
    }
}
