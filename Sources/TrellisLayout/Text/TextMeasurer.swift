/// Measures text the way a `UILabel` sizes itself, with real font metrics.
///
/// Rules:
/// * The face comes from ``FontFace/init(for:)``; each Unicode scalar advances by its
///   advance width (tabs as a space; other control characters by 0). No kerning, no
///   ligatures, no shaping: measurement is the sum of advances, in integer font units,
///   scaled by `size / unitsPerEm` once per line.
/// * Lines break as `LineBreaker` describes: at explicit newlines, and, with a
///   `maxWidth`, at spaces, breaking a word longer than a line between scalars.
/// * `numberOfLines` > 0 keeps only that many lines (UIKit's truncation; no ellipsis is
///   measured); 0 or less is unlimited.
/// * The line height is `(ascender − descender + lineGap) × size / unitsPerEm`; the first
///   baseline is at the scaled ascender below the top, each later one a line height lower.
/// * Sizes are rounded **up to whole points**, as a conservative `sizeThatFits`:
///   `width = ceil(widest line)` (capped at `maxWidth` when every line fits it) and
///   `height = ceil(lines × lineHeight)`. Baselines and line widths are not rounded.
/// * Empty text has no lines and measures `0 × 0`; its baselines are at the ascender.
public struct TextMeasurer: Sendable {
    /// Where face metrics come from.
    public var fonts: FontMetricsProvider

    public init(fonts: FontMetricsProvider = .builtin) {
        self.fonts = fonts
    }

    /// Measures `text` set in `font`, wrapped to `maxWidth` points (`nil`, NaN or infinity:
    /// no wrapping; negative: 0) and limited to `numberOfLines` lines.
    public func measure(_ text: String, font: FontSpec, maxWidth: Double? = nil, numberOfLines: Int = 0) -> TextMeasurement {
        let metrics = fonts.metrics(for: font)
        let scale = font.size.layoutLength / Double(metrics.unitsPerEm)
        let lineHeight = Double(metrics.ascender - metrics.descender + metrics.lineGap) * scale
        let ascent = Double(metrics.ascender) * scale
        guard !text.isEmpty else {
            return TextMeasurement(size: .zero, lines: [], lineHeight: lineHeight, firstBaseline: ascent, lastBaseline: ascent)
        }

        // One pass over the scalars: kind, advance and UTF-8 offset of each.
        let bytes = Array(text.utf8)
        var kinds: [LineBreaker.ScalarKind] = []
        var advances: [Int] = []
        var offsets: [Int] = []
        kinds.reserveCapacity(bytes.count)
        advances.reserveCapacity(bytes.count)
        offsets.reserveCapacity(bytes.count + 1)
        let spaceAdvance = metrics.advance(of: 0x20)
        var offset = 0
        for scalar in text.unicodeScalars {
            let kind = LineBreaker.kind(of: scalar)
            kinds.append(kind)
            offsets.append(offset)
            offset += UTF8.width(scalar)
            switch kind {
            case .space: advances.append(spaceAdvance)
            case .visible: advances.append(scalar.value < 0x20 || scalar.value == 0x7F ? 0 : metrics.advance(of: scalar.value))
            case .lineFeed, .carriageReturn, .separator: advances.append(0)
            }
        }
        offsets.append(offset)

        let limit = maxWidth.layoutLimit
        let breaker = LineBreaker(
            advances: advances,
            kinds: kinds,
            fits: { units in limit.map { Double(units) * scale <= $0 + 1e-9 } ?? true },
            maxLines: numberOfLines > 0 ? numberOfLines : nil
        )
        var lines: [TextLine] = []
        var widest = 0.0
        for (index, line) in breaker.lines().enumerated() {
            let width = Double(line.units) * scale
            widest = max(widest, width)
            let text = String(decoding: bytes[offsets[line.range.lowerBound]..<offsets[line.range.upperBound]], as: UTF8.self)
            lines.append(TextLine(text: text, width: width, baseline: ascent + Double(index) * lineHeight))
        }

        var width = Self.roundedUp(widest)
        if let limit, widest <= limit + 1e-9 { width = min(width, limit) }
        let height = Self.roundedUp(Double(lines.count) * lineHeight)
        return TextMeasurement(
            size: Size(width: width, height: height),
            lines: lines,
            lineHeight: lineHeight,
            firstBaseline: ascent,
            lastBaseline: lines.last?.baseline ?? ascent
        )
    }

    /// The size and baselines ``measure(_:font:maxWidth:numberOfLines:)`` reports, without
    /// building the lines: text on one line that fits (the common case of labels) is summed
    /// in one pass over its scalars with no allocation; other text is measured in full.
    public func measureSize(_ text: String, font: FontSpec, maxWidth: Double? = nil, numberOfLines: Int = 0) -> TextSize {
        let metrics = fonts.metrics(for: font)
        let scale = font.size.layoutLength / Double(metrics.unitsPerEm)
        let lineHeight = Double(metrics.ascender - metrics.descender + metrics.lineGap) * scale
        let ascent = Double(metrics.ascender) * scale
        guard !text.isEmpty else { return TextSize(size: .zero, firstBaseline: ascent, lastBaseline: ascent) }
        var units = 0
        var trailingSpaces = 0
        let spaceAdvance = metrics.advance(of: 0x20)
        // ASCII text (the common case) is summed over its bytes, each byte a scalar, with
        // the advances of the first range (the tables' first covers ASCII) read directly.
        let firstRange = metrics.advanceRanges.first
        var isASCII = true
        bytes: for byte in text.utf8 {
            switch byte {
            case 0x20, 0x09:
                units += spaceAdvance
                trailingSpaces += spaceAdvance
            case 0x0A, 0x0D:
                let full = measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
                return TextSize(size: full.size, firstBaseline: full.firstBaseline, lastBaseline: full.lastBaseline)
            case 0x80...:
                isASCII = false
                break bytes
            default:
                if byte >= 0x20, byte != 0x7F {
                    let codePoint = UInt32(byte)
                    if let firstRange, codePoint >= firstRange.firstCodePoint,
                       codePoint - firstRange.firstCodePoint < UInt32(firstRange.advances.count)
                    {
                        units += Int(firstRange.advances[Int(codePoint - firstRange.firstCodePoint)])
                    } else {
                        units += metrics.advance(of: codePoint)
                    }
                }
                trailingSpaces = 0
            }
        }
        if !isASCII {
            units = 0
            trailingSpaces = 0
            for scalar in text.unicodeScalars {
                switch LineBreaker.kind(of: scalar) {
                case .space:
                    units += spaceAdvance
                    trailingSpaces += spaceAdvance
                case .visible:
                    units += scalar.value < 0x20 || scalar.value == 0x7F ? 0 : metrics.advance(of: scalar.value)
                    trailingSpaces = 0
                case .lineFeed, .carriageReturn, .separator:
                    let full = measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
                    return TextSize(size: full.size, firstBaseline: full.firstBaseline, lastBaseline: full.lastBaseline)
                }
            }
        }
        let widest = Double(units - trailingSpaces) * scale
        let limit = maxWidth.layoutLimit
        if let limit, Double(units - trailingSpaces) * scale > limit + 1e-9 {
            let full = measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
            return TextSize(size: full.size, firstBaseline: full.firstBaseline, lastBaseline: full.lastBaseline)
        }
        var width = Self.roundedUp(widest)
        if let limit { width = min(width, limit) }
        return TextSize(size: Size(width: width, height: Self.roundedUp(lineHeight)), firstBaseline: ascent, lastBaseline: ascent)
    }

    /// `ceil`, ignoring floating-point noise below 1e-9 (so 20.000000000001 is 20).
    static func roundedUp(_ value: Double) -> Double {
        max(0, (value - 1e-9).rounded(.up))
    }
}
