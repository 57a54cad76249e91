/// Fixed number formatting for SVG output: at most two decimals, no trailing zeros, no
/// exponent, no `-0`, so the same layout always gives byte-identical files.
enum SVGNumber {
    /// `12`, `12.5`, `0.33`, `-4.25`; NaN and infinities are `0`; magnitudes are capped at 1e9.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((min(max(value, -1e9), 1e9) * 100).rounded())
        guard hundredths != 0 else { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        switch fraction {
        case 0: return "\(sign)\(whole)"
        case let tenths where tenths % 10 == 0: return "\(sign)\(whole).\(tenths / 10)"
        case let digits where digits < 10: return "\(sign)\(whole).0\(digits)"
        default: return "\(sign)\(whole).\(fraction)"
        }
    }
}
