/// The British spelling of UIKit's grays, which apps commonly add to UIColor as their own
/// colors (`lightGrey`, `darkGrey`, `grey`), so a name spelt so is no slip of the UIKit color.
enum BritishGrey {
    /// Whether `name` is `color` with its `gray` spelt `grey`, case aside: `lightGrey` and
    /// `DARKGREY` of `lightGray` and `darkGray`, but not `lightGrah`.
    static func isSpelling(_ name: String, of color: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("grey") && lowered.replacing("grey", with: "gray") == color.lowercased()
    }
}
