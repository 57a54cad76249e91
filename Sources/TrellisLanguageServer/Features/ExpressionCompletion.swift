import TrellisExpressions
import TrellisRegistry
import TrellisTemplates

/// Completion of names inside an expression, from the compiler's scope of the attribute
/// (``ExpressionScope``): after `parent.`, `previous.`, `next.` or `#id.` the members of
/// that node's component; after a param, macro or input of a struct type its members;
/// else the macros, params and inputs in scope, the node references, the ids and the
/// functions with their signatures.
struct ExpressionCompletion {
    let registry: Registry

    /// The items after `base.` (the name before the last dot), or for a name without one.
    func items(base: String?, scope: ExpressionScope?) -> [CompletionItem] {
        guard let base else { return names(in: scope) }
        return members(of: base, scope: scope)
    }

    private func names(in scope: ExpressionScope?) -> [CompletionItem] {
        var items: [CompletionItem] = []
        if let scope {
            items += scope.names.map(Self.item)
            items += ["parent", "previous", "next"].map { relation in
                CompletionItem(label: relation, kind: .keyword, detail: scope.component(of: relation).map { "\(relation) node: \($0)" } ?? "\(relation) node")
            }
            items += scope.ids.map { id in
                CompletionItem(label: "#\(id)", kind: .reference, detail: scope.component(of: "#\(id)").map { "node \($0)" } ?? "node")
            }
        }
        items += BuiltinFunction.allCases.map { CompletionItem(label: $0.rawValue, kind: .function, detail: $0.signature) }
        items += registry.functions.values.sorted { $0.name < $1.name }.map { function in
            let parameters = function.parameterTypeNames.joined(separator: ", ") + (function.isVariadic ? ", …" : "")
            return CompletionItem(label: function.name, kind: .function, detail: "\(function.name)(\(parameters)) -> \(function.returnTypeName)")
        }
        return items
    }

    /// The members of what `base` names: a node's properties, or a struct's members.
    private func members(of base: String, scope: ExpressionScope?) -> [CompletionItem] {
        guard let scope else { return [] }
        if let component = scope.component(of: base) {
            let declared = registry.symbols(of: component, roles: [.property, .parameter, .readonly]).map { symbol in
                CompletionItem(
                    label: symbol.name, kind: .property, detail: symbol.typeName,
                    documentation: symbol.documentation.map { MarkupContent(kind: "markdown", value: $0) })
            }
            let frame = Registry.layoutProperties.map { CompletionItem(label: $0, kind: .property, detail: "CGFloat") }
            var seen = Set<String>()
            return (declared + frame).filter { seen.insert($0.label).inserted }.sorted { $0.label < $1.label }
        }
        guard let named = scope.lookUp(SymbolPath(base.split(separator: ".").map(String.init))),
              case let .structure(type) = named.type.unwrapped else { return [] }
        return registry.members(of: type).map { CompletionItem(label: $0.name, kind: .property, detail: $0.typeName) }
    }

    private static func item(_ name: ScopeName) -> CompletionItem {
        switch name.kind {
        case .param: CompletionItem(label: name.name, kind: .variable, detail: "param \(name.typeName)")
        case .macro: CompletionItem(label: name.name, kind: .constant, detail: "macro \(name.typeName)")
        default: CompletionItem(label: name.name, kind: .variable, detail: "input \(name.typeName)")
        }
    }
}
