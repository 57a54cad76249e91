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
        return setDependencies(of: cell, to: computeDependencies(cell))
    }

    /// Stores `cells` (in any order, repeats allowed) as the dependencies of `cell`: appended
    /// to ``dependencyTargets``, sorted there and their repeats dropped. Returns their range.
    @discardableResult
    mutating func setDependencies(of cell: Int, to cells: some Sequence<Int>) -> Range<Int> {
        let start = dependencyTargets.count
        for target in cells { dependencyTargets.append(Int32(target)) }
        dependencyTargets.sortTailWithoutRepeats(from: start)
        dependencyRuns[cell] = Int32(start)..<Int32(dependencyTargets.count)
        return start..<dependencyTargets.count
    }

    /// Appends the dependencies of `cell`, computed now if they were not yet, to `cells`.
    mutating func appendDependencies(of cell: Int, to cells: inout [Int]) {
        for position in ensureDependencies(cell) { cells.append(Int(dependencyTargets[position])) }
    }

    private mutating func computeDependencies(_ cell: Int) -> [Int] {
        switch kinds[cell] {
        case .input, .canvas, .parameter, .property, .frame:
            return []
        case let .extent(node, axis):
            return [sizeCell(node, axis)] + (nodes[node].isScrollView ? [self.cell(.insets(node: node))] : [])
        case let .insets(node):
            return readCells(node, Self.insetKeyPaths)
        case let .autoSize(node, axis):
            return autoSizeDependencies(node, axis)
        case let .boundingBox(node, axis):
            return boundingBoxDependencies(node, axis)
        case let .baseline(node, _):
            return [self.cell(.measurer(node: node)), sizeCell(node, .horizontal), sizeCell(node, .vertical)]
        case let .sibling(index):
            return siblingDependencies(index)
        case let .content(node):
            return readCells(node, contentKeyPaths(for: nodes[node].contentKind))
        case let .measurer(node):
            return measurerDependencies(node)
        case let .childList(node):
            return childListDependencies(node)
        case let .container(node):
            let keys = containerKeyPaths(for: nodes[node].policy)
            return readCells(node, keys) + (nodes[node].policy == .scroll ? [self.cell(.insets(node: node))] : [])
        case let .arrangement(node):
            return arrangementDependencies(node)
        case let .constraintGroup(node):
            return constraintGroupDependencies(node)
        }
    }

    /// The key paths a scroll view's adjusted content inset reads.
    static let insetKeyPaths = EngineKeyPath.list([.contentInset, .contentInsetAdjustmentBehavior, .alwaysBounceHorizontal, .alwaysBounceVertical])

    /// The key paths deciding the content of `kind`, worked out once per kind.
    private mutating func contentKeyPaths(for kind: NodeContent.Kind) -> [EngineKeyPath] {
        if let known = contentKeyPathsByKind.first(where: { $0.kind == kind }) { return known.keyPaths }
        let keyPaths = EngineKeyPath.list(NodeContent.keys(for: kind))
        contentKeyPathsByKind.append((kind, keyPaths))
        return keyPaths
    }

    /// The container parameters a node with `policy` reads, worked out once per policy.
    private mutating func containerKeyPaths(for policy: LayoutPolicy) -> [EngineKeyPath] {
        if let known = containerKeyPathsByPolicy.first(where: { $0.policy == policy }) { return known.keyPaths }
        let keyPaths = EngineKeyPath.list(ContainerParameters.keys(for: policy))
        containerKeyPathsByPolicy.append((policy, keyPaths))
        return keyPaths
    }

    /// Records read plans for those of `keys` the node sets; returns the cells they read.
    private mutating func readCells(_ node: Int, _ keyPaths: [EngineKeyPath]) -> [Int] {
        var cells: [Int] = []
        for keyPath in keyPaths {
            guard let key = keyPath.key, let slot = engineRead(node, keyPath) else { continue }
            if !nodeCells[node].reads.contains(where: { $0.key == key }) { nodeCells[node].reads.append(EngineRead(key: key, slot: slot)) }
            appendCells(ofPlan: slot, to: &cells)
        }
        return cells
    }

    /// The plan slot reading `keyPath` of `node` for the engine itself, or `nil` when the
    /// node sets nothing there.
    mutating func engineRead(_ node: Int, _ keyPath: EngineKeyPath) -> Int? {
        // A plain name whose bit the node's first components lack is neither set nor has a
        // member set: ``readsUnsetConstant(_:_:)`` would say so after comparing bytes.
        if keyPath.isPlainStored, nodes[node].firstComponentBits & keyPath.bit == 0 { return nil }
        return engineRead(node, keyPath.keyPath)
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

    private mutating func autoSizeDependencies(_ node: Int, _ axis: Axis) -> [Int] {
        let available = nodeCells[node].available[axis.index]
        let proposal = axis == .horizontal ? available : sizeCell(node, .horizontal)
        if nodes[node].children.isEmpty {
            let measured = nodes[node].intrinsicDimensions.contains(axis == .horizontal ? .width : .height)
            return measured ? [cell(.measurer(node: node)), proposal] : [available]
        }
        if nodes[node].policy.arrangesChildren {
            return [cell(.measurer(node: node)), proposal]
        }
        return [cell(.boundingBox(node: node, axis)), available]
    }

    private mutating func boundingBoxDependencies(_ node: Int, _ axis: Axis) -> [Int] {
        if nodes[node].policy.arrangesChildren { return [cell(.arrangement(node: node))] }
        let extent = existingExtentCell(node, axis)
        var members: [BoundingBoxMember] = []
        var cells: [Int] = []
        // Constrained children are solved in the node's extent: like a child whose size
        // depends on it, they are left out.
        for child in nodes[node].children where memberPositions[child] == nil {
            let size = sizeCell(child, axis)
            guard !readsParentExtent(size, owner: child, extent: extent) else { continue }
            let origin = originCell(child, axis)
            let positioned = !readsParentExtent(origin, owner: child, extent: extent)
            let hidden = propertyIndex(child, EngineKeyPath.isHidden).map { properties[$0].cell }
            members.append(BoundingBoxMember(child: child, hidden: hidden, origin: positioned ? origin : nil, size: size))
            cells += [size] + (positioned ? [origin] : []) + (hidden.map { [$0] } ?? [])
        }
        nodeCells[node].boundingBox[axis.index] = members
        if constraintGroups[node] != nil { cells += constraintFittingDependencies(node, axis) }
        return cells
    }

    private mutating func siblingDependencies(_ index: Int) -> [Int] {
        let read = siblingReads[index]
        let further = sibling(of: read.target, previous: read.isPrevious).map {
            siblingCell(target: $0, isPrevious: read.isPrevious, quantity: read.quantity)
        }
        siblingReads[index].further = further
        let origin = read.quantity.isPosition ? read.origin : nil
        let size = read.quantity.readsSize ? read.size : nil
        return [origin, size, read.hidden, read.baseline, further].compactMap { $0 }
    }

    private mutating func measurerDependencies(_ node: Int) -> [Int] {
        guard measureDepth(node) <= Self.maximumMeasureDepth else { return [] }
        if nodes[node].children.isEmpty {
            return nodes[node].intrinsicDimensions.isEmpty ? [] : [cell(.content(node: node))]
        }
        if nodes[node].policy.arrangesChildren {
            return [cell(.childList(node: node)), cell(.container(node: node))]
        }
        return [cell(.boundingBox(node: node, .horizontal)), cell(.boundingBox(node: node, .vertical))]
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

    private mutating func childListDependencies(_ node: Int) -> [Int] {
        var cells: [Int] = []
        var arranged: [ArrangedChild] = []
        // A measurer and a fixed width and height per child, most often.
        cells.reserveCapacity(3 * nodes[node].children.count)
        arranged.reserveCapacity(nodes[node].children.count)
        let widthExtent = existingExtentCell(node, .horizontal)
        let heightExtent = existingExtentCell(node, .vertical)
        for child in nodes[node].children {
            let measurer = cell(.measurer(node: child))
            let width = fixedSize(child, EngineKeyPath.width)
            let height = fixedSize(child, EngineKeyPath.height)
            let widthIsRelative = width.map { readsParentExtent($0, owner: child, extent: widthExtent) } ?? false
            let heightIsRelative = height.map { readsParentExtent($0, owner: child, extent: heightExtent) } ?? false
            let grid = nodes[node].policy == .column && nodes[child].policy == .row ? cell(.childList(node: child)) : nil
            let entry = ArrangedChild(
                node: child, policy: nodes[child].policy, measurer: measurer, width: width, height: height, widthIsRelative: widthIsRelative,
                heightIsRelative: heightIsRelative, weight: engineRead(child, EngineKeyPath.weight), anchor: engineRead(child, EngineKeyPath.anchor),
                displayable: engineRead(child, EngineKeyPath.isDisplayable), hidden: engineRead(child, EngineKeyPath.isHidden), gridCells: grid
            )
            arranged.append(entry)
            cells.append(measurer)
            if let width, !widthIsRelative { cells.append(width) }
            if let height, !heightIsRelative { cells.append(height) }
            // One by one: a list of the four reads would be allocated per child.
            for read in [entry.weight, entry.anchor, entry.displayable, entry.hidden] {
                if let slot = read.index { appendCells(ofPlan: slot, to: &cells) }
            }
            if let grid { cells.append(grid) }
        }
        nodeCells[node].arranged = arranged
        return cells
    }

    /// The property cell of an explicit `width`/`height` a container keeps fixed (not a
    /// manifest default, not a bare `auto`).
    private func fixedSize(_ node: Int, _ keyPath: EngineKeyPath) -> Int? {
        guard let index = propertyIndex(node, keyPath), properties[index].role != .default, !properties[index].isBareAuto else {
            return nil
        }
        return properties[index].cell
    }

    private mutating func arrangementDependencies(_ node: Int) -> [Int] {
        let list = cell(.childList(node: node))
        ensureDependencies(list)
        var cells = [list, cell(.container(node: node)), sizeCell(node, .horizontal), sizeCell(node, .vertical)]
        for child in nodeCells[node].arranged {
            if let width = child.width.index, child.widthIsRelative { cells.append(width) }
            if let height = child.height.index, child.heightIsRelative { cells.append(height) }
        }
        if nodes[node].policy == .row, let parent = nodes[node].parent, nodes[parent].policy == .column {
            cells.append(cell(.arrangement(node: parent)))
        }
        return cells
    }
}
