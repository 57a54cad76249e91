/// The caller-facing summary of a compiled template that `trellis check --inputs` prints:
/// what a caller can set or must supply, and what it can bind to.
///
/// Format (stable; one item per line, items sorted by name within each kind, kinds in
/// this order, and a blank line after each template):
///
///     Screens/Login.xml
///       param title: String = Sign in
///       input isLoading: Bool
///       input theme: Color (constant)
///       outlet passwordField: UITextField
///       outlet {fieldOutlet}: UITextField
///       action touchUpInside -> signIn: on UIButton
///       action touchUpInside -> {isSelected ? 'a:' : 'b:'} on UIButton (dynamic)
///       id header: UILabel
///
/// - `param NAME: TYPE[ = DEFAULT]`: the root's params, which an importer may set; the
///   default is the value as written on the template root.
/// - `input NAME: TYPE[ (constant)]`: constants and state the caller supplies, with the
///   type inferred from their uses; `(constant)` when read only as views are created
///   (constructor parameters, outlets), so it cannot be state.
/// - `outlet NAME: COMPONENT`: a literal outlet, or the expression as written in braces.
/// - `action EVENT -> SELECTOR[, SELECTOR] on COMPONENT[ (dynamic)]`: the literal
///   selectors an action can call; a computed one is shown as written, marked dynamic.
/// - `id NAME: COMPONENT`.
///
/// A template with none of these prints `  (nothing to supply or bind)`.
public enum InputsSummary {
    /// The summary of `template`, headed by `path`.
    public static func text(for template: IRTemplate, path: String) -> String {
        var lines: [String] = []
        let component = { (node: Int) in template.nodes.indices.contains(node) ? template.nodes[node].component : "?" }
        for param in template.params {
            lines.append("param \(param.name): \(param.typeName)" + (param.value.map { " = \($0.source)" } ?? ""))
        }
        for input in template.inputs {
            lines.append("input \(input.name): \(input.type.displayName)" + (input.isConstant ? " (constant)" : ""))
        }
        for outlet in template.outlets.sorted(by: { ($0.name ?? $0.value.source) < ($1.name ?? $1.value.source) }) {
            lines.append("outlet \(outlet.name ?? outlet.value.source): \(component(outlet.node))")
        }
        for action in template.actions.sorted(by: { ($0.event, $0.node) < ($1.event, $1.node) }) {
            let node = template.nodes.indices.contains(action.node) ? template.nodes[action.node] : nil
            let source = node?.properties.first { $0.keyPath == action.event }?.value.source
            let target = action.isDynamic ? (source ?? "?") : action.selectors.joined(separator: ", ")
            lines.append("action \(action.event) -> \(target) on \(component(action.node))" + (action.isDynamic ? " (dynamic)" : ""))
        }
        for id in template.ids {
            lines.append("id \(id.id): \(component(id.node))")
        }
        if lines.isEmpty { lines.append("(nothing to supply or bind)") }
        return path + "\n" + lines.map { "  " + $0 }.joined(separator: "\n") + "\n\n"
    }
}
