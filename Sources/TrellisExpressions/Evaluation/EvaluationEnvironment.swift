import TrellisRegistry

/// What a compiled expression reads while it evaluates: the values bound to its slots,
/// the bases of percentages, `auto` sizes and color assets. The layout core implements
/// it per node; ``SlotEnvironment`` is a plain implementation.
///
/// It is class-bound so that passing it down the compiled closure tree costs one
/// reference, never a copy or an allocation.
public protocol EvaluationEnvironment: AnyObject {
    /// The value bound to `slot` (an index the caller returned from the `bind` function of
    /// ``CompiledExpression/compile(_:functions:strings:bind:)``).
    func value(ofSlot slot: Int) throws(EvaluationError) -> Value
    /// What `100%` is for a percentage base.
    func percentageBase(_ base: PercentageBase) throws(EvaluationError) -> Double
    /// The content size of the node along an axis, for `auto`.
    func autoSize(_ axis: SizeAxis) throws(EvaluationError) -> Double
    /// The color asset named `name`, or `nil` when there is none.
    func colorAsset(named name: String) -> RGBAColor?
}

/// An environment over an array of slot values with fixed percentage bases and `auto`
/// sizes: for tests, `trellis eval` and benchmarks.
public final class SlotEnvironment: EvaluationEnvironment {
    public var slots: [Value]
    public var percentageBases: [PercentageBase: Double]
    public var autoSizes: [SizeAxis: Double]
    public var colorAssets: [String: RGBAColor]

    public init(
        slots: [Value] = [], percentageBases: [PercentageBase: Double] = [:], autoSizes: [SizeAxis: Double] = [:],
        colorAssets: [String: RGBAColor] = [:]
    ) {
        self.slots = slots
        self.percentageBases = percentageBases
        self.autoSizes = autoSizes
        self.colorAssets = colorAssets
    }

    public func value(ofSlot slot: Int) throws(EvaluationError) -> Value {
        guard slots.indices.contains(slot) else { throw EvaluationError("no value for slot \(slot)") }
        return slots[slot]
    }

    public func percentageBase(_ base: PercentageBase) throws(EvaluationError) -> Double {
        guard let value = percentageBases[base] else {
            throw EvaluationError("percentages need the \(base.description) here, which is not known")
        }
        return value
    }

    public func autoSize(_ axis: SizeAxis) throws(EvaluationError) -> Double {
        guard let value = autoSizes[axis] else { throw EvaluationError("'auto' needs the content \(axis.rawValue), which is not known") }
        return value
    }

    public func colorAsset(named name: String) -> RGBAColor? {
        colorAssets[name]
    }
}

extension PercentageBase {
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
