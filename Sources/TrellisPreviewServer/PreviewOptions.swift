/// What `trellis preview` serves and where.
public struct PreviewOptions: Sendable {
    /// Template files and folders (the served paths); `.` when empty.
    public var paths: [String]
    /// Manifests, or folders of manifests, loaded after the built-in ones.
    public var components: [String]
    /// Template roots (`--root`); the folder of each path when empty.
    public var roots: [String]
    /// Asset catalogs color and image names are checked against.
    public var assets: [String]
    /// A `Localizable.strings` file `strings.Key` references are checked against.
    public var strings: String?
    /// The address the server binds to.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// Whether every layout is computed in Layout's legacy mode (`--legacy-layout`): `right`
    /// and `bottom` are measured from the left and top edges.
    public var isLegacyLayoutMode: Bool
    /// How long the watched files must be quiet before a burst of saves is pushed.
    public var quietPeriod: Duration

    public init(
        paths: [String] = [], components: [String] = [], roots: [String] = [], assets: [String] = [], strings: String? = nil,
        host: String = "127.0.0.1", port: Int = 8765, isLegacyLayoutMode: Bool = false, quietPeriod: Duration = .milliseconds(30)
    ) {
        self.paths = paths.isEmpty ? ["."] : paths
        self.components = components
        self.roots = roots
        self.assets = assets
        self.strings = strings
        self.host = host
        self.port = port
        self.isLegacyLayoutMode = isLegacyLayoutMode
        self.quietPeriod = quietPeriod
    }
}
