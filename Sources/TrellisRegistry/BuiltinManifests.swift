/// The manifests shipped in `Components/`, embedded in the binary at build time by
/// SwiftPM's `.embedInCode` resource rule (`Sources/TrellisRegistry/Components` links to
/// the top-level folder).
///
/// Not a build tool plugin: SwiftPM does not run build tool plugins for modules it builds
/// as the tool of another plugin (swiftlang/swift-package-manager#7936), and the `trellis`
/// tool that the TrellisPlugin runs depends on this module. The price: the `[UInt8]`
/// literals SwiftPM generates take about ten seconds to type-check (70 kB of YAML), paid
/// only when this module is rebuilt.
public enum BuiltinManifests {
    /// Every built-in manifest file, in load order (file-name order). A test checks that
    /// it names every `Components/*.yaml`.
    private static let files: [(name: String, bytes: [UInt8])] = [
        ("AVKit.yaml", PackageResources.AVKit_yaml),
        ("Core.yaml", PackageResources.Core_yaml),
        ("GLKit.yaml", PackageResources.GLKit_yaml),
        ("Lima.yaml", PackageResources.Lima_yaml),
        ("MapKit.yaml", PackageResources.MapKit_yaml),
        ("SceneKit.yaml", PackageResources.SceneKit_yaml),
        ("SpriteKit.yaml", PackageResources.SpriteKit_yaml),
        ("UIKit-Bars.yaml", PackageResources.UIKit_Bars_yaml),
        ("UIKit-Controllers.yaml", PackageResources.UIKit_Controllers_yaml),
        ("UIKit-Controls.yaml", PackageResources.UIKit_Controls_yaml),
        ("UIKit-Lists.yaml", PackageResources.UIKit_Lists_yaml),
        ("UIKit-Types.yaml", PackageResources.UIKit_Types_yaml),
        ("UIKit-Views.yaml", PackageResources.UIKit_Views_yaml),
        ("WebKit.yaml", PackageResources.WebKit_yaml),
    ]

    /// Each built-in manifest as a pseudo-path (`<builtin>/UIKit.yaml`) and its YAML text.
    public static let sources: [(path: String, text: String)] = files.map { file in
        ("<builtin>/\(file.name)", String(decoding: file.bytes, as: UTF8.self))
    }
}
