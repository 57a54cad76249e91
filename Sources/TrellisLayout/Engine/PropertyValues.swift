import TrellisDiagnostics
import TrellisExpressions
import TrellisTemplates

/// Where a property's value is in the IR: properties refer to it by position, not by a
/// copy (a copy of an IR value retains its expression, its text and its file's path, and
/// freeing the program would release each of them).
enum PropertyValueSource: Sendable {
    /// The attribute at this index of the node's properties in the IR.
    case attribute(Int32)
    /// The constraint number at this index of ``PropertyValues/constraintNumbers``.
    case constraintNumber(Int32)
}

/// The IR values of a program's properties: each property's value is read here, in the
/// template, by its ``PropertyValueSource``.
struct PropertyValues: Sendable {
    /// The template's nodes, whose properties the attribute sources index.
    let nodes: [IRNode]
    /// The values of the constraints' multipliers and constants that are expressions (a
    /// constraint number has no attribute position of its own).
    var constraintNumbers: [IRValue] = []

    init(nodes: [IRNode]) {
        self.nodes = nodes
    }

    /// The value at `source` (of a property of `node`) as the IR holds it: its expression
    /// has its spans where it was first checked, and ``location(at:node:span:)`` maps an
    /// error's span into this value's file. (Given a node and a source, not a property:
    /// passing an element of an array of properties could copy it.)
    func value(at source: PropertyValueSource, node: Int) -> IRValue {
        switch source {
        case let .attribute(position): nodes[node].properties[Int(position)].value
        case let .constraintNumber(index): constraintNumbers[Int(index)]
        }
    }

    /// Calls `body` with the expression of the value at `source` (of a property of `node`) as
    /// first checked and its identity (shared by the values reusing it), without building
    /// the value.
    func withCheckedExpression<Result>(at source: PropertyValueSource, node: Int, _ body: (TypedExpression, ObjectIdentifier) -> Result) -> Result {
        switch source {
        case let .attribute(position):
            IRProperty.withCheckedExpression(of: nodes[node].properties, at: Int(position), body)
        case let .constraintNumber(index):
            body(constraintNumbers[Int(index)].checkedExpression, constraintNumbers[Int(index)].checkedExpressionIdentity)
        }
    }

    /// Where an error of the compiled expression of the value at `source` (of `node`) is,
    /// in the value's file: `span` (a span of the expression as first checked) relocated, or
    /// the whole value.
    func location(at source: PropertyValueSource, node: Int, span: SourceSpan?) -> SourceSpan {
        Self.location(of: value(at: source, node: node), span: span)
    }

    /// Where `span` (of `value`'s expression as first checked) is in the value's file, or
    /// (`nil`) the whole value.
    static func location(of value: IRValue, span: SourceSpan?) -> SourceSpan {
        span.map(value.relocated) ?? value.location
    }
}
