/// A value an expression reads, resolved by the type checker. The evaluator never looks
/// names up: the caller binds each reference to a slot once, when compiling.
public enum SymbolReference: Codable, Hashable, Sendable, Comparable {
    /// A property or read-only symbol of a node (`width`, `parent.contentInset.top`,
    /// `#header.bottom`); `keyPath` is the dotted path on that node.
    case node(NodeReference, keyPath: String)
    /// A template parameter declared with `<param>`.
    case parameter(String)
    /// A constant or state variable the caller supplies (dotted names stay whole:
    /// `colors.primary`).
    case input(String)

    /// A stable text form for ordering and messages: `parent.width`, `param text`, `input name`.
    public var description: String {
        switch self {
        case let .node(node, keyPath): node.prefix + keyPath
        case let .parameter(name): "param " + name
        case let .input(name): "input " + name
        }
    }

    /// Orders references by their text form, for deterministic output.
    public static func < (lhs: SymbolReference, rhs: SymbolReference) -> Bool {
        lhs.description < rhs.description
    }
}

/// Which node a ``SymbolReference/node(_:keyPath:)`` reads.
public enum NodeReference: Codable, Hashable, Sendable {
    /// The node the expression belongs to.
    case this
    case parent
    /// The previous sibling.
    case previous
    /// The next sibling.
    case next
    /// The node with `id="…"` (`#header`).
    case id(String)

    /// The prefix as written in an expression: empty, `parent.`, `#header.`.
    public var prefix: String {
        switch self {
        case .this: ""
        case .parent: "parent."
        case .previous: "previous."
        case .next: "next."
        case let .id(name): "#\(name)."
        }
    }
}
