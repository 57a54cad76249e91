import TrellisLayout
import TrellisPreviewing

/// The `--size WIDTHxHEIGHT` option: two positive decimal numbers (`375x812`, `320.5x568`)
/// joined by `x` or `X`, each at most 100,000 points.
enum LayoutSize {
    /// The largest width or height accepted.
    static let maximum = 100_000.0

    /// The size `text` spells, or `nil` when it is not two positive numbers joined by `x`.
    static func parse(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = dimension(parts[0]), let height = dimension(parts[1]) else { return nil }
        return Size(width: width, height: height)
    }

    /// `375x812`: each dimension in the shortest form ``LayoutJSON/number(_:)`` writes.
    static func name(_ size: Size) -> String {
        LayoutJSON.number(size.width) + "x" + LayoutJSON.number(size.height)
    }

    /// A decimal number written with digits and at most one point (no sign, exponent or
    /// spaces), above 0 and at most ``maximum``.
    private static func dimension(_ text: Substring) -> Double? {
        let isPlainDecimal = !text.isEmpty && text.utf8.allSatisfy { $0 == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            && text.utf8.filter { $0 == UInt8(ascii: ".") }.count <= 1
        guard isPlainDecimal, let value = Double(text), value > 0, value <= maximum else { return nil }
        return value
    }
}
