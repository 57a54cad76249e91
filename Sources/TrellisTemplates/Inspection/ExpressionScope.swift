import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// The names one attribute's expressions can use, answered by the lookup the checker uses
/// for that attribute (`NodeScope`) and typed by the same type checker.
public struct ExpressionScope {
    let inspection: TemplateInspection
    let checker: TemplateChecker
    let node: Int
    let frame: Int
    /// The attribute (the key path it sets).
    public let attribute: String
    /// The attribute's value in its file.
    public let valueSpan: SourceSpan
    /// ``valueSpan`` with its file named as the compiler's spans name it.
    let compilerSpan: SourceSpan

    private var nodeScope: NodeScope {
        NodeScope(context: checker.context, node: node, frame: frame, target: attribute)
    }

    /// The component of the attribute's node, if it names one.
    public var component: String? { inspection.resolved.nodes[node].component }

    /// The macros and params visible here (innermost first, each name once), then the
    /// template's inputs, sorted by name, but those read only in this value (a name being
    /// typed reads as an input).
    public var names: [ScopeName] {
        var seen = Set<String>()
        var names: [ScopeName] = []
        var index: Int? = frame
        let frames = inspection.resolved.frames
        while let current = index {
            for name in frames[current].macros.keys.sorted() where seen.insert(name).inserted {
                if let found = lookUp(SymbolPath([name])) { names.append(found) }
            }
            for name in frames[current].params.keys.sorted() where seen.insert(name).inserted {
                if let found = lookUp(SymbolPath([name])) { names.append(found) }
            }
            index = frames[current].parent
        }
        let span = compilerSpan
        for (name, entry) in checker.inputs.entries.sorted(by: { $0.key < $1.key }) where seen.insert(name).inserted {
            let isReadElsewhere = entry.locations.contains { $0.file != span.file || $0.offset < span.offset || $0.endOffset > span.endOffset }
            guard isReadElsewhere else { continue }
            let type = entry.resolvedType
            names.append(ScopeName(name: name, kind: .input, type: type, typeName: type.displayName, declaration: nil))
        }
        return names
    }

    /// Every `id` of the template, sorted.
    public var ids: [String] { checker.context.identifiers.allIDs }

    /// The component of the node `parent`, `previous`, `next` or `#id` names from here.
    public func component(of reference: String) -> String? {
        let nodes = inspection.resolved.nodes
        if reference.hasPrefix("#") {
            return checker.context.identifiers.target(of: String(reference.dropFirst()), from: node).flatMap { nodes[$0].component }
        }
        guard let relation = NodeScope.relation(named: reference) else { return nil }
        if let related = nodeScope.relatedNode(relation) { return nodes[related].component }
        return relation == .parent ? checker.context.rootContainer : nil
    }

    /// What `path` means here: a macro, a param, a property of a node, an input, or a
    /// registry value; `nil` when it checks as none (an unknown member, a call).
    public func lookUp(_ path: SymbolPath) -> ScopeName? {
        let name = path.description
        switch nodeScope.answer(for: ScopeQuery(path: path, skippedMacros: 0)) {
        case let .value(.parameter(param), type, consumed):
            let declaration = checker.context.recording.paramTargets[param].flatMap { declaringNode in
                inspection.resolved.nodes[declaringNode].params.first { $0.name == param }
            }
            let location = declaration.map { inspection.located($0.location) }
            // A member of a struct param (`size.width`) takes its type from the check.
            guard consumed == path.components.count else { return typed(name, kind: .param, declaration: location) }
            return ScopeName(name: name, kind: .param, type: type, typeName: declaration?.typeName ?? type.displayName, declaration: location)
        case let .value(.node(reference, _), type, consumed):
            let owner = String(reference.prefix.dropLast())
            let kind = ScopeName.Kind.property(of: owner, component: owner.isEmpty ? component : self.component(of: owner))
            guard consumed == path.components.count else { return typed(name, kind: kind, declaration: nil) }
            return ScopeName(name: name, kind: kind, type: type, typeName: type.displayName, declaration: nil)
        case let .macro(_, location):
            return typed(name, kind: .macro, declaration: inspection.located(location))
        case .none:
            if let entry = checker.inputs.entries[name] {
                return ScopeName(name: name, kind: .input, type: entry.resolvedType, typeName: entry.resolvedType.displayName, declaration: nil)
            }
            return typed(name, kind: .registry, declaration: nil)
        case .value(.input, _, _), .unknownMember, .unavailableProperty, .declarationSlip:
            return nil
        }
    }

    /// The name checked as an expression on its own, here, as a name of kind `kind`: its
    /// type; `nil` when it does not check, or reads an input where a registry value was meant.
    private func typed(_ name: String, kind: ScopeName.Kind, declaration: SourceSpan?) -> ScopeName? {
        let source = SourceText(path: valueSpan.file, text: name)
        let checked = checker.typeChecker.check(
            expression: name, locator: VerbatimLocator(source: source, startOffset: 0), expected: nil, scope: nodeScope)
        guard let typed = checked.typed, kind != .registry || checked.inputs.isEmpty else { return nil }
        return ScopeName(name: name, kind: kind, type: typed.type, typeName: typed.type.displayName, declaration: declaration)
    }
}
