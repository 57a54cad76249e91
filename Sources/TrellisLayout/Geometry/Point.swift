/// A position in points; `y` grows downwards, as in UIKit.
public struct Point: Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
