import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates

/// Hover on a name in an expression: its type, as the compiler's scope of the attribute
/// types it (``ExpressionScope/lookUp(_:)``), and where it comes from: a param or macro
/// (with the file and line declaring it), an input, a property of a node, the registry;
/// a called name shows the function's signature.
struct ExpressionHover {
    let registry: Registry
    /// Name declaring files by their paths in their roots.
    let roots: TemplateRoots

    /// The hover text of the name `name` (`#` included for an id reference), called when
    /// `isCalled`.
    func markdown(for name: String, isCalled: Bool, in scope: ExpressionScope) -> String? {
        if isCalled {
            if let builtin = BuiltinFunction(rawValue: name) { return "```\n\(builtin.signature)\n```\n\nbuilt-in function" }
            guard let function = registry.functions[name] else { return nil }
            let parameters = function.parameterTypeNames.joined(separator: ", ") + (function.isVariadic ? ", …" : "")
            return "```\n\(name)(\(parameters)) -> \(function.returnTypeName)\n```\n\nfunction declared in the registry"
        }
        let isID = name.hasPrefix("#")
        let components = (isID ? String(name.dropFirst()) : name).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let found = scope.lookUp(SymbolPath(components, isIdReference: isID)) else { return nil }
        return "```\n\(found.name): \(found.typeName)\n```\n\n" + origin(of: found)
    }

    private func origin(of name: ScopeName) -> String {
        switch name.kind {
        case .param:
            return "param" + (name.declaration.map { " declared at \(lines($0))" } ?? "")
        case .macro:
            return "macro" + (name.declaration.map { " defined at \(lines($0))" } ?? "")
        case .input:
            return "input: a constant or state the caller supplies, typed by its uses in the template"
        case let .property(owner, component):
            let node = owner.isEmpty ? "this node" : owner
            return "property of \(node)" + (component.map { " (\($0))" } ?? "")
        case .registry:
            return "declared in the registry"
        }
    }

    /// Where a declaration is: `Parts/Card.xml:2`.
    private func lines(_ span: SourceSpan) -> String {
        "\(roots.relativePath(of: span.file)):\(span.line)"
    }
}
