/// One value per axis, stored inline: a node's per-axis cells and lists are fixed pairs,
/// and an array of two would cost an allocation per node and field.
struct PerAxis<Element> {
    var horizontal: Element
    var vertical: Element

    init(_ horizontal: Element, _ vertical: Element) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The value of the axis with ``Axis/index`` `index` (0 horizontal, 1 vertical).
    subscript(_ index: Int) -> Element {
        get { index == 0 ? horizontal : vertical }
        set {
            if index == 0 { horizontal = newValue } else { vertical = newValue }
        }
    }
}

extension PerAxis: Sendable where Element: Sendable {}
