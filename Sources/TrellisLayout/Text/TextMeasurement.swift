/// The result of measuring text: its size, its lines and where its baselines are.
public struct TextMeasurement: Hashable, Sendable {
    /// The size UIKit's `sizeThatFits` would report: the widest line and the line count
    /// times the line height, each rounded up to a whole point (the width never exceeds a
    /// `maxWidth` the lines fit in).
    public var size: Size
    /// The laid-out lines, top to bottom (after `numberOfLines` truncation).
    public var lines: [TextLine]
    /// `(ascender − descender + lineGap) × size / unitsPerEm`, unrounded.
    public var lineHeight: Double
    /// Distance from the top of the text to the first line's baseline (the scaled ascender).
    public var firstBaseline: Double
    /// Distance from the top of the text to the last line's baseline.
    public var lastBaseline: Double

    public init(size: Size, lines: [TextLine], lineHeight: Double, firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.lines = lines
        self.lineHeight = lineHeight
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// One laid-out line of text.
public struct TextLine: Hashable, Sendable {
    /// The line's characters, without the spaces at a wrap and without trailing spaces.
    public var text: String
    /// The advance width of `text` in points, unrounded.
    public var width: Double
    /// Distance from the top of the text to this line's baseline.
    public var baseline: Double

    public init(text: String, width: Double, baseline: Double) {
        self.text = text
        self.width = width
        self.baseline = baseline
    }
}

/// The size and baselines of measured text, without its lines
/// (``TextMeasurer/measureSize(_:font:maxWidth:numberOfLines:)``).
public struct TextSize: Hashable, Sendable {
    /// As ``TextMeasurement/size``.
    public var size: Size
    /// As ``TextMeasurement/firstBaseline``.
    public var firstBaseline: Double
    /// As ``TextMeasurement/lastBaseline``.
    public var lastBaseline: Double

    public init(size: Size, firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}
