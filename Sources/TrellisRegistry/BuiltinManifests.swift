/// The manifests shipped in `Components/`, embedded in the binary at build time.
public enum BuiltinManifests {
    /// Each built-in manifest as a pseudo-path (`<builtin>/UIKit.yaml`) and its YAML text.
    public static var sources: [(path: String, text: String)] {
        BuiltinManifestSources.all.map { ("<builtin>/\($0.name)", $0.text) }
    }
}
