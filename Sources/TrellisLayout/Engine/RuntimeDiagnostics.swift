import TrellisDiagnostics

/// The diagnostics evaluation reports.
enum RuntimeDiagnostics {
    /// An input with no value: one error naming it, with a note at every place it is read.
    static func missingInput(_ input: InputInfo) -> Diagnostic {
        let notes = input.locations.map { DiagnosticNote("'\(input.name)' is read here", at: $0) }
        let type = input.type == .any ? "" : " (\(input.type.displayName))"
        return .error(
            .missingInput, "no value for '\(input.name)'\(type); give it in the state or the constants", at: input.locations.first, notes: notes
        )
    }

    /// A cycle the values took: `width -> height -> width`, each step also noted where it
    /// is computed.
    static func cycle(_ path: [Int], program: LayoutProgram) -> Diagnostic {
        // Name the expressions and frame fields on the cycle; `auto` sizes, extents and
        // arrangements between them are how the values connect, not what the user wrote.
        let named = path.filter { cell in
            switch program.kinds[cell] {
            case .property, .parameter, .input, .frame: true
            default: false
            }
        }
        var steps: [(node: Int?, name: String, cell: Int)] = []
        for cell in named.count > 1 ? named : path {
            let step = name(of: cell, program: program)
            if let last = steps.last, last.node == step.node, last.name == step.name { continue }
            steps.append((step.node, step.name, cell))
        }
        if let first = steps.first, let last = steps.last, steps.count == 1 || first.node != last.node || first.name != last.name {
            steps.append(first)
        }
        let nodes = Set(steps.compactMap(\.node))
        let label: ((node: Int?, name: String, cell: Int)) -> String = { step in
            guard nodes.count > 1, let node = step.node else { return step.name }
            return distinctNodeLabel(node, program: program) + "." + step.name
        }
        var notes: [DiagnosticNote] = []
        for step in steps.dropLast() {
            let owner = step.node.map { " of " + nodeLabel($0, program: program) } ?? ""
            notes.append(DiagnosticNote("'\(step.name)'\(owner) is computed here", at: location(of: step.cell, program: program)))
        }
        let text = steps.map(label).joined(separator: " -> ")
        return .error(
            .dependencyCycle, "dependency cycle: \(text); break it by giving one of these a value that does not depend on the others",
            at: steps.first.flatMap { location(of: $0.cell, program: program) }, notes: notes
        )
    }

    /// Group members computing inside each other too deeply.
    static func tooDeep(_ cell: Int, program: LayoutProgram) -> Diagnostic {
        let step = name(of: cell, program: program)
        return .error(
            .inputLimit, "'\(step.name)' depends on more than \(CellEvaluator.maximumNesting) values that depend on each other; simplify these expressions",
            at: location(of: cell, program: program)
        )
    }

    /// A node as messages name it: `#id`, else its component.
    static func nodeLabel(_ node: Int, program: LayoutProgram) -> String {
        program.nodes[node].id.map { "#" + $0 } ?? program.nodes[node].component
    }

    /// A node as a message naming several nodes tells it apart: `#id`, else its component
    /// and where its element is (`UIView(Screen.xml:3:5)`).
    static func distinctNodeLabel(_ node: Int, program: LayoutProgram) -> String {
        if let id = program.nodes[node].id { return "#" + id }
        let location = program.nodes[node].location
        return "\(program.nodes[node].component)(\(location.file):\(location.line):\(location.column))"
    }

    /// The node a cell belongs to and what to call it.
    static func name(of cell: Int, program: LayoutProgram) -> (node: Int?, name: String) {
        switch program.kinds[cell] {
        case let .input(index): return (nil, program.inputs[index].name)
        case .canvas: return (nil, "canvas")
        case let .parameter(index): return (program.parameters[index].node, program.parameters[index].name)
        case let .property(index): return (program.properties[index].node, program.properties[index].keyPath)
        case let .frame(node, field):
            let names: [FrameField: String] = [.x: "left", .y: "top", .width: "width", .height: "height"]
            return (node, names[field] ?? "frame")
        case let .extent(node, axis): return (node, axis == .horizontal ? "width" : "height")
        case let .autoSize(node, axis): return (node, axis == .horizontal ? "auto width" : "auto height")
        case let .boundingBox(node, axis): return (node, axis == .horizontal ? "content width" : "content height")
        case let .baseline(node, kind): return (node, kind == .first ? "firstBaseline" : "lastBaseline")
        case let .sibling(index):
            let read = program.siblingReads[index]
            return (read.target, read.quantity.symbolName)
        case let .content(node): return (node, "content")
        case let .measurer(node): return (node, "content size")
        case let .childList(node), let .container(node), let .arrangement(node), let .constraintGroup(node): return (node, "layout")
        case let .insets(node): return (node, "adjustedContentInset")
        }
    }

    /// Where a cell is computed: its expression, else its node.
    static func location(of cell: Int, program: LayoutProgram) -> SourceSpan? {
        switch program.kinds[cell] {
        case let .property(index): return program.location(ofProperty: index)
        case let .parameter(index): return program.parameters[index].location
        case let .input(index): return program.inputs[index].locations.first
        default: return name(of: cell, program: program).node.map { program.nodes[$0].location }
        }
    }
}

extension FrameQuantity {
    /// The frame symbol naming the quantity in messages.
    var symbolName: String {
        switch self {
        case .minX: "left"
        case .midX: "center.x"
        case .maxX: "right"
        case .width: "width"
        case .minY: "top"
        case .midY: "center.y"
        case .maxY: "bottom"
        case .height: "height"
        case .firstBaseline: "firstBaseline"
        case .lastBaseline: "lastBaseline"
        }
    }
}
