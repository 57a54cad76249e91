import TrellisDiagnostics
import TrellisRegistry

/// The names an expression can refer to besides the built-in ones: a node's properties and
/// read-only symbols, `parent.`/`previous.`/`next.`/`#id.` properties, params, macros,
/// constants and state whose types are known.
///
/// The template compiler implements it for nodes; ``DictionaryScope`` serves tests and
/// `trellis eval`. Names a scope does not resolve (and that are not built-in) become
/// *inputs* of the checked expression.
public protocol CheckingScope {
    /// What `path` (or a prefix of it) names, or `nil` when the scope does not know it.
    func resolve(_ path: SymbolPath) -> SymbolResolution?

    /// What `path` names inside the definitions of the `count` macros named like its first
    /// component that are being expanded (innermost first): as in Layout, not those macros
    /// but what the name means around them (an enclosing param or macro of that name, else
    /// a state or constant), or `nil`.
    func resolve(_ path: SymbolPath, skippingMacros count: Int) -> SymbolResolution?

    /// The param or macro visible here that `name`, about to be read as an input, is a
    /// slip of (see ``NameSlip/isSlip(_:ofDeclared:)``), for the warning that it may be a
    /// typo; `nil` when there is none.
    func declaration(slipOf name: String) -> String?
}

extension CheckingScope {
    /// Nothing: without enclosing scopes, a name inside the macro of that name is a state
    /// or constant (an input).
    public func resolve(_ path: SymbolPath, skippingMacros count: Int) -> SymbolResolution? { nil }

    /// None: a scope without declarations of its own suggests none.
    public func declaration(slipOf name: String) -> String? { nil }
}

/// What a ``CheckingScope`` resolved a symbol path to.
public enum SymbolResolution: Sendable {
    /// A value: the first `consumed` components of the path name `reference`, of type
    /// `type`; the remaining components are struct members (or object key paths) that
    /// the checker resolves through the registry.
    case value(SymbolReference, type: ValueType, consumed: Int)
    /// A macro: its definition is expanded and checked where it is used. Components after
    /// the first are member accesses on the macro's value.
    case macro(MacroDefinition)
    /// The path starts with something the scope owns but component `index` is unknown
    /// (`parent.widht`): reported as an unknown member of `owner` (`parent UIView`), with a
    /// did-you-mean among `candidates`.
    case unknownMember(index: Int, owner: String, candidates: [String])
    /// The path starts with a property `component` declares unavailable (`frame.size`):
    /// an unknown property rather than an input, reported with the manifest's `hint`.
    case unavailableProperty(component: String, hint: String)
}

/// A `<macro name="…" value="…"/>`: a reusable expression evaluated at its point of use.
public struct MacroDefinition: Sendable {
    /// The macro's name (`SPACING`).
    public var name: String
    /// The macro's expression text as written in the `value` attribute.
    public var text: String
    /// Maps byte ranges of `text` to the file, so errors inside a macro point at its definition.
    public var locator: any SourceLocator

    /// Creates a macro definition from its `value` text and where that text is.
    public init(name: String, text: String, locator: any SourceLocator) {
        self.name = name
        self.text = text
        self.locator = locator
    }
}

/// A scope of named values with known types: every name resolves to an
/// ``SymbolReference/input(_:)`` (used by `trellis eval` for `--state`/`--constants` and by
/// tests). Dotted names are matched whole first (`colors.primary`), then by their longest
/// known prefix with the rest resolved as struct members.
public struct DictionaryScope: CheckingScope, Sendable {
    /// The type of each known name.
    public var types: [String: ValueType]
    /// Macros by name.
    public var macros: [String: MacroDefinition]

    /// Creates a scope of typed names and macros.
    public init(_ types: [String: ValueType] = [:], macros: [String: MacroDefinition] = [:]) {
        self.types = types
        self.macros = macros
    }

    /// A macro by its first component, else the longest known dotted prefix as an input.
    public func resolve(_ path: SymbolPath) -> SymbolResolution? {
        guard !path.isIdReference, let first = path.components.first else { return nil }
        if !path.isEscaped, let macro = macros[first] { return .macro(macro) }
        return resolveInput(path)
    }

    /// The longest known dotted prefix as an input: macros have no enclosing scope here.
    public func resolve(_ path: SymbolPath, skippingMacros count: Int) -> SymbolResolution? {
        guard !path.isIdReference else { return nil }
        return resolveInput(path)
    }

    private func resolveInput(_ path: SymbolPath) -> SymbolResolution? {
        for count in stride(from: path.components.count, through: 1, by: -1) {
            let name = path.components[..<count].joined(separator: ".")
            if let type = types[name] { return .value(.input(name), type: type, consumed: count) }
        }
        return nil
    }
}
