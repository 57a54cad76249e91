import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// Everything a ``LayoutEngine`` fixes once: the cells, what each depends on, the order
/// they are computed in, the compiled expressions and the plans their reads are bound to.
/// Immutable, so one program can serve engines on many threads.
final class LayoutProgram: Sendable {
    let registry: Registry
    let options: LayoutOptions
    let source: String
    let nodes: [NodeInfo]
    let nodeCells: [NodeCells]
    let kinds: [CellKind]
    /// Where each cell's value lives.
    let storage: [CellStorage]
    /// Each cell's index in its store (numbers are indexed by the cell itself).
    let slot: [Int32]
    let valueCount: Int
    let payloadCount: Int
    let dependencies: CompactEdges
    let dependents: CompactEdges
    let order: DependencyOrder
    let properties: [PropertyInfo]
    let parameters: [ParameterInfo]
    let inputs: [InputInfo]
    let inputIndex: [String: Int]
    let plans: [ReadPlan]
    let siblingReads: [SiblingRead]
    /// The canvas cells, per axis (absent when nothing reads them).
    let canvasCells: [Int?]
    /// Problems found while building (expressions that cannot be compiled, an inconsistent IR).
    let diagnostics: [Diagnostic]

    init(_ builder: ProgramBuilder) {
        registry = builder.registry
        options = builder.options
        source = builder.template.source
        nodes = builder.nodes
        var nodeCells = builder.nodeCells
        var canvasCells: [Int?] = [nil, nil]
        for (cell, kind) in builder.kinds.enumerated() {
            switch kind {
            case let .canvas(axis): canvasCells[axis.index] = cell
            case let .boundingBox(node, axis): nodeCells[node].boundingBoxCells[axis.index] = cell
            case let .measurer(node): nodeCells[node].measurer = cell
            case let .content(node): nodeCells[node].content = cell
            case let .childList(node): nodeCells[node].childList = cell
            case let .container(node): nodeCells[node].container = cell
            case let .arrangement(node): nodeCells[node].arrangement = cell
            case let .insets(node): nodeCells[node].insets = cell
            default: break
            }
        }
        self.nodeCells = nodeCells
        self.canvasCells = canvasCells
        kinds = builder.kinds
        var slot: [Int32] = []
        var storage: [CellStorage] = []
        var values = 0
        var payloads = 0
        slot.reserveCapacity(builder.kinds.count)
        for (cell, kind) in builder.kinds.enumerated() {
            var kept = kind.storage
            if case let .property(index) = kind, builder.properties[index].isNumber { kept = .number }
            storage.append(kept)
            switch kept {
            case .number: slot.append(Int32(cell))
            case .value:
                slot.append(Int32(values))
                values += 1
            case .payload:
                slot.append(Int32(payloads))
                payloads += 1
            }
        }
        self.slot = slot
        self.storage = storage
        valueCount = values
        payloadCount = payloads
        let lists = builder.dependencies.map { $0 ?? [] }
        dependencies = CompactEdges(lists)
        dependents = dependencies.reversed(count: lists.count)
        order = DependencyOrder(dependencies: dependencies, count: lists.count)
        properties = builder.properties
        parameters = builder.parameters
        inputs = builder.inputs
        inputIndex = builder.inputIndex
        plans = builder.plans
        siblingReads = builder.siblingReads
        diagnostics = builder.diagnostics
    }

    var cellCount: Int { kinds.count }
}
