import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

extension TemplateChecker {
    /// `id="name"`: a literal name, unique in its file; an empty one sets nothing.
    mutating func checkID(_ sourced: SourcedAttribute, node: Int, into builder: inout NodeBuilder) {
        let attribute = sourced.attribute
        let value = attribute.value.trimmedBlanks
        guard !value.isEmpty else { return }
        guard !value.contains("{") else {
            report(.error(.invalidID, "'id' must be a literal name, not an expression", at: attribute.valueSpan), in: sourced.instance)
            return
        }
        if let first = idsByInstance[sourced.instance]?[value] {
            report(.error(.duplicateID, "duplicate id '\(value)'; ids must be unique in a template", at: attribute.valueSpan,
                          notes: [DiagnosticNote("first used here", at: first)]), in: sourced.instance)
            return
        }
        idsByInstance[sourced.instance, default: [:]][value] = attribute.valueSpan
        if !Self.isReferableID(value) {
            report(.warning(
                .idNotReferable, "id '\(value)' cannot be referred to as '#\(value).…'; use only letters, digits and '_'",
                at: attribute.valueSpan
            ), in: sourced.instance)
        }
        builder.id = value
    }

    /// `outlet="name"` or `outlet="{param}"`: the owner's property the node is bound to,
    /// once, so an expression may read params and constants only. As in Layout, each view
    /// controller node owns the outlets of its own node and its descendants (two child
    /// controllers may both bind `layoutNode`), and a literal name bound twice for one
    /// owner is a warning: Layout binds the nodes in order, so the last one stays bound.
    /// An empty value (or `{}`) binds nothing.
    mutating func checkOutlet(_ sourced: SourcedAttribute, node: Int, into builder: inout NodeBuilder) {
        let attribute = sourced.attribute
        let literal = attribute.value.trimmedBlanks
        guard !literal.isEmpty else { return }
        let isExpression = literal.contains("{")
        if !isExpression {
            guard literal.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ Self.isName(String($0)) && !$0.isEmpty }),
                  let first = literal.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
            else {
                report(.error(
                    .invalidOutlet, "invalid outlet '\(literal)'; expected a property name such as 'titleLabel'",
                    at: attribute.valueSpan
                ), in: sourced.instance)
                return
            }
            let key = OutletKey(owner: outletOwner(of: node), name: literal)
            if let earlier = outletNames[key] {
                report(.warning(
                    .duplicateOutlet, "outlet '\(literal)' is bound again; as in Layout, this node stays bound and the earlier one binds nothing",
                    at: attribute.valueSpan, notes: [DiagnosticNote("bound before here", at: earlier.span)]
                ), in: sourced.instance)
                unbindOutlet(literal, of: earlier.node)
            }
            outletNames[key] = (attribute.valueSpan, node)
            reportUnboundOutlet(literal, owner: key.owner, node: node, span: attribute.valueSpan, instance: sourced.instance)
        }
        let value = check(sourced, expected: ExpectedType(.string, name: TemplateKeywords.outlet), node: node, target: nil)
        guard !value.result.isUnset else { return }
        builder.absorb(value)
        collectInputs(value, isConstant: true, instance: sourced.instance)
        guard let typed = value.typed else { return }
        if let (what, span) = Self.firstChangingRead(typed) {
            report(.error(.stateInConstant, "'outlet' is bound once, when the view is created; it cannot depend on \(what)", at: span), in: sourced.instance)
            return
        }
        if !isExpression { builder.outlet = literal }
        outlets.append(IROutlet(
            node: node, name: isExpression ? nil : literal,
            value: value.irValue(typed, source: attribute.value, location: attribute.valueSpan)
        ))
    }

    /// Removes the binding of outlet `name` from node `node`, which a later node takes.
    private mutating func unbindOutlet(_ name: String, of node: Int) {
        outlets.removeAll { $0.node == node && $0.name == name }
        if nodes.indices.contains(node), nodes[node].outlet == name { nodes[node].outlet = nil }
    }

    /// Reports, for the `unused-outlet-in-template` rule, a literal outlet `name` that the
    /// view controller owning it cannot take: only where the compiler can tell, i.e. the
    /// owner is a controller node above `node` whose class a project manifest declares with
    /// properties of its own (a built-in class has no outlet properties, a class declared
    /// only by name and base says nothing of them, and the template's own owner is unknown).
    private mutating func reportUnboundOutlet(_ name: String, owner: Int, node: Int, span: SourceSpan, instance: Int) {
        guard owner >= 0, owner != node, !name.contains("."),
              let ownerClass = template.nodes[owner].component,
              let declaration = registry.component(named: ownerClass),
              declaration.location?.file.hasPrefix(BuiltinManifests.pathPrefix) == false,
              !declaration.properties.isEmpty || !declaration.readonly.isEmpty,
              registry.symbol(name, of: ownerClass) == nil
        else { return }
        let match = Suggestions.closest(to: name, in: registry.symbols(of: ownerClass, roles: [.property]).map(\.name))
        report(.warning(
            .unusedOutletInTemplate,
            "outlet '\(name)' binds nothing: \(ownerClass) declares no property '\(name)'\(Suggestions.didYouMean(match))",
            at: span,
            fixIt: .suggestion(match, replacing: name, at: span)
        ), in: instance)
    }

    /// The node of the nearest view controller at or above node `node` (whose outlets it
    /// owns), or -1 when the template's owner owns them.
    func outletOwner(of node: Int) -> Int {
        var current: Int? = node
        while let index = current {
            if let component = template.nodes[index].component,
               registry.isSameOrSubclass(component, of: TemplateKeywords.viewController) {
                return index
            }
            current = template.nodes[index].parent
        }
        return -1
    }

    /// A control event or other Selector-typed key path: a method name with an optional
    /// trailing `:` (`wasPressed:`), or `{…}` logic choosing one.
    mutating func checkAction(_ sourced: SourcedAttribute, _ lookup: RegistryLookups.KeyPathLookup, node: Int, into builder: inout NodeBuilder) {
        let attribute = sourced.attribute
        let resolved = lookup.resolved
        let value = check(sourced, expected: lookup.expected, node: node, target: resolved.path)
        guard !value.result.isUnset else { return }
        builder.absorb(value)
        collectInputs(value, isConstant: false, instance: sourced.instance)
        builder.setKeys[resolved.path] = attribute.nameSpan
        guard let typed = value.typed else { return }
        let (selectors, isDynamic) = Self.literalSelectors(typed)
        var valid = true
        for selector in selectors where !Self.isSelector(selector) {
            valid = false
            let message = selector.isEmpty
                ? "'\(resolved.path)' needs a method name such as 'wasPressed' or 'wasPressed:'"
                : "invalid selector '\(selector)'; expected a method name such as 'wasPressed' or 'wasPressed:'"
            report(.error(.invalidAction, message, at: attribute.valueSpan), in: sourced.instance)
        }
        guard valid else { return }
        if let property = value.result.property(
            keyPath: resolved.path, type: resolved.type, role: .action, source: attribute.value, location: attribute.valueSpan
        ) {
            builder.properties.append(property)
        }
        actions.append(IRAction(node: node, event: resolved.path, selectors: selectors, isDynamic: isDynamic, location: attribute.valueSpan))
    }

    /// The literal selectors an action value can produce (through `?:` and `??`
    /// branches), and whether it can also produce a computed one.
    static func literalSelectors(_ typed: TypedExpression) -> (selectors: [String], isDynamic: Bool) {
        var selectors: [String] = []
        var isDynamic = false
        var pending = [typed]
        while let next = pending.popLast() {
            switch next.kind {
            case let .literal(.selector(name)), let .literal(.string(name)):
                selectors.append(name)
            case let .literal(.attributedString(text)):
                selectors.append(text.text)
            case let .conversion(.toSelector, value), let .conversion(.toString, value):
                pending.append(value)
            case let .conditional(_, then, otherwise):
                pending += [otherwise, then]
            case let .coalesce(first, second):
                pending += [second, first]
            case .literal(.nil):
                continue
            default:
                isDynamic = true
            }
        }
        return (selectors, isDynamic)
    }

    /// `name`, `name:` or `name:with:`: Objective-C selector syntax (names of ASCII
    /// letters, digits and `_`, not starting with a digit), checked in one pass over the bytes.
    static func isSelector(_ text: String) -> Bool {
        var partLength = 0
        var hasColon = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: ":") {
                guard partLength > 0 else { return false }
                partLength = 0
                hasColon = true
                continue
            }
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            guard isNameByte(byte), !(isDigit && partLength == 0) else { return false }
            partLength += 1
        }
        return hasColon ? partLength == 0 : partLength > 0
    }

    /// Whether `#id.…` reads the id `id`: it is made of letters, digits and `_`, non-ASCII
    /// letters included (those of names in expressions, ``IdentifierCharacters``).
    static func isReferableID(_ id: String) -> Bool {
        id.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII ? isNameByte(UInt8(scalar.value)) : IdentifierCharacters.isContinuation(scalar.value)
        }
    }

    /// Whether `text` is made of ASCII letters, digits and `_` only.
    static func isName(_ text: String) -> Bool {
        text.utf8.allSatisfy(isNameByte)
    }

    /// Whether `byte` is an ASCII letter, digit or `_`.
    static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
