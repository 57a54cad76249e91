/// Which way `leading` and `trailing` point.
public enum LayoutDirection: String, Hashable, Codable, Sendable, CaseIterable {
    /// Leading is the left edge (the default).
    case leftToRight
    /// Leading is the right edge.
    case rightToLeft
}

/// The direction children of a row, column or stack are laid out along.
public enum Axis: String, Hashable, Codable, Sendable, CaseIterable {
    case horizontal
    case vertical
}
