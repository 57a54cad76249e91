import TrellisDiagnostics
import TrellisRegistry

/// How an element name that names no registry component is read: a slip in a
/// component's name, or a class the app defines in Swift, which Layout creates at run time
/// whatever its name (seed 003) and which a template checked without the app's manifests
/// meets everywhere.
enum UndeclaredClass: Equatable {
    /// A near miss of a component's name (`UILabl`, `UIlabel`, `UIImage` for `UIImageView`):
    /// an error with a did-you-mean.
    case typo(of: String)
    /// A class of the app's (`EditToolbar`, `BoxesViewController`), checked as its likely
    /// superclass `base`; `twin` is the component it names without its `UI` prefix
    /// (`UITableViewController` for `TableViewController`).
    case appClass(base: String, twin: String?)
    /// Neither: a lowercase name close to no component.
    case unknown

    /// Reads `name` against `registry`, whose components that can be elements are
    /// `elementNames`.
    ///
    /// A capitalized name is a typo only when the closest component name is one edit away
    /// (a letter left out, added, changed or two swapped, case aside), keeps that
    /// component's prefix (`UI` of `UIStackVeiw`), or is that component without its class
    /// suffix (`UIImage`); but never when it is a component without its `UI` prefix, nor
    /// when its only close match is the component it ends like (`EditToolbar`). Any other
    /// capitalized name is an app class: `MyView` is no slip of `SKView`.
    static func reading(_ name: String, registry: Registry, elementNames: [String]) -> UndeclaredClass {
        let spelled = Suggestions.closest(to: name, in: elementNames)
        guard name.first?.isUppercase == true else { return spelled.map { .typo(of: $0) } ?? .unknown }
        let isElement = { (candidate: String) in registry.component(named: candidate)?.isElement == true }
        if isElement("UI" + name) { return .appClass(base: "UI" + name, twin: "UI" + name) }
        if let completed = CustomClassAdvice.classSuffixes.lazy.map({ name + $0 }).first(where: isElement) {
            return .typo(of: completed)
        }
        let base = CustomClassAdvice.likelySuperclass(of: name, elementNames: elementNames)
        if let spelled, isSlip(name, of: spelled),
           !(CustomClassAdvice.isClassName(name, elementNames: elementNames)
               && spelled == CustomClassAdvice.superclassNamed(bySuffixOf: name, elementNames: elementNames)) {
            return .typo(of: spelled)
        }
        return .appClass(base: base, twin: nil)
    }

    /// Whether `name` reads as a slip of the component `match`, which spelling found close:
    /// one edit away, or written with its prefix (the capitals before its class word).
    private static func isSlip(_ name: String, of match: String) -> Bool {
        let prefix = match.prefix(while: \.isUppercase).dropLast()
        return Suggestions.isOneEditApart(name, match) || (prefix.count >= 2 && name.hasPrefix(prefix))
    }
}
