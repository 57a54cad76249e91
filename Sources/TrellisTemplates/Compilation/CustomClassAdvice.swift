/// How to tell Trellis about an app's own class that no manifest declares: the sentence a
/// skipped template's warning and an unknown component's error end with, and the
/// registry component the class most likely extends, guessed from its name.
enum CustomClassAdvice {
    /// Name suffixes that mark a view, view controller or cell class.
    static let classSuffixes = ["View", "Controller", "Cell"]

    /// How to declare the class `name` in a manifest so that templates using it are checked.
    static func declaration(for name: String, elementNames: [String]) -> String {
        "declare it in a manifest in a Components folder, such as 'Components/\(name).yaml' holding "
            + "'components: {\(name): {extends: \(likelySuperclass(of: name, elementNames: elementNames))}}'"
    }

    /// Whether `name` reads as the name of a class of the app's: it ends in `View`,
    /// `Controller` or `Cell`, or in the name of a component without its prefix
    /// (`EditToolbar`, `AvatarImageView`).
    static func isClassName(_ name: String, elementNames: [String]) -> Bool {
        classSuffixes.contains(where: name.hasSuffix) || superclassNamed(bySuffixOf: name, elementNames: elementNames) != nil
    }

    /// The component a class named `name` most likely extends: the one whose name without
    /// its prefix (`UI`, `MK`, …) is the longest suffix of `name` (`HomeTableViewController`
    /// → `UITableViewController`; UIKit's first among equals), else `UITableViewCell` for a
    /// `…Cell`, `UIViewController` for a `…Controller` and `UIView` for anything else.
    static func likelySuperclass(of name: String, elementNames: [String]) -> String {
        if let named = superclassNamed(bySuffixOf: name, elementNames: elementNames) { return named }
        if name.hasSuffix("Cell") { return "UITableViewCell" }
        return name.hasSuffix("Controller") ? "UIViewController" : "UIView"
    }

    /// The component whose name without its prefix is the longest suffix of `name` and
    /// shorter than it (`EditToolbar` → `UIToolbar`), UIKit's first among equals; `nil`
    /// when there is none.
    static func superclassNamed(bySuffixOf name: String, elementNames: [String]) -> String? {
        var best: (length: Int, name: String)?
        for component in elementNames {
            let unprefixed = component.drop { $0.isUppercase }.count + 1
            guard unprefixed >= 4, unprefixed < component.count, name.count > unprefixed else { continue }
            let base = component.suffix(unprefixed)
            guard name.hasSuffix(base) else { continue }
            if let best, best.length > unprefixed || (best.length == unprefixed && !component.hasPrefix("UI")) { continue }
            best = (unprefixed, component)
        }
        return best?.name
    }
}
