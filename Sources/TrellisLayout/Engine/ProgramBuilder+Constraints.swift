import TrellisDiagnostics
import TrellisTemplates

extension ProgramBuilder {
    /// Groups the nodes with constraints by parent: each parent's constrained children are
    /// solved together (see ``CellKind/constraintGroup(node:)``). The root has no parent to
    /// be constrained in: its constraints are reported and left out.
    mutating func groupConstrainedNodes() {
        for node in template.nodes where !node.constraints.isEmpty {
            guard let parent = node.parent else {
                diagnostics.append(.error(
                    .unsupportedConstraint, "the root view has no parent to be constrained in; give it a frame with its attributes instead",
                    at: node.constraints[0].location
                ))
                continue
            }
            // A container arranges its children: the checker reported their constraints.
            guard !nodes[node.index].isArranged else { continue }
            memberPositions[node.index] = constraintGroups[parent, default: ConstraintGroupPlan(members: [])].members.count
            constraintGroups[parent, default: ConstraintGroupPlan(members: [])].members.append(
                ConstrainedMember(
                    node: node.index, constraints: [], measurer: nil, frameProperties: [], priorities: ContentPriorityReads(slots: [nil, nil, nil, nil])
                )
            )
        }
    }

    /// Plans the constraints of every group: one number cell (a property named
    /// `constrain`) per expression, and each target resolved among the parent's children.
    /// A target outside them is reported at its constraint, which is left out.
    mutating func planConstraints() {
        for parent in constraintGroups.keys.sorted() {
            guard var group = constraintGroups[parent] else { continue }
            for position in group.members.indices {
                let node = group.members[position].node
                for constraint in template.nodes[node].constraints {
                    guard let target = plannedTarget(constraint, parent: parent) else { continue }
                    group.members[position].constraints.append(PlannedConstraint(
                        source: constraint.source, relation: constraint.relation, target: target,
                        multiplier: plannedNumber(constraint.multiplier, node: node, default: 1),
                        constant: plannedNumber(constraint.constant, node: node, default: 0), location: constraint.location
                    ))
                }
            }
            constraintGroups[parent] = group
        }
    }

    /// The target of `constraint` as the group solves it; `.some(nil)` for a constant, `nil`
    /// (after an error) for a view outside the parent's children.
    private mutating func plannedTarget(_ constraint: IRConstraint, parent: Int) -> PlannedTarget?? {
        guard let target = constraint.target else { return .some(nil) }
        switch (target.item, target.node) {
        case (.parent, nil): return .some(.parent(target.anchor))
        case (.parentSafeArea, nil): return .some(.safeArea(target.anchor))
        case let (_, other?) where nodes.indices.contains(other): break
        default:
            diagnostics.append(.error(
                .irFormat, "the compiled template '\(template.source)' names no view for this constraint's target; compile it again",
                at: constraint.location
            ))
            return nil
        }
        guard let other = target.node, nodes[other].parent == parent else {
            diagnostics.append(.error(
                .unsupportedConstraint, "constraints to views outside the parent's children are not solved yet; constrain to a sibling or the parent",
                at: constraint.location
            ))
            return nil
        }
        if let position = memberPositions[other] { return .some(.member(position, target.anchor)) }
        let baseline: Int? = switch target.anchor {
        case .firstBaseline: cell(.baseline(node: other, .first))
        case .lastBaseline: cell(.baseline(node: other, .last))
        default: nil
        }
        return .some(.placed(node: other, target.anchor, baseline: baseline))
    }

    /// A constraint number: a compiled expression's cell, or a constant.
    private mutating func plannedNumber(_ number: IRConstraintNumber?, node: Int, default value: Double) -> PlannedNumber {
        switch number {
        case nil:
            return .constant(value)
        case .systemSpacing:
            return .constant(options.systemSpacing)
        case let .value(irValue):
            let index = properties.count
            propertyValues.constraintNumbers.append(irValue)
            let source = PropertyValueSource.constraintNumber(Int32(propertyValues.constraintNumbers.count - 1))
            properties.append(PropertyInfo(
                node: node, keyPath: TemplateKeywords.constrain, type: .double, role: .property, valueSource: source, expression: nil,
                isNumber: true, isBareAuto: false, cell: cell(.property(index)), reportsFrame: nil
            ))
            return .cell(properties[index].cell)
        }
    }

    /// The cells a group reads: its parent's extents, each member's measurer, frame
    /// attributes, content priorities and constraint numbers, and the frames of the siblings
    /// constrained to.
    mutating func constraintGroupDependencies(_ parent: Int) -> [Int] {
        prepareConstraintGroup(parent)
        guard let group = constraintGroups[parent] else { return [] }
        var cells = [extentCell(parent, .horizontal), extentCell(parent, .vertical)]
        for member in group.members {
            cells += memberCells(member)
            for constraint in member.constraints {
                if case let .placed(other, _, baseline) = constraint.target {
                    cells += FrameField.all.map { frameCell(other, $0) } + (baseline.map { [$0] } ?? [])
                }
            }
        }
        return cells
    }

    /// The cells fitting `parent`'s size on `axis` to its constrained children reads (see
    /// ``ConstraintLayout/fittingSize(_:)``): what the group reads but the parent's extents
    /// and the frames of siblings placed by their own attributes (unknown to the fitting),
    /// and, fitting the height, the parent's width. The members' cells that read the
    /// size being fitted are left out of the fitting, recorded in the group's plan. A scroll
    /// view's content is not fitted.
    mutating func constraintFittingDependencies(_ parent: Int, _ axis: Axis) -> [Int] {
        prepareConstraintGroup(parent)
        guard var group = constraintGroups[parent], !nodes[parent].isScrollView else { return [] }
        let fitted = axis == .horizontal ? [Axis.horizontal, .vertical] : [.vertical]
        let extents = fitted.compactMap { existingExtentCell(parent, $0) }
        var cells = axis == .vertical ? [sizeCell(parent, .horizontal)] : []
        var excluded = Set<Int>()
        for member in group.members {
            for cell in memberCells(member) {
                if extents.contains(where: { readsParentExtent(cell, owner: member.node, extent: $0) }) {
                    excluded.insert(cell)
                } else {
                    cells.append(cell)
                }
            }
        }
        group.fittingExclusions[axis.index] = excluded
        constraintGroups[parent] = group
        return cells
    }

    /// Records each member's measurer, frame attributes and priority reads in the group's
    /// plan, once.
    private mutating func prepareConstraintGroup(_ parent: Int) {
        guard var group = constraintGroups[parent], !group.isPrepared else { return }
        for position in group.members.indices {
            let node = group.members[position].node
            if nodes[node].isSizedAsLeaf, !nodes[node].intrinsicDimensions.isEmpty {
                group.members[position].measurer = cell(.measurer(node: node))
            }
            group.members[position].frameProperties = FrameAttribute.attributes(isLegacy: options.isLegacyLayoutMode).compactMap { attribute in
                guard let index = propertyIndex(node, attribute.keyPath), properties[index].role != .default, !properties[index].isBareAuto else {
                    return nil
                }
                return FrameAttribute(
                    anchor: attribute.anchor, isFromParentEdge: attribute.isFromParentEdge, isNegated: attribute.isNegated,
                    cell: properties[index].cell
                )
            }
            group.members[position].priorities = ContentPriorityReads(slots: ContentPriorityReads.keyPaths.map { engineRead(node, $0) })
        }
        group.isPrepared = true
        constraintGroups[parent] = group
    }

    /// The cells a member's own part of the solving reads: its measurer, frame attributes,
    /// content priorities and constraint numbers.
    private func memberCells(_ member: ConstrainedMember) -> [Int] {
        var cells = member.measurer.map { [$0] } ?? []
        cells += member.frameProperties.map(\.cell)
        for slot in member.priorities.slots.compactMap(\.self) { cells += plans[slot].cells }
        for constraint in member.constraints {
            for number in [constraint.multiplier, constraint.constant] {
                if case let .cell(cell) = number { cells.append(cell) }
            }
        }
        return cells
    }
}
