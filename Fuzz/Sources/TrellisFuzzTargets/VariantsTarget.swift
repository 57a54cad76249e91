import Foundation
import TrellisPreviewing

/// A template's sample-data variants (`Name.preview.json`) read from a file as `trellis
/// layout --variant` and the preview server read them, then each variant looked up.
enum VariantsTarget {
    /// The template whose variants file each input is written to (one per process:
    /// libFuzzer runs inputs one at a time).
    static let template = NSTemporaryDirectory() + "trellis-fuzz-\(ProcessInfo.processInfo.processIdentifier).xml"

    static func run(_ bytes: [UInt8]) {
        guard FileManager.default.createFile(atPath: PreviewVariants.path(forTemplate: template), contents: Data(bytes)),
              case let .success(variants) = PreviewVariants.load(forTemplate: template) else { return }
        for name in variants.variants.keys {
            _ = variants.variant(named: name)
        }
        _ = variants.variant(named: "missing")
    }
}
