import TrellisLayout
import TrellisPreviewing

/// One way a node differs between a recorded snapshot and the current layout, or the
/// layout modes they were laid out in.
struct SnapshotDifference: Equatable {
    enum Kind: Equatable {
        /// The snapshot was recorded in Layout's legacy mode when `recordedLegacy`, in its
        /// new mode otherwise, and the current layout in the other mode.
        case layoutMode(recordedLegacy: Bool)
        case added
        case removed
        case moved(from: SnapshotDocument.Frame, to: SnapshotDocument.Frame)
        case resized(from: SnapshotDocument.Frame, to: SnapshotDocument.Frame)
        case valueChanged(keyPath: String, from: String?, to: String?)
    }

    /// The node's path in the tree; empty for a ``Kind/layoutMode(recordedLegacy:)`` difference.
    var path: String
    /// How reports name the node (its path and id).
    var label: String
    var kind: Kind

    /// The differences between `recorded` and `current`, node by node in the order of the
    /// recorded nodes (then the added ones): removed, moved, resized, then each changed value
    /// by key path. Documents laid out in different layout modes differ in that alone: their
    /// frames are not comparable.
    static func between(recorded: SnapshotDocument, current: SnapshotDocument) -> [SnapshotDifference] {
        if recorded.isLegacyLayoutMode != current.isLegacyLayoutMode {
            return [SnapshotDifference(path: "", label: "", kind: .layoutMode(recordedLegacy: recorded.isLegacyLayoutMode))]
        }
        var currentByPath: [String: SnapshotDocument.Node] = [:]
        for node in current.nodes { currentByPath[node.path] = node }
        var recordedPaths = Set<String>()
        var differences: [SnapshotDifference] = []
        for old in recorded.nodes {
            recordedPaths.insert(old.path)
            guard let new = currentByPath[old.path] else {
                differences.append(SnapshotDifference(path: old.path, label: old.label, kind: .removed))
                continue
            }
            if old.frame.x != new.frame.x || old.frame.y != new.frame.y {
                differences.append(SnapshotDifference(path: new.path, label: new.label, kind: .moved(from: old.frame, to: new.frame)))
            }
            if old.frame.width != new.frame.width || old.frame.height != new.frame.height {
                differences.append(SnapshotDifference(path: new.path, label: new.label, kind: .resized(from: old.frame, to: new.frame)))
            }
            for keyPath in Set(old.values.keys).union(new.values.keys).sorted() where old.values[keyPath] != new.values[keyPath] {
                differences.append(SnapshotDifference(
                    path: new.path, label: new.label, kind: .valueChanged(keyPath: keyPath, from: old.values[keyPath], to: new.values[keyPath])))
            }
        }
        for new in current.nodes where !recordedPaths.contains(new.path) {
            differences.append(SnapshotDifference(path: new.path, label: new.label, kind: .added))
        }
        return differences
    }

    /// `UIView/0:UILabel #title: moved from (0, 20) to (0, 40)`.
    var description: String {
        switch kind {
        case .layoutMode(recordedLegacy: true):
            return "recorded in Layout's legacy mode (--legacy-layout), verified in its new mode; "
                + "pass --legacy-layout or record again"
        case .layoutMode(recordedLegacy: false):
            return "recorded in Layout's new mode, verified in its legacy mode (--legacy-layout); "
                + "leave out --legacy-layout or record again"
        case .added: return "\(label): added"
        case .removed: return "\(label): removed"
        case let .moved(from, to):
            return "\(label): moved from (\(Self.number(from.x)), \(Self.number(from.y))) to (\(Self.number(to.x)), \(Self.number(to.y)))"
        case let .resized(from, to):
            return "\(label): resized from \(Self.number(from.width))x\(Self.number(from.height)) "
                + "to \(Self.number(to.width))x\(Self.number(to.height))"
        case let .valueChanged(keyPath, from, to):
            return "\(label): '\(keyPath)' changed from \(from.map { "'\($0)'" } ?? "unset") to \(to.map { "'\($0)'" } ?? "unset")"
        }
    }

    private static func number(_ value: Double) -> String {
        LayoutJSON.number(value)
    }
}
