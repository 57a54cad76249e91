import TrellisExpressions

extension CellEvaluator {
    /// What a node's intrinsic size depends on.
    func contentValue(_ node: Int) -> MeasurableContent {
        NodeContent.content(kind: program.contentKinds[node], lineage: program.nodes[node].lineage, context: program.contentContext) { key in
            engineValue(node, key)
        }
    }

    /// How a node measures when a container offers it a width.
    func measurerValue(_ node: Int) -> Measurer {
        if program.nodeSlots[node].isSizedAsLeaf {
            guard let cell = measuredContentCell(node) else { return .empty }
            // Read in place: copying a content retains each of its strings and arrays.
            return contents.withUnsafeBufferPointer { contents in
                leafMeasurer(contents[slot(cell)])
            }
        }
        if program.nodeSlots[node].policy.arrangesChildren {
            guard let children = childList(program.nodeSlots[node].childList.index), let container = container(program.nodeSlots[node].container.index) else {
                return .empty
            }
            if let cell = program.nodeSlots[node].measurer.index, measurers[slot(cell)].reset(to: container, children: children) {
                return measurers[slot(cell)]
            }
            return .container(container, children: children)
        }
        var width = program.nodeSlots[node].boundingBox.horizontal.cell.map(cellNumber) ?? 0
        var height = program.nodeSlots[node].boundingBox.vertical.cell.map(cellNumber) ?? 0
        if NodeContent.addsContentToChildren(program.contentKinds[node]) {
            // Measured with no width offered: a container asks for this size before it
            // gives the node a width.
            let dimensions = program.nodeSlots[node].intrinsicDimensions
            if dimensions.contains(.width) { width = max(width, ownContentLength(node, .horizontal, proposedWidth: nil)) }
            if dimensions.contains(.height) { height = max(height, ownContentLength(node, .vertical, proposedWidth: nil)) }
        }
        return .fixed(ChildMeasurement(size: Size(width: width, height: height)))
    }

    /// The length of a node's own content on `axis`, offered `proposedWidth`, for a node
    /// with children whose content counts beside them (see
    /// ``NodeContent/addsContentToChildren(_:)``; the node's measurer does not measure it).
    func ownContentLength(_ node: Int, _ axis: Axis, proposedWidth: Double?) -> Double {
        guard let cell = program.nodeSlots[node].content.index, reach(cell) else { return 0 }
        // Read in place: copying a content retains each of its strings and arrays.
        let size = contents.withUnsafeBufferPointer { contents in
            leafMeasurer(contents[slot(cell)]).measure(proposedWidth).size
        }
        return (axis == .horizontal ? size.width : size.height).layoutLength
    }

    /// How a leaf with `content` measures: the built-in provider is called directly (its
    /// answer for content it measures the same at any width is taken now), any other
    /// through its protocol.
    private func leafMeasurer(_ content: MeasurableContent) -> Measurer {
        if let builtin = program.builtinProvider {
            return .content(content, provider: builtin, ignoresProposal: builtin.ignoresFittingWidth(content))
        }
        return .content(content, provider: program.options.intrinsicSizeProvider, ignoresProposal: false)
    }

    /// The content cell a leaf's measurer measures, when it measures one (the leaf has an
    /// intrinsic size and its content can be read).
    private func measuredContentCell(_ node: Int) -> Int? {
        guard program.nodeSlots[node].isSizedAsLeaf, !program.nodeSlots[node].intrinsicDimensions.isEmpty,
              let cell = program.nodeSlots[node].content.index, reach(cell)
        else { return nil }
        return cell
    }

    /// The version of leaf `node`'s content its measurer measures (see
    /// ``CellEvaluator/contentVersions``); 0 when the node's measurer measures no content.
    func measuredContentVersion(_ node: Int) -> Int {
        measuredContentCell(node).map { contentVersions[slot($0)] } ?? 0
    }

    /// Refills `children` with a container's children as its algorithm reads them. Fixed
    /// sizes that depend on the container's own extent are left out here (they are applied
    /// in the arrangement).
    ///
    /// The list is refilled in place: storage no one else holds is reused (on a first
    /// evaluation, the storage reserved when the engine was built), while storage a measurer
    /// or a parent's grid cells still hold is copied on write, so a list that changed never
    /// shares storage with one a measurer measured (see ``Measurer/keptArrangement(of:container:in:)``).
    func fillChildList(_ children: inout [LayoutChild], of node: Int) {
        let isStack = program.nodeSlots[node].policy == .stack
        let arranged = program.nodeCells[node].arranged
        children.removeAll(keepingCapacity: true)
        children.reserveCapacity(arranged.count)
        for child in arranged {
            let measure = (measurer(child.measurer) ?? .empty).measure
            // Pattern matches, not `==` on `Value?` (which builds and compares whole values).
            var hidden = false
            if let slot = child.hidden.index, case .bool(true)? = planValue(slot) { hidden = true }
            var displayable = true
            if let slot = child.displayable.index, case .bool(false)? = planValue(slot) { displayable = false }
            var weight: Double? = child.policy.defaultWeight
            if let slot = child.weight.index { weight = planValue(slot)?.numberValue }
            var anchor: Anchor = []
            if let slot = child.anchor.index, case let .options(_, cases)? = planValue(slot) {
                for name in cases { anchor.formUnion(Anchor(named: name) ?? []) }
            }
            children.append(LayoutChild(
                width: child.widthIsRelative ? nil : child.width.index.map(cellNumber),
                height: child.heightIsRelative ? nil : child.height.index.map(cellNumber),
                weight: weight, anchor: anchor, isDisplayable: isStack ? !hidden : displayable,
                gridCells: childList(child.gridCells.index), measure: measure
            ))
        }
    }

    /// A container's algorithm with its parameters.
    func containerValue(_ node: Int) -> ContainerLayout {
        let insets = insets(program.nodeSlots[node].insets.index) ?? .zero
        // Most containers set no parameter: then no lookup is made at all.
        let setsParameters = program.engineReadStarts[node] != program.engineReadStarts[node + 1]
        return ContainerParameters.layout(program.nodeSlots[node].policy, direction: program.options.direction, insets: insets) { key in
            setsParameters ? engineValue(node, key) : nil
        }
    }

    /// Where a container puts its children: its algorithm over its child list at its frame
    /// size, with relative fixed sizes applied and, for a row of a grid-aligned column, the
    /// column's cell widths fixed. When the child list is laid out as it is, at the size its
    /// measurer last measured it for, the measurer's arrangement is reused.
    func arrangementValue(_ node: Int) -> Arrangement {
        guard var children = childList(program.nodeSlots[node].childList.index), let container = container(program.nodeSlots[node].container.index) else {
            return Arrangement(frames: [], contentSize: .zero)
        }
        var adjusted = false
        for (position, child) in program.nodeCells[node].arranged.enumerated() where position < children.count {
            if child.widthIsRelative, let width = child.width.index {
                children[position].width = cellNumber(width)
                adjusted = true
            }
            if child.heightIsRelative, let height = child.height.index {
                children[position].height = cellNumber(height)
                adjusted = true
            }
        }
        if let column = arrangementSlot(program.nodeSlots[node].gridColumn.index), program.nodeSlots[node].position < arrangements[column].gridCellWidths.count,
           let widths = arrangements[column].gridCellWidths[program.nodeSlots[node].position]
        {
            var displayed = 0
            for index in children.indices where children[index].isDisplayable {
                if displayed < widths.count, let width = widths[displayed] { children[index].width = width }
                displayed += 1
            }
            adjusted = true
        }
        let size = Size(width: cellNumber(4 * node + FrameField.width.rawValue), height: cellNumber(4 * node + FrameField.height.rawValue))
        // The measurer is read without computing it: it is reused only when it measured this
        // very child list (a stale one holds an older list).
        if !adjusted, let cell = program.nodeSlots[node].measurer.index,
           let kept = measurers[slot(cell)].keptArrangement(of: children, container: container, in: size)
        {
            return kept
        }
        return container.layout(children, in: size)
    }
}
