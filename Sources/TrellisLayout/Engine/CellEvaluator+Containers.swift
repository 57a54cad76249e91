import TrellisExpressions

extension CellEvaluator {
    /// What a node's intrinsic size depends on.
    func contentValue(_ node: Int) -> MeasurableContent {
        NodeContent.content(lineage: program.nodes[node].lineage, registry: program.registry) { key in
            engineValue(node, key)
        }
    }

    /// How a node measures when a container offers it a width.
    func measurerValue(_ node: Int) -> Measurer {
        let info = program.nodes[node]
        let cells = program.nodeCells[node]
        if info.children.isEmpty {
            guard !info.intrinsicDimensions.isEmpty, let cell = cells.content, case let .content(content) = payload(cell) else {
                return .fixed(ChildMeasurement(size: .zero))
            }
            let provider = program.options.intrinsicSizeProvider
            return .remembering { proposal in
                let size = provider.intrinsicSize(for: content, fittingWidth: proposal)
                return ChildMeasurement(
                    size: Size(width: size?.width ?? 0, height: size?.height ?? 0),
                    firstBaseline: size?.firstBaseline, lastBaseline: size?.lastBaseline
                )
            }
        }
        if info.policy.arrangesChildren {
            guard let listCell = cells.childList, case let .children(children) = payload(listCell),
                  let containerCell = cells.container, case let .container(container) = payload(containerCell)
            else { return .fixed(ChildMeasurement(size: .zero)) }
            return .remembering { proposal in
                ChildMeasurement(size: container.measure(children, proposedWidth: proposal) ?? .zero)
            }
        }
        let width = cells.boundingBoxCells[0].map(cellNumber) ?? 0
        let height = cells.boundingBoxCells[1].map(cellNumber) ?? 0
        return .fixed(ChildMeasurement(size: Size(width: width, height: height)))
    }

    /// A container's children as its algorithm reads them. Fixed sizes that depend on the
    /// container's own extent are left out here (they are applied in the arrangement).
    func childListValue(_ node: Int) -> [LayoutChild] {
        let isStack = program.nodes[node].policy == .stack
        return program.nodeCells[node].arranged.map { child in
            var measure: @Sendable (Double?) -> ChildMeasurement = { _ in ChildMeasurement(size: .zero) }
            if case let .measurer(measurer) = payload(child.measurer) { measure = measurer.measure }
            var grid: [LayoutChild]?
            if let cell = child.gridCells, case let .children(cells) = payload(cell) { grid = cells }
            let hidden = child.hidden.flatMap { try? read(program.plans[$0]) } == .bool(true)
            let displayable = child.displayable.flatMap { try? read(program.plans[$0]) } != .bool(false)
            var weight: Double? = program.nodes[child.node].policy.defaultWeight
            if let slot = child.weight { weight = (try? read(program.plans[slot]))?.numberValue }
            var anchor: Anchor = []
            if let slot = child.anchor, case let .options(_, cases)? = try? read(program.plans[slot]) {
                for name in cases { anchor.formUnion(Anchor(named: name) ?? []) }
            }
            return LayoutChild(
                width: child.widthIsRelative ? nil : child.width.map(cellNumber),
                height: child.heightIsRelative ? nil : child.height.map(cellNumber),
                weight: weight, anchor: anchor, isDisplayable: isStack ? !hidden : displayable, gridCells: grid,
                measure: measure
            )
        }
    }

    /// A container's algorithm with its parameters.
    func containerValue(_ node: Int) -> ContainerLayout {
        var insets = EdgeInsets.zero
        if let cell = program.nodeCells[node].insets, case let .insets(adjusted) = payload(cell) { insets = adjusted }
        return ContainerParameters.layout(program.nodes[node].policy, direction: program.options.direction, insets: insets) { key in
            engineValue(node, key)
        }
    }

    /// Where a container puts its children: its algorithm over its child list at its frame
    /// size, with relative fixed sizes applied and, for a row of a grid-aligned column, the
    /// column's cell widths fixed.
    func arrangementValue(_ node: Int) -> Arrangement {
        let cells = program.nodeCells[node]
        guard let listCell = cells.childList, case var .children(children) = payload(listCell),
              let containerCell = cells.container, case let .container(container) = payload(containerCell)
        else { return Arrangement(frames: [], contentSize: .zero) }
        for (position, child) in cells.arranged.enumerated() where position < children.count {
            if child.widthIsRelative, let width = child.width { children[position].width = cellNumber(width) }
            if child.heightIsRelative, let height = child.height { children[position].height = cellNumber(height) }
        }
        let info = program.nodes[node]
        if info.policy == .row, let parent = info.parent, let parentCell = program.nodeCells[parent].arrangement,
           case let .arrangement(column) = payload(parentCell), info.position < column.gridCellWidths.count,
           let widths = column.gridCellWidths[info.position]
        {
            var displayed = 0
            for position in children.indices where children[position].isDisplayable {
                if displayed < widths.count, let width = widths[displayed] { children[position].width = width }
                displayed += 1
            }
        }
        let size = Size(width: cellNumber(4 * node + FrameField.width.rawValue), height: cellNumber(4 * node + FrameField.height.rawValue))
        return container.layout(children, in: size)
    }
}
