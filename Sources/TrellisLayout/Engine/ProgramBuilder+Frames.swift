import TrellisTemplates

extension ProgramBuilder {
    /// Derives each node's frame plan and the dependencies of its frame cells: from the
    /// parent's arrangement for arranged children, from the parent's constraint group for
    /// constrained ones, from the node's own expressions otherwise.
    mutating func planFrames() {
        axisPlanIndex.reserveCapacity(nodes.count)
        for node in nodes.indices {
            // The four frame cells of a node placed by its parent share one list.
            if memberPositions[node] != nil, let parent = nodes[node].parent {
                shareDependencies(ofFrameOf: node, on: cell(.constraintGroup(node: parent)))
                reportFrameForUnusedDefaults(node, sizeExpressions: PerAxis(nil, nil))
                axisPlanIndex.append(-1)
                continue
            }
            if nodes[node].isArranged, let parent = nodes[node].parent {
                shareDependencies(ofFrameOf: node, on: cell(.arrangement(node: parent)))
                reportFrameForUnusedDefaults(node, sizeExpressions: PerAxis(nil, nil))
                axisPlanIndex.append(-1)
                continue
            }
            let horizontal = planFrame(node, .horizontal)
            let vertical = planFrame(node, .vertical)
            reportFrameForUnusedDefaults(node, sizeExpressions: PerAxis(horizontal.size.expression, vertical.size.expression))
            axisPlanIndex.append(Int32(axisPlans.count))
            axisPlans.append((horizontal, vertical))
        }
    }

    /// The plan of one axis of a node that positions itself, with the dependencies of its
    /// frame size and origin cells along that axis stored.
    private mutating func planFrame(_ node: Int, _ axis: Axis) -> AxisPlan {
        let plan = axisPlan(node, axis)
        let extent = nodeCells[node].parentExtent[axis.index]
        let size = sizeCell(node, axis)
        let sizeBase = pendingTargets.count
        switch plan.size {
        case let .expression(cell), let .sizeMember(cell, _):
            depend(on: cell)
        case let .between(start, end, _):
            depend(on: start)
            depend(on: end)
        case let .rowHeight(cell, automatic):
            depend(on: cell)
            for cell in automatic.cells { depend(on: cell) }
        case .fill, .fixed:
            break
        }
        if plan.sizeReadsParentExtent { depend(on: extent) }
        storeDependencies(of: size, pushedFrom: sizeBase)
        let originBase = pendingTargets.count
        switch plan.origin {
        case let .start(cell):
            depend(on: cell)
        case let .end(cell):
            depend(on: cell)
            depend(on: extent)
            depend(on: size)
        case let .endCoordinate(cell), let .center(cell, nil):
            depend(on: cell)
            depend(on: size)
        case let .center(cell, anchor?):
            depend(on: cell)
            depend(on: size)
            depend(on: anchor.cell)
        case .zero:
            break
        }
        storeDependencies(of: originCell(node, axis), pushedFrom: originBase)
        return plan
    }

    /// Makes the four frame cells of `node` depend on `placing` alone (its parent's
    /// arrangement or constraint group), all four sharing one stored list.
    private mutating func shareDependencies(ofFrameOf node: Int, on placing: Int) {
        // A list of one cell is stored as is: nothing to sort, nothing pushed.
        let start = Int32(dependencyTargets.count)
        dependencyTargets.append(Int32(placing))
        let cells = frameCell(node, .x)...frameCell(node, .height)
        // Written through one buffer: each element written on its own checks that the
        // array is not shared.
        dependencyRuns.withUnsafeMutableBufferPointer { runs in
            for cell in cells { runs[cell] = start..<start + 1 }
        }
    }

    /// Marks the manifest's default `width`/`height` of `node` that its frame does not use
    /// (`sizeExpressions`: per axis, the property cell the frame's size is, if any): their
    /// values report the frame size instead of being evaluated.
    private mutating func reportFrameForUnusedDefaults(_ node: Int, sizeExpressions: PerAxis<Int?>) {
        // A node setting neither has nothing to look up.
        guard nodes[node].identifiedKeyPaths & (KeyPathID.width.mask | KeyPathID.height.mask) != 0 else { return }
        // Both found in one pass over the node's properties (the last of each, as
        // `propertyIndex` finds), then marked: looking them up inside the loop that marks
        // them copied the whole builder twice per node.
        var width: Int?
        var height: Int?
        for index in nodes[node].propertyRange.reversed() {
            switch propertyKeyBits[index].id {
            case KeyPathID.width.rawValue where width == nil: width = index
            case KeyPathID.height.rawValue where height == nil: height = index
            default: break
            }
        }
        let horizontal = width.flatMap { unusedDefaultSize($0, sizeExpression: sizeExpressions.horizontal) }
        let vertical = height.flatMap { unusedDefaultSize($0, sizeExpression: sizeExpressions.vertical) }
        if let horizontal { properties[horizontal].reportsFrame = sizeCell(node, .horizontal) }
        if let vertical { properties[vertical].reportsFrame = sizeCell(node, .vertical) }
    }

    /// The property `index` (a `width` or `height`) if it is a manifest default the frame
    /// does not use: the frame's size is not its cell (`sizeExpression`).
    private func unusedDefaultSize(_ index: Int, sizeExpression: Int?) -> Int? {
        properties[index].role == .default && sizeExpression != properties[index].cell ? index : nil
    }

    /// The plan of one axis of a node that positions itself.
    private func axisPlan(_ node: Int, _ axis: Axis) -> AxisPlan {
        let names: (start: KeyPathID, end: KeyPathID, size: KeyPathID, center: KeyPathID) = axis == .horizontal
            ? (.left, .right, .width, .centerX)
            : (.top, .bottom, .height, .centerY)
        func inputs(defaults: Bool) -> AxisPlan.Inputs {
            func cell(_ keyPath: KeyPathID) -> Int? {
                guard let index = propertyIndex(node, keyPath), (properties[index].role == .default) == defaults else { return nil }
                return properties[index].cell
            }
            return AxisPlan.Inputs(
                start: cell(names.start), end: cell(names.end),
                leading: axis == .horizontal ? cell(.leading) : nil,
                trailing: axis == .horizontal ? cell(.trailing) : nil,
                size: cell(names.size), center: cell(names.center)
            )
        }
        var plan = AxisPlan.derive(
            explicit: inputs(defaults: false), defaults: inputs(defaults: true), direction: options.direction,
            isLegacy: options.isLegacyLayoutMode, fillsParentByDefault: node == 0
        )
        if case let .center(center, _) = plan.origin {
            plan.origin = .center(center, anchor: anchorPoint(node, axis))
        }
        if let parent = nodes[node].parent {
            plan = listChildPlan(node, in: parent, axis, ownPlan: plan)
        }
        return plan
    }

    /// The anchor point a view positioned by its center sets on one axis, if any:
    /// `layer.anchorPoint.x` (or UIView's `anchorPoint.x`), else the whole point.
    private func anchorPoint(_ node: Int, _ axis: Axis) -> AxisPlan.AnchorPoint? {
        let isHorizontal = axis == .horizontal
        let layer = (component: isHorizontal ? KeyPathID.layerAnchorPointX : .layerAnchorPointY, point: KeyPathID.layerAnchorPoint)
        let view = (component: isHorizontal ? KeyPathID.anchorPointX : .anchorPointY, point: KeyPathID.anchorPoint)
        for keyPaths in [layer, view] {
            if let index = propertyIndex(node, keyPaths.component) { return .component(properties[index].cell) }
            if let index = propertyIndex(node, keyPaths.point) { return .point(properties[index].cell, axis) }
        }
        return nil
    }

    /// Settles how each node is sized before frames are planned: leaves unmeasured the image
    /// views that set no `image` — UIKit's `UIImageView` with no image has no intrinsic size
    /// (`noIntrinsicMetric` on both axes), so Layout's `inferSize` goes on to
    /// `inferContentSize`, as for a plain view: its children's bounding box, or with no
    /// children the superview's size; an image view whose `image` is set keeps its measured
    /// size (the declared image size, 0 × 0 for an image the manifest does not size) — and
    /// then records whether each node is sized as a leaf (``NodeInfo/isSizedAsLeaf``).
    mutating func settleIntrinsicSizes() {
        let image = (keyPath: "image", bit: KeySignature.of("image"))
        for node in nodes.indices {
            if nodes[node].contentKind == .image, !nodes[node].intrinsicDimensions.isEmpty,
               propertyIndex(node, image.keyPath, bit: image.bit) == nil {
                nodes[node].intrinsicDimensions = []
            }
            nodes[node].settleLeafSizing()
        }
    }

    /// Decides, per node and axis, whether its size follows from its children, and the space
    /// available to it (what a leaf's `auto` with nothing to measure fills, and wrapping text
    /// and containers are offered): the content extent of the nearest ancestor whose size
    /// does not follow from its children, or the canvas. A view with nothing to measure on
    /// the axis (no children, no intrinsic size) that positions itself falls back to its
    /// parent's extent even when that follows the children, as in Layout: it then fills the
    /// parent its siblings size, and does not count towards that size.
    mutating func resolveAvailableSpace() {
        // Per node (parents first), per axis: whether its size follows from its children.
        var sizeFollowsChildren: [PerAxis<Bool>] = []
        sizeFollowsChildren.reserveCapacity(nodes.count)
        for node in nodes.indices {
            // Each axis's space is stored before the next is worked out, as walking the
            // node's cells may compute dependencies.
            let horizontal = availableSpace(node, .horizontal, sizeFollowsChildren: sizeFollowsChildren)
            nodeCells[node].available.horizontal = horizontal.available
            let vertical = availableSpace(node, .vertical, sizeFollowsChildren: sizeFollowsChildren)
            nodeCells[node].available.vertical = vertical.available
            sizeFollowsChildren.append(PerAxis(horizontal.follows, vertical.follows))
        }
    }

    /// Whether the size of `node` along `axis` follows from its children, and the space
    /// available to it (see ``resolveAvailableSpace()``), given the first answer for
    /// every node before it (its parent among them).
    private mutating func availableSpace(_ node: Int, _ axis: Axis, sizeFollowsChildren: [PerAxis<Bool>]) -> (follows: Bool, available: Int) {
        let follows = !nodes[node].isSizedAsLeaf && (nodes[node].isArranged || sizeReachesChildren(node, axis))
        guard let parent = nodes[node].parent else { return (follows, cell(.canvas(axis))) }
        let hasNothingToMeasure = nodes[node].isSizedAsLeaf && !nodes[node].isArranged
            && (!nodes[node].intrinsicDimensions.contains(axis == .horizontal ? .width : .height)
                || NodeContent.addsContentToChildren(nodes[node].contentKind))
        let available = sizeFollowsChildren[parent][axis.index] && !hasNothingToMeasure
            ? nodeCells[parent].available[axis.index]
            : extentCell(parent, axis)
        return (follows, available)
    }

    /// Whether the size of `node` along `axis`, following the node's own expressions, reaches
    /// a value computed from its children (its `auto`, bounding box, measurer or arrangement).
    private mutating func sizeReachesChildren(_ node: Int, _ axis: Axis) -> Bool {
        var walk = walkStacks.begin(from: sizeCell(node, axis))
        defer { walkStacks.end(walk) }
        while let next = walkStacks.next(&walk) {
            switch kinds[next] {
            case .autoSize(node, _), .boundingBox(node, _), .measurer(node), .childList(node), .arrangement(node): return true
            default: break
            }
            guard owner(of: next) == node else { continue }
            pushDependencies(of: next)
        }
        return false
    }

    /// Whether `start` (a cell of `owner`), following `owner`'s own cells, reads `extent`
    /// (a content extent of `owner`'s parent): a percentage of it, `parent.width`, a distance
    /// from its end edge, or `auto` of a view with no intrinsic size filling it.
    mutating func readsParentExtent(_ start: Int, owner child: Int, extent: Int?) -> Bool {
        guard let extent else { return false }
        // A property reading nothing (a literal size, most often) reaches nothing: no walk.
        if start != extent, case .property = kinds[start], ensureDependencies(start).isEmpty { return false }
        var walk = walkStacks.begin(from: start)
        defer { walkStacks.end(walk) }
        while let next = walkStacks.next(&walk) {
            if next == extent { return true }
            guard owner(of: next) == child else { continue }
            switch kinds[next] {
            case let .autoSize(_, axis):
                let measured = nodes[child].intrinsicDimensions.contains(axis == .horizontal ? .width : .height)
                    && !NodeContent.addsContentToChildren(nodes[child].contentKind)
                if nodes[child].isSizedAsLeaf, !measured, nodeCells[child].available[axis.index] == extent { return true }
            case .boundingBox, .measurer, .childList, .arrangement, .baseline:
                continue
            default:
                pushDependencies(of: next)
            }
        }
        return false
    }

    /// The node a cell belongs to (a property's node), or `nil` for inputs, params, the
    /// canvas and sibling reads.
    func owner(of cell: Int) -> Int? {
        if case let .property(index) = kinds[cell] { return properties[index].node }
        return kinds[cell].node
    }
}

private extension AxisPlan.Size {
    /// The property cell of an `expression` size, else `nil`.
    var expression: Int? {
        if case let .expression(cell) = self { cell } else { nil }
    }
}
