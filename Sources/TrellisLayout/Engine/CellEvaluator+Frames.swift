import TrellisExpressions

extension CellEvaluator {
    /// A frame field: from the parent's constraint group for a constrained child, from the
    /// parent's arrangement for an arranged child, else from the node's axis plan.
    func frameValue(_ node: Int, _ field: FrameField) -> Double {
        let group = Int(program.constrainedIn[node])
        if group >= 0 {
            guard reach(group) else { return 0 }
            return solvedGroups[slot(group)].frameField(field, at: Int(program.constrainedPosition[node]))
        }
        if let arrangement = program.nodeSlots[node].arrangedIn.index {
            guard let index = arrangementSlot(arrangement) else { return 0 }
            return Self.frameField(field, at: program.nodeSlots[node].position, in: arrangements[index])
        }
        let axis: Axis = field == .x || field == .width ? .horizontal : .vertical
        let planIndex = Int(program.axisPlanIndex[node])
        guard planIndex >= 0 else { return 0 }
        let plan = axis == .horizontal ? program.axisPlans[planIndex].horizontal : program.axisPlans[planIndex].vertical
        let extent = program.nodeSlots[node].parentExtent[axis]
        if field == .width || field == .height { return sizeLength(plan.size, extent: extent) }
        let size = 4 * node + (axis == .horizontal ? FrameField.width.rawValue : FrameField.height.rawValue)
        let origin: Double = switch plan.origin {
        case let .start(cell): cellNumber(cell)
        case let .end(cell): cellNumber(extent) - cellNumber(cell) - cellNumber(size)
        case let .endCoordinate(cell): cellNumber(cell) - cellNumber(size)
        case let .center(cell, anchor): cellNumber(cell) - cellNumber(size) * anchorFraction(anchor)
        case .zero: 0
        }
        return origin.finiteOrZero
    }

    /// The length of a frame size planned as `size`, in a parent whose content extent is
    /// the cell `extent`.
    private func sizeLength(_ size: AxisPlan.Size, extent: Int) -> Double {
        switch size {
        case let .expression(cell): return cellNumber(cell).layoutLength
        case let .between(start, end, isCoordinate):
            let length = isCoordinate ? cellNumber(end) - cellNumber(start) : cellNumber(extent) - cellNumber(start) - cellNumber(end)
            return length.layoutLength
        case .fill: return cellNumber(extent).layoutLength
        case let .fixed(length): return length
        case let .sizeMember(cell, axis):
            guard case let .structure(_, members) = value(cell), let length = members[axis == .horizontal ? "width" : "height"]?.numberValue else {
                return 0
            }
            return length.layoutLength
        case let .rowHeight(cell, automatic):
            let rowHeight = cellNumber(cell)
            return rowHeight < 0 ? sizeLength(automatic, extent: extent) : rowHeight.layoutLength
        }
    }

    /// The fraction of the size between a view's frame origin and its center (its layer's
    /// position) on one axis: the anchor point's, 0.5 when none is set or it is not a number.
    private func anchorFraction(_ anchor: AxisPlan.AnchorPoint?) -> Double {
        switch anchor {
        case nil: return 0.5
        case let .component(cell): return cellNumber(cell)
        case let .point(cell, axis):
            guard case let .structure(_, members) = value(cell), let fraction = members[axis == .horizontal ? "x" : "y"]?.numberValue else {
                return 0.5
            }
            return fraction
        }
    }

    /// Field `field` of the frame an arrangement gives the child at `position` (0 for a
    /// child it gives no frame).
    @inline(__always)
    static func frameField(_ field: FrameField, at position: Int, in arrangement: Arrangement) -> Double {
        guard position < arrangement.frames.count, let frame = arrangement.frames[position] else { return 0 }
        switch field {
        case .x: return frame.x.finiteOrZero
        case .y: return frame.y.finiteOrZero
        case .width: return frame.width.layoutLength
        case .height: return frame.height.layoutLength
        }
    }

    /// Writes the frame fields of `node`'s children that are not cells of their own (see
    /// ``LayoutProgram/writtenFrameFields``) from the node's new arrangement.
    func writeFrames(of node: Int, from arrangement: Arrangement) {
        // One uniqueness check for the whole store, not one per number written.
        numbers.withUnsafeMutableBufferPointer { numbers in
            // A container arranges all its children, in order: a child's position among
            // them is its index here.
            for (position, child) in program.nodeCells[node].arranged.enumerated() {
                let fields = program.writtenFrameFields[child.node]
                guard fields != 0 else { continue }
                for field in FrameField.all where fields & 1 << field.rawValue != 0 {
                    numbers[4 * child.node + field.rawValue] = Self.frameField(field, at: position, in: arrangement)
                }
            }
        }
    }

    /// A node's content extent: its size, less a scroll view's adjusted content inset.
    func extentValue(_ node: Int, _ axis: Axis) -> Double {
        let size = cellNumber(4 * node + (axis == .horizontal ? FrameField.width.rawValue : FrameField.height.rawValue))
        guard program.nodeSlots[node].isScrollView, let insets = insets(program.nodeSlots[node].insets.index) else { return size }
        return max(0, size - (axis == .horizontal ? insets.horizontal : insets.vertical))
    }

    /// A scroll view's adjusted content inset: `contentInset`, plus the safe area on the
    /// edges its `contentInsetAdjustmentBehavior` adjusts.
    func insetsValue(_ node: Int) -> EdgeInsets {
        var insets = NodeContent.insets(engineValue(node, .contentInset)) ?? .zero
        let safe = program.options.safeAreaInsets
        var behavior = "automatic"
        if case let .enumCase(_, name)? = engineValue(node, .contentInsetAdjustmentBehavior) { behavior = name }
        let bouncesVertically = engineValue(node, .alwaysBounceVertical) == .bool(true)
        let bouncesHorizontally = engineValue(node, .alwaysBounceHorizontal) == .bool(true)
        let vertical = behavior == "always" || behavior == "automatic" || (behavior == "scrollableAxes" && bouncesVertically)
        let horizontal = behavior == "always" || (behavior != "never" && bouncesHorizontally)
        if vertical {
            insets.top += safe.top
            insets.bottom += safe.bottom
        }
        if horizontal {
            insets.left += safe.left
            insets.right += safe.right
        }
        return insets.finite
    }

    /// A node's `auto` size on one axis. A node sized as a leaf (see
    /// ``NodeInfo/isSizedAsLeaf``: no children, or content that keeps its intrinsic size
    /// beside them) that its measurer sizes is as wide as its content with no width limit
    /// (UIKit's `intrinsicContentSize`, which Layout's `inferSize` reads: a wrapping label's
    /// text on one line) and as tall as its content at its own width. Any other node whose
    /// children position themselves is their bounding box, 0 when they give none (all
    /// hidden, or all sized by the node); only a leaf with nothing to measure on the axis
    /// takes the available space, as Layout's `inferContentSize` fills the superview only
    /// `if children.isEmpty`.
    func autoSizeValue(_ node: Int, _ axis: Axis) -> Double {
        let available = program.nodeSlots[node].available[axis]
        let measured = program.nodeSlots[node].intrinsicDimensions.contains(axis == .horizontal ? .width : .height)
        let addsContent = measured && NodeContent.addsContentToChildren(program.contentKinds[node])
        if !program.nodeSlots[node].isSizedAsLeaf, !program.nodeSlots[node].policy.arrangesChildren {
            var box = program.nodeSlots[node].boundingBox[axis].cell.map(cellNumber) ?? 0
            if addsContent {
                let width = axis == .horizontal ? cellNumber(available) : cellNumber(4 * node + FrameField.width.rawValue)
                box = max(box, ownContentLength(node, axis, proposedWidth: width))
            }
            return box
        }
        if program.nodeSlots[node].isSizedAsLeaf, !measured { return cellNumber(available) }
        let proposal = axis == .horizontal ? nil : cellNumber(4 * node + FrameField.width.rawValue)
        guard let measurer = measurer(program.nodeSlots[node].measurer.index) else { return 0 }
        let size = measurer.measure(proposal).size
        let length = (axis == .horizontal ? size.width : size.height).layoutLength
        // Content measuring 0 that counts beside children fills the space when there are no
        // children, as a view without children does.
        return addsContent && length == 0 ? cellNumber(available) : length
    }

    /// The extent of a node's children: its arrangement's content size for a container,
    /// else the farthest edge of its visible children (a child whose position depends on
    /// the node's size counts from 0; one whose size does is left out) and the smallest
    /// size its constrained children fit in.
    func boundingBoxValue(_ node: Int, _ axis: Axis) -> Double {
        if program.nodeSlots[node].policy.arrangesChildren {
            guard let index = arrangementSlot(program.nodeSlots[node].arrangement.index) else { return 0 }
            let size = arrangements[index].contentSize
            return axis == .horizontal ? size.width : size.height
        }
        var extent = 0.0
        for member in program.nodeCells[node].boundingBox[axis.index] where !isTrue(member.hidden) {
            let origin = member.origin.map(cellNumber) ?? 0
            extent = max(extent, (origin + cellNumber(member.size)).layoutLength)
        }
        if let excluded = program.constraintGroups[node]?.fittingExclusions[axis.index] {
            extent = max(extent, fittedGroupLength(node, axis, excluding: excluded).layoutLength)
        }
        return extent
    }

    /// The distance from a node's top to its first or last baseline; its height when its
    /// content has no text.
    func baselineValue(_ node: Int, _ kind: BaselineKind) -> Double {
        let height = cellNumber(4 * node + FrameField.height.rawValue)
        guard let measurer = measurer(program.nodeSlots[node].measurer.index) else { return height }
        let measured = measurer.measure(cellNumber(4 * node + FrameField.width.rawValue))
        let baseline = kind == .first ? measured.firstBaseline : measured.lastBaseline
        return (baseline ?? height).finiteOrZero
    }

    /// A quantity of the nearest visible sibling; NaN when every sibling that way is hidden.
    func siblingValue(_ index: Int) -> Double {
        let read = program.siblingReads[index]
        if isTrue(read.hidden) {
            return read.further.map(cellNumber) ?? .nan
        }
        let baseline = read.baseline.map(cellNumber) ?? 0
        let size = read.quantity.readsSize ? cellNumber(read.size) : 0
        let origin = read.quantity.isPosition ? cellNumber(read.origin) : 0
        return read.quantity.value(origin: origin, size: size, baseline: baseline)
    }
}
