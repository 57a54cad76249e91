/// The edges of an `LMAnchorView` a child is pinned to (Lima's `LMAnchor`).
public struct Anchor: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let top = Anchor(rawValue: 1 << 0)
    public static let bottom = Anchor(rawValue: 1 << 1)
    public static let left = Anchor(rawValue: 1 << 2)
    public static let right = Anchor(rawValue: 1 << 3)
    public static let leading = Anchor(rawValue: 1 << 4)
    public static let trailing = Anchor(rawValue: 1 << 5)
    /// Every edge, as the Lima manifest's `all` (top, bottom, leading, trailing).
    public static let all: Anchor = [.top, .bottom, .leading, .trailing]

    /// The option named `name` as the `LMAnchor` manifest type spells it (`top`, …,
    /// `none`, `all`), or `nil`.
    public init?(named name: String) {
        switch name {
        case "top": self = .top
        case "bottom": self = .bottom
        case "left": self = .left
        case "right": self = .right
        case "leading": self = .leading
        case "trailing": self = .trailing
        case "none": self = []
        case "all": self = .all
        default: return nil
        }
    }
}
