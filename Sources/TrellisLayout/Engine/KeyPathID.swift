/// A key path the builder asks of nearly every node (frame attributes, what a container
/// reads of each child, a centred view's anchor point), numbered: a node records which of
/// them it sets in a bit mask (``NodeInfo/identifiedKeyPaths``) and each property its
/// number, so they are found without comparing strings.
enum KeyPathID: UInt8, CaseIterable {
    case width, height, left, right, top, bottom, leading, trailing, centerX, centerY
    case weight, anchor, isDisplayable, isHidden
    case layerAnchorPoint, layerAnchorPointX, layerAnchorPointY, anchorPoint, anchorPointX, anchorPointY

    var keyPath: String {
        switch self {
        case .width: "width"
        case .height: "height"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .centerX: "center.x"
        case .centerY: "center.y"
        case .weight: "weight"
        case .anchor: "anchor"
        case .isDisplayable: "isDisplayable"
        case .isHidden: "isHidden"
        case .layerAnchorPoint: "layer.anchorPoint"
        case .layerAnchorPointX: "layer.anchorPoint.x"
        case .layerAnchorPointY: "layer.anchorPoint.y"
        case .anchorPoint: "anchorPoint"
        case .anchorPointX: "anchorPoint.x"
        case .anchorPointY: "anchorPoint.y"
        }
    }

    /// This key path's bit in ``NodeInfo/identifiedKeyPaths``.
    var mask: UInt32 { 1 &<< rawValue }

    /// Numbers key paths: per ``KeySignature`` bit, the numbered key paths having that bit
    /// (most key paths have none of their bits, and are told apart without a string compared).
    struct Finder {
        /// Per position of a ``KeySignature`` bit, the ``mask``s of the key paths having it.
        private var candidates = [UInt32](repeating: 0, count: UInt64.bitWidth)
        /// The key paths, by number.
        private let keyPaths = KeyPathID.allCases.map(\.keyPath)

        init() {
            for id in KeyPathID.allCases { candidates[KeySignature.of(id.keyPath).trailingZeroBitCount] |= id.mask }
        }

        /// The number of `keyPath`, whose ``KeySignature`` is `bit`, if it has one.
        func id(of keyPath: String, bit: UInt64) -> KeyPathID? {
            var masks = candidates[bit.trailingZeroBitCount]
            while masks != 0 {
                let number = masks.trailingZeroBitCount
                if keyPaths[number] == keyPath { return KeyPathID(rawValue: UInt8(number)) }
                masks &= masks - 1
            }
            return nil
        }
    }
}
