import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates

extension ProgramBuilder {
    /// The plan slot answering `reference` for an expression of `reader` that sets
    /// `context` (a frame symbol, or `nil` for any other property).
    mutating func bind(_ reference: SymbolReference, reader: Int, context: FrameSymbol?) -> Int {
        switch reference {
        case let .input(name):
            return directPlanSlot(reading: inputCell(name, type: .any), isNumber: false)
        case let .parameter(name):
            return directPlanSlot(reading: parameterCell(name, reader: reader), isNumber: false)
        case let .node(relation, keyPath):
            return planSlot(nodeRead(relation, keyPath, reader: reader, context: context))
        }
    }

    /// The cell of the param `name` as `reader` sees it: the node the compiler resolved
    /// it to, else the nearest ancestor declaring it, else the input of that name.
    private mutating func parameterCell(_ name: String, reader: Int) -> Int {
        var candidate: Int? = nodes[reader].paramTargets[name] ?? reader
        var steps = 0
        while let node = candidate, steps <= nodes.count {
            if let index = parameterIndex[Self.parameterKey(node: node, name: name)] { return parameters[index].cell }
            candidate = nodes[node].parent
            steps += 1
        }
        return inputCell(name, type: .any)
    }

    private mutating func nodeRead(_ relation: NodeReference, _ keyPath: String, reader: Int, context: FrameSymbol?) -> ReadPlan {
        let symbol = FrameSymbol(keyPath, direction: options.direction, isLegacy: options.isLegacyLayoutMode)
        switch relation {
        case .this:
            if SystemSpacing(reference: .node(.this, keyPath: keyPath)) != nil { return .constant(.double(options.systemSpacing)) }
            guard let symbol else { return propertyRead(reader, keyPath) }
            return frameRead(of: reader, symbol, reader: reader, context: context, isOwn: true)
        case let .id(name):
            guard let target = nodes[reader].idTargets[name] else {
                diagnostics.append(.error(.unknownIDReference, "no node has the id '\(name)'", at: nodes[reader].location))
                return .constant(symbol == nil ? .nil : .double(0))
            }
            guard let symbol else { return propertyRead(target, keyPath) }
            return frameRead(of: target, symbol, reader: reader, context: context, isOwn: false)
        case .parent:
            if let symbol { return parentBox(symbol, reader: reader, context: context) }
            guard let parent = nodes[reader].parent else { return canvasRead(keyPath, reader: reader) }
            return propertyRead(parent, keyPath)
        case .previous, .next:
            let isPrevious = relation == .previous
            let neighbour = sibling(of: reader, previous: isPrevious)
            guard let symbol else {
                return neighbour.map { propertyRead($0, keyPath) } ?? .constant(.nil)
            }
            guard let neighbour else { return .constant(.double(0)) }
            let chain = siblingCell(target: neighbour, isPrevious: isPrevious, quantity: symbol.quantity)
            let axis = symbol.quantity.axis
            return .sibling(
                cell: chain, quantity: symbol.quantity, convention: symbol.convention(inContext: context),
                extent: nodeCells[reader].parentExtent[axis.index]
            )
        }
    }

    /// A frame symbol of `target`. A node reading its own `width` or `height` reads its
    /// expression when it sets one (so `height="width"` works wherever the frame comes from).
    private mutating func frameRead(
        of target: Int, _ symbol: FrameSymbol, reader: Int, context: FrameSymbol?, isOwn: Bool
    ) -> ReadPlan {
        let quantity = symbol.quantity
        let axis = quantity.axis
        if !quantity.isPosition {
            let name = axis == .horizontal ? KeyPathID.width : KeyPathID.height
            if isOwn, let index = propertyIndex(target, name), properties[index].role != .default {
                return .number(cell: properties[index].cell)
            }
            return .number(cell: sizeCell(target, axis))
        }
        let convention = symbol.convention(inContext: context)
        let usesContext = context.map { $0.quantity.isPosition && $0.quantity.axis == axis } ?? false
        let extent = nodeCells[usesContext ? reader : target].parentExtent[axis.index]
        return .frame(FrameRead(
            node: target, quantity: quantity, convention: convention, origin: originCell(target, axis),
            size: sizeCell(target, axis), baseline: baselineCell(target, quantity), extent: extent
        ))
    }

    /// A frame symbol of the parent (the canvas for the root) in the reader's coordinates.
    private mutating func parentBox(_ symbol: FrameSymbol, reader: Int, context: FrameSymbol?) -> ReadPlan {
        let quantity = symbol.quantity
        let extent = nodeCells[reader].parentExtent[quantity.axis.index]
        let baseline = nodes[reader].parent.flatMap { baselineCell($0, quantity) }
        return .parentBox(quantity: quantity, convention: symbol.convention(inContext: context), extent: extent, baseline: baseline)
    }

    /// The baseline offset cell of `node` when `quantity` is a baseline.
    mutating func baselineCell(_ node: Int, _ quantity: FrameQuantity) -> Int? {
        switch quantity {
        case .firstBaseline: cell(.baseline(node: node, .first))
        case .lastBaseline: cell(.baseline(node: node, .last))
        default: nil
        }
    }

    /// The cell reading `quantity` of the nearest visible sibling, starting at `target`.
    mutating func siblingCell(target: Int, isPrevious: Bool, quantity: FrameQuantity) -> Int {
        if lastSiblingRead.isEmpty { lastSiblingRead = Array(repeating: -1, count: nodes.count) }
        var known = Int(lastSiblingRead[target])
        while known >= 0 {
            if siblingReads[known].isPrevious == isPrevious, siblingReads[known].quantity == quantity { return siblingReadCells[known] }
            known = Int(nextSiblingRead[known])
        }
        let axis = quantity.axis
        let read = SiblingRead(
            target: target, isPrevious: isPrevious, quantity: quantity, hidden: propertyIndex(target, KeyPathID.isHidden).map { properties[$0].cell },
            origin: originCell(target, axis), size: sizeCell(target, axis), baseline: baselineCell(target, quantity),
            further: nil
        )
        nextSiblingRead.append(lastSiblingRead[target])
        lastSiblingRead[target] = Int32(siblingReads.count)
        siblingReads.append(read)
        let cell = newCell(.sibling(siblingReads.count - 1))
        siblingReadCells.append(cell)
        siblingPlanSlots.append(-1)
        return cell
    }

    /// The plan reading `keyPath` of `node`: the property when the node sets it (with any
    /// members it also sets), a member of a struct it sets, a struct assembled from members
    /// it sets, a value the engine computes, else the unset default.
    mutating func propertyRead(_ node: Int, _ keyPath: String) -> ReadPlan {
        let signature = KeySignature.ofKeyPathAndFirstComponent(keyPath)
        let members = memberProperties(of: node, under: keyPath, firstComponent: signature.firstComponent)
        if let index = propertyIndex(node, keyPath, bit: signature.keyPath) {
            let cell = properties[index].cell
            guard !members.isEmpty else {
                return properties[index].isNumber ? .number(cell: cell) : .value(cell: cell)
            }
            let type = keyPathType(keyPath, on: nodes[node].component)
            return .composite(base: cell, zero: UnsetValues.zero(of: type, registry: registry), members: members)
        }
        let type = keyPathType(keyPath, on: nodes[node].component)
        let parts = keyPath.split(separator: ".").map(String.init)
        if parts.count > 1, let name = parts.last, Value.rectComputedMembers.contains(name) {
            let rect = parts.dropLast().joined(separator: ".")
            if keyPathType(rect, on: nodes[node].component) == .structure("CGRect") {
                return .rectMember(propertyRead(node, rect), name: name)
            }
        }
        if parts.count > 1 {
            for split in stride(from: parts.count - 1, through: 1, by: -1) {
                let prefix = parts[..<split].joined(separator: ".")
                guard let index = propertyIndex(node, prefix), !properties[index].isNumber else { continue }
                let fallback = UnsetValues.value(keyPath: keyPath, type: type, registry: registry)
                return .member(cell: properties[index].cell, path: Array(parts[split...]), fallback: fallback)
            }
        }
        if !members.isEmpty {
            return .composite(base: nil, zero: UnsetValues.value(keyPath: keyPath, type: type, registry: registry), members: members)
        }
        if let computed = computedRead(node, parts) { return computed }
        return .constant(UnsetValues.value(keyPath: keyPath, type: type, registry: registry))
    }

    /// The type of `keyPath` on `component` (`any` when it does not resolve), resolved once
    /// per component and key path.
    private mutating func keyPathType(_ keyPath: String, on component: String) -> ValueType {
        let key = KeyPathOnComponent(component: component, keyPath: keyPath)
        if let known = keyPathTypes[key] { return known }
        let type = registry.resolveKeyPath(keyPath, on: component)?.type ?? .any
        keyPathTypes[key] = type
        return type
    }

    /// The properties `node` sets under `keyPath.` (`contentInset.top` under `contentInset`),
    /// whose first component has the ``KeySignature`` bit `firstComponent` (a member's first
    /// component is `keyPath`'s).
    private func memberProperties(of node: Int, under keyPath: String, firstComponent: UInt64) -> [CompositeMember] {
        // The node's key paths are read from its consecutive properties; most nodes set no
        // member of what is read, and then nothing is built.
        guard nodes[node].firstComponentBits & firstComponent != 0 else { return [] }
        let length = keyPath.utf8.count
        var members: [CompositeMember] = []
        for index in nodes[node].propertyRange where propertyKeyBits[index].firstComponent == firstComponent {
            let key = properties[index].keyPath
            guard key.utf8.count > length + 1, key.hasPrefix(keyPath), key.utf8.dropFirst(length).first == UInt8(ascii: "."),
                  propertyIndex(node, key) == index // an IR repeating a key path: the last one counts
            else { continue }
            members.append(CompositeMember(path: key.utf8.dropFirst(length + 1).split(separator: UInt8(ascii: ".")).map { String(Substring($0)) }, cell: properties[index].cell))
        }
        return members.count < 2 ? members : members.sorted { $0.path.joined(separator: ".") < $1.path.joined(separator: ".") }
    }

    /// Values the engine computes for read-only symbols and unset sizes.
    private mutating func computedRead(_ node: Int, _ parts: [String]) -> ReadPlan? {
        guard let head = parts.first else { return nil }
        let rest = Array(parts.dropFirst())
        switch head {
        case "safeAreaInsets":
            let insets = Self.edgeInsetsValue(options.safeAreaInsets)
            return .constant(insets.member(at: rest) ?? .double(0))
        case "topLayoutGuide", "bottomLayoutGuide":
            return .constant(Self.layoutGuideValue(head, options.safeAreaInsets).member(at: rest) ?? .double(0))
        case "intrinsicContentSize":
            return .intrinsicSize(measurer: cell(.measurer(node: node)), path: rest)
        case "adjustedContentInset" where nodes[node].isScrollView:
            return .insets(cell: cell(.insets(node: node)), path: rest)
        case "contentSize" where nodes[node].isScrollView:
            return .contentSize(
                width: cell(.boundingBox(node: node, .horizontal)), height: cell(.boundingBox(node: node, .vertical)), path: rest
            )
        case "effectiveUserInterfaceLayoutDirection" where rest.isEmpty:
            let name = options.direction == .leftToRight ? "leftToRight" : "rightToLeft"
            return .constant(.enumCase(type: "UIUserInterfaceLayoutDirection", name: name))
        default:
            return nil
        }
    }

    /// The class of the view the root is laid out in.
    static let canvasComponent = "UIView"

    /// What the root's `parent.` reads: the canvas, a plain view with the options' safe
    /// area. A member only other views have (`contentSize` of the scroll view a page
    /// template is placed in) reads that view's unset value, with a warning.
    private mutating func canvasRead(_ keyPath: String, reader: Int) -> ReadPlan {
        let parts = keyPath.split(separator: ".").map(String.init)
        if parts.first == "safeAreaInsets" {
            return .constant(Self.edgeInsetsValue(options.safeAreaInsets).member(at: parts.dropFirst()) ?? .double(0))
        }
        if let head = parts.first, head == "topLayoutGuide" || head == "bottomLayoutGuide" {
            return .constant(Self.layoutGuideValue(head, options.safeAreaInsets).member(at: parts.dropFirst()) ?? .double(0))
        }
        if let type = registry.resolveKeyPath(keyPath, on: Self.canvasComponent)?.type {
            return .constant(UnsetValues.value(keyPath: keyPath, type: type, registry: registry))
        }
        let type = registry.resolveKeyPathOnAnyComponent(keyPath)?.type ?? .any
        let value = UnsetValues.value(keyPath: keyPath, type: type, registry: registry)
        diagnostics.append(.warning(
            .rootParent, "the root's parent is laid out as a plain \(Self.canvasComponent), which has no '\(keyPath)'; 'parent.\(keyPath)' reads \(value == .nil ? "nil" : value.description)",
            at: nodes[reader].location
        ))
        return .constant(value)
    }

    /// `insets` as a `UIEdgeInsets` value.
    /// Layout's `topLayoutGuide` or `bottomLayoutGuide`: a length of the safe area's top or
    /// bottom inset.
    static func layoutGuideValue(_ name: String, _ insets: EdgeInsets) -> Value {
        .structure(type: "UILayoutSupport", members: ["length": .double(name == "topLayoutGuide" ? insets.top : insets.bottom)])
    }

    static func edgeInsetsValue(_ insets: EdgeInsets) -> Value {
        .structure(type: "UIEdgeInsets", members: [
            "top": .double(insets.top), "left": .double(insets.left), "bottom": .double(insets.bottom), "right": .double(insets.right),
        ])
    }
}
