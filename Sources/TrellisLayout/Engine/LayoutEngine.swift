import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates

/// Evaluates a compiled template into frames and property values.
///
/// Create one engine per template: it builds the dependency graph once (every expression
/// compiled once, every read bound to a slot, frames, `auto` sizes and container
/// arrangements as cells of the graph). ``evaluate(constants:state:size:)`` computes
/// everything; ``setState(_:)`` recomputes only what depends on the state that changed and
/// gives exactly what a full evaluation with the new state would.
///
/// Evaluation never traps or hangs: a missing input, a failing expression, an
/// out-of-range subscript or a dependency cycle becomes a diagnostic in the result, and the
/// values it affects fall back to 0 or `nil`.
///
/// An engine keeps state between calls and is not safe to share between threads; create
/// one per thread. A ``LayoutResult`` shares storage with the engine until the engine next
/// changes: release results you no longer need before calling ``setState(_:)`` so the
/// update does not copy the values.
public final class LayoutEngine {
    private let program: LayoutProgram
    private let evaluator: CellEvaluator
    private var hasEvaluated = false

    /// Builds the engine for `template`.
    public init(template: IRTemplate, registry: Registry, options: LayoutOptions = LayoutOptions()) {
        program = ProgramBuilder.build(template: template, registry: registry, options: options)
        evaluator = CellEvaluator(program: program)
    }

    /// Problems found while building the engine: expressions that cannot be compiled (a
    /// custom function with no implementation), an inconsistent IR.
    public var diagnostics: [Diagnostic] { program.diagnostics }

    /// The inputs the template reads, sorted by name, with their types.
    public var inputs: [(name: String, type: ValueType)] {
        program.inputs.map { ($0.name, $0.type) }.sorted { $0.name < $1.name }
    }

    /// Evaluates everything for `constants`, `state` (which shadows constants of the same
    /// name) and the root's container `size`.
    @discardableResult
    public func evaluate(constants: [String: Value] = [:], state: [String: Value] = [:], size: Size) -> LayoutResult {
        evaluator.constants = constants
        evaluator.state = state
        evaluator.canvas = size.clamped
        evaluator.evaluateAll()
        hasEvaluated = true
        return result()
    }

    /// Merges `changes` into the state (names not given keep their values, as Layout's
    /// `setState` with a dictionary) and recomputes only what depends on the inputs whose
    /// value changed. Before any ``evaluate(constants:state:size:)``, evaluates everything
    /// at size zero.
    @discardableResult
    public func setState(_ changes: [String: Value]) -> LayoutResult {
        guard hasEvaluated else {
            return evaluate(constants: evaluator.constants, state: evaluator.state.merging(changes) { $1 }, size: .zero)
        }
        var changed: [Int] = []
        for (name, value) in changes.sorted(by: { $0.key < $1.key }) {
            evaluator.state[name] = value
            guard let index = program.inputIndex[name] else { continue }
            let cell = program.inputs[index].cell
            if evaluator.compute(cell) { changed.append(cell) }
        }
        evaluator.update(changed: changed)
        return result()
    }

    /// Lays the root out in a new container size, recomputing what depends on it.
    @discardableResult
    public func resize(to size: Size) -> LayoutResult {
        guard hasEvaluated else { return evaluate(constants: evaluator.constants, state: evaluator.state, size: size) }
        evaluator.canvas = size.clamped
        var changed: [Int] = []
        for axis in [Axis.horizontal, .vertical] {
            guard let cell = program.canvasCells[axis.index] else { continue }
            if evaluator.compute(cell) { changed.append(cell) }
        }
        evaluator.update(changed: changed)
        return result()
    }

    private func result() -> LayoutResult {
        var diagnostics = evaluator.cellDiagnostics.sorted { $0.key < $1.key }.map(\.value)
        for cell in program.constraintGroupCells {
            diagnostics += evaluator.solvedGroups[evaluator.slot(cell)].diagnostics
        }
        for group in evaluator.groupDiagnostics.keys.sorted() {
            diagnostics += evaluator.groupDiagnostics[group] ?? []
        }
        return LayoutResult(
            program: program, numbers: evaluator.numbers, values: evaluator.values, solvedGroups: evaluator.solvedGroups,
            size: evaluator.canvas,
            diagnostics: diagnostics
        )
    }
}
