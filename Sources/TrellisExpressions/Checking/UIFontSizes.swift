/// UIFont's class properties that are sizes rather than fonts, with their iOS values in
/// points. Layout reads `UIFont.systemFontSize` as it reads any class property of a type
/// (LayoutExpression.swift's `staticConstant(for:)` takes `type.value(forKeyPath: tail)`),
/// so each is a number (`font="{UIFont.systemFontSize} bold"`), not a named font.
enum UIFontSizes {
    /// The sizes, by property name.
    static let byProperty: [String: Double] = [
        "buttonFontSize": 18,
        "labelFontSize": 17,
        "smallSystemFontSize": 12,
        "systemFontSize": 14,
    ]
}
