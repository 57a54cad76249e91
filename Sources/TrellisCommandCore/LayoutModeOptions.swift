import ArgumentParser
import TrellisRegistry

/// The option of the commands that lay templates out (`layout`, `render`, `snapshot`,
/// `preview`) choosing Layout's layout mode.
public struct LayoutModeOptions: ParsableArguments {
    /// Whether `right` and `bottom` are coordinates of the far edges, measured from the left
    /// and top edges, as in Layout's legacy mode (`--legacy-layout`), or not
    /// (`--no-legacy-layout`); `nil` when neither is given.
    @Flag(
        name: .customLong("legacy-layout"),
        inversion: .prefixedNo,
        exclusivity: .chooseLast,
        help: ArgumentHelp(
            "Layout's legacy mode, its default unless the app sets LayoutNode.useLegacyLayoutMode = false: "
                + "right and bottom are measured from the left and top edges. Without either flag, "
                + "the nearest .trellis.yml's legacy-layout decides (default: the new mode)."))
    public var legacyLayout: Bool?

    public init() {}

    /// Whether templates are laid out in Layout's legacy mode: as the flag says, else as the
    /// `legacy-layout` of `configuration` (the nearest `.trellis.yml`), else not.
    public func isLegacy(configuredBy configuration: TrellisConfiguration?) -> Bool {
        legacyLayout ?? configuration?.legacyLayout ?? false
    }
}
