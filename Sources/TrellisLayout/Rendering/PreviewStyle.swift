import TrellisRegistry

/// What ``PreviewRenderer`` draws for one node, as values rather than SVG: for a preview
/// that draws views itself (the `trellis preview` page), so that it shows what
/// `trellis render` shows.
///
/// Colors are the node's own, not faded by its or its ancestors' opacity (``opacity`` says
/// how transparent the node itself is); a value that draws nothing is `nil`.
public struct PreviewStyle: Sendable, Hashable {
    /// Whether the node is drawn at all: not hidden, not taken out of a Lima container.
    /// The renderer draws neither it nor its children otherwise.
    public var isVisible: Bool
    /// `alpha × layer.opacity`, 0…1.
    public var opacity: Double
    /// The fill of the frame.
    public var backgroundColor: RGBAColor?
    /// The text shown: a label's text, a button's title for its state, a text field's text
    /// (bullets when secure) or placeholder, a text view's text.
    public var text: String?
    /// The color ``text`` is drawn in (placeholder grey for a placeholder).
    public var textColor: RGBAColor?
    /// The font ``text`` is drawn in, defaults applied.
    public var font: FontSpec?
    /// How ``text`` is aligned in its box.
    public var textAlignment: SVGWriter.TextAlignment?
    /// `layer.cornerRadius`, when above 0.
    public var cornerRadius: Double?
    /// `layer.borderWidth`, when above 0.
    public var borderWidth: Double?
    /// `layer.borderColor` (black when unset) when there is a border.
    public var borderColor: RGBAColor?
    /// The image an image view (or a button without a title) shows.
    public var image: String?

    /// The style of `node` drawn by `renderer` (whose default font size applies to text
    /// without a font).
    public init(node: EvaluatedNode, renderer: PreviewRenderer) {
        let look = PreviewNode(node)
        let content = PreviewContent(look: look, renderer: renderer, opacity: 1)
        isVisible = look.isVisible
        opacity = look.opacity
        backgroundColor = look.backgroundColor
        let shown = content.shownText.flatMap { $0.text?.isEmpty == false ? $0 : nil }
        text = shown?.text
        textColor = shown?.color
        font = shown?.font
        textAlignment = shown?.alignment
        cornerRadius = look.cornerRadius > 0 ? look.cornerRadius : nil
        borderWidth = look.borderWidth > 0 ? look.borderWidth : nil
        borderColor = look.borderWidth > 0 ? look.borderColor : nil
        image = content.imageName
    }
}
