import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates

/// Checks a template's constraints at build time, as Interface Builder does while editing:
/// required constraints that cannot hold together whatever the screen, and, where every
/// number of a view's constraints is a constant, the views they leave free on an axis.
///
/// The check takes the layout-time path (the same constraint groups, solver, conflict
/// reduction and ambiguity test, with the same messages); what is not known before layout
/// (the parent's size and safe area, the frames of siblings placed by expressions, the
/// content of views) is left to the solver to choose (see
/// ``ConstraintLayout/knowsSurroundings``), so that nothing it reports depends on them.
public enum ConstraintCheck {
    /// The conflicts and ambiguities of `template`'s constraints that hold for every input
    /// and screen, in the order of the views' parents.
    public static func diagnostics(for template: IRTemplate, registry: Registry, options: LayoutOptions = LayoutOptions()) -> [Diagnostic] {
        guard template.nodes.contains(where: { !$0.constraints.isEmpty }) else { return [] }
        let program = ProgramBuilder.build(template: template, registry: registry, options: options)
        let evaluator = CellEvaluator(program: program)
        // With no inputs: every constant is computed, everything else fails and is left out.
        evaluator.evaluateAll()
        return program.constraintGroups.keys.sorted().flatMap(evaluator.buildTimeDiagnostics)
    }
}
