import TrellisRuntime

/// The Demo's design system. `Components/DesignSystem.yaml` declares its components,
/// colors and fonts; the TrellisPlugin generates public constants for the colors and fonts
/// (`Color.brand`, `Font.heading`) here, and loads the manifest for every target that
/// depends on this one, so their templates use `BadgeView` with no copy of the manifest.
public enum DesignSystem {
    /// The brand colors, in the order a theme picker lists them.
    public static let palette: [Color] = [.brand, .accent]
}
