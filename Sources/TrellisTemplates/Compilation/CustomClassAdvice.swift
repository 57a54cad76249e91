/// How to tell Trellis about an app's own class that no manifest declares: the sentence a
/// skipped template's warning and an unknown component's error end with, and the
/// registry component the class most likely extends, guessed from its name.
enum CustomClassAdvice {
    /// Name suffixes that mark a view, view controller or cell class.
    static let classSuffixes = ["View", "Controller", "Cell"]

    /// How to declare the class `name` in a manifest so that templates using it are checked.
    static func declaration(for name: String, elementNames: [String]) -> String {
        declaration(for: name, superclass: likelySuperclass(of: name, elementNames: elementNames))
    }

    /// How to declare the class `name`, extending `superclass`, in a manifest.
    static func declaration(for name: String, superclass: String) -> String {
        "declare it in a manifest in a Components folder, such as 'Components/\(name).yaml' holding "
            + "'components: {\(name): {extends: \(superclass)}}'"
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
    /// `…Cell`, `UIViewController` for a `…Controller`, the shortest component ending in
    /// the last word of `name` (`PasswordField` → `UITextField`) and `UIView` for anything
    /// else. Lima's components are guessed only for a name with Lima's prefix.
    static func likelySuperclass(of name: String, elementNames: [String]) -> String {
        if let named = superclassNamed(bySuffixOf: name, elementNames: elementNames) { return named }
        if name.hasSuffix("Cell") { return "UITableViewCell" }
        if name.hasSuffix("Controller") { return "UIViewController" }
        return superclassNamed(byLastWordOf: name, elementNames: elementNames) ?? "UIView"
    }

    /// The shortest component whose name ends in the last capitalized word of `name`
    /// (`Field` of `PasswordField`: `UITextField`), UIKit's first among equals; `nil` when
    /// `name` is one word or no component ends in it.
    static func superclassNamed(byLastWordOf name: String, elementNames: [String]) -> String? {
        guard let start = name.lastIndex(where: \.isUppercase), start != name.startIndex else { return nil }
        let word = name[start...]
        guard word.count >= 3 else { return nil }
        var best: String?
        for component in elementNames where component.hasSuffix(word) && isGuessable(component, for: name) {
            if let best, best.count < component.count || (best.count == component.count && best.hasPrefix("UI")) { continue }
            best = component
        }
        return best
    }

    /// The component whose name without its prefix is the longest suffix of `name` and
    /// shorter than it (`EditToolbar` → `UIToolbar`), UIKit's first among equals; `nil`
    /// when there is none.
    static func superclassNamed(bySuffixOf name: String, elementNames: [String]) -> String? {
        var best: (length: Int, name: String)?
        for component in elementNames where isGuessable(component, for: name) {
            let unprefixed = component.drop { $0.isUppercase }.count + 1
            guard unprefixed >= 4, unprefixed < component.count, name.count > unprefixed else { continue }
            let base = component.suffix(unprefixed)
            guard name.hasSuffix(base) else { continue }
            if let best, best.length > unprefixed || (best.length == unprefixed && !component.hasPrefix("UI")) { continue }
            best = (unprefixed, component)
        }
        return best?.name
    }

    /// Whether `component` may be guessed as the superclass of the class `name`. Lima's
    /// components (`LMRowView`, `LMColumnView`, `LMSpacer`, …) end in plain words, and a
    /// class named like `SettingsRowView` is, in public code, a plain `UIView` subclass (no
    /// public class extends `LMRowView`); read as a Lima container, its children would be
    /// laid out in a row or column, ignoring their `left` and `right`. So they are guessed
    /// only for a name with Lima's prefix.
    private static func isGuessable(_ component: String, for name: String) -> Bool {
        !component.hasPrefix(limaPrefix) || name.hasPrefix(limaPrefix)
    }

    /// The prefix of Lima's class names.
    private static let limaPrefix = "LM"
}
