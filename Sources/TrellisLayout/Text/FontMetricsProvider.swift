import Foundation
import TrellisDiagnostics

/// Where ``TextMeasurer`` gets face metrics: font files from a directory the caller names,
/// else the tables committed in `Text/MetricTables/`.
///
/// ``builtin`` uses only the committed tables, so it measures identically on every
/// platform. ``loading(fontDirectory:)`` reads each face's `.ttf` file (`DejaVuSans.ttf`,
/// …, see ``FontFace/fileName``) from the directory; a face whose file is absent keeps its
/// committed table.
public struct FontMetricsProvider: Sendable {
    private let loaded: [FontFace: FaceMetrics]

    /// The committed tables only.
    public static let builtin = FontMetricsProvider(loaded: [:])

    private init(loaded: [FontFace: FaceMetrics]) {
        self.loaded = loaded
    }

    /// Reads the faces found in `fontDirectory` (for example
    /// `/usr/share/fonts/truetype/dejavu`), recording every code point each font maps.
    ///
    /// Never fails: a directory that does not exist gives a warning, and a file that cannot
    /// be read or is not a valid font gives an error naming it; both fall back to the
    /// committed tables.
    public static func loading(fontDirectory: String) -> (provider: FontMetricsProvider, diagnostics: [Diagnostic]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: fontDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
            let message = "font directory '\(fontDirectory)' does not exist; using the built-in metric tables"
            return (.builtin, [.warning(.fontMetrics, message, at: nil)])
        }
        var loaded: [FontFace: FaceMetrics] = [:]
        var diagnostics: [Diagnostic] = []
        for face in FontFace.allCases {
            let path = (fontDirectory as NSString).appendingPathComponent(face.fileName)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.append(.error(.fontMetrics, "cannot read font file '\(path)'; using the built-in metric table", at: nil))
                continue
            }
            do throws(FontFileError) {
                loaded[face] = try FaceMetrics(name: face.rawValue, fontFile: [UInt8](data))
            } catch {
                diagnostics.append(
                    .error(.fontMetrics, "invalid font file '\(path)': \(error.message); using the built-in metric table", at: nil))
            }
        }
        return (FontMetricsProvider(loaded: loaded), diagnostics)
    }

    /// The faces read from font files (the rest use committed tables), in declaration order.
    public var facesLoadedFromFiles: [FontFace] {
        FontFace.allCases.filter { loaded[$0] != nil }
    }

    /// The metrics of `face`.
    public func metrics(for face: FontFace) -> FaceMetrics {
        // Most providers load nothing: skip hashing the face for an empty lookup.
        loaded.isEmpty ? face.builtinMetrics : loaded[face] ?? face.builtinMetrics
    }

    /// The metrics of the face `font` maps to (see ``FontFace/init(for:)``).
    public func metrics(for font: FontSpec) -> FaceMetrics {
        metrics(for: FontFace(for: font))
    }
}
