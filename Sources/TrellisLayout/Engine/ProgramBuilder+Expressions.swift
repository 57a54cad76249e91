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
            let declared = template.nodes[parameter.node].params.first { $0.name == parameter.name }
            guard let value = declared?.value else {
                let input = inputCell(parameter.name, type: parameter.type, locations: [parameter.location])
                parameters[index].fallbackInput = inputIndex[parameter.name]
                dependencies[parameter.cell] = [input]
                continue
            }
            let (compiled, cells) = compile(value.expression, node: parameter.node, context: nil, location: value.location)
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
            let typed = template.nodes[property.node].properties.first { $0.keyPath == property.keyPath }?.value.expression
            guard let typed else {
                dependencies[property.cell] = []
                continue
            }
            if case .auto = typed.kind { properties[index].isBareAuto = true }
            let context = Registry.layoutProperties.contains(property.keyPath)
                ? FrameSymbol(property.keyPath, direction: options.direction, isLegacy: options.isLegacyLayoutMode)
                : nil
            let (compiled, cells) = compile(typed, node: property.node, context: context, location: property.location)
            properties[index].expression = compiled
            dependencies[property.cell] = cells
        }
    }

    /// Compiles `typed` as an expression of `node`; returns the compiled form (`nil` after a
    /// diagnostic when it cannot be compiled) and the cells it reads, sorted.
    private mutating func compile(
        _ typed: TypedExpression, node: Int, context: FrameSymbol?, location: SourceSpan
    ) -> (CompiledExpression?, [Int]) {
        var cells = Set<Int>()
        var slots: [SymbolReference: Int] = [:]
        for reference in typed.references {
            let slot = bind(reference, reader: node, context: context)
            slots[reference] = slot
            cells.formUnion(plans[slot].cells)
        }
        cells.formUnion(relativeCells(in: typed, node: node))
        let compiled: CompiledExpression?
        do throws(EvaluationError) {
            compiled = try CompiledExpression.compile(typed, functions: options.functions, strings: options.strings) { slots[$0] }
        } catch {
            diagnostics.append(.error(error.message, at: error.location ?? location))
            compiled = nil
        }
        return (compiled, cells.sorted())
    }

    /// The extent and `auto` cells the percentages and `auto` of `typed` read.
    private mutating func relativeCells(in typed: TypedExpression, node: Int) -> [Int] {
        var result: [Int] = []
        var pending = [typed]
        while let next = pending.popLast() {
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
            pending += next.children
        }
        return result
    }
}
