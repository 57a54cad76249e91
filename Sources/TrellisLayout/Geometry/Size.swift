/// A width and a height in points.
///
/// The initializer stores what it is given; the layout functions of this module clamp
/// their inputs (see `Double.layoutLength`), so the sizes they return are finite and
/// never negative.
public struct Size: Hashable, Codable, Sendable {
    public var width: Double
    public var height: Double

    /// `0 × 0`.
    public static let zero = Size(width: 0, height: 0)

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Both dimensions clamped by `Double.layoutLength`: NaN, infinities and negative
    /// values become 0, values above 1e12 become 1e12.
    public var clamped: Size {
        Size(width: width.layoutLength, height: height.layoutLength)
    }
}
