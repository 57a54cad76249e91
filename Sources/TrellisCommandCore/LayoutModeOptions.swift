import ArgumentParser

/// The option of the commands that lay templates out (`layout`, `render`, `snapshot`,
/// `preview`) choosing Layout's layout mode.
public struct LayoutModeOptions: ParsableArguments {
    /// Whether `right` and `bottom` are coordinates of the far edges, measured from the left
    /// and top edges, as in Layout's legacy mode (`--legacy-layout`).
    @Flag(
        name: .customLong("legacy-layout"),
        help: ArgumentHelp(
            "Layout's legacy mode, its default unless the app sets LayoutNode.useLegacyLayoutMode = false: "
                + "right and bottom are measured from the left and top edges."))
    public var legacyLayout = false

    public init() {}
}
