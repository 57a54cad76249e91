import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// Computes the cells of a ``LayoutProgram`` and keeps their values between evaluations.
/// It is the evaluation environment of every compiled expression: a read of slot `s` is
/// answered by plan `s`, a percentage by the current node's parent extent, `auto` by the
/// node's `auto` cell.
final class CellEvaluator: EvaluationEnvironment {
    let program: LayoutProgram
    var numbers: [Double]
    var values: [Value]
    var payloads: [CellPayload]
    /// Whether an expression cell failed (its value is then 0 or `nil`).
    var failed: [Bool]
    /// Diagnostics of single cells (a missing input, a failing expression).
    var cellDiagnostics: [Int: Diagnostic] = [:]
    /// Diagnostics of groups of cells on a cycle.
    var groupDiagnostics: [Int: [Diagnostic]] = [:]

    var constants: [String: Value] = [:]
    var state: [String: Value] = [:]
    var canvas = Size.zero

    /// The node whose expression is being evaluated.
    var currentNode = 0
    /// Set when a read fails because what it reads failed (the failure is reported there).
    var propagating = false

    /// Whether a group of cells on a cycle is being computed (reads then compute what they
    /// need on demand and detect the cycles values take).
    var inGroup = false
    var currentGroup = 0
    /// Per cell, while a group is computed: 0 done, 1 pending, 2 in progress.
    var progress: [UInt8]
    /// The cells being computed, innermost last.
    var stack: [Int] = []
    var reportedCycles: Set<[Int]> = []
    /// The group members whose value changed while their group was computed.
    var changedInGroup: [Int] = []

    /// Incremental updates: which cells are queued, and the queue ordered by rank.
    var queued: [Bool]
    var queue = RankQueue()

    init(program: LayoutProgram) {
        self.program = program
        numbers = Array(repeating: 0, count: program.cellCount)
        values = Array(repeating: .nil, count: program.valueCount)
        payloads = Array(repeating: .none, count: program.payloadCount)
        failed = Array(repeating: false, count: program.cellCount)
        progress = Array(repeating: 0, count: program.cellCount)
        queued = Array(repeating: false, count: program.cellCount)
    }

    // MARK: Reading cells

    /// Makes `cell` available to a reader: inside a group, computes it first if it is
    /// pending; returns `false` when reading it would close a cycle.
    @inline(__always)
    func reach(_ cell: Int) -> Bool {
        guard inGroup, progress[cell] != 0 else { return true }
        return ensure(cell)
    }

    /// A number cell (0 when reading it closes a cycle).
    @inline(__always)
    func cellNumber(_ cell: Int) -> Double {
        reach(cell) ? numbers[cell] : 0
    }

    /// Any cell as a value (`nil` when reading it closes a cycle).
    func value(_ cell: Int) -> Value {
        guard reach(cell) else { return .nil }
        return storedValue(cell)
    }

    /// The stored value of a cell, as a ``Value``.
    func storedValue(_ cell: Int) -> Value {
        switch program.storage[cell] {
        case .number: .double(numbers[cell])
        case .value: values[Int(program.slot[cell])]
        case .payload: .nil
        }
    }

    /// A payload cell (`.none` when reading it closes a cycle).
    func payload(_ cell: Int) -> CellPayload {
        reach(cell) ? payloads[Int(program.slot[cell])] : .none
    }

    /// Whether a Bool cell holds `true`.
    func isTrue(_ cell: Int?) -> Bool {
        guard let cell, case .bool(true) = value(cell) else { return false }
        return true
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

    /// A plan read for the engine itself: failures read as `nil`.
    func engineValue(_ node: Int, _ key: String) -> Value? {
        guard let slot = program.nodeCells[node].reads[key] else { return nil }
        let saved = propagating
        defer { propagating = saved }
        return try? read(program.plans[slot])
    }

    // MARK: EvaluationEnvironment

    func value(ofSlot slot: Int) throws(EvaluationError) -> Value {
        try read(program.plans[slot])
    }

    func number(ofSlot slot: Int) throws(EvaluationError) -> Double {
        switch program.plans[slot] {
        case let .number(cell):
            try use(cell)
            return numbers[cell]
        case let plan:
            let value = try read(plan)
            if case let .double(number) = value { return number }
            if case let .int(number) = value { return Double(number) }
            return try value.converted(to: .double).numberValue ?? 0
        }
    }

    func percentageBase(_ base: PercentageBase) throws(EvaluationError) -> Double {
        let cells = program.nodeCells[currentNode]
        let cell: Int? = switch base {
        case .parentWidth: cells.parentExtent[0]
        case .parentHeight: cells.parentExtent[1]
        case .ownWidth: cells.ownExtent[0]
        case .ownHeight: cells.ownExtent[1]
        }
        guard let cell else { throw EvaluationError("percentages need the \(base.description) here, which is not known") }
        try use(cell)
        return numbers[cell]
    }

    func autoSize(_ axis: SizeAxis) throws(EvaluationError) -> Double {
        guard let cell = program.nodeCells[currentNode].autoSize[axis == .width ? 0 : 1] else {
            throw EvaluationError("'auto' needs the content \(axis.rawValue), which is not known")
        }
        try use(cell)
        return numbers[cell]
    }

    func colorAsset(named name: String) -> RGBAColor? {
        program.registry.namedColor(name)?.color ?? program.options.colorAssets[name]
    }
}
