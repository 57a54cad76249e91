import TrellisDiagnostics
import TrellisRegistry

extension CheckSession {
    /// Resolves a name or dotted path, in this order: built-in constants (`pi`, `auto`, unless
    /// the expected enum has an `auto` case of its own), bare enum cases and color names where the expression's own type allows them,
    /// localized strings, the scope, qualified registry names (`UIColor.red`,
    /// `NSTextAlignment.center`), and finally inputs (warning of slips of names every view
    /// reads).
    mutating func symbol(_ path: SymbolPath, syntax: ExpressionSyntax, _ expectation: Expectation) -> TypedExpression? {
        let here = span(syntax.range)
        guard let first = path.components.first else {
            error(.expressionSyntax, "expected a name", at: syntax.range)
            return nil
        }
        let isBareName = path.components.count == 1 && !path.isEscaped && !path.isIdReference
        if isBareName {
            switch first {
            case "pi": return TypedExpression(.literal(.double(Double.pi)), type: .double, span: here)
            case "auto":
                // An enum's own `auto` case (a camera's flash mode) is that case, as in Layout.
                if expectation.isContextual, let literal = contextualName(first, hint: expectation.type, span: here) {
                    return literal
                }
                return auto(syntax)
            case "true", "false": return TypedExpression(.literal(.bool(first == "true")), type: .bool, span: here)
            case "nil": return nilLiteral(hint: expectation.type, span: here)
            default: break
            }
            if expectation.isContextual, let literal = contextualName(first, hint: expectation.type, span: here) {
                return literal
            }
        }
        if let key = localizedKey(path) {
            return localizedString(key, arguments: nil, syntax: syntax)
        }
        if let resolution = resolveInScope(path) {
            return resolved(resolution, path: path, syntax: syntax, expectation)
        }
        if !path.isIdReference, !path.isEscaped, index.mayStartWithType(path.components) {
            switch qualifiedName(path, syntax: syntax) {
            case let .resolved(typed): return typed
            case .failed: return nil
            case .notQualified: break
            }
        }
        if path.isIdReference || (path.components.count >= 2 && ["parent", "previous", "next", "this"].contains(first)) {
            error(.unknownSymbol, "unknown symbol '\(path)'", at: syntax.range)
            return nil
        }
        if isBareName, !reportMisplacedName(first, syntax: syntax, expectation) {
            return nil
        }
        reportSlipOfReference(path, syntax: syntax, expectation)
        return input(path, syntax: syntax, expectation)
    }

    /// `auto`, allowed only where the property allows relative sizes.
    mutating func auto(_ syntax: ExpressionSyntax) -> TypedExpression? {
        guard let sizing = relativeSizing else {
            error(
                .typeMismatch, "'auto' is not allowed in '\(propertyName)'; it is allowed only in frame properties, 'contentSize.*' and properties ending in left, right, x, width, top, bottom, y or height",
                at: syntax.range
            )
            return nil
        }
        return TypedExpression(.auto(sizing.autoAxis), type: .double, span: span(syntax.range))
    }

    /// A bare case of the expected enum or option set, a named color where a color is
    /// expected, or a named value of the property's declared numeric type (`required`).
    func contextualName(_ name: String, hint: ValueType?, span: SourceSpan) -> TypedExpression? {
        switch hint?.unwrapped {
        case let .enumeration(type)? where index.isCase(name, of: type):
            return TypedExpression(.literal(.enumCase(type: type, name: name)), type: .enumeration(type), span: span)
        case let .options(type)? where index.isCase(name, of: type):
            return TypedExpression(.literal(optionValue(type, name)), type: .options(type), span: span)
        case .color?:
            guard let color = registry.namedColor(name) else { return nil }
            return TypedExpression(.literal(.color(color.color)), type: .color, span: span)
        case .double?:
            guard let typeName = declaredTypeName, let value = registry.namedValue(name, of: typeName) else { return nil }
            return TypedExpression(.literal(.double(value)), type: .double, span: span)
        default:
            return nil
        }
    }

    /// The value of one option set case, a declared combination expanded to its cases.
    func optionValue(_ type: String, _ name: String) -> Value {
        if case let .options(_, combinations)? = registry.typeDeclaration(named: type)?.kind, let members = combinations[name] {
            return .optionSet(type: type, cases: members)
        }
        return .optionSet(type: type, cases: [name])
    }

    /// Reports a bare enum case or color name used where the expression's own type does
    /// not allow it (`height="contentMode == scaleAspectFit ? 200 : 300"`); returns `false`
    /// after reporting. Where a case or color is expected, a name that is none is read as
    /// an input, as Layout reads it, with a warning (an error in strict mode) when it looks
    /// meant as one: close to a case or color name (`titleColor="blu"`), a slip of `true`
    /// or `false` where a Bool is expected (`clipsToBounds="flase"`), or, listing the
    /// cases, a whole unbraced value that reads like a case rather than a variable
    /// (`textAlignment="middle"`; not `style="tableStyle"` or `mood="mood"`).
    mutating func reportMisplacedName(_ name: String, syntax: ExpressionSyntax, _ expectation: Expectation) -> Bool {
        switch expectation.type?.unwrapped {
        case let .enumeration(type)?, let .options(type)?:
            if index.isCase(name, of: type) {
                error(
                    .enumCaseOutOfContext, "bare enum case '\(name)' is only allowed in an expression of type \(type); write '\(type).\(name)'",
                    at: syntax.range, fixIt: "\(type).\(name)"
                )
                return false
            }
            guard expectation.isContextual else { break }
            let cases = index.cases(of: type)
            let match = Suggestions.closest(to: name, in: cases)
            guard match != nil || (isWholeValue(syntax) && Self.readsLikeACase(name, of: type)) else { break }
            let hint = match == nil ? "; valid cases are \(cases.joined(separator: ", "))" : Suggestions.didYouMean(match)
            strictWarning(
                .enumCaseAsInput, "'\(name)' is not a case of \(type), so it is read as an input of that name\(hint)", at: syntax.range,
                fixIt: suggestionFixIt(match, replacing: name, at: syntax.range))
        case .color?:
            if registry.namedColor(name) != nil {
                let qualified = "\(index.colorTypeName).\(name)"
                error(.enumCaseOutOfContext, "color name '\(name)' is only allowed in a color expression; write '\(qualified)'", at: syntax.range, fixIt: qualified)
                return false
            }
            guard expectation.isContextual else { break }
            guard let match = Suggestions.closest(to: name, in: registry.colors.keys.sorted()) else { break }
            strictWarning(
                .colorNameAsInput, "'\(name)' is not a color name, so it is read as an input of that name\(Suggestions.didYouMean(match))",
                at: syntax.range, fixIt: suggestionFixIt(match, replacing: name, at: syntax.range))
        case .bool?:
            guard expectation.isContextual, let meant = ["true", "false"].first(where: { NameSlip.isSlip(name, of: $0) }) else { break }
            strictWarning(
                .enumCaseAsInput, "'\(name)' is not a Bool literal, so it is read as an input of that name; did you mean '\(meant)'?",
                at: syntax.range, fixIt: suggestionFixIt(meant, replacing: name, at: syntax.range))
        default:
            break
        }
        return true
    }


    /// Whether `syntax` is the whole text being checked, without braces.
    func isWholeValue(_ syntax: ExpressionSyntax) -> Bool {
        expansions.isEmpty && text(0..<bytes.count).trimmingBlanks.range == syntax.range
    }

    /// Whether a name reads like a case of `type` rather than a variable holding one: one
    /// lowercase word that is not the type's own name (`middle`, not `tableStyle`, or
    /// `style` and `mood` for `UITableViewStyle` and `Mood`).
    static func readsLikeACase(_ name: String, of type: String) -> Bool {
        !name.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
            && !type.lowercased().hasSuffix(name.lowercased())
    }

    /// An unknown name: a constant or state variable the caller supplies. Its type is
    /// inferred from the expectation and must agree with its other uses, unless the checker
    /// reads it as a value of a known type cast where it is used (``castInputTypes``). A
    /// use that disagrees with an earlier one where one value sets both
    /// (``castType(forInputUsedAs:and:in:)``, `alpha="{flag ? 1 : flag}"`) gives the input
    /// that value's type and marks it cast (``castInputs``), to be checked again reading it
    /// so.
    mutating func input(_ path: SymbolPath, syntax: ExpressionSyntax, _ expectation: Expectation) -> TypedExpression? {
        let name = path.components.joined(separator: ".")
        let here = span(syntax.range)
        let castType = castInputTypes[name]
        let use = castType ?? expectation.type ?? .any
        let type: ValueType
        if let previous = inputs[name] {
            guard let unified = InputTypes.unify(previous, use) else {
                if let cast = Self.castType(forInputUsedAs: previous, and: use, in: registry) {
                    inputs[name] = cast
                    castInputs.insert(name)
                    return TypedExpression(.reference(.input(name)), type: use, span: here)
                }
                let first = inputLocations[name]
                error(
                    .conflictingInputTypes, "conflicting uses of input '\(name)': \(use.displayName) here, \(previous.displayName) before",
                    at: syntax.range,
                    notes: [DiagnosticNote("used as \(previous.displayName) here", at: first)]
                )
                return nil
            }
            inputs[name] = unified
            if previous == .any, use != .any { inputLocations[name] = here }
            type = castType ?? expectation.type ?? unified
        } else {
            inputs[name] = use
            inputLocations[name] = here
            type = use
        }
        let read = TypedExpression(.reference(.input(name)), type: type, span: here)
        return castType == nil ? read : castRead(read, as: expectation.type)
    }

    /// What the scope resolves `path` to; inside the expansion of a macro, that macro's own
    /// name means what it means around the macro (Layout's `<macro name="title"
    /// value="title + '!'"/>` reads the state `title`), so macros never recurse.
    func resolveInScope(_ path: SymbolPath) -> SymbolResolution? {
        let resolution = scope.resolve(path)
        guard case let .macro(definition)? = resolution else { return resolution }
        let expanding = expansions.reduce(0) { $1.name == definition.name ? $0 + 1 : $0 }
        return expanding == 0 ? resolution : scope.resolve(path, skippingMacros: expanding)
    }

    /// Records that a use suggests `type` for input `name` without requiring it.
    mutating func suggest(_ type: ValueType, forInput name: String, source: InputHint.Source) {
        inputHints[name] = InputHint.merge(inputHints[name], InputHint(type: type, source: source))
    }

    // MARK: Scope resolutions

    mutating func resolved(
        _ resolution: SymbolResolution, path: SymbolPath, syntax: ExpressionSyntax, _ expectation: Expectation
    ) -> TypedExpression? {
        switch resolution {
        case let .value(reference, type, consumed):
            let count = max(1, min(consumed, path.components.count))
            let base = TypedExpression(.reference(reference), type: type, span: span(componentsRange(path, syntax: syntax, 0..<count)))
            return members(of: base, path: path, from: count, syntax: syntax)
        case let .macro(definition):
            return expand(definition, path: path, syntax: syntax, expectation)
        case let .unavailableProperty(component, hint):
            error(.unknownProperty, "unknown property '\(path)' of \(component); \(hint)", at: syntax.range)
            return nil
        case let .unknownMember(index, owner, candidates):
            let clamped = max(0, min(index, path.components.count - 1))
            let name = path.components[clamped]
            error(
                .unknownSymbol, "unknown member '\(name)' of \(owner)", at: componentsRange(path, syntax: syntax, clamped..<(clamped + 1)),
                misspelt: name, suggesting: Suggestions.closest(to: name, in: candidates)
            )
            return nil
        }
    }

    /// Resolves the components of `path` from `index` on as struct members (through the
    /// registry) or object key paths.
    mutating func members(of base: TypedExpression, path: SymbolPath, from index: Int, syntax: ExpressionSyntax) -> TypedExpression? {
        let components = path.components
        var current = base
        var position = index
        while position < components.count {
            let componentRange = componentsRange(path, syntax: syntax, position..<(position + 1))
            switch current.type.unwrapped {
            case let .structure(typeName):
                let declared = registry.members(of: typeName)
                var matched: (member: TypeDeclaration.Member, end: Int)?
                for end in stride(from: components.count, to: position, by: -1) {
                    let name = components[position..<end].joined(separator: ".")
                    if let member = declared.first(where: { $0.name == name }) {
                        matched = (member, end)
                        break
                    }
                }
                guard let (member, end) = matched else {
                    let name = components[position]
                    error(
                        .unknownSymbol, "unknown member '\(name)' of \(typeName)", at: componentRange,
                        misspelt: name, suggesting: Suggestions.closest(to: name, in: declared.map(\.name))
                    )
                    return nil
                }
                let type = registry.resolveType(named: member.typeName) ?? .any
                current = TypedExpression(.member(current, name: member.name), type: type, span: span(componentsRange(path, syntax: syntax, 0..<end)))
                position = end
            case let .object(component):
                guard case let .reference(.node(node, keyPath)) = current.kind else {
                    error(.unknownSymbol, "cannot read '\(components[position])' of \(component) here", at: componentRange)
                    return nil
                }
                var matched: (resolved: ResolvedKeyPath, end: Int)?
                for end in stride(from: components.count, to: position, by: -1) {
                    let name = components[position..<end].joined(separator: ".")
                    if let resolved = registry.resolveKeyPath(name, on: component) {
                        matched = (resolved, end)
                        break
                    }
                }
                guard let (resolved, end) = matched else {
                    let name = components[position]
                    let candidates = registry.symbols(of: component).map(\.name)
                    error(
                        .unknownProperty, "unknown property '\(name)' of \(component)", at: componentRange,
                        misspelt: name, suggesting: Suggestions.closest(to: name, in: candidates))
                    return nil
                }
                let reference = SymbolReference.node(node, keyPath: keyPath + "." + resolved.path)
                current = TypedExpression(.reference(reference), type: resolved.type, span: span(componentsRange(path, syntax: syntax, 0..<end)))
                position = end
            case .any:
                current = TypedExpression(.member(current, name: components[position]), type: .any, span: span(componentsRange(path, syntax: syntax, 0..<(position + 1))))
                position += 1
            case let other:
                error(.unknownSymbol, "value of type \(other.displayName) has no member '\(components[position])'", at: componentRange)
                return nil
            }
        }
        return current
    }

    /// The byte range of components `selected` of a path written without spaces around
    /// the dots; the whole node's range when the text does not match that shape.
    func componentsRange(_ path: SymbolPath, syntax: ExpressionSyntax, _ selected: Range<Int>) -> Range<Int> {
        guard !path.isEscaped else { return syntax.range }
        var offset = syntax.range.lowerBound + (path.isIdReference ? 1 : 0)
        var lower = offset
        var upper = offset
        for (index, component) in path.components.enumerated() {
            if index == selected.lowerBound { lower = offset }
            offset += component.utf8.count
            if index == selected.upperBound - 1 { upper = offset }
            offset += 1
        }
        guard offset - 1 == syntax.range.upperBound, lower <= upper else { return syntax.range }
        return (selected.lowerBound == 0 ? syntax.range.lowerBound : lower)..<upper
    }

    // MARK: Macros

    /// Expands a macro where it is used: its text is parsed and checked here, with this
    /// expression's expectation, so `%`, `previous.` and bare enum cases mean what they
    /// mean at the point of use.
    mutating func expand(_ macro: MacroDefinition, path: SymbolPath, syntax: ExpressionSyntax, _ expectation: Expectation) -> TypedExpression? {
        guard expansions.count < Self.maximumMacroDepth else {
            error(.inputLimit, "macros are nested too deeply at '\(macro.name)'", at: syntax.range)
            return nil
        }
        let use = span(syntax.range)
        expandedMacroBytes += macro.text.utf8.count
        guard expandedMacroBytes <= Self.maximumExpandedMacroBytes else {
            reportExpansionLimit(at: expansions.first?.use ?? use, chain: expansions.map(\.name) + [macro.name])
            return nil
        }
        let parsed = ExpressionParser.parse(macro.text, locator: macro.locator)
        let outer = (bytes: bytes, locator: locator)
        expansions.append(MacroExpansion(name: macro.name, use: use))
        bytes = Array(macro.text.utf8)
        locator = macro.locator
        defer {
            expansions.removeLast()
            (bytes, locator) = outer
        }
        for diagnostic in parsed.diagnostics {
            var located = diagnostic
            located.notes.append(DiagnosticNote("in macro '\(macro.name)' used here", at: use))
            diagnostics.append(located)
        }
        guard let body = parsed.syntax else {
            if parsed.diagnostics.isEmpty { error(.invalidDeclaration, "macro '\(macro.name)' has no value", at: 0..<macro.text.utf8.count) }
            return nil
        }
        guard path.components.count > 1 else { return synthesize(body, expectation) }
        guard let value = synthesize(body, .free(.macro(macro.name))) else { return nil }
        return members(of: value, path: path, from: 1, syntax: syntax)
    }

    /// Reports, once per attribute, that its macros expand past
    /// ``maximumExpandedMacroBytes``, at the outermost macro's use.
    private mutating func reportExpansionLimit(at use: SourceSpan, chain: [String]) {
        guard !reportedExpansionLimit, let outermost = chain.first else { return }
        reportedExpansionLimit = true
        diagnostics.append(.error(
            .inputLimit, "macro '\(outermost)' expands to more than \(Self.maximumExpandedMacroBytes) bytes of expression; "
                + "macros expand where they are used (\(chain.joined(separator: " -> ")))",
            at: use
        ))
    }
}
