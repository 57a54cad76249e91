extension ProgramBuilder {
    /// Layout's estimated row height, which its tables set (`enableAutoSizing()`): the
    /// height a cell is dequeued at when the table sets no `estimatedRowHeight`.
    static let defaultEstimatedRowHeight = 44.0

    /// The plan along `axis` of `node`, a child of the table or collection view `list`,
    /// given `ownPlan`, the plan its own expressions give it. UIKit places the views Layout
    /// hands a list (Layout's `UITableView+Layout.swift` and `UICollectionView+Layout.swift`):
    ///
    /// - a cell template (`UITableViewCell`, `UITableViewHeaderFooterView`,
    ///   `UICollectionViewCell`) is registered, not added: UIKit puts each cell dequeued from
    ///   it at its row or item, so the template is laid out at 0, 0 whatever its `left`,
    ///   `top` or `center`, at the size `listCellSize` gives it;
    /// - a table's first other child is its `tableHeaderView`, the second its
    ///   `tableFooterView` (`didInsertChildNode`): UIKit stretches them to the table's width
    ///   and keeps their height, the header at the top, the footer below it (the template
    ///   shows no rows);
    /// - a collection view's first other child is its `backgroundView`, which UIKit sizes to
    ///   the collection view's bounds;
    /// - any later child is a plain subview and keeps its own plan.
    ///
    /// A table or collection view controller hands its children to its view alike; a
    /// `UITableView` or `UICollectionView` child is that view itself, no header.
    func listChildPlan(_ node: Int, in list: Int, _ axis: Axis, ownPlan: AxisPlan) -> AxisPlan {
        guard let kind = ListKind(nodes[list]), !isControllersView(node, in: list, of: kind) else { return ownPlan }
        if isCellTemplate(node, of: kind) {
            return AxisPlan(size: listCellSize(node, in: list, axis, ownSize: ownPlan.size), origin: .zero)
        }
        guard let previous = previousPlacedChild(before: node, in: list, of: kind) else {
            // The table's header view, the collection view's background view.
            let size: AxisPlan.Size = axis == .horizontal || kind == .collection ? .fill : ownPlan.size
            return AxisPlan(size: size, origin: .zero)
        }
        guard kind == .table, previousPlacedChild(before: previous, in: list, of: kind) == nil else { return ownPlan }
        // The table's footer view, below its header view.
        return axis == .horizontal
            ? AxisPlan(size: .fill, origin: .zero)
            : AxisPlan(size: ownPlan.size, origin: .start(sizeCell(previous, .vertical)))
    }

    /// The size along `axis` of the cell template `node`, a child of the table or collection
    /// view `list`, given `ownSize`, the size its own expressions give it. A cell template is
    /// laid out at the size Layout and UIKit give the cells dequeued from it:
    ///
    /// - a `UITableViewCell` or `UITableViewHeaderFooterView` is as wide as the table
    ///   (`dequeueReusableCellNode` sizes a cell to the table's `bounds.width`, and UIKit
    ///   lays rows across the table);
    /// - a `UITableViewCell` is `rowHeight` high when the table sets it to a length; else
    ///   (no `rowHeight`, or a negative one: `UITableView.automaticDimension`, which
    ///   Layout's `enableAutoSizing()` sets) the `height` the template sets (or `top` and
    ///   `bottom`), which its `sizeThatFits` reports to the self-sizing table; else the
    ///   height it was dequeued at, `estimatedRowHeight` (a manifest's default `height` does
    ///   not count: a cell template is a root node in Layout, which gives a root with no
    ///   `height` its view's height);
    /// - a `UICollectionViewCell` is `collectionViewLayout.itemSize.width`/`.height` on an
    ///   axis the collection view sets it on, else the member of a set
    ///   `collectionViewLayout.itemSize` (Layout sets expressions in key order, the member
    ///   last), else its own size: Layout's flow layout has a fixed item size when any of
    ///   them is set, and asks the cell nothing.
    ///
    /// A table controller's properties carry a `tableView.` prefix.
    private func listCellSize(_ node: Int, in list: Int, _ axis: Axis, ownSize: AxisPlan.Size) -> AxisPlan.Size {
        switch nodes[list].policy {
        case .table:
            if axis == .horizontal { return .fill }
            guard nodes[node].lineage.contains("UITableViewCell") else { return ownSize }
            let prefix = nodes[list].lineage.contains("UITableViewController") ? "tableView." : ""
            let automatic = automaticRowHeight(node, in: list, prefix: prefix, ownSize: ownSize)
            return propertyCell(list, prefix + "rowHeight").map { .rowHeight($0, automatic: automatic) } ?? automatic
        case .collection:
            let itemSize = "collectionViewLayout.itemSize"
            if let member = propertyCell(list, itemSize + (axis == .horizontal ? ".width" : ".height")) { return .expression(member) }
            return propertyCell(list, itemSize).map { .sizeMember($0, axis) } ?? ownSize
        default:
            return ownSize
        }
    }

    /// The height a self-sizing table gives the cell template `node`: the height it sets
    /// (`ownSize`, when the template sets `height`, or `top` and `bottom`), else the table's
    /// `estimatedRowHeight`, else Layout's.
    private func automaticRowHeight(_ node: Int, in list: Int, prefix: String, ownSize: AxisPlan.Size) -> AxisPlan.Size {
        if case .between = ownSize { return ownSize }
        if let height = propertyIndex(node, KeyPathID.height), properties[height].role != .default { return ownSize }
        return propertyCell(list, prefix + "estimatedRowHeight").map(AxisPlan.Size.expression) ?? .fixed(Self.defaultEstimatedRowHeight)
    }

    /// Whether `node` is a cell template of a list of `kind`: registered for reuse, not
    /// added (Layout's `shouldInsertChildNode`).
    private func isCellTemplate(_ node: Int, of kind: ListKind) -> Bool {
        let lineage = nodes[node].lineage
        switch kind {
        case .table: return lineage.contains("UITableViewCell") || lineage.contains("UITableViewHeaderFooterView")
        case .collection: return lineage.contains("UICollectionViewCell")
        }
    }

    /// The nearest child of `list` before `node` that UIKit places as a view of the list
    /// (no cell template, nor a controller's own table or collection view). Each call walks
    /// back over the cell templates right before `node` only.
    private func previousPlacedChild(before node: Int, in list: Int, of kind: ListKind) -> Int? {
        let children = nodes[list].children
        var position = nodes[node].position - 1
        while position >= 0 {
            let sibling = children[position]
            if !isCellTemplate(sibling, of: kind), !isControllersView(sibling, in: list, of: kind) { return sibling }
            position -= 1
        }
        return nil
    }

    /// Whether `node` is the table or collection view of the controller `list`.
    private func isControllersView(_ node: Int, in list: Int, of kind: ListKind) -> Bool {
        switch kind {
        case .table: nodes[list].lineage.contains("UITableViewController") && nodes[node].lineage.contains("UITableView")
        case .collection: nodes[list].lineage.contains("UICollectionViewController") && nodes[node].lineage.contains("UICollectionView")
        }
    }

    /// The cell of the property `keyPath` that `node` sets, if it does.
    private func propertyCell(_ node: Int, _ keyPath: String) -> Int? {
        propertyIndex(node, keyPath).map { properties[$0].cell }
    }
}

/// The two kinds of list whose children Layout hands to UIKit.
private enum ListKind {
    case table
    case collection

    /// The kind of list `node` is, if it is one.
    init?(_ node: NodeInfo) {
        switch node.policy {
        case .table: self = .table
        case .collection: self = .collection
        default: return nil
        }
    }
}
