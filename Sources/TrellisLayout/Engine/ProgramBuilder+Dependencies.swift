import TrellisDiagnostics
import TrellisTemplates

extension ProgramBuilder {
    /// Computes the dependencies of every cell still without them, including cells created
    /// while doing so.
    mutating func completeDependencies() {
        while let next = pending.popLast() {
            ensureDependencies(next)
        }
    }

    /// The range of ``dependencyTargets`` holding the dependencies of `cell`, computed now
    /// if they were not yet.
    @discardableResult
    mutating func ensureDependencies(_ cell: Int) -> Range<Int> {
        if let known = dependencyRuns[cell] { return Int(known.lowerBound)..<Int(known.upperBound) }
        // A property's list is given when it is compiled; one without (a literal, a value
        // reporting its frame, or one not compiled yet) has none to compute or store.
        if case .property = kinds[cell] { return 0..<0 }
        let base = pendingTargets.count
        appendComputedDependencies(cell)
        return storeDependencies(of: cell, pushedFrom: base)
    }

    /// Stores `cells` (in any order, repeats allowed) as the dependencies of `cell`: pushed
    /// and moved to ``dependencyTargets`` as a computation's are. Returns their range.
    @discardableResult
    mutating func setDependencies(of cell: Int, to cells: some Sequence<Int>) -> Range<Int> {
        let base = pendingTargets.count
        for target in cells { depend(on: target) }
        return storeDependencies(of: cell, pushedFrom: base)
    }

    /// Moves the cells pushed on ``pendingTargets`` from position `base` on to
    /// ``dependencyTargets`` as the dependencies of `cell` (sorted there, repeats dropped).
    /// Returns their range.
    @discardableResult
    mutating func storeDependencies(of cell: Int, pushedFrom base: Int) -> Range<Int> {
        let start = dependencyTargets.count
        pendingTargets.move(from: base, appendingTo: &dependencyTargets)
        dependencyRuns[cell] = Int32(start)..<Int32(dependencyTargets.count)
        return start..<dependencyTargets.count
    }

    /// Pushes `target` as a dependency of the cell being computed.
    mutating func depend(on target: Int) {
        pendingTargets.push(Int32(target))
    }

    /// Pushes the cells plan `slot` reads as dependencies of the cell being computed.
    mutating func depend(onPlan slot: Int) {
        switch plans[slot] {
        case let .value(cell), let .number(cell): depend(on: cell)
        case .constant: break
        default: for cell in plans[slot].cells { depend(on: cell) }
        }
    }

    /// Pushes the dependencies of `cell` on ``pendingTargets``. Computing them may compute
    /// the dependencies of other cells first, each pushing and moving its own above these.
    private mutating func appendComputedDependencies(_ cell: Int) {
        switch kinds[cell] {
        case .input, .canvas, .parameter, .property, .frame:
            return
        case let .extent(node, axis):
            depend(on: sizeCell(node, axis))
            if nodes[node].isScrollView { depend(on: self.cell(.insets(node: node))) }
        case let .insets(node):
            dependOnReads(node, Self.insetKeyPaths)
        case let .autoSize(node, axis):
            dependOnAutoSizeInputs(node, axis)
        case let .boundingBox(node, axis):
            dependOnBoundingBoxMembers(node, axis)
        case let .baseline(node, _):
            depend(on: self.cell(.measurer(node: node)))
            depend(on: sizeCell(node, .horizontal))
            depend(on: sizeCell(node, .vertical))
        case let .sibling(index):
            dependOnSibling(index)
        case let .content(node):
            dependOnReads(node, contentKeyPaths(for: nodes[node].contentKind))
        case let .measurer(node):
            dependOnMeasuredParts(node)
        case let .childList(node):
            dependOnChildren(node)
        case let .container(node):
            dependOnReads(node, containerKeyPaths(for: nodes[node].policy))
            if nodes[node].policy == .scroll { depend(on: self.cell(.insets(node: node))) }
        case let .arrangement(node):
            dependOnArrangementInputs(node)
        case let .constraintGroup(node):
            for target in constraintGroupDependencies(node) { depend(on: target) }
        }
    }

    /// The key paths a scroll view's adjusted content inset reads.
    static let insetKeyPaths = EngineKeyPath.list([.contentInset, .contentInsetAdjustmentBehavior, .alwaysBounceHorizontal, .alwaysBounceVertical])

    /// The key paths deciding the content of `kind`, worked out once per kind.
    private mutating func contentKeyPaths(for kind: NodeContent.Kind) -> EngineKeyPathList {
        if let known = contentKeyPathsByKind.first(where: { $0.kind == kind }) { return known.keyPaths }
        let keyPaths = EngineKeyPath.list(NodeContent.keys(for: kind))
        contentKeyPathsByKind.append((kind, keyPaths))
        return keyPaths
    }

    /// The container parameters a node with `policy` reads, worked out once per policy.
    private mutating func containerKeyPaths(for policy: LayoutPolicy) -> EngineKeyPathList {
        if let known = containerKeyPathsByPolicy.first(where: { $0.policy == policy }) { return known.keyPaths }
        let keyPaths = EngineKeyPath.list(ContainerParameters.keys(for: policy))
        containerKeyPathsByPolicy.append((policy, keyPaths))
        return keyPaths
    }

    /// Records read plans for those of `keyPaths` the node sets; pushes the cells they read.
    private mutating func dependOnReads(_ node: Int, _ keyPaths: EngineKeyPathList) {
        // Most nodes set none of the names asked (a row sets no container parameter).
        guard !keyPaths.isUnset(inFirstComponentBits: nodes[node].firstComponentBits) else { return }
        for keyPath in keyPaths.keyPaths {
            guard let key = keyPath.key, let slot = engineRead(node, keyPath) else { continue }
            // Kept in one flat list (no list per node): the program drops repeated keys.
            engineReads.append(EngineRead(key: key, slot: slot))
            engineReadNodes.append(Int32(node))
            depend(onPlan: slot)
        }
    }

    /// The plan slot reading `keyPath` of `node` for the engine itself, or `nil` when the
    /// node sets nothing there. Inlined: most nodes set none of the names asked, answered
    /// by one test of a bit, without a call.
    @inline(__always)
    mutating func engineRead(_ node: Int, _ keyPath: EngineKeyPath) -> Int? {
        // A plain name whose bit the node's first components lack is neither set nor has a
        // member set: ``readsUnsetConstant(_:_:)`` would say so after comparing bytes.
        if keyPath.isPlainStored, nodes[node].firstComponentBits & keyPath.bit == 0 { return nil }
        return engineReadOfSetName(node, keyPath)
    }

    /// The plan slot reading `keyPath` of `node` for the engine itself, or `nil`, when the
    /// key path is not a plain name or its bit is one of the node's first components'.
    private mutating func engineReadOfSetName(_ node: Int, _ keyPath: EngineKeyPath) -> Int? {
        if keyPath.isPlainStored {
            // Set, with no member of it set: ``propertyRead(_:_:)`` would read the property's
            // cell, found after hashing nothing but checking the name twice more.
            if let index = plainPropertyIndex(node, keyPath) {
                let cell = properties[index].cell
                return directPlanSlot(reading: cell, isNumber: properties[index].isNumber)
            }
        }
        return engineRead(node, keyPath.keyPath)
    }

    /// The index in ``properties`` of the plain name `keyPath` (``EngineKeyPath/isPlainStored``)
    /// that `node` sets (the last one, should the IR repeat it), or `nil` when the node does
    /// not set it or sets a member of it (`contentInset.top` of `contentInset`). One pass over
    /// the node's properties whose first component has the name's bit.
    private func plainPropertyIndex(_ node: Int, _ keyPath: EngineKeyPath) -> Int? {
        let name = keyPath.keyPath
        let length = name.utf8.count
        var found: Int?
        // A plain name's bit is the bit of the first component of its members too.
        for index in nodes[node].propertyRange where propertyKeyBits[index].firstComponent == keyPath.bit {
            let key = properties[index].keyPath
            let keyLength = key.utf8.count
            if keyLength == length {
                if key == name { found = index }
            } else if keyLength > length + 1, key.utf8.dropFirst(length).first == UInt8(ascii: "."), key.hasPrefix(name) {
                return nil
            }
        }
        return found
    }

    /// The plan slot reading `keyPath` of `node` for the engine itself, or `nil` when the
    /// node sets nothing there.
    mutating func engineRead(_ node: Int, _ keyPath: String) -> Int? {
        // The unset check comes first: it hashes nothing, and a key path it answers is never
        // one the node has a plan for.
        guard !readsUnsetConstant(node, keyPath) else { return nil }
        let plan = propertyRead(node, keyPath)
        if case .constant = plan { return nil }
        return planSlot(plan)
    }

    /// Whether ``propertyRead(_:_:)`` would answer a plain key path (no dots) of `node` with
    /// its unset default, a constant: the node sets neither it nor a member of it, and the
    /// engine computes no value for it. Checked first, most engine reads being of unset
    /// properties, so they resolve no key path and build no default.
    private func readsUnsetConstant(_ node: Int, _ keyPath: String) -> Bool {
        // Strings are compared by length first (free; most differ in length), and the
        // node's few keys in one pass: no hashing, no `keyPath + "."` to build.
        let length = keyPath.utf8.count
        // The bytes are scanned in place (iterating `utf8` as a sequence is much slower).
        let (hasMember, bit) = keyPath.utf8.withContiguousStorageIfAvailable { ($0.contains(UInt8(ascii: ".")), KeySignature.of($0)) }
            ?? (keyPath.utf8.contains(UInt8(ascii: ".")), KeySignature.of(keyPath))
        guard !hasMember,
              bit & Self.computedKeyPathBits == 0 || !Self.computedKeyPaths.contains(where: { $0.utf8.count == length && $0 == keyPath })
        else { return false }
        // No key path of the node starts with this name.
        guard nodes[node].firstComponentBits & bit != 0 else { return true }
        // The node's key paths are read from its consecutive properties (walking an array,
        // not a dictionary's keys).
        for index in nodes[node].propertyRange where propertyKeyBits[index].firstComponent == bit {
            let key = properties[index].keyPath
            guard key.utf8.count >= length, key.hasPrefix(keyPath) else { continue }
            if key.utf8.count == length || key.utf8.dropFirst(length).first == UInt8(ascii: ".") { return false }
        }
        return true
    }

    /// The key paths ``propertyRead(_:_:)`` may answer with a computed value.
    static let computedKeyPaths = ["intrinsicContentSize", "adjustedContentInset", "contentSize"]

    /// The union of the ``KeySignature`` bits of ``computedKeyPaths``: a key path whose bit
    /// is missing is none of them.
    private static let computedKeyPathBits = computedKeyPaths.reduce(UInt64(0)) { $0 | KeySignature.of($1) }

    private mutating func dependOnAutoSizeInputs(_ node: Int, _ axis: Axis) {
        let available = nodeCells[node].available[axis.index]
        let proposal = axis == .horizontal ? available : sizeCell(node, .horizontal)
        let measured = nodes[node].intrinsicDimensions.contains(axis == .horizontal ? .width : .height)
        let addsContent = measured && NodeContent.addsContentToChildren(nodes[node].contentKind)
        if nodes[node].isSizedAsLeaf {
            if measured {
                depend(on: cell(.measurer(node: node)))
                depend(on: proposal)
                if addsContent { depend(on: available) }
            } else {
                depend(on: available)
            }
        } else if nodes[node].policy.arrangesChildren {
            depend(on: cell(.measurer(node: node)))
            depend(on: proposal)
        } else {
            depend(on: cell(.boundingBox(node: node, axis)))
            if addsContent {
                depend(on: cell(.content(node: node)))
                depend(on: proposal)
            }
        }
    }

    private mutating func dependOnBoundingBoxMembers(_ node: Int, _ axis: Axis) {
        if nodes[node].policy.arrangesChildren {
            depend(on: cell(.arrangement(node: node)))
            return
        }
        let extent = existingExtentCell(node, axis)
        var members: [BoundingBoxMember] = []
        members.reserveCapacity(nodes[node].children.count)
        // Constrained children are solved in the node's extent: like a child whose size
        // depends on it, they are left out.
        for child in nodes[node].children where memberPositions[child] == nil {
            let size = sizeCell(child, axis)
            guard !readsParentExtent(size, owner: child, extent: extent) else { continue }
            let origin = originCell(child, axis)
            let positioned = !readsParentExtent(origin, owner: child, extent: extent)
            let hidden = propertyIndex(child, KeyPathID.isHidden).map { properties[$0].cell }
            members.append(BoundingBoxMember(child: child, hidden: hidden, origin: positioned ? origin : nil, size: size))
            depend(on: size)
            if positioned { depend(on: origin) }
            if let hidden { depend(on: hidden) }
        }
        nodeCells[node].boundingBox[axis.index] = members
        if constraintGroups[node] != nil {
            for target in constraintFittingDependencies(node, axis) { depend(on: target) }
        }
    }

    private mutating func dependOnSibling(_ index: Int) {
        let read = siblingReads[index]
        let further = sibling(of: read.target, previous: read.isPrevious).map {
            siblingCell(target: $0, isPrevious: read.isPrevious, quantity: read.quantity)
        }
        siblingReads[index].further = further
        if read.quantity.isPosition { depend(on: read.origin) }
        if read.quantity.readsSize { depend(on: read.size) }
        if let hidden = read.hidden { depend(on: hidden) }
        if let baseline = read.baseline { depend(on: baseline) }
        if let further { depend(on: further) }
    }

    private mutating func dependOnMeasuredParts(_ node: Int) {
        guard measureDepth(node) <= Self.maximumMeasureDepth else { return }
        if nodes[node].isSizedAsLeaf {
            if !nodes[node].intrinsicDimensions.isEmpty { depend(on: cell(.content(node: node))) }
        } else if nodes[node].policy.arrangesChildren {
            depend(on: cell(.childList(node: node)))
            depend(on: cell(.container(node: node)))
        } else {
            depend(on: cell(.boundingBox(node: node, .horizontal)))
            depend(on: cell(.boundingBox(node: node, .vertical)))
            if NodeContent.addsContentToChildren(nodes[node].contentKind), !nodes[node].intrinsicDimensions.isEmpty {
                depend(on: cell(.content(node: node)))
            }
        }
    }

    /// How many containers measuring their children contain `node`.
    func measureDepth(_ node: Int) -> Int {
        var depth = 0
        var current = node
        while nodes[current].isArranged, let parent = nodes[current].parent, depth <= Self.maximumMeasureDepth {
            depth += 1
            current = parent
        }
        return depth
    }

    /// Containers nested deeper than this inside each other measure their content as empty
    /// (measuring recurses once per level).
    static let maximumMeasureDepth = 160

    private mutating func dependOnChildren(_ node: Int) {
        var arranged: [ArrangedChild] = []
        arranged.reserveCapacity(nodes[node].children.count)
        let widthExtent = existingExtentCell(node, .horizontal)
        let heightExtent = existingExtentCell(node, .vertical)
        // Read once per container, not per child.
        let (weight, anchor, isDisplayable, isHidden) = (EngineKeyPath.weight, EngineKeyPath.anchor, EngineKeyPath.isDisplayable, EngineKeyPath.isHidden)
        for child in nodes[node].children {
            let measurer = cell(.measurer(node: child))
            let width = fixedSize(child, .width)
            let height = fixedSize(child, .height)
            let widthIsRelative = width.map { readsParentExtent($0, owner: child, extent: widthExtent) } ?? false
            let heightIsRelative = height.map { readsParentExtent($0, owner: child, extent: heightExtent) } ?? false
            let grid = nodes[node].policy == .column && nodes[child].policy == .row ? cell(.childList(node: child)) : nil
            let entry = ArrangedChild(
                node: child, policy: nodes[child].policy, measurer: measurer, width: width, height: height, widthIsRelative: widthIsRelative,
                heightIsRelative: heightIsRelative, weight: engineRead(child, weight), anchor: engineRead(child, anchor),
                displayable: engineRead(child, isDisplayable), hidden: engineRead(child, isHidden), gridCells: grid
            )
            arranged.append(entry)
            depend(on: measurer)
            if let width, !widthIsRelative { depend(on: width) }
            if let height, !heightIsRelative { depend(on: height) }
            // One by one: a list of the four reads would be allocated per child.
            if let slot = entry.weight.index { depend(onPlan: slot) }
            if let slot = entry.anchor.index { depend(onPlan: slot) }
            if let slot = entry.displayable.index { depend(onPlan: slot) }
            if let slot = entry.hidden.index { depend(onPlan: slot) }
            if let grid { depend(on: grid) }
        }
        nodeCells[node].arranged = arranged
    }

    /// The property cell of an explicit `width`/`height` a container keeps fixed (not a
    /// manifest default, not a bare `auto`).
    private func fixedSize(_ node: Int, _ keyPath: KeyPathID) -> Int? {
        guard let index = propertyIndex(node, keyPath), properties[index].role != .default, !properties[index].isBareAuto else {
            return nil
        }
        return properties[index].cell
    }

    private mutating func dependOnArrangementInputs(_ node: Int) {
        let list = cell(.childList(node: node))
        ensureDependencies(list)
        depend(on: list)
        depend(on: cell(.container(node: node)))
        depend(on: sizeCell(node, .horizontal))
        depend(on: sizeCell(node, .vertical))
        // Read in place: a copy of the list would retain it for the loop.
        for position in nodeCells[node].arranged.indices {
            let child = nodeCells[node].arranged[position]
            if let width = child.width.index, child.widthIsRelative { depend(on: width) }
            if let height = child.height.index, child.heightIsRelative { depend(on: height) }
        }
        if nodes[node].policy == .row, let parent = nodes[node].parent, nodes[parent].policy == .column {
            depend(on: cell(.arrangement(node: parent)))
        }
    }
}
