import TrellisRegistry

/// Draws a ``LayoutResult`` as an SVG preview: what `trellis render` writes.
///
/// Every visible node is drawn in IR order (parents under their children, later siblings
/// on top), each in a group translated to its frame's origin, so the document mirrors the
/// view tree. Per node, from the bottom up:
///
/// * `backgroundColor` (or `layer.backgroundColor`) filling the frame, rounded by
///   `layer.cornerRadius`;
/// * the component's content: text for labels, buttons, text fields and text views (see
///   below), a crossed placeholder for image views, a track and knob for switches,
///   segments for segmented controls;
/// * `layer.borderWidth` in `layer.borderColor` (black by default), drawn inside the frame
///   as Core Animation draws it;
/// * with ``showsDebugOutlines``, a dashed outline labelled with the component and id
///   (`UILabel #title`), on top of the node's children, and a blue mark for each of its
///   constraints (see `ConstraintMarks`).
///
/// A node whose `isHidden` (or `layer.isHidden`) is true, whose `alpha` (times
/// `layer.opacity`) is 0, or a Lima child with `isDisplayable` false is not drawn, nor are
/// its children; other alphas multiply down the tree into every color drawn. Nothing is
/// clipped.
///
/// Text is drawn only in a text box with an area (a zero-width label shows nothing in
/// UIKit either), wrapped with ``TextMeasurer`` exactly as layout measured it: the node's font
/// (the registry's default size when unset; 15 points for button titles, 12 for text views,
/// 13 for segment titles, as UIKit), wrapped at the width of the node's text box unless it
/// is limited to one line, cut to `numberOfLines`:
///
/// | component | text, color | box and alignment |
/// | --- | --- | --- |
/// | `UILabel`, and other components with a `text` or `title` | `attributedText` (markup shown as its visible text), `text` or `title`; `textColor`, else black | the frame, lines centered vertically, `textAlignment` (natural by default) |
/// | `UIButton` | the selected title when `isSelected`, else `normalTitle`/`title` (attributed first); `titleColor` for that state, else `tintColor`, else system blue | the frame inset by `contentEdgeInsets`, one line, centered |
/// | `UITextField` | `text`, or else `placeholder` in UIKit's placeholder grey; bullets when `isSecureTextEntry` | the frame inset 7 points at the sides for `roundedRect` borders, one line, centered vertically |
/// | `UITextView` | `text`; `textColor`, else black | the frame inset by `textContainerInset` (default 8 above and below, 5 at the sides), from the top |
///
/// Output is deterministic: the same result always gives byte-identical SVG.
public struct PreviewRenderer: Sendable {
    /// Measures and wraps text.
    public var textMeasurer: TextMeasurer
    /// The font size of text whose font is unset (the registry's `fonts.defaultSize`).
    public var defaultFontSize: Double
    /// Which way natural text alignment points (the direction the result was laid out in).
    public var direction: LayoutDirection
    /// Whether to outline every node and label it with its component and id.
    public var showsDebugOutlines: Bool

    /// A renderer; `defaultFontSize` should be the registry's `fonts.defaultSize` and
    /// `direction` the ``LayoutOptions/direction`` the result was laid out with.
    public init(
        defaultFontSize: Double = 17, direction: LayoutDirection = .leftToRight, showsDebugOutlines: Bool = false,
        textMeasurer: TextMeasurer = TextMeasurer()
    ) {
        self.textMeasurer = textMeasurer
        self.defaultFontSize = defaultFontSize
        self.direction = direction
        self.showsDebugOutlines = showsDebugOutlines
    }

    /// The SVG document of `result`: as large as the size it was laid out in, ending in a
    /// newline.
    public func render(_ result: LayoutResult) -> String {
        var writer = SVGWriter(size: result.size)
        guard result.nodeCount > 0 else { return writer.finish() }

        // An explicit stack instead of recursion: templates may nest deeply.
        enum Step {
            case enter(index: Int, opacity: Double)
            case exit(EvaluatedNode)
        }
        var steps: [Step] = [.enter(index: 0, opacity: 1)]
        while let step = steps.popLast() {
            switch step {
            case let .enter(index, inheritedOpacity):
                let node = result.node(index)
                let look = PreviewNode(node)
                let opacity = inheritedOpacity * look.opacity
                guard look.isVisible, opacity > 0 else { continue }
                writer.beginGroup(offset: node.frame.origin)
                draw(look, opacity: opacity, into: &writer)
                steps.append(.exit(node))
                for child in node.children.reversed() where child > index && child < result.nodeCount {
                    steps.append(.enter(index: child, opacity: opacity))
                }
            case let .exit(node):
                if showsDebugOutlines {
                    writer.debugOutline(Rect(origin: .zero, size: node.frame.size), label: Self.debugLabel(node))
                    for mark in ConstraintMarks(result: result, direction: direction).marks(of: node.index) {
                        writer.constraintMark(from: mark.from, to: mark.to, label: mark.label, isPinned: mark.isPinned)
                    }
                }
                writer.endGroup()
            }
        }
        return writer.finish()
    }

    /// `UILabel #title`, or the component alone for a node without an id.
    static func debugLabel(_ node: EvaluatedNode) -> String {
        node.id.map { "\(node.component) #\($0)" } ?? node.component
    }

    /// Draws one node in its own coordinates: background, content, border.
    private func draw(_ look: PreviewNode, opacity: Double, into writer: inout SVGWriter) {
        let bounds = Rect(origin: .zero, size: look.node.frame.size)
        let radius = look.cornerRadius
        if let background = look.backgroundColor {
            writer.rect(bounds, fill: background.faded(by: opacity), cornerRadius: radius)
        }
        PreviewContent(look: look, renderer: self, opacity: opacity).draw(in: bounds, into: &writer)
        if look.borderWidth > 0 {
            let width = min(look.borderWidth, bounds.width.layoutLength / 2, bounds.height.layoutLength / 2)
            let half = width / 2
            writer.rect(
                bounds.inset(by: EdgeInsets(all: half)), fill: nil, stroke: look.borderColor.faded(by: opacity), strokeWidth: width,
                cornerRadius: max(0, radius - half)
            )
        }
    }
}

extension RGBAColor {
    /// The color with its alpha multiplied by `opacity`.
    func faded(by opacity: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * min(1, opacity.layoutLength))
    }
}
