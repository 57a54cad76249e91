import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates

extension ProgramBuilder {
    /// Compiles every param value and property expression, binding each symbol it reads to
    /// a plan and recording the cells those plans, its percentages and its `auto` read.
    mutating func compileExpressions() {
        for index in parameters.indices {
            let parameter = parameters[index]
            guard let value = template.nodes[parameter.node].params[parameter.declaration].value else {
                let input = inputCell(parameter.name, type: parameter.type, locations: [parameter.location])
                parameters[index].fallbackInput = inputIndex[parameter.name]
                dependencies[parameter.cell] = [input]
                continue
            }
            let (compiled, cells) = compile(value.expression, node: parameter.node, context: nil) { $0 ?? value.location }
            parameters[index].expression = compiled
            dependencies[parameter.cell] = cells
        }
        for index in properties.indices {
            let property = properties[index]
            if property.reportsFrame != nil {
                // Never computed: results read the frame instead.
                dependencies[property.cell] = []
                continue
            }
            // Compiled as first checked: relocating the spans of a reused value would rebuild
            // its tree; the few spans an error carries are relocated when reported instead.
            let typed = property.value.checkedExpression
            if case .auto = typed.kind { properties[index].isBareAuto = true }
            let context = Registry.layoutProperties.contains(property.keyPath)
                ? FrameSymbol(property.keyPath, direction: options.direction, isLegacy: options.isLegacyLayoutMode)
                : nil
            let (compiled, cells) = compile(typed, node: property.node, context: context, location: property.location(of:))
            properties[index].expression = compiled
            dependencies[property.cell] = cells
        }
    }

    /// Compiles `typed` as an expression of `node`; returns the compiled form (`nil` after a
    /// diagnostic when it cannot be compiled) and the cells it reads, sorted. `location`
    /// places an error's span (or, for `nil`, the whole value) in the value's file.
    private mutating func compile(
        _ typed: TypedExpression, node: Int, context: FrameSymbol?, location: (SourceSpan?) -> SourceSpan
    ) -> (CompiledExpression?, [Int]) {
        var cells = Set<Int>()
        let compiled: CompiledExpression?
        do throws(EvaluationError) {
            // Each symbol is bound as the compiler asks for it (once per symbol).
            compiled = try CompiledExpression.compile(typed, functions: options.functions, strings: options.strings) { reference in
                let slot = bind(reference, reader: node, context: context)
                cells.formUnion(plans[slot].cells)
                return slot
            }
        } catch {
            diagnostics.append(.error(.evaluationError, error.message, at: location(error.location)))
            compiled = nil
        }
        cells.formUnion(relativeCells(in: typed, node: node))
        return (compiled, cells.sorted())
    }

    /// The extent and `auto` cells the percentages and `auto` of `typed` read.
    ///
    /// The walk keeps, per level of nesting, the list of operands being visited and a
    /// position in it: a call or an array literal with a million operands is walked in
    /// place, not copied onto a work list.
    private mutating func relativeCells(in typed: TypedExpression, node: Int) -> [Int] {
        var result: [Int] = []
        var levels = [OperandList.expressions([typed])]
        var positions = [0]
        while let level = levels.last, let position = positions.last {
            guard let next = level.operand(at: position) else {
                levels.removeLast()
                positions.removeLast()
                continue
            }
            positions[positions.count - 1] = position + 1
            switch next.kind {
            case let .percentage(_, base):
                switch base {
                case .parentWidth: result.append(nodeCells[node].parentExtent[0])
                case .parentHeight: result.append(nodeCells[node].parentExtent[1])
                case .ownWidth: result.append(extentCell(node, .horizontal))
                case .ownHeight: result.append(extentCell(node, .vertical))
                }
            case let .auto(axis):
                result.append(autoCell(node, axis == .width ? .horizontal : .vertical))
            default:
                break
            }
            switch next.kind {
            case .literal, .reference, .auto: continue
            case let .call(_, arguments), let .localizedString(_, arguments), let .optionSet(_, arguments):
                levels.append(.expressions(arguments))
            case let .array(elements):
                levels.append(.arrayElements(elements))
            default:
                levels.append(.expressions(next.children))
            }
            positions.append(0)
        }
        return result
    }
}

/// The operands of one expression node, visited in place by ``ProgramBuilder``'s walks.
private enum OperandList {
    case expressions([TypedExpression])
    case arrayElements([ArrayElement])

    /// The operand at `position`, or `nil` past the last.
    func operand(at position: Int) -> TypedExpression? {
        switch self {
        case let .expressions(list):
            return position < list.count ? list[position] : nil
        case let .arrayElements(list):
            guard position < list.count else { return nil }
            switch list[position] {
            case let .element(value), let .contentsOf(value): return value
            }
        }
    }
}
