@testable import TrellisLayout

/// Writes a face's metrics as the Swift source committed in
/// `Sources/TrellisLayout/Text/MetricTables/` (see `MetricTableTests`).
enum MetricTableGenerator {
    /// The Swift identifier of a face's table: `DejaVuSans-BoldOblique` → `dejaVuSansBoldOblique`.
    static func identifier(of face: FontFace) -> String {
        let name = face.rawValue.replacingOccurrences(of: "-", with: "")
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// The source file name of a face's table: `DejaVuSansBoldOblique.swift`.
    static func fileName(of face: FontFace) -> String {
        face.rawValue.replacingOccurrences(of: "-", with: "") + ".swift"
    }

    static func source(for face: FontFace, metrics: FaceMetrics) -> String {
        var lines: [String] = [
            "// Generated from \(face.fileName) by MetricTableGenerator (Tests/TrellisLayoutTests); do not edit.",
            "// Regenerate with `TRELLIS_WRITE_METRIC_TABLES=1 swift test --filter MetricTableTests`.",
            "",
            "extension MetricTables {",
            "    /// Metrics of `\(face.fileName)`.",
            "    static let \(identifier(of: face)) = FaceMetrics(",
            "        name: \"\(metrics.name)\",",
            "        unitsPerEm: \(metrics.unitsPerEm),",
            "        ascender: \(metrics.ascender),",
            "        descender: \(metrics.descender),",
            "        lineGap: \(metrics.lineGap),",
            "        defaultAdvance: \(metrics.defaultAdvance),",
            "        advanceRanges: [",
        ]
        for range in metrics.advanceRanges {
            lines.append("            FaceMetrics.AdvanceRange(firstCodePoint: 0x\(hex(range.firstCodePoint)), advances: [")
            var index = 0
            while index < range.advances.count {
                let row = range.advances[index..<min(index + 16, range.advances.count)]
                lines.append("                " + row.map(String.init).joined(separator: ", ") + ",")
                index += 16
            }
            lines.append("            ]),")
        }
        lines += ["        ]", "    )", "}", ""]
        return lines.joined(separator: "\n")
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
