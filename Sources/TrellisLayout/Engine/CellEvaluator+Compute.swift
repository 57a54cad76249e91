import TrellisDiagnostics
import TrellisExpressions

extension CellEvaluator {
    /// Computes `cell` from what it depends on and stores it; returns whether its value (or
    /// whether it failed) changed.
    @discardableResult
    func compute(_ cell: Int) -> Bool {
        let savedNode = currentNode
        let savedPropagating = propagating
        defer {
            currentNode = savedNode
            propagating = savedPropagating
        }
        switch program.kinds[cell] {
        case let .input(index): return computeInput(cell, program.inputs[index])
        case let .canvas(axis): return store(number: axis == .horizontal ? canvas.width : canvas.height, in: cell)
        case let .parameter(index): return computeParameter(cell, program.parameters[index])
        case let .property(index): return computeProperty(cell, program.properties[index])
        case let .frame(node, field): return store(number: frameValue(node, field), in: cell)
        case let .extent(node, axis): return store(number: extentValue(node, axis), in: cell)
        case let .autoSize(node, axis): return store(number: autoSizeValue(node, axis), in: cell)
        case let .boundingBox(node, axis): return store(number: boundingBoxValue(node, axis), in: cell)
        case let .baseline(node, kind): return store(number: baselineValue(node, kind), in: cell)
        case let .sibling(index): return store(number: siblingValue(program.siblingReads[index]), in: cell)
        case let .content(node): return store(payload: .content(contentValue(node)), in: cell)
        case let .measurer(node): return store(payload: .measurer(measurerValue(node)), in: cell)
        case let .childList(node): return store(payload: .children(childListValue(node)), in: cell)
        case let .container(node): return store(payload: .container(containerValue(node)), in: cell)
        case let .arrangement(node): return store(payload: .arrangement(arrangementValue(node)), in: cell)
        case let .insets(node): return store(payload: .insets(insetsValue(node)), in: cell)
        }
    }

    // MARK: Storing

    func store(number: Double, in cell: Int, failed isFailed: Bool = false) -> Bool {
        let old = numbers[cell]
        numbers[cell] = number
        let changed = !(old == number || (old.isNaN && number.isNaN)) || failed[cell] != isFailed
        failed[cell] = isFailed
        return changed
    }

    func store(value: Value, in cell: Int, failed isFailed: Bool = false) -> Bool {
        let slot = Int(program.slot[cell])
        let changed = values[slot] != value || failed[cell] != isFailed
        values[slot] = value
        failed[cell] = isFailed
        return changed
    }

    func store(payload: CellPayload, in cell: Int) -> Bool {
        let slot = Int(program.slot[cell])
        let changed = !payloads[slot].isSame(as: payload)
        payloads[slot] = payload
        return changed
    }

    /// Stores a failure: 0 or `nil`, with `diagnostic` when the failure starts here.
    func storeFailure(_ cell: Int, diagnostic: Diagnostic?) -> Bool {
        if let diagnostic { cellDiagnostics[cell] = diagnostic } else { cellDiagnostics[cell] = nil }
        switch program.storage[cell] {
        case .number: return store(number: 0, in: cell, failed: true)
        default: return store(value: .nil, in: cell, failed: true)
        }
    }

    // MARK: Expressions

    private func computeInput(_ cell: Int, _ input: InputInfo) -> Bool {
        if let value = state[input.name] ?? constants[input.name] {
            cellDiagnostics[cell] = nil
            return store(value: value, in: cell)
        }
        return storeFailure(cell, diagnostic: RuntimeDiagnostics.missingInput(input))
    }

    private func computeParameter(_ cell: Int, _ parameter: ParameterInfo) -> Bool {
        if let expression = parameter.expression {
            return evaluate(expression, in: cell, node: parameter.node, isNumber: false, location: parameter.location)
        }
        if let input = parameter.fallbackInput {
            let inputCell = program.inputs[input].cell
            guard reach(inputCell), !failed[inputCell] else { return storeFailure(cell, diagnostic: nil) }
            cellDiagnostics[cell] = nil
            return store(value: storedValue(inputCell), in: cell)
        }
        return storeFailure(cell, diagnostic: nil)
    }

    private func computeProperty(_ cell: Int, _ property: PropertyInfo) -> Bool {
        if let frame = property.reportsFrame { return store(number: cellNumber(frame), in: cell) }
        guard let expression = property.expression else { return storeFailure(cell, diagnostic: nil) }
        return evaluate(expression, in: cell, node: property.node, isNumber: property.isNumber, location: property.location)
    }

    private func evaluate(_ expression: CompiledExpression, in cell: Int, node: Int, isNumber: Bool, location: SourceSpan) -> Bool {
        currentNode = node
        propagating = false
        do throws(EvaluationError) {
            if isNumber {
                let number = try expression.evaluateDouble(in: self)
                cellDiagnostics[cell] = nil
                return store(number: number, in: cell)
            }
            let value = try expression.evaluate(in: self)
            cellDiagnostics[cell] = nil
            return store(value: value, in: cell)
        } catch {
            guard !propagating else { return storeFailure(cell, diagnostic: nil) }
            return storeFailure(cell, diagnostic: .error(error.message, at: error.location ?? location))
        }
    }
}
