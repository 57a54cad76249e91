import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

extension CellEvaluator {
    /// Computes `cell` from what it depends on and stores it; returns whether its value (or
    /// whether it failed) changed.
    @discardableResult
    func compute(_ cell: Int) -> Bool {
        compute(cell, kind: program.kinds[cell])
    }

    /// ``compute(_:)`` for a cell of kind `kind`.
    @discardableResult
    func compute(_ cell: Int, kind: CellKind) -> Bool {
        let savedNode = currentNode
        let savedBindings = currentBindings
        let savedPropagating = propagating
        defer {
            currentNode = savedNode
            currentBindings = savedBindings
            propagating = savedPropagating
        }
        switch kind {
        case let .input(index): return computeInput(cell, index)
        case let .canvas(axis): return store(number: axis == .horizontal ? canvas.width : canvas.height, in: cell)
        case let .parameter(index): return computeParameter(cell, index)
        case let .property(index): return computeProperty(cell, entryAt: Int(program.propertyEntryIndex[index]))
        case let .frame(node, field): return store(number: frameValue(node, field), in: cell)
        case let .extent(node, axis): return store(number: extentValue(node, axis), in: cell)
        case let .autoSize(node, axis): return store(number: autoSizeValue(node, axis), in: cell)
        case let .boundingBox(node, axis): return store(number: boundingBoxValue(node, axis), in: cell)
        case let .baseline(node, kind): return store(number: baselineValue(node, kind), in: cell)
        case let .sibling(index): return store(number: siblingValue(index), in: cell)
        case let .content(node):
            // Swapped in, not assigned: a content holds several strings and arrays, and
            // neither the new content nor the old one is copied.
            var content = contentValue(node)
            let index = slot(cell)
            guard contents[index] != content else { return false }
            swap(&contents[index], &content)
            contentVersions[index] &+= 1
            return true
        case let .measurer(node):
            // A leaf's measurer built from the content as it still is answers as a new one
            // would (the provider never changes): it is kept, with the answers it remembers.
            let index = slot(cell)
            let version = measuredContentVersion(node)
            if version != 0, measurerVersions[index] == version { return false }
            measurers[index] = measurerValue(node)
            measurerVersions[index] = version
            return true
        case let .childList(node):
            // Taken out of the store while it is refilled, so the store does not hold it
            // too (no copy) and reading other lists while filling overlaps no access.
            let index = slot(cell)
            var children = childLists[index]
            childLists[index] = []
            fillChildList(&children, of: node)
            childLists[index] = children
            return true
        case let .container(node):
            let container = containerValue(node)
            let index = slot(cell)
            defer { containers[index] = container }
            return containers[index] != container
        case let .arrangement(node):
            let arrangement = arrangementValue(node)
            let index = slot(cell)
            defer { arrangements[index] = arrangement }
            guard arrangements[index] != arrangement else { return false }
            writeFrames(of: node, from: arrangement)
            return true
        case let .constraintGroup(node):
            let index = slot(cell)
            if let moved = movedGroupMembers(node, at: index) {
                movedMembers = moved
                return !moved.isEmpty
            }
            let solved = solvedGroupValue(node)
            defer { solvedGroups[index] = solved }
            return solvedGroups[index] != solved
        case let .insets(node):
            let insets = insetsValue(node)
            let index = slot(cell)
            defer { insetValues[index] = insets }
            return insetValues[index] != insets
        }
    }

    // MARK: Storing

    /// Stores a number; a store that changes no bit writes nothing (a write checks that the
    /// store is not shared).
    func store(number: Double, in cell: Int, failed isFailed: Bool = false) -> Bool {
        let old = numbers[cell]
        if old.bitPattern != number.bitPattern { numbers[cell] = number }
        let wasFailed = failed[cell]
        if wasFailed != isFailed { failed[cell] = isFailed }
        return !(old == number || (old.isNaN && number.isNaN)) || wasFailed != isFailed
    }

    func store(value: Value, in cell: Int, failed isFailed: Bool = false) -> Bool {
        let index = slot(cell)
        let wasFailed = failed[cell]
        let changed = !Self.equal(values[index], value) || wasFailed != isFailed
        values[index] = value
        if wasFailed != isFailed { failed[cell] = isFailed }
        return changed
    }

    /// `lhs == rhs`, with the common scalar and string cases compared directly (the
    /// synthesized `==` of ``Value`` goes through every case's payload generically).
    static func equal(_ lhs: Value, _ rhs: Value) -> Bool {
        switch lhs {
        case let .double(left): if case let .double(right) = rhs { return left == right }
        case let .string(left): if case let .string(right) = rhs { return left == right }
        case let .int(left): if case let .int(right) = rhs { return left == right }
        case let .bool(left): if case let .bool(right) = rhs { return left == right }
        default: break
        }
        return lhs == rhs
    }

    /// Records that a cell reports no diagnostic.
    @inline(__always)
    func clearDiagnostic(of cell: Int) {
        guard hasDiagnostic[cell] else { return }
        cellDiagnostics[cell] = nil
        hasDiagnostic[cell] = false
    }

    /// Records the diagnostic a cell reports.
    func setDiagnostic(_ diagnostic: Diagnostic, of cell: Int) {
        cellDiagnostics[cell] = diagnostic
        hasDiagnostic[cell] = true
    }

    /// Stores a failure: 0 or `nil`, with `diagnostic` when the failure starts here.
    func storeFailure(_ cell: Int, diagnostic: Diagnostic?) -> Bool {
        if let diagnostic { setDiagnostic(diagnostic, of: cell) } else { clearDiagnostic(of: cell) }
        if program.storage[cell] == .number { return store(number: 0, in: cell, failed: true) }
        return store(value: .nil, in: cell, failed: true)
    }

    // MARK: Expressions

    private func computeInput(_ cell: Int, _ index: Int) -> Bool {
        let name = program.inputs[index].name
        if let value = state[name] ?? constants[name] {
            clearDiagnostic(of: cell)
            return store(value: value, in: cell)
        }
        return storeFailure(cell, diagnostic: RuntimeDiagnostics.missingInput(program.inputs[index]))
    }

    private func computeParameter(_ cell: Int, _ index: Int) -> Bool {
        if let expression = program.parameters[index].expression {
            let bindings = Int(program.parameters[index].bindings.lowerBound)
            return evaluate(expression, in: cell, node: program.parameters[index].node, bindings: bindings, isNumber: false) {
                $0 ?? self.program.parameters[index].location
            }
        }
        if let input = program.parameters[index].fallbackInput {
            let inputCell = program.inputs[input].cell
            guard reach(inputCell), !failed[inputCell] else { return storeFailure(cell, diagnostic: nil) }
            clearDiagnostic(of: cell)
            return store(value: storedValue(inputCell), in: cell)
        }
        return storeFailure(cell, diagnostic: nil)
    }

    /// Computes property cell `cell`, whose entry is `program.propertyEntries[position]`.
    func computeProperty(_ cell: Int, entryAt position: Int) -> Bool {
        let entry = program.propertyEntries[position]
        switch entry.code {
        case let .number(number):
            clearDiagnostic(of: cell)
            return store(number: number, in: cell)
        case let .value(value):
            clearDiagnostic(of: cell)
            return store(value: value, in: cell)
        case let .expression(expression):
            // The program owns the expression for as long as this evaluator uses it.
            let changed = expression._withUnsafeGuaranteedRef { expression in
                evaluate(expression, in: cell, node: entry.node, bindings: entry.bindings, isNumber: entry.isNumber) {
                    self.program.location(ofProperty: entry.index, span: $0)
                }
            }
            if entry.isNumber, !numbers[cell].isFinite, !failed[cell] {
                warnOfNonFiniteFrame(property: entry.index, number: numbers[cell], cell: cell)
            }
            return changed
        case .missing:
            return storeFailure(cell, diagnostic: nil)
        }
    }

    /// Warns when a frame property (`width`, `top`…) evaluates to NaN or an infinity: a
    /// division by zero or an overflow the template did not mean, which the frame ignores
    /// (a NaN or infinite length or position counts as 0, a NaN size in a container as unset).
    private func warnOfNonFiniteFrame(property index: Int, number: Double, cell: Int) {
        let keyPath = program.properties[index].keyPath
        guard Registry.layoutProperties.contains(keyPath) else { return }
        let value = number.isNaN ? "NaN" : number < 0 ? "-infinity" : "infinity"
        setDiagnostic(.warning(
            .invalidFrameValue, "'\(keyPath)' evaluates to \(value), which no frame can use (a division by zero or an overflow?); it is ignored",
            at: program.location(ofProperty: index)
        ), of: cell)
    }

    /// Evaluates `expression`, an expression of `node` whose local slots read the run of
    /// ``LayoutProgram/symbolPlans`` starting at `bindings`, into `cell`; a failure starting
    /// here is reported where `location` places the error's span (`nil`: the whole value).
    private func evaluate(
        _ expression: CompiledExpression, in cell: Int, node: Int, bindings: Int, isNumber: Bool, location: (SourceSpan?) -> SourceSpan
    ) -> Bool {
        currentNode = node
        currentBindings = bindings
        propagating = false
        do throws(EvaluationError) {
            if isNumber {
                let number = try expression.evaluateDouble(in: self)
                clearDiagnostic(of: cell)
                return store(number: number, in: cell)
            }
            let value = try expression.evaluate(in: self)
            clearDiagnostic(of: cell)
            return store(value: value, in: cell)
        } catch {
            guard !propagating else { return storeFailure(cell, diagnostic: nil) }
            return storeFailure(cell, diagnostic: .error(.evaluationError, error.message, at: location(error.location)))
        }
    }
}
