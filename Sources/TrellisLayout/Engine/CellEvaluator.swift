import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// Computes the cells of a ``LayoutProgram`` and keeps their values between evaluations.
/// It is the evaluation environment of every compiled expression: a read of local slot `s`
/// is answered by the plan the expression's run of ``LayoutProgram/symbolPlans`` gives it,
/// a percentage by the current node's parent extent, `auto` by the node's `auto` cell.
///
/// The stores are exempt from dynamic exclusivity checks: the evaluator is used by one
/// ``LayoutEngine`` on one thread, and no access to a store overlaps another.
final class CellEvaluator: EvaluationEnvironment {
    let program: LayoutProgram
    @exclusivity(unchecked) var numbers: [Double]
    @exclusivity(unchecked) var values: [Value]
    @exclusivity(unchecked) var contents: [MeasurableContent]
    @exclusivity(unchecked) var measurers: [Measurer]
    /// Per content cell, a number that changes whenever its content does (starting at 1).
    @exclusivity(unchecked) var contentVersions: [Int]
    /// Per measurer cell, the version of the content it was built from; 0 for a measurer
    /// that measures no content.
    @exclusivity(unchecked) var measurerVersions: [Int]
    @exclusivity(unchecked) var childLists: [[LayoutChild]]
    @exclusivity(unchecked) var containers: [ContainerLayout]
    @exclusivity(unchecked) var arrangements: [Arrangement]
    @exclusivity(unchecked) var insetValues: [EdgeInsets]
    @exclusivity(unchecked) var solvedGroups: [SolvedConstraintGroup]
    /// The solver of each constraint group (by parent node) as last solved, for a state
    /// change that moves only constants; cleared by a full evaluation.
    var retainedGroups: [Int: RetainedConstraints] = [:]
    /// The cells changed so far in the running incremental update (see
    /// ``update(changed:)``); `nil` outside one.
    var updateLog: [Int]?
    /// Set by computing a constraint group moved in place: the positions of the members
    /// whose frames moved (see ``movedGroupMembers(_:at:)``).
    var movedMembers: [Int]?
    /// Per constraint group (by parent node), which members read which cells, built when
    /// the group is first moved in place.
    var constraintReaders: [Int: ConstraintGroupReaders] = [:]
    /// Per constraint group cell, its dependents split by member, built when first needed.
    var constraintDependents: [Int: ConstraintGroupDependents] = [:]
    /// Whether an expression cell failed (its value is then 0 or `nil`).
    @exclusivity(unchecked) var failed: [Bool]
    /// Whether a cell has an entry in ``cellDiagnostics``.
    @exclusivity(unchecked) var hasDiagnostic: [Bool]
    /// Diagnostics of single cells (a missing input, a failing expression).
    var cellDiagnostics: [Int: Diagnostic] = [:]
    /// Diagnostics of groups of cells on a cycle.
    var groupDiagnostics: [Int: [Diagnostic]] = [:]

    var constants: [String: Value] = [:]
    var state: [String: Value] = [:]
    var canvas = Size.zero

    /// The node whose expression is being evaluated.
    var currentNode = 0
    /// Where the run of ``LayoutProgram/symbolPlans`` of the expression being evaluated
    /// starts: its local slot `s` reads plan `symbolPlans[currentBindings + s]`.
    var currentBindings = 0
    /// Set when a read fails because what it reads failed (the failure is reported there).
    var propagating = false

    /// Whether a group of cells on a cycle is being computed (reads then compute what they
    /// need on demand and detect the cycles values take).
    var inGroup = false
    var currentGroup = 0
    /// Per cell, while a group is computed: 0 done, 1 pending, 2 in progress.
    @exclusivity(unchecked) var progress: [UInt8]
    /// The cells being computed, innermost last.
    var stack: [Int] = []
    var reportedCycles: Set<[Int]> = []
    /// The group members whose value changed while their group was computed.
    var changedInGroup: [Int] = []

    /// Incremental updates: which cells are queued, and the queue ordered by rank.
    @exclusivity(unchecked) var queued: [Bool]
    var queue = RankQueue()

    init(program: LayoutProgram) {
        self.program = program
        let counts = program.storageCounts
        numbers = Array(repeating: 0, count: program.cellCount)
        values = Array(repeating: .nil, count: counts[CellStorage.value.rawValue])
        contents = Array(repeating: MeasurableContent(lineage: []), count: counts[CellStorage.content.rawValue])
        measurers = Array(repeating: .empty, count: counts[CellStorage.measurer.rawValue])
        contentVersions = Array(repeating: 1, count: counts[CellStorage.content.rawValue])
        measurerVersions = Array(repeating: 0, count: counts[CellStorage.measurer.rawValue])
        childLists = Array(repeating: [], count: counts[CellStorage.childList.rawValue])
        containers = Array(repeating: .absolute, count: counts[CellStorage.container.rawValue])
        arrangements = Array(repeating: Arrangement(frames: [], contentSize: .zero), count: counts[CellStorage.arrangement.rawValue])
        insetValues = Array(repeating: .zero, count: counts[CellStorage.insets.rawValue])
        solvedGroups = Array(repeating: SolvedConstraintGroup(frames: [], diagnostics: []), count: counts[CellStorage.constraintGroup.rawValue])
        failed = Array(repeating: false, count: program.cellCount)
        hasDiagnostic = Array(repeating: false, count: program.cellCount)
        progress = Array(repeating: 0, count: program.cellCount)
        queued = Array(repeating: false, count: program.cellCount)
        reserveContainerStorage()
    }

    /// Gives each container's child list room for its children and each container's
    /// measurer its own measurement, so a first evaluation fills storage made when the
    /// engine is built instead of allocating it (a container's measurer is reset, not
    /// rebuilt; see ``Measurer/reset(to:children:)``).
    private func reserveContainerStorage() {
        // A node's cells are found in its slots, so only the nodes are visited, not every cell.
        for node in program.nodeSlots.indices {
            if let cell = program.nodeSlots[node].childList.index {
                childLists[slot(cell)].reserveCapacity(program.nodeCells[node].arranged.count)
            }
            if let cell = program.nodeSlots[node].measurer.index, !program.nodeSlots[node].isSizedAsLeaf,
               program.nodeSlots[node].policy.arrangesChildren {
                measurers[slot(cell)] = .container(.absolute, children: [])
            }
        }
    }

    // MARK: Reading cells

    /// Makes `cell` available to a reader: inside a group, computes it first if it is
    /// pending; returns `false` when reading it would close a cycle.
    @inline(__always)
    func reach(_ cell: Int) -> Bool {
        guard inGroup, progress[cell] != 0 else { return true }
        return ensure(cell)
    }

    /// The index of `cell` in its store.
    @inline(__always)
    func slot(_ cell: Int) -> Int {
        Int(program.slot[cell])
    }

    /// A number cell (0 when reading it closes a cycle).
    @inline(__always)
    func cellNumber(_ cell: Int) -> Double {
        reach(cell) ? numbers[cell] : 0
    }

    /// Any expression cell as a value (`nil` when reading it closes a cycle).
    func value(_ cell: Int) -> Value {
        guard reach(cell) else { return .nil }
        return storedValue(cell)
    }

    /// The stored value of a number or value cell, as a ``Value``.
    func storedValue(_ cell: Int) -> Value {
        program.storage[cell] == .number ? .double(numbers[cell]) : values[slot(cell)]
    }

    /// Whether a Bool cell holds `true`.
    func isTrue(_ cell: Int?) -> Bool {
        guard let cell, case .bool(true) = value(cell) else { return false }
        return true
    }

    /// A measurer cell (one measuring nothing when reading it closes a cycle).
    func measurer(_ cell: Int?) -> Measurer? {
        guard let cell, reach(cell) else { return nil }
        return measurers[slot(cell)]
    }

    /// A child-list cell (empty when reading it closes a cycle).
    func childList(_ cell: Int?) -> [LayoutChild]? {
        guard let cell, reach(cell) else { return nil }
        return childLists[slot(cell)]
    }

    /// A container cell.
    func container(_ cell: Int?) -> ContainerLayout? {
        guard let cell, reach(cell) else { return nil }
        return containers[slot(cell)]
    }

    /// The arrangement slot of a cell, when it can be read.
    func arrangementSlot(_ cell: Int?) -> Int? {
        guard let cell, reach(cell) else { return nil }
        return slot(cell)
    }

    /// An insets cell.
    func insets(_ cell: Int?) -> EdgeInsets? {
        guard let cell, reach(cell) else { return nil }
        return insetValues[slot(cell)]
    }

    /// For expression reads: makes `cell` available and throws (marking the failure as
    /// propagated) when it failed or closes a cycle.
    @inline(__always)
    func use(_ cell: Int) throws(EvaluationError) {
        guard reach(cell), !failed[cell] else {
            propagating = true
            throw EvaluationError("a value this expression reads is not available")
        }
    }

    /// A property of `node` the engine reads for itself; `nil` when the node does not set
    /// it or its value failed.
    func engineValue(_ node: Int, _ key: EngineKey) -> Value? {
        for index in Int(program.engineReadStarts[node])..<Int(program.engineReadStarts[node + 1]) where program.engineReads[index].key == key {
            return planValue(program.engineReads[index].slot)
        }
        return nil
    }

    /// The value plan `slot` reads, `nil` when it failed; a plain cell read takes no copy
    /// of the plan.
    func planValue(_ slot: Int) -> Value? {
        let cell = program.directReads[slot]
        if cell >= 0 {
            guard reach(cell), !failed[cell] else { return nil }
            return storedValue(cell)
        }
        let saved = propagating
        defer { propagating = saved }
        return try? read(program.plans[slot])
    }

    // MARK: EvaluationEnvironment

    /// The plan local slot `slot` of the expression being evaluated reads.
    @inline(__always)
    private func plan(ofSlot slot: Int) -> Int {
        Int(program.symbolPlans[currentBindings &+ slot])
    }

    func value(ofSlot local: Int) throws(EvaluationError) -> Value {
        let slot = plan(ofSlot: local)
        let cell = program.directReads[slot]
        if cell >= 0 {
            try use(cell)
            return storedValue(cell)
        }
        return try read(program.plans[slot])
    }

    func number(ofSlot local: Int) throws(EvaluationError) -> Double {
        let slot = plan(ofSlot: local)
        let cell = program.directReads[slot]
        if cell >= 0, program.storage[cell] == .number {
            try use(cell)
            return numbers[cell]
        }
        let value = try read(program.plans[slot])
        switch value {
        case let .double(number): return number
        case let .int(number): return Double(number)
        default: return try value.converted(to: .double).numberValue ?? 0
        }
    }

    func percentageBase(_ base: PercentageBase) throws(EvaluationError) -> Double {
        let cell: Int? = switch base {
        case .parentWidth: program.nodeSlots[currentNode].parentExtent.horizontal.cell
        case .parentHeight: program.nodeSlots[currentNode].parentExtent.vertical.cell
        case .ownWidth: program.nodeSlots[currentNode].ownExtent.horizontal.cell
        case .ownHeight: program.nodeSlots[currentNode].ownExtent.vertical.cell
        }
        guard let cell else { throw EvaluationError("percentages need the \(base.description) here, which is not known") }
        try use(cell)
        return numbers[cell]
    }

    func autoSize(_ axis: SizeAxis) throws(EvaluationError) -> Double {
        guard let cell = program.nodeSlots[currentNode].autoSize[axis == .width ? .horizontal : .vertical].cell else {
            throw EvaluationError("'auto' needs the content \(axis.rawValue), which is not known")
        }
        try use(cell)
        return numbers[cell]
    }

    func colorAsset(named name: String) -> RGBAColor? {
        let colors = program.namedColors
        if let color = colors[name] { return color }
        if name.hasSuffix("Color"), let color = colors[String(name.dropLast(5))] { return color }
        return colors[name + "Color"] ?? program.options.colorAssets[name]
    }
}
