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
                setDependencies(of: parameter.cell, to: CollectionOfOne(input))
                continue
            }
            let typed = value.expression
            let facts = ExpressionFacts(of: typed)
            let base = pendingTargets.count
            let (compiled, _, error) = compile(typed, readingFontWords: facts.readsFontWords, node: parameter.node, context: nil)
            if let error { diagnostics.append(.error(.evaluationError, error.message, at: error.location ?? value.location)) }
            parameters[index].expression = compiled?.expression
            parameters[index].bindings = compiled?.bindings ?? 0..<0
            dependOnRelativeReads(facts.relativeReads, node: parameter.node)
            storeDependencies(of: parameter.cell, pushedFrom: base)
        }
        // Fields are read in place: a copy of a property retains each of its references. The
        // expressions are read in the template, not copied (one reference to the template's
        // nodes is kept while the builder changes).
        let values = propertyValues
        let layoutSymbols = LayoutPropertySymbols(direction: options.direction, isLegacy: options.isLegacyLayoutMode)
        for index in properties.indices {
            // Never computed: results read the frame instead. Its cell keeps no list, which
            // reads as none (storing an empty one cost a store per property).
            if properties[index].reportsFrame != nil { continue }
            values.withCheckedExpression(at: properties[index].valueSource, node: properties[index].node) { typed, identity in
                compileProperty(index, typed, sharedAs: identity, layoutSymbols: layoutSymbols)
            }
        }
    }

    /// Compiles the expression of property `index`, `typed` (as first checked, shared by
    /// `identity` with every value of the same text), and stores its dependencies. A layout
    /// property's reads are bound in the context of the frame symbol it sets, found in
    /// `layoutSymbols`.
    private mutating func compileProperty(
        _ index: Int, _ typed: TypedExpression, sharedAs identity: ObjectIdentifier, layoutSymbols: LayoutPropertySymbols
    ) {
        let cell = properties[index].cell
        if case .auto = typed.kind { properties[index].isBareAuto = true }
        // A literal (most attribute values) is stored as evaluation reads it: nothing to
        // compile, bind or free, and its cell keeps no dependency list (none).
        if case let .literal(value) = typed.kind,
           let code = PropertyCode(literal: value, type: typed.type, isNumber: properties[index].isNumber) {
            properties[index].literal = code
            return
        }
        // A property a node sets has its key path's number already (every layout property
        // has one); a constraint number's key path is read.
        let context: FrameSymbol?
        if index < propertyKeyBits.count {
            context = layoutSymbols[propertyKeyBits[index].id]
        } else {
            let keyPath = properties[index].keyPath
            let isLayoutProperty = KeySignature.of(keyPath) & Self.layoutPropertyBits != 0 && Registry.layoutProperties.contains(keyPath)
            context = isLayoutProperty ? FrameSymbol(keyPath, direction: options.direction, isLegacy: options.isLegacyLayoutMode) : nil
        }
        let base = pendingTargets.count
        let (compiled, error) = compileProperty(typed, sharedAs: identity, node: properties[index].node, context: context)
        if let error {
            // Compiled as first checked: relocating the spans of a reused value would rebuild
            // its tree; the few spans an error carries are relocated when reported instead.
            let location = propertyValues.location(at: properties[index].valueSource, node: properties[index].node, span: error.location)
            diagnostics.append(.error(.evaluationError, error.message, at: location))
        }
        properties[index].expression = compiled?.expression
        properties[index].bindings = compiled?.bindings ?? 0..<0
        storeDependencies(of: cell, pushedFrom: base)
    }

    /// The union of the ``KeySignature`` bits of the layout properties: a key path whose bit
    /// is missing is none of them.
    static let layoutPropertyBits = Registry.layoutProperties.reduce(UInt64(0)) { $0 | KeySignature.of($1) }

    /// Compiles a property's `typed` expression once per text: the compiled form (shared by
    /// `identity` with every value of the same text) reads its symbols through local slots,
    /// so each node only binds them (see ``symbolPlans``) and redoes its percentages and
    /// `auto`. Pushes the cells it reads on ``pendingTargets`` (in any order, repeats
    /// allowed); returns the compiled form with its bindings (`nil` when it cannot be
    /// compiled) and the error that stopped it.
    private mutating func compileProperty(
        _ typed: TypedExpression, sharedAs identity: ObjectIdentifier, node: Int, context: FrameSymbol?
    ) -> (BoundExpression?, EvaluationError?) {
        guard let shared = sharedCompilations[identity] else {
            let facts = ExpressionFacts(of: typed)
            let (compiled, references, error) = compile(typed, readingFontWords: facts.readsFontWords, node: node, context: context)
            if let compiled {
                sharedCompilations[identity] = SharedCompilation(
                    references: references, firstBindings: compiled.bindings.lowerBound, compiled: compiled.expression, facts: facts
                )
            }
            dependOnRelativeReads(facts.relativeReads, node: node)
            return (compiled, error)
        }
        // Bound in the order the compiler asked: local slot `i` reads the `i`th symbol. An
        // input reads the same plan for every node: its slot is the first binding's.
        let start = symbolPlans.count
        let first = Int(shared.firstBindings)
        for (position, reference) in shared.references.enumerated() {
            let slot = if case .input = reference { Int(symbolPlans[first + position]) } else { bind(reference, reader: node, context: context) }
            depend(onPlan: slot)
            symbolPlans.append(Int32(slot))
        }
        dependOnRelativeReads(shared.facts.relativeReads, node: node)
        return (BoundExpression(expression: shared.compiled, bindings: Int32(start)..<Int32(symbolPlans.count)), nil)
    }

    /// Compiles `typed` as an expression of `node`, binding each symbol it reads (as the
    /// compiler asks, once per symbol) to a local slot, the next position of its run in
    /// ``symbolPlans``, which holds the symbol's plan slot; pushes the cells its symbols read
    /// on ``pendingTargets`` (without its percentages and `auto`). Returns the compiled form
    /// with its run (`nil` when it cannot be compiled, and then no run is kept), the symbols
    /// in the order of their local slots, and the error that stopped it (its span in the
    /// expression as first checked). The font grammar is given only to an expression
    /// `readingFontWords`.
    private mutating func compile(
        _ typed: TypedExpression, readingFontWords: Bool, node: Int, context: FrameSymbol?
    ) -> (BoundExpression?, [SymbolReference], EvaluationError?) {
        var references: [SymbolReference] = []
        let start = symbolPlans.count
        let fonts = readingFontWords ? fontGrammar() : nil
        do throws(EvaluationError) {
            let compiled = try CompiledExpression.compile(typed, functions: options.functions, strings: options.strings, fonts: fonts) { reference in
                let slot = bind(reference, reader: node, context: context)
                depend(onPlan: slot)
                symbolPlans.append(Int32(slot))
                references.append(reference)
                return references.count - 1
            }
            return (BoundExpression(expression: compiled, bindings: Int32(start)..<Int32(symbolPlans.count)), references, nil)
        } catch {
            symbolPlans.removeSubrange(start...)
            return (nil, references, error)
        }
    }

    /// Pushes the cells `node` reads for `reads`, its expression's percentages and `auto`,
    /// on ``pendingTargets``.
    private mutating func dependOnRelativeReads(_ reads: [RelativeRead], node: Int) {
        for read in reads {
            switch read {
            case .percentage(.parentWidth): depend(on: nodeCells[node].parentExtent[0])
            case .percentage(.parentHeight): depend(on: nodeCells[node].parentExtent[1])
            case .percentage(.ownWidth): depend(on: extentCell(node, .horizontal))
            case .percentage(.ownHeight): depend(on: extentCell(node, .vertical))
            case let .auto(axis): depend(on: autoCell(node, axis == .width ? .horizontal : .vertical))
            }
        }
    }
}

/// Per ``KeyPathID``, the frame symbol the key path sets when it is a layout property
/// (`Registry.layoutProperties`, each numbered), worked out once per build: a property a
/// node sets finds its context by its key path's number, comparing no string.
struct LayoutPropertySymbols {
    /// By ``KeyPathID/rawValue``.
    private let symbols: [FrameSymbol?]

    init(direction: LayoutDirection, isLegacy: Bool) {
        symbols = KeyPathID.allCases.map { id in
            Registry.layoutProperties.contains(id.keyPath) ? FrameSymbol(id.keyPath, direction: direction, isLegacy: isLegacy) : nil
        }
    }

    /// The frame symbol set by the key path numbered `id` (a ``ProgramBuilder/PropertyKeyBits/id``),
    /// `nil` when it is no layout property or has no number.
    subscript(id: UInt8) -> FrameSymbol? {
        Int(id) < symbols.count ? symbols[Int(id)] : nil
    }
}

/// A compiled expression and the run of ``ProgramBuilder/symbolPlans`` its local slots
/// read.
struct BoundExpression {
    var expression: CompiledExpression
    var bindings: Range<Int32>
}

/// A percentage or `auto` an expression reads: what it reads depends on the node.
enum RelativeRead {
    case percentage(PercentageBase)
    case auto(SizeAxis)
}

/// A property expression as compiled for the first node that set it (see
/// ``ProgramBuilder/sharedCompilations``).
struct SharedCompilation {
    /// The symbols the compiled form reads, by local slot (the order the compiler asked).
    var references: [SymbolReference]
    /// Where the run of ``ProgramBuilder/symbolPlans`` the first node's binding wrote starts:
    /// an input's plan slot there serves every node (an input is read the same by all).
    var firstBindings: Int32
    /// The compiled form, reading local slots: it serves every node.
    var compiled: CompiledExpression
    var facts: ExpressionFacts
}

/// What compiling an expression needs to know of it beyond its symbols, from one walk of
/// its tree.
struct ExpressionFacts {
    /// Its percentages and `auto`, in the order of the walk.
    var relativeReads: [RelativeRead] = []
    /// Whether it reads the words of a font as it runs (then it is compiled with the
    /// registry's font grammar).
    var readsFontWords = false

    /// Walks `typed` in place: its sub-expressions are visited where they are, never
    /// copied onto a work list.
    init(of typed: TypedExpression) {
        // Most values are a literal or a symbol: nothing to walk.
        switch typed.kind {
        case .literal, .reference: return
        default: break
        }
        typed.forEachSubexpression { next in
            switch next.kind {
            case let .percentage(_, base): relativeReads.append(.percentage(base))
            case let .auto(axis): relativeReads.append(.auto(axis))
            case .fontWords: readsFontWords = true
            default: break
            }
        }
    }
}
