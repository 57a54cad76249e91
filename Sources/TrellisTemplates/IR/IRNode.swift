import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// One node of a compiled template: a component instance with its checked properties.
///
/// Node references in expressions resolve through the node: `.this` is the node,
/// `.parent` is ``parent``, `.previous`/`.next` are the neighbours in the parent's
/// ``children`` (Layout skips hidden siblings when reading their frame), `.id(name)` is
/// ``idTargets``[name] and `.parameter(name)` is the value of the param `name` declared
/// by node ``paramTargets``[name].
public struct IRNode: Sendable, Hashable {
    /// The node's position in ``IRTemplate/nodes``.
    public var index: Int
    /// The registry component (`UILabel`).
    public var component: String
    /// The element name when it differs from the component (`MyApp.FooView`).
    public var element: String?
    public var parent: Int?
    /// Child nodes in order.
    public var children: [Int]
    /// The layout policy the component applies to its children (`absolute`, `row`, …).
    public var layout: String
    public var id: String?
    /// The literal outlet name, if any (see ``IRTemplate/outlets`` for expressions).
    public var outlet: String?
    /// The element in its file (the placed element for nodes made by `template=`/`xml=`).
    public var location: SourceSpan
    /// Properties set on the node, sorted by key path.
    public var properties: [IRProperty]
    /// Params this node declares, sorted by name.
    public var params: [IRParameter]
    /// Macros expanded in this node's expressions, sorted.
    public var macros: [String]
    /// The node each `#id` in this node's expressions refers to.
    public var idTargets: [String: Int]
    /// The node declaring each param this node's expressions read.
    public var paramTargets: [String: Int]
    /// A `template=`/`xml=` URL the runtime loads (the node is its placeholder until then).
    public var remoteInclude: IRRemoteInclude?
    /// The constraints of the `constrain` attribute, in the order written.
    public var constraints: [IRConstraint]

    public init(
        index: Int, component: String, element: String?, parent: Int?, children: [Int], layout: String,
        id: String?, outlet: String?, location: SourceSpan, properties: [IRProperty], params: [IRParameter],
        macros: [String], idTargets: [String: Int], paramTargets: [String: Int], remoteInclude: IRRemoteInclude?,
        constraints: [IRConstraint] = []
    ) {
        self.index = index
        self.component = component
        self.element = element
        self.parent = parent
        self.children = children
        self.layout = layout
        self.id = id
        self.outlet = outlet
        self.location = location
        self.properties = properties
        self.params = params
        self.macros = macros
        self.idTargets = idTargets
        self.paramTargets = paramTargets
        self.remoteInclude = remoteInclude
        self.constraints = constraints
    }
}

/// A property value of a node.
///
/// Stored as a shape and a location: properties made from one checked value at one key
/// path share their shape (key path, type, role, expression, source text and IR text), so
/// a property costs two references to copy, whatever it holds.
public struct IRProperty: Sendable, Hashable {
    /// Everything but the value's location (usable from inlined code: see
    /// ``withCheckedExpression(of:at:_:)``).
    @usableFromInline private(set) var shape: IRPropertyShape
    /// The value in its file.
    var location: SourceSpan

    /// The key path set (`text`, `layer.cornerRadius`, `contentInset.top`).
    public var keyPath: String {
        get { shape.keyPath }
        set { shape = IRPropertyShape(keyPath: newValue, type: type, role: role, value: value) }
    }

    /// The type the key path declares.
    public var type: ValueType {
        get { shape.type }
        set { shape = IRPropertyShape(keyPath: keyPath, type: newValue, role: role, value: value) }
    }

    public var role: IRPropertyRole {
        get { shape.role }
        set { shape = IRPropertyShape(keyPath: keyPath, type: type, role: newValue, value: value) }
    }

    public var value: IRValue {
        get { IRValue(shared: shape.expression, isConstant: shape.isConstant, source: shape.source, location: location) }
        set {
            shape = IRPropertyShape(keyPath: keyPath, type: type, role: role, value: newValue)
            location = newValue.location
        }
    }

    /// ``keyPath``, ``type`` and ``role`` at once, read from the shape the property shares.
    public var declaration: (keyPath: String, type: ValueType, role: IRPropertyRole) {
        (shape.keyPath, shape.type, shape.role)
    }

    /// Calls `body` with ``value``'s expression as first checked
    /// (``IRValue/checkedExpression``) and its identity (``IRValue/checkedExpressionIdentity``),
    /// without building the value (its text, location and relocation are not read).
    public func withCheckedExpression<Result>(_ body: (TypedExpression, ObjectIdentifier) throws -> Result) rethrows -> Result {
        try Self.withCheckedExpression(of: shape.expression, body)
    }

    /// Calls `body` with the checked expression of `properties[position]` and its identity,
    /// as ``withCheckedExpression(_:)`` does, without copying the property (calling a
    /// method on an element of an array copies the element: its location's file and its
    /// shared shape are retained and released). Inlinable, so a caller in another module
    /// gets it specialized and inlined: unspecialized, the generic result, the rethrowing
    /// closure and the lifetime call cost about 200 instructions per property.
    @inlinable
    public static func withCheckedExpression<Result>(
        of properties: [IRProperty], at position: Int, _ body: (TypedExpression, ObjectIdentifier) throws -> Result
    ) rethrows -> Result {
        try withCheckedExpression(of: properties[position].shape.expression, body)
    }

    /// Calls `body` with `expression`'s typed expression and identity. The expression is
    /// held for the call, so its typed expression is passed where it is stored: read from
    /// the shared object for a call it might not outlive, it would be copied (each of its
    /// references retained, then released).
    @inlinable
    static func withCheckedExpression<Result>(
        of expression: IRCheckedExpression, _ body: (TypedExpression, ObjectIdentifier) throws -> Result
    ) rethrows -> Result {
        try withExtendedLifetime(expression) { try body(expression.typed, ObjectIdentifier(expression)) }
    }

    public init(keyPath: String, type: ValueType, role: IRPropertyRole, value: IRValue) {
        self.init(shape: IRPropertyShape(keyPath: keyPath, type: type, role: role, value: value), location: value.location)
    }

    init(shape: IRPropertyShape, location: SourceSpan) {
        self.shape = shape
        self.location = location
    }

    public static func == (lhs: IRProperty, rhs: IRProperty) -> Bool {
        lhs.keyPath == rhs.keyPath && lhs.type == rhs.type && lhs.role == rhs.role && lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(keyPath)
        hasher.combine(type)
        hasher.combine(role)
        hasher.combine(value)
    }
}

/// What a property value is for.
public enum IRPropertyRole: String, Sendable, Hashable, CaseIterable {
    /// An ordinary property, re-evaluated when what it reads changes.
    case property
    /// A constructor parameter, evaluated once when the view is created.
    case parameter
    /// A control event bound to a selector.
    case action
    /// Inline body text or HTML.
    case body
    /// A default expression from the component manifest, for a property the template
    /// leaves unset.
    case `default`
}

/// A `template=` or `xml=` reference to a URL.
public struct IRRemoteInclude: Sendable, Hashable {
    /// `template` or `xml`.
    public var kind: String
    public var url: String

    public init(kind: String, url: String) {
        self.kind = kind
        self.url = url
    }
}
