extension ProgramBuilder {
    /// Layout's estimated row height, which its tables set (`enableAutoSizing()`): the
    /// height a cell is dequeued at when the table sets no `estimatedRowHeight`.
    static let defaultEstimatedRowHeight = 44.0

    /// The size along `axis` of `node`, a child of the table or collection view `list`,
    /// given `ownSize`, the size its own expressions give it. A cell template is laid out
    /// at the size Layout and UIKit give the cells dequeued from it (Layout's
    /// `UITableView+Layout.swift` and `UICollectionView+Layout.swift`):
    ///
    /// - a `UITableViewCell` or `UITableViewHeaderFooterView` is as wide as the table
    ///   (`dequeueReusableCellNode` sizes a cell to the table's `bounds.width`, and UIKit
    ///   lays rows across the table);
    /// - a `UITableViewCell` is `rowHeight` high when the table sets it; else the `height`
    ///   the template sets (or `top` and `bottom`), which its `sizeThatFits` reports to the
    ///   self-sizing table; else the height it was dequeued at, `estimatedRowHeight` (a
    ///   manifest's default `height` does not count: a cell template is a root node in
    ///   Layout, which gives a root with no `height` its view's height);
    /// - a `UICollectionViewCell` is `collectionViewLayout.itemSize.width`/`.height` on an
    ///   axis the collection view sets it on, else the member of a set
    ///   `collectionViewLayout.itemSize` (Layout sets expressions in key order, the member
    ///   last), else its own size: Layout's flow layout has a fixed item size when any of
    ///   them is set, and asks the cell nothing.
    ///
    /// Any other child (a table's header view, a collection view's background view) keeps
    /// its own size. A table controller's properties carry a `tableView.` prefix.
    func listChildSize(_ node: Int, in list: Int, _ axis: Axis, ownSize: AxisPlan.Size) -> AxisPlan.Size {
        switch nodes[list].policy {
        case .table:
            let isCell = nodes[node].lineage.contains("UITableViewCell")
            guard isCell || nodes[node].lineage.contains("UITableViewHeaderFooterView") else { return ownSize }
            if axis == .horizontal { return .fill }
            guard isCell else { return ownSize }
            let prefix = nodes[list].lineage.contains("UITableViewController") ? "tableView." : ""
            if let rowHeight = propertyCell(list, prefix + "rowHeight") { return .expression(rowHeight) }
            if case .between = ownSize { return ownSize }
            if let height = propertyIndex(node, KeyPathID.height), properties[height].role != .default { return ownSize }
            return propertyCell(list, prefix + "estimatedRowHeight").map(AxisPlan.Size.expression) ?? .fixed(Self.defaultEstimatedRowHeight)
        case .collection:
            guard nodes[node].lineage.contains("UICollectionViewCell") else { return ownSize }
            let itemSize = "collectionViewLayout.itemSize"
            if let member = propertyCell(list, itemSize + (axis == .horizontal ? ".width" : ".height")) { return .expression(member) }
            return propertyCell(list, itemSize).map { .sizeMember($0, axis) } ?? ownSize
        default:
            return ownSize
        }
    }

    /// The cell of the property `keyPath` that `node` sets, if it does.
    private func propertyCell(_ node: Int, _ keyPath: String) -> Int? {
        propertyIndex(node, keyPath).map { properties[$0].cell }
    }
}
