/// A frame: an origin and a size, in points.
///
/// Encoded flat, as `{"x": …, "y": …, "width": …, "height": …}`.
public struct Rect: Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(width: width, height: height) }
    public var minX: Double { x }
    public var minY: Double { y }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The rectangle inset by `insets` on each edge; a dimension that would become
    /// negative is 0.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left,
            y: y + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom)
        )
    }

    /// The rectangle mirrored horizontally inside a container `containerWidth` wide
    /// (how a left-to-right frame becomes its right-to-left counterpart).
    public func mirrored(inWidth containerWidth: Double) -> Rect {
        Rect(x: containerWidth - x - width, y: y, width: width, height: height)
    }
}
