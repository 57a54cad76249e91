import TrellisDiagnostics

/// What the engine knows about a node before evaluating anything.
struct NodeInfo: Sendable {
    var component: String
    var id: String?
    var parent: Int?
    var children: [Int]
    /// The node's index among its parent's children.
    var position: Int
    var policy: LayoutPolicy
    /// The component and its superclasses, nearest first.
    var lineage: [String]
    var location: SourceSpan
    /// The node's properties by key path (indexes into ``LayoutProgram/properties``), for a
    /// node with more than ``ProgramBuilder/scannedPropertyCount`` of them (the builder's
    /// `propertyIndex` finds the others by scanning ``propertyRange``).
    var properties: [String: Int]
    /// The node's properties in key path order (they are consecutive in
    /// ``LayoutProgram/properties``).
    var propertyRange: Range<Int> = 0..<0
    /// The union of the ``KeySignature`` bits of the key paths the node sets: a key path
    /// whose bit is missing is not one of them.
    var keyPathBits: UInt64 = 0
    /// The union of the ``KeySignature`` bits of the first components of the key paths the
    /// node sets: a plain name whose bit is missing is neither set nor has a member set.
    var firstComponentBits: UInt64 = 0
    /// The ``KeyPathID/mask``s of the numbered key paths the node sets: an exact answer to
    /// whether it sets one.
    var identifiedKeyPaths: UInt32 = 0
    /// The node each `#id` in its expressions names.
    var idTargets: [String: Int]
    /// The node declaring each param its expressions read.
    var paramTargets: [String: Int]
    /// What the intrinsic-size provider measures for this component.
    var intrinsicDimensions: IntrinsicDimensions
    /// The kind of content the node measures as.
    var contentKind: NodeContent.Kind
    /// Whether the component is a `UIScrollView` (its content extent excludes its content inset).
    var isScrollView: Bool

    /// Whether the node's parent places it (a row, column, anchor, root, stack or scroll container).
    var isArranged = false

    /// Whether the node is sized as a leaf, never by its children: its `auto` is its own
    /// content's intrinsic size, or the space available on an axis it has none. True for a
    /// node without children, and for one that does not arrange its children and measures
    /// content that keeps its intrinsic size beside them
    /// (``NodeContent/keepsIntrinsicSizeWithChildren(_:lineage:)``). Stored, and set by
    /// ``settleLeafSizing()`` once ``intrinsicDimensions`` is final: read as a computed
    /// property through `nodes[node]`, it copied the whole record at each read.
    private(set) var isSizedAsLeaf = false

    /// Works out ``isSizedAsLeaf`` from the node's children, policy and intrinsic size.
    mutating func settleLeafSizing() {
        isSizedAsLeaf = children.isEmpty
            || (!policy.arrangesChildren && !intrinsicDimensions.isEmpty
                && NodeContent.keepsIntrinsicSizeWithChildren(contentKind, lineage: lineage))
    }

    /// Records the node's properties, at `range` of ``LayoutProgram/properties``, and the
    /// bits of their key paths (``keyPathBits``, ``firstComponentBits``,
    /// ``identifiedKeyPaths``).
    mutating func recordProperties(_ range: Range<Int>, keyPathBits: UInt64, firstComponentBits: UInt64, identifiedKeyPaths: UInt32) {
        propertyRange = range
        self.keyPathBits = keyPathBits
        self.firstComponentBits = firstComponentBits
        self.identifiedKeyPaths = identifiedKeyPaths
    }
}

extension LayoutPolicy {
    /// Whether the policy places the children itself (their frame expressions are ignored).
    var arrangesChildren: Bool {
        switch self {
        case .row, .column, .anchor, .root, .stack, .scroll: true
        case .absolute, .spacer, .table, .collection, .navigation, .tabs: false
        }
    }
}

extension Axis {
    /// The other axis.
    var crossing: Axis { self == .horizontal ? .vertical : .horizontal }
}
