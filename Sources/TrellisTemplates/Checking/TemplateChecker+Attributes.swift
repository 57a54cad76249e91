import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

extension TemplateChecker {
    /// Checks one attribute: `id`, `outlet`, a param value, or a key path of the
    /// component (property, constructor parameter or action).
    mutating func checkAttribute(_ sourced: SourcedAttribute, node index: Int, component: String, into builder: inout NodeBuilder) {
        let attribute = sourced.attribute
        let name = attribute.name
        guard !Self.isCommentedOut(attribute.value) else { return }
        switch name {
        case TemplateKeywords.id:
            checkID(sourced, node: index, into: &builder)
            return
        case TemplateKeywords.outlet:
            checkOutlet(sourced, node: index, into: &builder)
            return
        case TemplateKeywords.constrain:
            checkConstraints(sourced, node: index, into: &builder)
            return
        default:
            break
        }
        if var param = builder.params[name] {
            let value = check(sourced, expected: ExpectedType(param.type, name: name), node: index, target: name)
            guard !value.result.isUnset else { return }
            builder.absorb(value)
            collectInputs(value, isConstant: false, instance: sourced.instance)
            if let typed = value.typed {
                param.value = value.irValue(typed, source: attribute.value, location: attribute.valueSpan)
            }
            builder.params[name] = param
            // As in Layout, a param named like a property of the node sets the property too.
            guard case .keyPath = context.attribute(name, onNode: index, component: component) else { return }
        }
        let lookup: RegistryLookups.KeyPathLookup
        switch context.attribute(name, onNode: index, component: component) {
        case let .unavailable(hint):
            report(.error(.unavailableProperty, "'\(name)' is not available on \(component); \(hint)", at: attribute.nameSpan), in: sourced.instance)
            return
        case .unknown:
            let node = template.nodes[index]
            guard !node.isIncomplete else { return }
            if node.isUndeclaredClass || reportUnknown(sourced, component: component, params: builder.params.keys) {
                checkUndeclared(sourced, node: index, into: &builder)
            }
            return
        case let .keyPath(found):
            lookup = found
        }
        if let owner = computedRectOwner(of: name, component: component) {
            report(.error(
                .unavailableProperty, "cannot set '\(name)': a CGRect computes it from its origin and size; set '\(owner).origin' and '\(owner).size' instead",
                at: attribute.nameSpan
            ), in: sourced.instance)
            return
        }
        switch lookup.resolved.role {
        case .readonly:
            report(.error(.readOnlyProperty, "cannot set '\(name)': it is read-only on \(component)", at: attribute.nameSpan), in: sourced.instance)
        case .parameter:
            checkConstructorParameter(sourced, lookup, node: index, component: component, into: &builder)
        case .action:
            checkAction(sourced, lookup, node: index, into: &builder)
        case .property:
            if lookup.resolved.type.unwrapped == .selector {
                checkAction(sourced, lookup, node: index, into: &builder)
            } else {
                checkProperty(sourced, lookup, node: index, into: &builder)
            }
        }
    }

    /// The key path of the rect when `name` is one of its computed members
    /// (`layer.contentsCenter` for `layer.contentsCenter.maxX`; see
    /// ``Registry/computedRectMembers``).
    private func computedRectOwner(of name: String, component: String) -> String? {
        guard let dot = name.lastIndex(of: "."), Registry.computedRectMembers.contains(String(name[name.index(after: dot)...])) else {
            return nil
        }
        let owner = String(name[..<dot])
        return context.lookups.resolve(owner, on: component)?.type.unwrapped == .structure("CGRect") ? owner : nil
    }

    /// Whether a value is commented out (`// someValue`): Layout ignores such an attribute
    /// entirely, even one it does not know.
    static func isCommentedOut(_ value: String) -> Bool {
        var utf8 = value.utf8.makeIterator()
        var byte = utf8.next()
        while let blank = byte, isBlankByte(blank) { byte = utf8.next() }
        return byte == UInt8(ascii: "/") && utf8.next() == UInt8(ascii: "/")
    }

    /// An attribute of a class of the app's or a property of the app's that no manifest
    /// declares, whose type is not known: its value is checked as Layout evaluates a value of
    /// unknown type, as an expression (braces optional), or as text with `{…}` expressions
    /// when it does not read as one (`https://{host}/a.png`, a String the app's property may
    /// take). Its syntax errors, unknown names and slips are reported, the params, macros and
    /// ids it reads count as used and the inputs it reads are the template's; it sets nothing
    /// the IR records, since where its value goes is not known.
    ///
    /// Text that is an expression left incomplete or unbalanced (`zoom +`, `(width - 10`),
    /// which Layout fails on unless the property is a String, is a warning at the syntax
    /// error (an error with `--strict`); text that goes on after a complete expression as
    /// prose does (`Hello world`, `https://…`) or holds `{…}` is taken as the String it reads as.
    private mutating func checkUndeclared(_ sourced: SourcedAttribute, node: Int, into builder: inout NodeBuilder) {
        let attribute = sourced.attribute
        let parsed = ExpressionParser.parse(attribute.value, locator: attribute.locator)
        let readsAsExpression = parsed.syntax != nil
        if !readsAsExpression, !parsed.continuesAfterExpression, !attribute.value.utf8.contains(UInt8(ascii: "{")),
           let syntaxError = parsed.diagnostics.first {
            let message = "the value of '\(attribute.name)' is read as text, for it is no expression: \(syntaxError.message); "
                + "Layout reads it so only if '\(attribute.name)' is a String, and fails on it otherwise"
            let (location, notes) = (syntaxError.location, syntaxError.notes)
            report(
                typeChecker.isStrict
                    ? .error(.undeclaredProperty, message, at: location, notes: notes)
                    : .warning(.undeclaredProperty, message, at: location, notes: notes),
                in: sourced.instance)
        }
        let value = readsAsExpression
            ? check(sourced, expected: ExpectedType(.any, name: attribute.name), node: node, target: attribute.name, parsed: parsed)
            : check(sourced, expected: ExpectedType(.string, name: attribute.name), node: node, target: attribute.name)
        guard !value.result.isUnset else { return }
        builder.absorb(value)
        collectInputs(value, isConstant: false, instance: sourced.instance)
    }

    /// An ordinary property.
    private mutating func checkProperty(
        _ sourced: SourcedAttribute, _ lookup: RegistryLookups.KeyPathLookup, node: Int, into builder: inout NodeBuilder
    ) {
        let attribute = sourced.attribute
        let resolved = lookup.resolved
        let value = check(sourced, expected: lookup.expected, node: node, target: resolved.path)
        guard !value.result.isUnset else { return }
        if lookup.isPositionProperty, let reason = builder.positionIgnoredReason {
            warnPositionIgnored(sourced, because: reason)
        }
        builder.absorb(value)
        collectInputs(value, isConstant: false, instance: sourced.instance)
        builder.setKeys[resolved.path] = attribute.nameSpan
        if lookup.isLayoutProperty {
            builder.frame[resolved.path] = (attribute.nameSpan, value.result)
        }
        if let property = value.result.property(
            keyPath: resolved.path, type: resolved.type, role: .property, source: attribute.value, location: attribute.valueSpan
        ) {
            builder.properties.append(property)
        }
    }

    /// A constructor parameter: evaluated once, when the view is created, so it may read
    /// params and constants but nothing that changes (node properties, `%`, `auto`).
    private mutating func checkConstructorParameter(
        _ sourced: SourcedAttribute, _ lookup: RegistryLookups.KeyPathLookup, node: Int, component: String, into builder: inout NodeBuilder
    ) {
        let attribute = sourced.attribute
        let resolved = lookup.resolved
        let value = check(sourced, expected: lookup.expected, node: node, target: resolved.path)
        guard !value.result.isUnset else { return }
        builder.absorb(value)
        collectInputs(value, isConstant: true, instance: sourced.instance)
        builder.setKeys[resolved.path] = attribute.nameSpan
        guard let typed = value.typed else { return }
        if let (what, span) = Self.firstChangingRead(typed) {
            report(.error(
                .stateInConstant, "constructor parameter '\(resolved.path)' of \(component) is evaluated once, when the view is created; it cannot depend on \(what)",
                at: span
            ), in: sourced.instance)
            return
        }
        if let property = value.result.property(
            keyPath: resolved.path, type: resolved.type, role: .parameter, source: attribute.value, location: attribute.valueSpan
        ) {
            builder.properties.append(property)
        }
    }

    /// Reports an attribute that is no key path of the component, suggesting the closest
    /// settable name or param of the node (for key paths, the path with its unknown parts
    /// corrected when that path is settable, or else the closest member after the longest
    /// known prefix). Returns whether the attribute reads as an undeclared property of the
    /// app's (an `undeclared-property` diagnostic), whose value is then checked with its
    /// type unknown.
    private mutating func reportUnknown(_ sourced: SourcedAttribute, component: String, params: some Collection<String>) -> Bool {
        let name = sourced.attribute.name
        let at = sourced.attribute.nameSpan
        guard !hasShownAllErrors(in: sourced.instance) else {
            report(.error(.unknownProperty, "unknown property '\(name)' of \(component)", at: at), in: sourced.instance)
            return false
        }
        let key = UnknownAttributeReading.Key(component: component, name: name, params: Set(params))
        let reading = unknownAttributeReadings[key] ?? readUnknown(name, component: component, params: params)
        unknownAttributeReadings[key] = reading
        switch reading {
        case let .appProperty(owner, lastName):
            // Layout sets any property a class has, such as one an app's extension adds in
            // Swift (`@objc var imgUrl` on UIImageView); a last name no property is close to reads as one.
            let message = "'\(name)' is no property of \(component) that a manifest declares, so it is read as a property of yours, "
                + "whose type is not known here; to check it, declare it in a manifest in a Components folder, such as "
                + "'components: {\(owner): {properties: {\(lastName): String}}}' with its type"
            report(typeChecker.isStrict ? .error(.undeclaredProperty, message, at: at) : .warning(.undeclaredProperty, message, at: at), in: sourced.instance)
            return true
        case let .unknown(match):
            report(.error(
                .unknownProperty, "unknown property '\(name)' of \(component)\(Suggestions.didYouMean(match))",
                at: at, fixIt: .suggestion(match, replacing: name, at: at)
            ), in: sourced.instance)
            return false
        }
    }

    /// How the attribute `name`, no key path of `component`, reads (see ``reportUnknown(_:component:params:)``).
    private func readUnknown(_ name: String, component: String, params: some Collection<String>) -> UnknownAttributeReading {
        var candidates = context.lookups.settableNames(of: component) + TemplateKeywords.reservedAttributes + params
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var known = 0
        var knownType = ValueType.object(component)
        for split in stride(from: parts.count - 1, through: 1, by: -1) {
            let prefix = parts[..<split].joined(separator: ".")
            guard let resolved = context.lookups.resolve(prefix, on: component) else { continue }
            known = split
            knownType = resolved.type
            candidates = memberNames(of: resolved.type).map { "\(prefix).\($0)" }
            break
        }
        let match = correctedPath(parts, from: known, under: knownType, on: component)
            ?? Suggestions.closest(to: name, in: candidates)
        let unavailableNames = registry.lineage(of: component).flatMap { registry.components[$0]?.unavailable.keys.sorted() ?? [] }
        if match == nil, known == parts.count - 1, case let .object(owner) = knownType.unwrapped,
           Suggestions.closest(to: name, in: unavailableNames) == nil {
            return .appProperty(owner: owner, lastName: parts[known])
        }
        return .unknown(match: match)
    }

    /// How many parts a misspelt key path may have for ``correctedPath(_:from:under:on:)``
    /// to try correcting it (each part costs a lookup of the path so far).
    private static let maximumCorrectedParts = 8

    /// `parts` with every part from `start` on that the path so far cannot continue with
    /// replaced by the closest name it can (`titleLable.fnt` gives
    /// `titleLabel.font`), when `start` is before the last part and the corrected path is
    /// settable on `component`; `type` is the type of the path before `start`.
    private func correctedPath(_ parts: [String], from start: Int, under type: ValueType, on component: String) -> String? {
        guard start < parts.count - 1, parts.count <= Self.maximumCorrectedParts else { return nil }
        var corrected = parts
        var type = type
        for index in start..<parts.count {
            let names = pathPartNames(of: type)
            if !names.contains(corrected[index]) {
                guard let part = Suggestions.closest(to: corrected[index], in: names) else { return nil }
                corrected[index] = part
            }
            guard let resolved = context.lookups.resolve(corrected[...index].joined(separator: "."), on: component) else { return nil }
            type = resolved.type
        }
        return corrected.joined(separator: ".")
    }

    /// The names a key path may continue with under a value of `type`: its settable names,
    /// and an object's read-only properties (`titleLabel`), whose own members may be set.
    private func pathPartNames(of type: ValueType) -> [String] {
        guard case let .object(name) = type.unwrapped else { return memberNames(of: type) }
        return memberNames(of: type) + registry.symbols(of: name, roles: [.readonly]).map(\.name)
    }

    /// The names settable under a value of `type`: struct members, or an object's properties.
    private func memberNames(of type: ValueType) -> [String] {
        switch type.unwrapped {
        case let .structure(name): registry.members(of: name).map(\.name)
        case let .object(name): context.lookups.settableNames(of: name)
        default: []
        }
    }

    /// The first thing in `typed` whose value can change after the view is created: a
    /// node property, a percentage or `auto`, with its span.
    static func firstChangingRead(_ typed: TypedExpression) -> (String, SourceSpan)? {
        var pending = [typed]
        while let next = pending.popLast() {
            switch next.kind {
            case let .reference(.node(node, keyPath)): return ("'\(node.prefix)\(keyPath)'", next.span)
            case .percentage: return ("a percentage", next.span)
            case .auto: return ("'auto'", next.span)
            default: pending += next.children.reversed()
            }
        }
        return nil
    }

    /// The node's own key paths that `typed` reads.
    static func ownReads(_ typed: TypedExpression?) -> Set<String> {
        guard let typed else { return [] }
        var reads: Set<String> = []
        for case let .node(.this, keyPath) in typed.references { reads.insert(keyPath) }
        return reads
    }
}
