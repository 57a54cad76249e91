import TrellisDiagnostics
import TrellisExpressions

/// An evaluated template: every node's component, id, frame and property values, and the
/// problems evaluation found.
///
/// Nodes are numbered as in the IR (depth-first, the root is 0); frames are in the parent's
/// coordinates, in points.
public struct LayoutResult: Sendable {
    private let program: LayoutProgram
    private let numbers: [Double]
    private let values: [Value]
    private let solvedGroups: [SolvedConstraintGroup]
    /// The size the root was laid out in.
    public let size: Size
    /// Missing inputs, failing expressions and dependency cycles, in node order.
    public let diagnostics: [Diagnostic]

    init(
        program: LayoutProgram, numbers: [Double], values: [Value], solvedGroups: [SolvedConstraintGroup] = [], size: Size,
        diagnostics: [Diagnostic]
    ) {
        self.program = program
        self.numbers = numbers
        self.values = values
        self.solvedGroups = solvedGroups
        self.size = size
        self.diagnostics = diagnostics
    }

    /// The constraints node `index` was solved with (its frame attributes among them, as
    /// the equalities they are), each number evaluated; empty for a node without
    /// `constrain`. A ``EvaluatedConstraint/Target/child(_:_:)`` target is a position in
    /// ``constrainedSiblings(of:)``.
    public func constraints(of index: Int) -> [EvaluatedConstraint] {
        guard let (group, position) = groupPosition(of: index) else { return [] }
        let constraints = solvedGroups[group].constraints
        return position < constraints.count ? constraints[position] : []
    }

    /// The nodes solved together with node `index` (its parent's children with
    /// `constrain`, itself included), in the order ``EvaluatedConstraint/Target/child(_:_:)``
    /// numbers them.
    public func constrainedSiblings(of index: Int) -> [Int] {
        guard index >= 0, index < nodeCount, let parent = program.nodes[index].parent,
              let group = program.constraintGroups[parent] else { return [] }
        return group.members.map(\.node)
    }

    /// The safe area insets the constraints to `safeArea` were solved with.
    public var safeAreaInsets: EdgeInsets { program.options.safeAreaInsets }

    private func groupPosition(of index: Int) -> (group: Int, position: Int)? {
        guard index >= 0, index < nodeCount, index < program.constrainedIn.count else { return nil }
        let cell = Int(program.constrainedIn[index])
        guard cell >= 0 else { return nil }
        let group = Int(program.slot[cell])
        guard group < solvedGroups.count else { return nil }
        return (group, Int(program.constrainedPosition[index]))
    }

    /// How many nodes there are (0 when the IR could not be laid out).
    public var nodeCount: Int { program.nodes.count }

    /// The root node, unless there is none.
    public var root: EvaluatedNode? { nodeCount > 0 ? node(0) : nil }

    /// Every node, in IR order.
    public var nodes: [EvaluatedNode] { (0..<nodeCount).map(node) }

    /// Node `index` (an IR node index below ``nodeCount``).
    public func node(_ index: Int) -> EvaluatedNode {
        let info = program.nodes[index]
        let base = 4 * index
        let frame = Rect(x: numbers[base], y: numbers[base + 1], width: numbers[base + 2], height: numbers[base + 3])
        var properties: [EvaluatedNode.Property] = []
        properties.reserveCapacity(info.propertyRange.count)
        for position in info.propertyRange {
            let property = program.properties[position]
            let value: Value = if let frame = property.reportsFrame {
                .double(numbers[frame])
            } else if program.storage[property.cell] == .number {
                .double(numbers[property.cell])
            } else {
                values[Int(program.slot[property.cell])]
            }
            properties.append(EvaluatedNode.Property(keyPath: property.keyPath, value: value))
        }
        return EvaluatedNode(
            index: index, component: info.component, lineage: info.lineage, id: info.id, frame: frame, parent: info.parent,
            children: info.children, properties: properties
        )
    }

    /// Node `index`'s frame in the root's coordinates (its frame offset by its ancestors'
    /// origins).
    public func frameInRoot(_ index: Int) -> Rect {
        var frame = node(index).frame
        var current = program.nodes[index].parent
        var steps = 0
        while let parent = current, steps < nodeCount {
            frame.x += numbers[4 * parent]
            frame.y += numbers[4 * parent + 1]
            current = program.nodes[parent].parent
            steps += 1
        }
        return frame
    }
}

/// One node of a ``LayoutResult``.
public struct EvaluatedNode: Sendable {
    /// A property value.
    public struct Property: Sendable, Hashable {
        public var keyPath: String
        public var value: Value
    }

    /// The node's index in the IR.
    public let index: Int
    public let component: String
    /// The component followed by its superclasses.
    public let lineage: [String]
    public let id: String?
    /// The frame in the parent's coordinates.
    public let frame: Rect
    public let parent: Int?
    public let children: [Int]
    /// The properties the template (or the manifest's defaults) sets, sorted by key path,
    /// with their values.
    public let properties: [Property]

    /// The value of `keyPath` if the node sets it.
    public func value(_ keyPath: String) -> Value? {
        properties.first { $0.keyPath == keyPath }?.value
    }

    /// Whether the component is `name` or inherits from it.
    public func isKind(of name: String) -> Bool {
        lineage.contains(name)
    }
}
