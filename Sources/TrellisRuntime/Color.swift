import TrellisExpressions
import TrellisRegistry

/// A color with red, green, blue and alpha components from 0 to 1, as manifests and
/// templates spell colors; a backend maps it to its own color type.
public struct Color: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a color from components between 0 and 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

extension Color: TemplateValueConvertible {
    /// The color as a value of the expression language.
    public var templateValue: TemplateValue {
        .color(RGBAColor(red: red, green: green, blue: blue, alpha: alpha))
    }
}
