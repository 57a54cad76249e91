import TrellisLayout
import TrellisRegistry

/// One snapshot: a template laid out with one variant (or its defaults), at one size, in
/// one direction and appearance.
struct SnapshotCase {
    /// The template file as the compiler named it.
    var templatePath: String
    /// The sample-data variant, `nil` for the template's defaults.
    var variant: String?
    var size: Size
    var direction: LayoutDirection
    var appearance: Appearance

    /// The folder snapshots are written to: `__Snapshots__` beside the template.
    var folder: String {
        guard let slash = templatePath.lastIndex(of: "/") else { return "__Snapshots__" }
        return templatePath[..<slash] + "/__Snapshots__"
    }

    /// `Card.long-text.375x812.rtl.dark`: the template's name, the variant's
    /// ``fileName(ofVariant:)``, the size, direction and appearance.
    var baseName: String {
        let file = templatePath.split(separator: "/").last.map(String.init) ?? templatePath
        var name = file.hasSuffix(".xml") ? String(file.dropLast(4)) : file
        if let variant { name += "." + Self.fileName(ofVariant: variant) }
        return name + "." + LayoutSize.name(size) + "." + (direction == .rightToLeft ? "rtl" : "ltr") + "." + appearance.rawValue
    }

    /// A variant's name in file names: every character other than an ASCII letter, digit,
    /// `-` or `_` becomes `-`.
    static func fileName(ofVariant variant: String) -> String {
        String(variant.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
    }

    /// The JSON file of the frames and values.
    var jsonPath: String { folder + "/" + baseName + ".json" }
    /// The SVG preview.
    var svgPath: String { folder + "/" + baseName + ".svg" }
}
