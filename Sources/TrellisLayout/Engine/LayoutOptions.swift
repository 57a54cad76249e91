import TrellisExpressions
import TrellisRegistry

/// How a ``LayoutEngine`` evaluates a template: direction, the meaning of `right` and
/// `bottom`, where intrinsic sizes come from, custom functions, localized strings, the safe
/// area and color assets.
public struct LayoutOptions: Sendable {
    /// Which way `leading` and `trailing` point (left-to-right by default).
    public var direction: LayoutDirection
    /// Layout's legacy layout mode: `right` and `bottom` are coordinates measured from the
    /// parent's left and top edges. Off by default: they are distances from the parent's
    /// right and bottom edges, as `leading` and `trailing` are.
    public var isLegacyLayoutMode: Bool
    /// Supplies the content size of leaf components (`auto`); the built-in provider measures
    /// text with font metrics.
    public var intrinsicSizeProvider: any IntrinsicSizeProvider
    /// Implementations of the custom functions the registry declares.
    public var functions: FunctionLibrary
    /// The table `strings.` keys are read from.
    public var strings: StringsTable?
    /// The safe area of the screen the template is shown on: every node's `safeAreaInsets`
    /// (Layout reports the view controller's insets on every view), and what scroll views add
    /// to their `contentInset` when they adjust it.
    public var safeAreaInsets: EdgeInsets
    /// Color assets by name, for color names the registry does not declare.
    public var colorAssets: [String: RGBAColor]
    /// What `systemSpacing`, `systemSiblingSpacing` and `systemParentSpacing` in constraints
    /// are (8, as GetLaid measured on iOS).
    public var systemSpacing: Double

    public init(
        direction: LayoutDirection = .leftToRight, isLegacyLayoutMode: Bool = false,
        intrinsicSizeProvider: any IntrinsicSizeProvider = BuiltinIntrinsicSizeProvider(),
        functions: FunctionLibrary = FunctionLibrary(), strings: StringsTable? = nil, safeAreaInsets: EdgeInsets = .zero,
        colorAssets: [String: RGBAColor] = [:], systemSpacing: Double = 8
    ) {
        self.direction = direction
        self.isLegacyLayoutMode = isLegacyLayoutMode
        self.intrinsicSizeProvider = intrinsicSizeProvider
        self.functions = functions
        self.strings = strings
        self.safeAreaInsets = safeAreaInsets
        self.colorAssets = colorAssets
        self.systemSpacing = systemSpacing
    }
}
