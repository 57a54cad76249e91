import TrellisExpressions

/// An image by asset or file name (`default-avatar`, `MyBundle:MyImage`), or one of UIKit's
/// standard images (`UIImage.checkmark`); a backend loads it.
public struct Image: Sendable, Hashable {
    /// The asset or file name, or `UIImage.` and the class property of a standard image.
    public var name: String

    /// The UIImage class property this image is when the template names one of UIKit's
    /// standard images (`checkmark` for `{UIImage.checkmark}` or `{UIImage.checkmarkImage}`):
    /// a backend shows that property's image (`UIImage.checkmark`). `nil` for an asset's or a
    /// file's name.
    public var standardImageProperty: String? { StandardImages.property(ofImageNamed: name) }

    /// Names an image.
    public init(name: String) {
        self.name = name
    }
}

extension Image: TemplateValueConvertible {
    /// The image as a value of the expression language.
    public var templateValue: TemplateValue { .image(name) }
}
