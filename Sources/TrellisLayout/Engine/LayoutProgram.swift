import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates

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
    /// How many cells each store holds.
    let storageCounts: [Int]
    let dependencies: CompactEdges
    let dependents: CompactEdges
    let order: DependencyOrder
    /// The cells in ``order``, each with what a full evaluation needs to know of it.
    let steps: [EvaluationStep]
    let properties: [PropertyInfo]
    /// The IR values of ``properties``, read in the template where they are.
    let propertyValues: PropertyValues
    let parameters: [ParameterInfo]
    let inputs: [InputInfo]
    let inputIndex: [String: Int]
    let plans: [ReadPlan]
    /// The plan slot each local slot of a compiled expression reads: the expression of a
    /// property or param reads local slot `i` from plan `symbolPlans[bindings.lowerBound + i]`
    /// (one run per property or param, in one flat table: a program holds no array per
    /// expression, and a compiled expression serves every node that sets the same text).
    let symbolPlans: [Int32]
    let siblingReads: [SiblingRead]
    /// The reads the engine itself makes, node by node: node `n`'s are
    /// `engineReads[engineReadStarts[n]..<engineReadStarts[n + 1]]` (one flat array, so a
    /// lookup retains nothing).
    let engineReads: [EngineRead]
    let engineReadStarts: [Int32]
    /// Per property, what evaluating it needs, as plain values (reading one retains nothing).
    let propertyEntries: [PropertyEntry]
    /// Per property, the position of its entry in ``propertyEntries``.
    let propertyEntryIndex: [Int32]
    /// Per plan slot, the cell a plain read reads (`.number`/`.value` plans), else -1.
    let directReads: [Int]
    /// What building measurable content needs from the registry.
    let contentContext: NodeContent.Context
    /// Per node, the kind of content it measures as.
    let contentKinds: [NodeContent.Kind]
    /// The registry's named colors, for color assets.
    let namedColors: [String: RGBAColor]
    /// Per node, the cells and facts evaluation reads most.
    let nodeSlots: [NodeSlots]
    /// How each axis of the frame of each node that positions itself is derived (the
    /// node's element of ``axisPlanIndex`` gives the position of its plans).
    let axisPlans: [(horizontal: AxisPlan, vertical: AxisPlan)]
    /// Per node, the position of its plans in ``axisPlans``, or -1 for a node its parent
    /// places (an arranged or constrained child).
    let axisPlanIndex: [Int32]
    /// The intrinsic-size provider when it is the built-in one (asked which content it
    /// measures the same at any width), cast once.
    let builtinProvider: BuiltinIntrinsicSizeProvider?
    /// Per node, the frame fields (bit `1 << field.rawValue`) its container's arrangement
    /// writes when it is computed: frame cells of arranged children that no cell reads,
    /// which are not computed themselves.
    let writtenFrameFields: [UInt8]
    /// Per parent of views with constraints: how they are solved.
    let constraintGroups: [Int: ConstraintGroupPlan]
    /// Per node: the constraint group cell that gives its frame, or -1 for a node without
    /// constraints.
    let constrainedIn: [Int32]
    /// Per node in a constraint group: its position among the group's members.
    let constrainedPosition: [Int32]
    /// The constraint group cells, in order.
    let constraintGroupCells: [Int]
    /// The canvas cells, per axis (absent when nothing reads them).
    let canvasCells: [Int?]
    /// Problems found while building (expressions that cannot be compiled, an inconsistent IR).
    let diagnostics: [Diagnostic]

    /// Packs what `builder` built. The builder is consumed: what only building reads, and
    /// each of its arrays once packed, is freed before the next array is made, so the
    /// program's arrays reuse that memory rather than touch fresh pages.
    init(_ builder: consuming ProgramBuilder) {
        builder.releaseWorkingStorage()
        registry = builder.registry
        contentContext = NodeContent.Context(registry: builder.registry)
        contentKinds = builder.nodes.map(\.contentKind)
        namedColors = builder.registry.colors.mapValues(\.color)
        options = builder.options
        builtinProvider = builder.options.intrinsicSizeProvider as? BuiltinIntrinsicSizeProvider
        source = builder.template.source
        propertyValues = builder.propertyValues
        nodes = builder.nodes
        let nodeCells = builder.nodeCells
        let canvasCells = [builder.cellIndex[.canvas(.horizontal)], builder.cellIndex[.canvas(.vertical)]]
        self.nodeCells = nodeCells
        (engineReads, engineReadStarts) = Self.groupedByNode(builder.engineReads, nodes: builder.engineReadNodes, nodeCount: nodeCells.count)
        builder.engineReads = []
        builder.engineReadNodes = []
        nodeSlots = Self.nodeSlots(builder.nodes, nodeCells)
        axisPlans = builder.axisPlans
        axisPlanIndex = builder.axisPlanIndex
        self.canvasCells = canvasCells
        constraintGroups = builder.constraintGroups
        kinds = builder.kinds
        // One pass over the cells finds where each value lives and the constraint groups.
        var constrainedIn = Array(repeating: Int32(-1), count: builder.nodes.count)
        var constrainedPosition = Array(repeating: Int32(-1), count: builder.nodes.count)
        var constraintGroupCells: [Int] = []
        var counts = Array(repeating: 0, count: CellStorage.allCases.count)
        let cellCount = builder.kinds.count
        var slot: [Int32] = []
        // Every cell's store and slot are written once, in place (appending cost more).
        storage = [CellStorage](unsafeUninitializedCapacity: cellCount) { storage, storageCount in
            slot = [Int32](unsafeUninitializedCapacity: cellCount) { slot, slotCount in
                // Kinds and properties are read in place (a copy of a property retains its references).
                builder.kinds.withUnsafeBufferPointer { kinds in
                    for cell in 0..<cellCount {
                        var kept = kinds[cell].storage
                        switch kinds[cell] {
                        case let .property(index) where builder.properties[index].isNumber:
                            kept = .number
                        case let .constraintGroup(parent):
                            guard let group = builder.constraintGroups[parent] else { break }
                            constraintGroupCells.append(cell)
                            for (position, member) in group.members.enumerated() {
                                constrainedIn[member.node] = Int32(cell)
                                constrainedPosition[member.node] = Int32(position)
                            }
                        default:
                            break
                        }
                        storage.initializeElement(at: cell, to: kept)
                        if kept == .number {
                            slot.initializeElement(at: cell, to: Int32(cell))
                        } else {
                            slot.initializeElement(at: cell, to: Int32(counts[kept.rawValue]))
                            counts[kept.rawValue] += 1
                        }
                    }
                }
                slotCount = cellCount
            }
            storageCount = cellCount
        }
        self.constrainedIn = constrainedIn
        self.constrainedPosition = constrainedPosition
        self.constraintGroupCells = constraintGroupCells
        self.slot = slot
        storageCounts = counts
        // The cells the order leaves out: the frame cells arrangements write (whose
        // dependencies are dropped too), then the properties that report a frame.
        var skipped = Array(repeating: false, count: cellCount)
        let edges = StoredEdges(targets: builder.dependencyTargets, runs: builder.dependencyRuns)
        // The edges hold the only references: compacting them frees the stored lists.
        builder.dependencyTargets = []
        builder.dependencyRuns = []
        writtenFrameFields = Self.frameFieldsWrittenByArrangements(nodes: builder.nodes, edges: edges, dropping: &skipped)
        (dependencies, dependents) = edges.compacted(dropping: skipped)
        // Properties are read in place (a copy would retain each of their references).
        for index in builder.properties.indices where builder.properties[index].reportsFrame != nil {
            skipped[builder.properties[index].cell] = true
        }
        let order = DependencyOrder(dependencies: dependencies, count: cellCount, skipped: skipped)
        self.order = order
        // Property entries are stored in the order a full evaluation computes them, so it
        // reads them one after the other; other computations find them through `entryOf`.
        let noInputs = SlotEnvironment()
        let propertyCount = builder.properties.count
        var entryOf = Array(repeating: Int32(-1), count: propertyCount)
        var steps: [EvaluationStep] = []
        // Each property gets one entry (a property seen again keeps its first), so the
        // entries fill exactly the storage made for them. Written in place: appending to
        // reserved arrays here cost 7 M more instructions per 10,000-node build (callgrind).
        propertyEntries = [PropertyEntry](unsafeUninitializedCapacity: propertyCount) { entries, entryCount in
            entryOf.withUnsafeMutableBufferPointer { entryOf in
                builder.properties.withUnsafeBufferPointer { properties in
                    func enter(_ index: Int) -> Int32 {
                        guard entryOf[index] < 0 else { return entryOf[index] }
                        entries.initializeElement(at: entryCount, to: PropertyEntry(properties[index], index: index, constantsIn: noInputs))
                        entryOf[index] = Int32(entryCount)
                        entryCount += 1
                        return entryOf[index]
                    }
                    steps = [EvaluationStep](unsafeUninitializedCapacity: order.order.count) { steps, stepCount in
                        builder.kinds.withUnsafeBufferPointer { kinds in
                            order.group.withUnsafeBufferPointer { group in
                                for (position, cell) in order.order.enumerated() {
                                    let kind = kinds[Int(cell)]
                                    var entry: Int32 = -1
                                    if case let .property(index) = kind { entry = enter(index) }
                                    steps.initializeElement(at: position, to: EvaluationStep(kind: kind, cell: cell, group: group[Int(cell)], entry: entry))
                                    stepCount = position + 1
                                }
                            }
                        }
                    }
                    for index in 0..<propertyCount { _ = enter(index) }
                }
            }
        }
        self.steps = steps
        propertyEntryIndex = entryOf
        properties = builder.properties
        directReads = builder.plans.map { plan in
            switch plan {
            case let .number(cell), let .value(cell): cell
            default: -1
            }
        }
        parameters = builder.parameters
        inputs = builder.inputs
        inputIndex = builder.inputIndex
        plans = builder.plans
        symbolPlans = builder.symbolPlans
        siblingReads = builder.siblingReads
        diagnostics = builder.diagnostics
    }

    var cellCount: Int { kinds.count }

    /// The IR value of property `index`.
    func propertyValue(_ index: Int) -> IRValue {
        propertyValues.value(at: properties[index].valueSource, node: properties[index].node)
    }

    /// Where an error of property `index`'s expression is, in the value's file: `span` (a
    /// span of the expression as first checked) relocated, or (`nil`) the whole value.
    func location(ofProperty index: Int, span: SourceSpan? = nil) -> SourceSpan {
        propertyValues.location(at: properties[index].valueSource, node: properties[index].node, span: span)
    }

    /// Per node, the cells and facts evaluation reads most. Fields are read in place:
    /// copying a node's info or cells would retain each of their arrays.
    private static func nodeSlots(_ nodes: [NodeInfo], _ nodeCells: [NodeCells]) -> [NodeSlots] {
        [NodeSlots](unsafeUninitializedCapacity: nodes.count) { slots, slotCount in
            nodes.withUnsafeBufferPointer { nodes in
                nodeCells.withUnsafeBufferPointer { nodeCells in
                    for node in nodes.indices {
                        let parent = nodes[node].parent
                        let policy = nodes[node].policy
                        let parentArrangement: CompactIndex = parent.map { nodeCells[$0].arrangementIndex } ?? .absent
                        let isGridRow = policy == .row && parent.map { nodes[$0].policy == .column } == true
                        slots.initializeElement(at: node, to: NodeSlots(
                            position: nodes[node].position, policy: policy, isSizedAsLeaf: nodes[node].isSizedAsLeaf,
                            isScrollView: nodes[node].isScrollView, intrinsicDimensions: nodes[node].intrinsicDimensions,
                            arrangedIn: nodes[node].isArranged ? parentArrangement : .absent, gridColumn: isGridRow ? parentArrangement : .absent,
                            cells: nodeCells[node]
                        ))
                    }
                }
            }
            slotCount = nodes.count
        }
    }

    /// The engine's `reads` (of `nodes[i]` each) grouped by node, in the order planned, the
    /// first read of each key kept: node `n`'s are `reads[starts[n]..<starts[n + 1]]` of the
    /// result. A counting sort, then each node's few reads searched for repeats in place.
    static func groupedByNode(_ reads: [EngineRead], nodes: [Int32], nodeCount: Int) -> (reads: [EngineRead], starts: [Int32]) {
        var starts = Array(repeating: Int32(0), count: nodeCount + 1)
        let grouped = [EngineRead](unsafeUninitializedCapacity: reads.count) { grouped, groupedCount in
            starts.withUnsafeMutableBufferPointer { starts in
                for node in nodes { starts[Int(node) + 1] += 1 }
                for node in 0..<nodeCount { starts[node + 1] += starts[node] }
                let next = UnsafeMutableBufferPointer<Int32>.allocate(capacity: nodeCount)
                defer { next.deallocate() }
                _ = next.initialize(from: starts.prefix(nodeCount))
                for (position, node) in nodes.enumerated() {
                    grouped.initializeElement(at: Int(next[Int(node)]), to: reads[position])
                    next[Int(node)] += 1
                }
                // Repeats dropped: each node's run moves down over the keys its node already read.
                var kept = 0
                for node in 0..<nodeCount {
                    let first = kept
                    for position in Int(starts[node])..<Int(starts[node + 1])
                        where !grouped[first..<kept].contains(where: { $0.key == grouped[position].key }) {
                        grouped[kept] = grouped[position]
                        kept += 1
                    }
                    starts[node] = Int32(first)
                }
                starts[nodeCount] = Int32(kept)
                groupedCount = kept
            }
        }
        return (grouped, starts)
    }

    /// Takes the frame cells of arranged children that no cell reads out of the graph: their
    /// container's arrangement writes them when it is computed (see
    /// ``writtenFrameFields``), so a full evaluation does not compute four cells per child
    /// only to copy four numbers: marks them `dropped` (their dependencies are left out and
    /// the order skips them). Returns, per node, the frame fields written that way.
    private static func frameFieldsWrittenByArrangements(nodes: [NodeInfo], edges: StoredEdges, dropping dropped: inout [Bool]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: nodes.count) { written, writtenCount in
            nodes.withUnsafeBufferPointer { nodes in
                dropped.withUnsafeMutableBufferPointer { dropped in
                    // Nodes are read in place (a copy of a node's info retains each of its arrays).
                    for node in nodes.indices {
                        var fields: UInt8 = 0
                        if nodes[node].isArranged, nodes[node].parent != nil {
                            for field in FrameField.all where !edges.isDependedOn(4 * node + field.rawValue) {
                                dropped[4 * node + field.rawValue] = true
                                fields |= 1 << field.rawValue
                            }
                        }
                        written[node] = fields
                    }
                }
            }
            writtenCount = nodes.count
        }
    }
}

/// One cell of a full evaluation, in order: the cell, its group (-1 for none), its kind
/// and, for a property, the position of its entry in ``LayoutProgram/propertyEntries``
/// (-1 for other cells). The kind comes first: the numbers then fill its padding, and a
/// step takes 24 bytes, not 32.
struct EvaluationStep: Sendable {
    var kind: CellKind
    var cell: Int32
    var group: Int32
    var entry: Int32
}

/// A property read the engine makes for itself (a container parameter, a content field).
struct EngineRead: Sendable {
    var key: EngineKey
    var slot: Int
}

/// A property's evaluation data (see ``LayoutProgram/propertyEntries``), as plain values:
/// evaluating a property retains and releases nothing, and a constant one reads no
/// expression at all.
struct PropertyEntry: Sendable {
    private let storedNode: Int32
    private let storedIndex: Int32
    /// Where the run of ``LayoutProgram/symbolPlans`` its expression reads starts.
    private let storedBindings: Int32
    let isNumber: Bool
    let code: PropertyCode

    /// The entry of `property`, property `index` of the program; an expression that folded
    /// to a constant is evaluated now, once, in `environment` (which supplies no input: a
    /// constant reads none). The property is borrowed (a copy would retain each of its
    /// references).
    init(_ property: borrowing PropertyInfo, index: Int, constantsIn environment: SlotEnvironment) {
        storedNode = Int32(property.node)
        storedIndex = Int32(index)
        storedBindings = property.bindings.lowerBound
        isNumber = property.isNumber
        code = property.literal ?? PropertyCode(property.expression, isNumber: property.isNumber, constantsIn: environment)
    }

    /// The node the property belongs to.
    var node: Int { Int(storedNode) }
    /// The property's index in ``LayoutProgram/properties``.
    var index: Int { Int(storedIndex) }
    /// Where the run of ``LayoutProgram/symbolPlans`` its expression reads starts.
    var bindings: Int { Int(storedBindings) }
}

/// How a property's value is computed.
enum PropertyCode: @unchecked Sendable {
    // `@unchecked`: `Unmanaged` is not `Sendable`; the expression it refers to is (it is
    // immutable), and the program's properties own it.
    /// A constant number, for a number property.
    case number(Double)
    /// A constant value, for any other property.
    case value(Value)
    /// An expression to evaluate, held unretained: ``LayoutProgram/properties`` keeps it
    /// alive as long as the program.
    case expression(Unmanaged<CompiledExpression>)
    /// No expression (it could not be compiled; a diagnostic says why).
    case missing

    init(_ expression: CompiledExpression?, isNumber: Bool, constantsIn environment: SlotEnvironment) {
        guard let expression else {
            self = .missing
            return
        }
        // A constant whose evaluation fails (a conversion it cannot make) stays an
        // expression, so each evaluation reports it.
        if expression.constantValue != nil {
            if isNumber, let number = try? expression.evaluateDouble(in: environment) {
                self = .number(number)
                return
            }
            if !isNumber, let value = try? expression.evaluate(in: environment) {
                self = .value(value)
                return
            }
        }
        self = .expression(Unmanaged.passUnretained(expression))
    }

    /// A literal expression's value (of checked type `type`) as its compiled form would
    /// evaluate it: a number property's Double, a number boxed as `.double`, any other
    /// value as it is. `nil` for a literal that would be converted otherwise (the compiled
    /// form says how).
    init?(literal: Value, type: ValueType, isNumber: Bool) {
        switch (type, literal) {
        case (.double, _):
            guard let number = literal.numberValue else { return nil }
            self = isNumber ? .number(number) : .value(.double(number))
        case (_, _) where isNumber:
            return nil
        case (.int, .int), (.bool, .bool):
            self = .value(literal)
        case (.int, _), (.bool, _):
            return nil
        default:
            self = .value(literal)
        }
    }
}
