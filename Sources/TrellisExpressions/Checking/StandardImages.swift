/// UIKit's standard images: the class properties of UIImage (iOS 13), which Layout reads as
/// `UIImage.checkmark` or, with its suffix, `UIImage.checkmarkImage`. Their value is the
/// image named `UIImage.` and the property (`UIImage.checkmark`), which an app resolves to
/// the system image, as it resolves an asset's name.
public enum StandardImages {
    /// The class properties, without the `Image` suffix of their Objective-C names.
    public static let properties = ["actions", "add", "checkmark", "remove", "strokedCheckmark"]

    private static let namePrefix = "UIImage."

    /// The property `name` is, with or without its `Image` suffix.
    static func property(named name: String) -> String? {
        if properties.contains(name) { return name }
        guard name.hasSuffix("Image") else { return nil }
        let base = String(name.dropLast("Image".count))
        return properties.contains(base) ? base : nil
    }

    /// The name of the image that is the class property `property`.
    static func imageName(of property: String) -> String {
        namePrefix + property
    }

    /// The class property the image named `name` is (`checkmark` for `UIImage.checkmark`),
    /// or `nil` for an asset's or a file's name.
    public static func property(ofImageNamed name: String) -> String? {
        guard name.hasPrefix(namePrefix) else { return nil }
        let property = String(name.dropFirst(namePrefix.count))
        return properties.contains(property) ? property : nil
    }
}
