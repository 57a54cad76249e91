/// The manifests shipped in `Components/`, compiled into the binary as string literals
/// (`BuiltinManifestTexts.swift`, written by `Scripts/embed-builtin-manifests.sh`).
///
/// Not a resource read at start: the `trellis` tool runs from the build folder, from a
/// plugin and from an artifact bundle, and a literal needs no file beside it. Not SwiftPM's
/// `.embedInCode` either: its `[UInt8]` array literals (250 kB of source) took 6 s to
/// type-check, where string literals of the same text take milliseconds. Not a build tool
/// plugin: SwiftPM does not run build tool plugins for modules it builds as the tool of
/// another plugin (swiftlang/swift-package-manager#7936), and the `trellis` tool that the
/// TrellisPlugin runs depends on this module.
public enum BuiltinManifests {
    /// What the pseudo-paths of the built-in manifests start with: `<builtin>/`.
    public static let pathPrefix = "<builtin>/"

    /// Each built-in manifest as a pseudo-path (`<builtin>/UIKit.yaml`) and its YAML text.
    public static let sources: [(path: String, text: String)] = files.map { file in
        (pathPrefix + file.name, file.text)
    }
}
