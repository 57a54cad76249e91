import TrellisDiagnostics
import TrellisRegistry

extension CheckSession {
    /// A comma list (`phoneNumber, link`) or an array literal (`[a, b]`): an option set where
    /// one is expected, otherwise an array. A comma list splices its array-valued elements in,
    /// as Layout's `,` does (LayoutExpression.swift's `.infix(",")`:
    /// `args.flatMap { $0 as? [Any] ?? [$0] }`); an array literal keeps each element as it is,
    /// as AnyExpression's `.function("[]", _)` does, so `[[1, 2], [3]]` has two elements.
    mutating func list(
        _ elements: [ExpressionSyntax], splicingArrays splices: Bool, syntax: ExpressionSyntax, _ expectation: Expectation
    ) -> TypedExpression? {
        let here = span(syntax.range)
        if case let .options(type)? = expectation.type?.unwrapped {
            return optionSet(type, elements, span: here, expectation)
        }
        let elementType: ValueType? = if case let .array(element)? = expectation.type?.unwrapped { element } else { nil }
        var items: [ArrayElement] = []
        var types: [ValueType] = []
        var failed = false
        for element in elements {
            let hint = isUnresolvedName(element) ? nil : elementType
            guard let value = synthesize(element, expectation.with(type: hint)) else {
                failed = true
                continue
            }
            if let item = arrayElement(value, elementType: elementType, splicingArrays: splices, syntax: element, role: expectation.role) {
                items.append(item.element)
                types.append(item.type)
            } else {
                failed = true
            }
        }
        guard !failed else { return nil }
        let type = elementType ?? types.dropFirst().reduce(types.first ?? .any) { join($0, $1) ?? .any }
        return TypedExpression(.array(items), type: .array(type), span: here)
    }

    /// One list element: where `splicesArrays`, spliced when it is an array (or of unknown
    /// type) unless the elements are arrays themselves; otherwise converted to the element type.
    mutating func arrayElement(
        _ value: TypedExpression, elementType: ValueType?, splicingArrays splicesArrays: Bool, syntax: ExpressionSyntax, role: Role
    ) -> (element: ArrayElement, type: ValueType)? {
        let splices: Bool = switch value.type.unwrapped {
        case .array, .any: splicesArrays && (elementType.map { if case .array = $0 { false } else { true } } ?? true)
        default: false
        }
        if splices {
            let inner: ValueType = if case let .array(inner) = value.type.unwrapped { inner } else { .any }
            guard let elementType else { return (.contentsOf(value), inner) }
            guard let converted = coerce(value, to: .array(elementType), syntax: syntax, role: role) else { return nil }
            return (.contentsOf(converted), elementType)
        }
        guard let elementType else { return (.element(value), value.type) }
        guard let converted = coerce(value, to: elementType, syntax: syntax, role: role) else { return nil }
        return (.element(converted), elementType)
    }

    /// The union of option values; constant when every element is.
    mutating func optionSet(_ type: String, _ elements: [ExpressionSyntax], span: SourceSpan, _ expectation: Expectation) -> TypedExpression? {
        var values: [TypedExpression] = []
        var failed = false
        for element in elements {
            if let value = check(element, expectation.with(type: .options(type))) {
                values.append(value)
            } else {
                failed = true
            }
        }
        guard !failed else { return nil }
        var constant: [String] = []
        for value in values {
            guard case let .literal(.options(_, cases)) = value.kind else {
                return TypedExpression(.optionSet(type: type, values), type: .options(type), span: span)
            }
            constant += cases
        }
        return TypedExpression(.literal(.optionSet(type: type, cases: constant)), type: .options(type), span: span)
    }

    /// `a[i]` and `a[range]` on arrays and strings (Character indexes); on a value of unknown
    /// type a String key, quoted (`a['key']`) or not, or one of unknown type (`a[key]`) is
    /// looked up when it runs, a missing member reading nil.
    mutating func subscripted(_ base: ExpressionSyntax, index: ExpressionSyntax, syntax: ExpressionSyntax, _ expectation: Expectation) -> TypedExpression? {
        let here = span(syntax.range)
        let container = synthesize(base, .free(.subscriptBase))
        if case let .range(lower, op, upper) = index.kind {
            var boundsFailed = false
            var bounds: [TypedExpression?] = []
            for bound in [lower, upper] {
                guard let bound else {
                    bounds.append(nil)
                    continue
                }
                let value = check(bound, .operand(.int, .rangeBound))
                if value == nil { boundsFailed = true }
                bounds.append(value)
            }
            guard let container, !boundsFailed, let type = subscriptResult(container, slice: true, syntax: base) else { return nil }
            return TypedExpression(.slice(container, lower: bounds[0], upper: bounds[1], op), type: type, span: here)
        }
        guard let container, container.type.unwrapped == .any else {
            let position = check(index, .operand(.int, .subscriptIndex))
            guard let container, let position, let type = subscriptResult(container, slice: false, syntax: base) else { return nil }
            return TypedExpression(.element(container, index: position), type: type, span: here)
        }
        return unknownSubscript(container, index: index, span: here)
    }

    /// `a[key]` on a value of unknown type: Layout's subscript (AnyExpression.swift's
    /// `arrayEvaluator`) reads a dictionary by any key and an array or a string by an Int
    /// index, so a String key or one of unknown type is looked up when it runs; any other
    /// key must be an Int. An undeclared key is therefore of unknown type, not an Int input.
    private mutating func unknownSubscript(_ container: TypedExpression, index: ExpressionSyntax, span here: SourceSpan) -> TypedExpression? {
        guard let key = synthesize(index, .operand(isUnresolvedName(index) ? nil : .int, .subscriptIndex)) else { return nil }
        switch key.type.unwrapped {
        case .string, .any:
            return TypedExpression(.keyed(container, key: key), type: .any, span: here)
        default:
            guard let position = coerce(key, to: .int, syntax: index, role: .subscriptIndex) else { return nil }
            return TypedExpression(.element(container, index: position), type: .any, span: here)
        }
    }

    /// The type of subscripting `container`: an element or a slice of an array, a
    /// String for strings, `Any` for values of unknown type.
    mutating func subscriptResult(_ container: TypedExpression, slice: Bool, syntax: ExpressionSyntax) -> ValueType? {
        switch container.type.unwrapped {
        case let .array(element): return slice ? .array(element) : element
        case .string: return .string
        case .any: return .any
        case let other:
            error(.typeMismatch, "cannot subscript a value of type \(other.displayName) \(quoted(syntax)); only arrays and strings have subscripts", at: syntax.range)
            return nil
        }
    }

    // MARK: Qualified registry names

    enum QualifiedName {
        case resolved(TypedExpression)
        case failed
        case notQualified
    }

    /// `NSTextAlignment.center`, `UIView.ContentMode.scaleAspectFit`, `UIColor.header`,
    /// `UIFont.customFont`, `UIFont.systemFontSize`: a registry type name followed by a
    /// case, color or font name, or a constant its manifest declares (`constants:`).
    mutating func qualifiedName(_ path: SymbolPath, syntax: ExpressionSyntax) -> QualifiedName {
        let components = path.components
        for split in stride(from: components.count - 1, through: 1, by: -1) {
            let typeName = components[..<split].joined(separator: ".")
            guard let type = index.types[typeName] else { continue }
            let name = components[split]
            let nameRange = componentsRange(path, syntax: syntax, split..<(split + 1))
            let following = components[(split + 1)...]
            guard let value = qualifiedValue(type, typeName: typeName, name: name, following: following, range: nameRange) else {
                return .failed
            }
            let typed = TypedExpression(.literal(value.value), type: value.type, span: span(componentsRange(path, syntax: syntax, 0..<(split + 1))))
            if split + 1 < components.count {
                guard let member = members(of: typed, path: path, from: split + 1, syntax: syntax) else { return .failed }
                return .resolved(member)
            }
            return .resolved(typed)
        }
        return .notQualified
    }

    /// The constant `name` of a registry type, read before the members `following` it, or
    /// `nil` after reporting why not.
    mutating func qualifiedValue(
        _ type: ValueType, typeName: String, name: String, following: ArraySlice<String>, range: Range<Int>
    ) -> (value: Value, type: ValueType)? {
        if let constant = registry.constant(name, of: typeName) { return (.double(constant), .double) }
        switch type {
        case let .enumeration(canonical), let .options(canonical):
            guard index.isCase(name, of: canonical) else {
                let cases = index.cases(of: canonical)
                guard let match = Suggestions.closest(to: name, in: cases) else {
                    error(.unknownSymbol, "'\(name)' is not a case of \(canonical); valid cases are \(cases.joined(separator: ", "))", at: range)
                    return nil
                }
                error(.unknownSymbol, "'\(name)' is not a case of \(canonical)", at: range, misspelt: name, suggesting: match)
                return nil
            }
            if case .options = type { return (optionValue(canonical, name), type) }
            return (.enumCase(type: canonical, name: name), type)
        case .color:
            guard let color = registry.namedColor(name) else {
                reportUndeclared(
                    "color", name, readOn: typeName, appClass: "UIColor", known: registry.colors.keys, slipsAreOneEdit: true,
                    rule: .undeclaredColor, manifestEntry: "colors: {\(name): \"#RRGGBB\"}", at: range
                )
                return nil
            }
            return (.color(color.color), .color)
        case .font:
            guard let spelled = registry.fonts.namedFont(matching: name) else {
                reportUndeclared(
                    "font", name, readOn: typeName, appClass: "UIFont", known: registry.fonts.named.keys, slipsAreOneEdit: false,
                    rule: .undeclaredFont, manifestEntry: "fonts: {named: {\(name): \"System 17\"}}", at: range
                )
                return nil
            }
            guard let font = namedFont(spelled) else {
                error(.invalidFont, "font '\(spelled)' is not a valid font expression", at: range)
                return nil
            }
            return (.font(font), .font)
        case .image where typeName == "UIImage" && following.isEmpty:
            if let property = StandardImages.property(named: name) {
                return (.image(StandardImages.imageName(of: property)), .image)
            }
            if let match = Suggestions.closest(to: name, in: StandardImages.properties) {
                error(.unknownSymbol, "'\(name)' is no standard image of UIImage", at: range, misspelt: name, suggesting: match)
                return nil
            }
            reportClassMember(name, of: typeName, following: following, at: range)
            return nil
        case .image, .object, .opaque:
            reportClassMember(name, of: typeName, following: following, at: range)
            return nil
        default:
            error(.unknownSymbol, "type '\(typeName)' has no constant '\(name)'", at: range)
            return nil
        }
    }

    /// Reports `name` read on the class `typeName` (`UIImage.checkmark`,
    /// `UITableView.automaticDimension`), which Layout looks up when the template runs as the
    /// class property `name`, else `name` followed by the class's name without its `UI` or
    /// `NS` prefix (`checkmarkImage`), and never reads a member of (`UIScreen.main.scale`).
    /// Its value cannot be known when compiling, so the error says to pass it as an input.
    private mutating func reportClassMember(_ name: String, of typeName: String, following: ArraySlice<String>, at range: Range<Int>) {
        if let member = following.last {
            let path = ([typeName, name] + following).joined(separator: ".")
            error(
                .unknownSymbol, "type '\(typeName)' has no constant '\(name)', and Layout reads no member of a class property "
                    + "('\(path)' fails there too); pass the value as an input instead, such as '{\(member)}'",
                at: range
            )
            return
        }
        let className = typeName.split(separator: ".").last.map(String.init) ?? typeName
        let suffix = ["UI", "NS"].first { className.hasPrefix($0) }.map { String(className.dropFirst($0.count)) } ?? className
        let properties = name.hasSuffix(suffix) ? "'\(name)'" : "'\(name)' or '\(name)\(suffix)'"
        error(
            .unknownSymbol, "type '\(typeName)' has no constant '\(name)' whose value is known here; Layout looks it up as the class "
                + "property \(properties) of \(typeName) when the template runs: pass the value as an input instead, "
                + "such as '{\(name)}'",
            at: range
        )
    }

    /// Reports `name`, read on `typeName` where a named `kind` (color, font) was expected,
    /// that no manifest declares: an error suggesting the closest of `known` when it is not
    /// read on `appClass` or is a slip of that name (any close name, or with
    /// `slipsAreOneEdit` one letter off: `redd` of `red`, though not the British `grey` of
    /// a `gray`); otherwise a warning showing `manifestEntry` and any close name, because
    /// Layout reads any class member of `UIColor` and `UIFont`, such as an app's
    /// `@objc static var softWhite`, `lightTan` or `lightGrey`.
    private mutating func reportUndeclared(
        _ kind: String, _ name: String, readOn typeName: String, appClass: String, known: some Collection<String>,
        slipsAreOneEdit: Bool, rule: RuleID, manifestEntry: String, at range: Range<Int>
    ) {
        let match = Suggestions.closest(to: name, in: known.sorted())
        let isSlip = match.map {
            !slipsAreOneEdit || (Suggestions.isOneEditApart(name, $0) && !BritishGrey.isSpelling(name, of: $0))
        } ?? false
        guard !isSlip, typeName == appClass else {
            error(.unknownSymbol, "unknown \(kind) '\(name)'", at: range, misspelt: name, suggesting: match)
            return
        }
        strictWarning(
            rule, "'\(name)' is no named \(kind), so it is read as a \(kind) of yours on \(appClass), whose value is not known here; "
                + "to check it, declare it in a manifest in a Components folder, such as '\(manifestEntry)'" + Suggestions.didYouMean(match),
            at: range, fixIt: suggestionFixIt(match, replacing: name, at: range)
        )
    }
}
