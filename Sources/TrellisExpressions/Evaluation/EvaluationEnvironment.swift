import TrellisRegistry

/// What a compiled expression reads while it evaluates: the values bound to its slots,
/// the bases of percentages, `auto` sizes and color assets. The layout core implements
/// it per node; ``SlotEnvironment`` is a plain implementation.
///
/// It is class-bound so that passing it down the compiled closure tree costs one
/// reference, never a copy or an allocation.
public protocol EvaluationEnvironment: AnyObject {
    /// The value bound to `slot` (an index the caller returned from the `bind` function of
    /// ``CompiledExpression/compile(_:functions:strings:fonts:bind:)``).
    func value(ofSlot slot: Int) throws(EvaluationError) -> Value
    /// The number bound to `slot`, for numeric sub-expressions; the default reads
    /// ``value(ofSlot:)``. Implement it to skip building a ``Value`` in the hot path.
    func number(ofSlot slot: Int) throws(EvaluationError) -> Double
    /// The Bool bound to `slot`, for boolean sub-expressions; the default reads
    /// ``value(ofSlot:)``.
    func boolean(ofSlot slot: Int) throws(EvaluationError) -> Bool
    /// What `100%` is for a percentage base.
    func percentageBase(_ base: PercentageBase) throws(EvaluationError) -> Double
    /// The content size of the node along an axis, for `auto`.
    func autoSize(_ axis: SizeAxis) throws(EvaluationError) -> Double
    /// The color asset named `name`, or `nil` when there is none.
    func colorAsset(named name: String) -> RGBAColor?
}

extension EvaluationEnvironment {
    /// Reads ``value(ofSlot:)`` and converts it to a number.
    public func number(ofSlot slot: Int) throws(EvaluationError) -> Double {
        try value(ofSlot: slot).number()
    }

    /// Reads ``value(ofSlot:)`` and converts it to a Bool.
    public func boolean(ofSlot slot: Int) throws(EvaluationError) -> Bool {
        try value(ofSlot: slot).boolean()
    }
}

/// An environment over an array of slot values with fixed percentage bases and `auto`
/// sizes: for tests, `trellis eval` and benchmarks.
public final class SlotEnvironment: EvaluationEnvironment {
    /// The value of each slot, by index.
    public let slots: [Value]
    /// What `100%` is, per base.
    public let percentageBases: [PercentageBase: Double]
    /// The content size `auto` reads, per axis.
    public let autoSizes: [SizeAxis: Double]
    /// Color assets by name.
    public let colorAssets: [String: RGBAColor]

    /// The number or Bool in each slot (`nil` for slots that hold something else), and
    /// the percentage bases by ``PercentageBase/index``: read without hashing or copying
    /// a ``Value``.
    let numbers: [Double?]
    let booleans: [Bool?]
    let bases: [Double?]

    /// Creates an environment; anything not given is an evaluation error when read.
    public init(
        slots: [Value] = [], percentageBases: [PercentageBase: Double] = [:], autoSizes: [SizeAxis: Double] = [:],
        colorAssets: [String: RGBAColor] = [:]
    ) {
        self.slots = slots
        self.numbers = slots.map(\.numberValue)
        self.booleans = slots.map { if case let .bool(flag) = $0 { flag } else { nil } }
        self.bases = PercentageBase.allCases.map { percentageBases[$0] }
        self.percentageBases = percentageBases
        self.autoSizes = autoSizes
        self.colorAssets = colorAssets
    }

    /// The slot's value; an error for an index past the end.
    public func value(ofSlot slot: Int) throws(EvaluationError) -> Value {
        guard slots.indices.contains(slot) else { throw EvaluationError("no value for slot \(slot)") }
        return slots[slot]
    }

    /// The slot's number without building a ``Value``.
    public func number(ofSlot slot: Int) throws(EvaluationError) -> Double {
        if slot >= 0, slot < numbers.count, let number = numbers[slot] { return number }
        return try slowNumber(slot)
    }

    /// The error (or the conversion) for a slot that holds no number, kept out of line
    /// so the fast path stays small.
    @inline(never)
    private func slowNumber(_ slot: Int) throws(EvaluationError) -> Double {
        try value(ofSlot: slot).number()
    }

    /// The slot's Bool without copying a ``Value``.
    public func boolean(ofSlot slot: Int) throws(EvaluationError) -> Bool {
        if slot >= 0, slot < booleans.count, let flag = booleans[slot] { return flag }
        return try slowBoolean(slot)
    }

    @inline(never)
    private func slowBoolean(_ slot: Int) throws(EvaluationError) -> Bool {
        try value(ofSlot: slot).boolean()
    }

    /// The base given for `base`, else an error.
    public func percentageBase(_ base: PercentageBase) throws(EvaluationError) -> Double {
        if let value = bases[base.index] { return value }
        throw Self.unknownBase(base)
    }

    @inline(never)
    private static func unknownBase(_ base: PercentageBase) -> EvaluationError {
        EvaluationError("percentages need the \(base.description) here, which is not known")
    }

    /// The size given for `axis`, else an error.
    public func autoSize(_ axis: SizeAxis) throws(EvaluationError) -> Double {
        guard let value = autoSizes[axis] else { throw EvaluationError("'auto' needs the content \(axis.rawValue), which is not known") }
        return value
    }

    /// The color asset given for `name`.
    public func colorAsset(named name: String) -> RGBAColor? {
        colorAssets[name]
    }
}

extension PercentageBase {
    /// The position of the case in `allCases`, for table lookups.
    public var index: Int {
        switch self {
        case .parentWidth: 0
        case .parentHeight: 1
        case .ownWidth: 2
        case .ownHeight: 3
        }
    }

    /// How messages name the base: `parent width`, `own height`.
    public var description: String {
        switch self {
        case .parentWidth: "parent width"
        case .parentHeight: "parent height"
        case .ownWidth: "own width"
        case .ownHeight: "own height"
        }
    }
}

/// Swift implementations of the custom functions the registry declares.
public struct FunctionLibrary: Sendable {
    /// A custom function: receives the evaluated arguments, returns a value or throws.
    public typealias Implementation = @Sendable ([Value]) throws -> Value

    var implementations: [String: Implementation] = [:]

    /// Creates an empty library.
    public init() {}

    /// Registers (or replaces) the implementation of `name`.
    public mutating func register(_ name: String, implementation: @escaping Implementation) {
        implementations[name] = implementation
    }

    /// The implementation registered for `name`.
    public func implementation(named name: String) -> Implementation? {
        implementations[name]
    }
}
