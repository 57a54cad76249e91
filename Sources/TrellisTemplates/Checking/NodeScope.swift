import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// The names an expression on one node can use (seed 003, "Expressions", "Parameters",
/// "Macros"), looked up in this order:
/// 1. `#id.key`: a property of the node with that id (Layout's lookup, see
///    ``NodeIdentifiers``);
/// 2. `parent.key`, `previous.key`, `next.key`: a property of that node; the root's parent
///    is the view the template is placed in (see ``missingRelative(_:_:path:)``); without
///    a previous or next sibling only the frame symbols (left, right, width, top, bottom,
///    height) can be read, and they read as 0 at run time, as in Layout;
/// 3. a macro, then a param, visible in the attribute's lexical scope; as in Layout, a
///    name inside its own definition means what it means around it: the value of the
///    param `title` a node declares, or the node's `title` that sets it, reads the
///    enclosing `title` (see ``resolve(_:outsideMacro:)`` for macros);
/// 4. a property of the node itself, except the one being set (`text="{text}"` reads an
///    input called `text`, as a Layout constant of that name would shadow the property);
/// 5. a path starting with a property the component declares unavailable (`frame.size`)
///    is an unknown property;
/// 6. in a constraint's number, a system spacing (`systemSpacing`, …), which the layout
///    options give (see ``SystemSpacing/reference``);
/// 7. anything else is an input: a constant or state variable the caller supplies.
struct NodeScope: CheckingScope {
    let context: CheckContext
    let node: Int
    let frame: Int
    /// The key path the checked attribute sets, if it sets one.
    let target: String?
    /// Whether the expression is a number of a `constrain` attribute, where the system
    /// spacings are known names.
    var readsSystemSpacings = false

    func resolve(_ path: SymbolPath) -> SymbolResolution? {
        let query = ScopeQuery(path: path, skippedMacros: 0)
        let answer = answer(for: query)
        context.recordQuery(query, answer)
        return answer.resolution(frames: context.template.frames, from: frame)
    }

    /// What `path` names around the `count` innermost macros of its first component's
    /// name: an enclosing macro or param of that name, a property of the node, else nothing
    /// (an input).
    func resolve(_ path: SymbolPath, skippingMacros count: Int) -> SymbolResolution? {
        let query = ScopeQuery(path: path, skippedMacros: count)
        let answer = answer(for: query)
        context.recordQuery(query, answer)
        return answer.resolution(frames: context.template.frames, from: frame)
    }

    /// The param or macro visible here that `name` is a slip of, the first by name.
    func declaration(slipOf name: String) -> String? {
        let query = ScopeQuery(path: SymbolPath([name]), skippedMacros: 0, seeksSlip: true)
        let answer = answer(for: query)
        context.recordQuery(query, answer)
        guard case let .declarationSlip(declared) = answer else { return nil }
        return declared
    }

    /// What a lookup finds here, as a comparable value.
    func answer(for query: ScopeQuery) -> ScopeAnswer {
        let path = query.path
        guard let first = path.components.first, !path.isEscaped else { return .none }
        if query.seeksSlip { return declarationSlip(of: first) }
        if path.isIdReference {
            guard let target = context.identifiers.target(of: first, from: node) else {
                return .unknownMember(index: 0, owner: "the ids of this template", candidates: context.identifiers.allIDs)
            }
            context.recordIDTarget(first, node: target)
            return member(of: target, reference: .id(first), label: "#\(first)", path: path)
        }
        if path.components.count >= 2, let relation = Self.relation(named: first) {
            guard let related = relatedNode(relation) else { return missingRelative(relation, first, path: path) }
            return member(of: related, reference: relation, label: first, path: path)
        }
        if let declared = declaration(first, skippingMacros: query.skippedMacros) { return declared }
        if readsSystemSpacings, path.components.count == 1, let spacing = SystemSpacing(rawValue: first) {
            return .value(spacing.reference, type: .double, consumed: 1)
        }
        guard let table = context.componentTables[node] else { return .none }
        for count in stride(from: path.components.count, through: 1, by: -1) {
            let keyPath = count == 1 ? first : path.components[..<count].joined(separator: ".")
            if keyPath == target { continue }
            if let resolved = table.lookup(keyPath, in: context.lookups)?.resolved {
                return .value(.node(.this, keyPath: keyPath), type: resolved.type, consumed: count)
            }
        }
        let name = path.components.count == 1 ? first : path.components.joined(separator: ".")
        if let hint = context.lookups.unavailableHint(forAttribute: name, on: table.component) {
            return .unavailableProperty(component: table.component, hint: hint)
        }
        return .none
    }

    /// The macro or param `name` visible here, skipping those being defined: the `count`
    /// innermost macros `name`, and this node's own param `name` when the attribute sets
    /// it; what they hide is looked up in the enclosing frames.
    private func declaration(_ name: String, skippingMacros count: Int) -> ScopeAnswer? {
        let frames = context.template.frames
        let skipsOwnParam = name == target && frames[frame].params[name]?.node == node
        var skipped: [SourceSpan] = []
        var index = frame
        while true {
            let scope = frames[index]
            if !scope.macros.isEmpty, let location = scope.macros[name]?.location, !skipped.contains(location) {
                guard skipped.count < count else { return .macro(name: name, location: location) }
                skipped.append(location)
            } else if !scope.params.isEmpty, let param = scope.params[name], !(skipsOwnParam && param.node == node) {
                context.recordParamTarget(name, node: param.node)
                return .value(.parameter(name), type: param.type, consumed: 1)
            }
            guard count > 0 || skipsOwnParam, let parent = scope.parent else { return nil }
            index = parent
        }
    }

    /// The first by name of the params and macros visible here that `name` is a slip of.
    private func declarationSlip(of name: String) -> ScopeAnswer {
        let scope = context.template.frames[frame]
        var meant: String?
        for declared in scope.params.keys where NameSlip.isSlip(name, ofDeclared: declared) {
            meant = min(meant ?? declared, declared)
        }
        for declared in scope.macros.keys where NameSlip.isSlip(name, ofDeclared: declared) {
            meant = min(meant ?? declared, declared)
        }
        return meant.map(ScopeAnswer.declarationSlip) ?? .none
    }

    /// The node `parent`, `previous` or `next` names from this node, if there is one.
    func relatedNode(_ relation: NodeReference) -> Int? {
        let nodes = context.template.nodes
        let current = nodes[node]
        switch relation {
        case .parent:
            return current.parent
        case .previous:
            return current.position > 0 ? current.parent.map { nodes[$0].children[current.position - 1] } : nil
        default:
            return current.parent.flatMap { parent in
                current.position + 1 < nodes[parent].children.count ? nodes[parent].children[current.position + 1] : nil
            }
        }
    }

    /// `parent`, `previous` or `next` as a node reference (compared directly: cheaper than
    /// hashing for names this short).
    static func relation(named name: String) -> NodeReference? {
        switch name {
        case "parent": .parent
        case "previous": .previous
        case "next": .next
        default: nil
        }
    }

    /// The frame symbols Layout lets `previous.`/`next.` read (as 0) when there is no such sibling.
    static let siblingFrameSymbols: [String] = ["left", "right", "width", "top", "bottom", "height"]

    /// `parent.`, `previous.` or `next.` when there is no such node. The root's parent is
    /// the view the template is placed in: the ``CheckContext/rootContainer`` when the run
    /// knows it, else any view, so a member some component declares is read as Layout reads
    /// it at run time (see ``Registry/resolveKeyPathOnAnyComponent(_:)``).
    private func missingRelative(_ relation: NodeReference, _ name: String, path: SymbolPath) -> ScopeAnswer {
        let key = path.components[1]
        if relation == .parent {
            if let container = context.rootContainer {
                return member(of: context.lookups.table(for: container), reference: .parent, label: "parent", path: path)
            }
            context.noteUnplacedRootParentRead()
            return memberOfAnyComponent(path)
        }
        if Self.siblingFrameSymbols.contains(key) {
            return .value(.node(relation, keyPath: key), type: .double, consumed: 2)
        }
        return .unknownMember(
            index: 1, owner: "\(name) (the node has no \(name) sibling; only \(Self.siblingFrameSymbols.joined(separator: ", ")) can be read, as 0)",
            candidates: []
        )
    }

    /// The longest key path after `parent` that some component declares, for the root of a
    /// template no template of the run places.
    private func memberOfAnyComponent(_ path: SymbolPath) -> ScopeAnswer {
        for count in stride(from: path.components.count, through: 2, by: -1) {
            let keyPath = count == 2 ? path.components[1] : path.components[1..<count].joined(separator: ".")
            if let resolved = context.lookups.resolveOnAnyComponent(keyPath) {
                return .value(.node(.parent, keyPath: keyPath), type: resolved.type, consumed: count)
            }
        }
        return .unknownMember(
            index: 1, owner: "parent (the view the template is placed in; no component declares it)",
            candidates: context.lookups.readableNamesOfAnyComponent()
        )
    }

    /// The longest key path after the first component of `path` that node `target` declares.
    private func member(of target: Int, reference: NodeReference, label: String, path: SymbolPath) -> ScopeAnswer {
        guard let table = context.componentTables[target] else {
            return .value(.node(reference, keyPath: path.components.dropFirst().joined(separator: ".")), type: .any, consumed: path.components.count)
        }
        return member(of: table, reference: reference, label: label, path: path)
    }

    /// The longest key path after the first component of `path` that the component of
    /// `table` declares.
    private func member(of table: ComponentLookups, reference: NodeReference, label: String, path: SymbolPath) -> ScopeAnswer {
        guard path.components.count >= 2 else {
            return .unknownMember(index: 0, owner: "\(label) (write '\(label).' and a property, as in '\(label).width')", candidates: [])
        }
        for count in stride(from: path.components.count, through: 2, by: -1) {
            let keyPath = count == 2 ? path.components[1] : path.components[1..<count].joined(separator: ".")
            if let resolved = table.lookup(keyPath, in: context.lookups)?.resolved {
                return .value(.node(reference, keyPath: keyPath), type: resolved.type, consumed: count)
            }
        }
        let component = table.component
        return .unknownMember(index: 1, owner: "\(label) \(component)", candidates: context.lookups.readableNames(of: component))
    }
}

/// One lookup of a scope: a path, looked up as usual or around the innermost macros of its
/// name.
struct ScopeQuery: Hashable {
    var path: SymbolPath
    /// How many macros named like the path's first component are skipped.
    var skippedMacros: Int
    /// Whether the query seeks the param or macro the path's only name is a slip of,
    /// rather than what it names.
    var seeksSlip = false
}

/// A scope's answer to one lookup, in a form that can be compared and stored, so a checked
/// attribute can be reused where every lookup gets the same answer.
enum ScopeAnswer: Hashable {
    case none
    case value(SymbolReference, type: ValueType, consumed: Int)
    /// A macro, identified by the location of its `value` attribute.
    case macro(name: String, location: SourceSpan)
    case unknownMember(index: Int, owner: String, candidates: [String])
    case unavailableProperty(component: String, hint: String)
    /// The param or macro a name is a slip of (the answer to a query that seeks one).
    case declarationSlip(String)

    /// The answer for the type checker; macros are looked up in frame `frame` and the
    /// frames it extends, by where they are defined.
    func resolution(frames: [ScopeFrame], from frame: Int) -> SymbolResolution? {
        switch self {
        case .none: nil
        case let .value(reference, type, consumed): .value(reference, type: type, consumed: consumed)
        case let .macro(name, location):
            Self.macro(name, at: location, frames: frames, from: frame).map { .macro($0.definition) }
        case let .unknownMember(index, owner, candidates): .unknownMember(index: index, owner: owner, candidates: candidates)
        case let .unavailableProperty(component, hint): .unavailableProperty(component: component, hint: hint)
        case .declarationSlip: nil
        }
    }

    /// The macro `name` defined at `location`, visible in frame `frame` or a frame it extends.
    private static func macro(_ name: String, at location: SourceSpan, frames: [ScopeFrame], from frame: Int) -> MacroBinding? {
        var index: Int? = frame
        while let current = index {
            if let macro = frames[current].macros[name], macro.location == location { return macro }
            index = frames[current].parent
        }
        return nil
    }
}
