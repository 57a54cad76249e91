/// An image by asset or file name (`default-avatar`, `MyBundle:MyImage`); a backend
/// loads it.
public struct Image: Sendable, Hashable {
    /// The asset or file name.
    public var name: String

    /// Names an image.
    public init(name: String) {
        self.name = name
    }
}

extension Image: TemplateValueConvertible {
    /// The image as a value of the expression language.
    public var templateValue: TemplateValue { .image(name) }
}
