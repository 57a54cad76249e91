import TrellisExpressions

/// Reads a container's algorithm parameters from its property values.
enum ContainerParameters {
    private static let marginKeys: [EngineKey] = [.margin, .topMargin, .leadingMargin, .bottomMargin, .trailingMargin]

    /// The key paths a container with `policy` reads.
    static func keys(for policy: LayoutPolicy) -> [EngineKey] {
        switch policy {
        case .row, .column:
            [.horizontalAlignment, .verticalAlignment, .spacing, .isAlignToBaseline, .baseline, .isAlignToGrid] + marginKeys
        case .anchor: marginKeys
        case .root: [.topPadding, .bottomPadding]
        case .stack:
            [.axis, .alignment, .distribution, .spacing, .isBaselineRelativeArrangement, .isLayoutMarginsRelativeArrangement,
             .layoutMargins, .directionalLayoutMargins]
        case .scroll: [.isFitToWidth, .isFitToHeight]
        case .absolute, .spacer, .table, .collection, .navigation, .tabs: []
        }
    }

    /// The container algorithm of a node with `policy`; `value` gives the value of a key
    /// path the node sets (`nil` when unset), `insets` a scroll view's adjusted content inset.
    static func layout(
        _ policy: LayoutPolicy, direction: LayoutDirection, insets: EdgeInsets, value: (EngineKey) -> Value?
    ) -> ContainerLayout {
        func number(_ key: EngineKey) -> Double? { value(key)?.numberValue }
        func flag(_ key: EngineKey) -> Bool {
            if case let .bool(flag)? = value(key) { return flag }
            return false
        }
        func name(_ key: EngineKey) -> String? {
            if case let .enumCase(_, name)? = value(key) { return name }
            return nil
        }
        let margins = DirectionalEdgeInsets(
            margin: number(.margin), top: number(.topMargin), leading: number(.leadingMargin),
            bottom: number(.bottomMargin), trailing: number(.trailingMargin)
        )
        switch policy {
        case .row, .column:
            return .box(BoxLayout(
                axis: policy == .row ? .horizontal : .vertical,
                horizontalAlignment: name(.horizontalAlignment).flatMap(BoxLayout.HorizontalAlignment.init) ?? .fill,
                verticalAlignment: name(.verticalAlignment).flatMap(BoxLayout.VerticalAlignment.init) ?? .fill,
                spacing: number(.spacing), margins: margins, isAlignToBaseline: flag(.isAlignToBaseline),
                baseline: name(.baseline).flatMap(BoxLayout.Baseline.init) ?? .first,
                isAlignToGrid: policy == .column && flag(.isAlignToGrid), direction: direction
            ))
        case .anchor:
            return .anchor(AnchorLayout(margins: margins, direction: direction))
        case .root:
            return .root(RootLayout(topPadding: number(.topPadding) ?? 0, bottomPadding: number(.bottomPadding) ?? 0))
        case .stack:
            return .stack(StackLayout(
                axis: name(.axis) == "vertical" ? .vertical : .horizontal,
                alignment: name(.alignment).flatMap(StackLayout.Alignment.init) ?? .fill,
                distribution: name(.distribution).flatMap(StackLayout.Distribution.init) ?? .fill,
                spacing: number(.spacing) ?? 0, isBaselineRelativeArrangement: flag(.isBaselineRelativeArrangement),
                margins: flag(.isLayoutMarginsRelativeArrangement) ? stackMargins(value) : .zero, direction: direction
            ))
        case .scroll:
            return .scroll(ScrollLayout(isFitToWidth: flag(.isFitToWidth), isFitToHeight: flag(.isFitToHeight), contentInset: insets))
        case .absolute, .spacer, .table, .collection, .navigation, .tabs:
            return .absolute
        }
    }

    /// A stack's layout margins: `directionalLayoutMargins`, else `layoutMargins`, else
    /// UIKit's default of 8 on every edge.
    private static func stackMargins(_ value: (EngineKey) -> Value?) -> DirectionalEdgeInsets {
        if case let .structure(_, members)? = value(.directionalLayoutMargins) {
            func member(_ name: String) -> Double { members[name]?.numberValue ?? 0 }
            return DirectionalEdgeInsets(top: member("top"), leading: member("leading"), bottom: member("bottom"), trailing: member("trailing"))
        }
        if let insets = NodeContent.insets(value(.layoutMargins)) {
            return DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        }
        return DirectionalEdgeInsets(margin: 8)
    }
}
