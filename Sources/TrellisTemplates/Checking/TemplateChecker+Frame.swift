import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

extension TemplateChecker {
    /// The frame properties that position a view; a UIStackView ignores them on its children.
    static let positionProperties: Set<String> = ["top", "left", "bottom", "right", "leading", "trailing", "center.x", "center.y"]

    /// Warns that a position expression is ignored, for `reason` (from
    /// ``positionIgnoredReason(of:)``).
    mutating func warnPositionIgnored(_ sourced: SourcedAttribute, because reason: String) {
        report(.warning(.ignoredByContainer, "'\(sourced.attribute.name)' is ignored: \(reason)", at: sourced.attribute.nameSpan), in: sourced.instance)
    }

    /// Why node `node`'s position expressions are ignored, if they are:
    /// - a child of a stack view (seed 003: "the top, left, bottom, right, center.x and
    ///   center.y expressions are ignored");
    /// - a cell template of a table or collection view (or their controllers): a
    ///   `UITableViewCell` or `UITableViewHeaderFooterView` in a table, a
    ///   `UICollectionViewCell` in a collection view. Layout registers the template rather
    ///   than adding it, and UIKit puts each cell dequeued from it at its row or item.
    func positionIgnoredReason(of node: Int) -> String? {
        guard let parent = template.nodes[node].parent, let parentComponent = template.nodes[parent].component else { return nil }
        let cellComponents: [String]
        switch context.layoutPolicy(ofNode: parent) {
        case "stack": return "\(parentComponent) arranges its children, so only their width and height apply"
        case "table": cellComponents = ["UITableViewCell", "UITableViewHeaderFooterView"]
        case "collection": cellComponents = ["UICollectionViewCell"]
        default: return nil
        }
        guard let component = template.nodes[node].component else { return nil }
        let lineage = context.lookups.registry.lineage(of: component)
        guard cellComponents.contains(where: lineage.contains) else { return nil }
        return "\(parentComponent) places the views it dequeues from this template itself"
    }

    /// The frame properties of each axis, grouped by the constraint they set (left and
    /// leading set the same edge).
    static let frameAxes: [(names: [String], edges: [[String]])] = [
        (["left", "leading", "right", "trailing", "width", "center.x"], [["left", "leading"], ["right", "trailing"], ["width"], ["center.x"]]),
        (["top", "bottom", "height", "center.y"], [["top"], ["bottom"], ["height"], ["center.y"]]),
    ]

    /// Warns about frame expressions that conflict: both `left` and `leading` (or `right`
    /// and `trailing`), or three of left edge, right edge, width and center.x set at once
    /// (likewise vertically), not counting those computed from all the others
    /// (`right="left + width"`). One computed from only some of them still conflicts:
    /// `left="50% - width / 2"` beside `center.x` ignores the center, as `left="0"` does.
    mutating func warnAboutFrame(_ frame: SmallMap<(span: SourceSpan, result: CheckResult)>, node: Int) {
        guard frame.count >= 2, Self.mayConflict(frame.keys) else { return }
        let instance = template.nodes[node].instance
        for (first, second) in [("left", "leading"), ("right", "trailing")] {
            if let a = frame[first], let b = frame[second] {
                let later = max(a.span, b.span)
                report(.warning(.frameConflict, "'\(first)' and '\(second)' both set the same edge; remove one of them", at: later), in: instance)
            }
        }
        guard frame.count >= 3 else { return }
        for axis in Self.frameAxes {
            var edges = 0
            for group in axis.edges where group.contains(where: { frame[$0] != nil }) { edges += 1 }
            guard edges >= 3 else { continue }
            let set = axis.names.filter { frame[$0] != nil }
            let computed = set.filter { name in
                let reads = Self.ownReads(frame[name]?.result.typed)
                return set.allSatisfy { $0 == name || reads.contains($0) }
            }
            guard set.count - computed.count >= 3 else { continue }
            let ordered = set.compactMap { name in frame[name].map { (name: name, span: $0.span) } }.sorted { $0.span < $1.span }
            guard let last = ordered.last else { continue }
            let names = ordered.map { "'\($0.name)'" }
            let list = names.dropLast().joined(separator: ", ") + " and " + last.name.quotedName
            report(.warning(.frameConflict, "conflicting frame expressions: \(list) are all set, so one of them is ignored; remove one", at: last.span), in: instance)
        }
    }
}

extension TemplateChecker {
    /// Whether frame properties named `keys` could draw a warning from ``warnAboutFrame``:
    /// two names for one edge, or three constraints on one axis (a quick test on a bit
    /// set, as most nodes set two per axis).
    static func mayConflict(_ keys: [String]) -> Bool {
        var set: UInt16 = 0
        for key in keys {
            switch key {
            case "left": set |= 1 << 0
            case "leading": set |= 1 << 1
            case "right": set |= 1 << 2
            case "trailing": set |= 1 << 3
            case "width": set |= 1 << 4
            case "center.x": set |= 1 << 5
            case "top": set |= 1 << 6
            case "bottom": set |= 1 << 7
            case "height": set |= 1 << 8
            case "center.y": set |= 1 << 9
            default: continue
            }
        }
        if set & 0b11 == 0b11 || set & 0b1100 == 0b1100 { return true }
        let horizontal = (set & 0b11 != 0 ? 1 : 0) + (set & 0b1100 != 0 ? 1 : 0) + (set >> 4 & 1) + (set >> 5 & 1)
        let vertical = (set >> 6 & 1) + (set >> 7 & 1) + (set >> 8 & 1) + (set >> 9 & 1)
        return horizontal >= 3 || vertical >= 3
    }
}

extension String {
    /// The text in single quotes, as messages name things.
    var quotedName: String { "'\(self)'" }
}
