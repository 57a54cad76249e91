import TrellisRegistry
import TrellisTemplates

/// The module-qualified element names templates use (`<MyApp.FooView>`), by component.
///
/// The compiler reads such a name as its last component; the schema cannot know an app's
/// modules, so it declares each qualified name found in the templates it is given as one
/// more element of that component.
public struct QualifiedElementNames: Sendable, Hashable {
    /// Qualified names by component name (canonical).
    public private(set) var byComponent: [String: Set<String>] = [:]

    /// No names.
    public init() {}

    /// Every qualified name with its component, sorted by name.
    public var elements: [(name: String, component: String)] {
        byComponent.flatMap { component, names in names.map { (name: $0, component: component) } }
            .sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// Adds the qualified component names of `document`'s elements (outside inline HTML).
    /// A name with a `:` (`x:MyApp.FooView`) is left out: an XSD element name cannot have
    /// one.
    public mutating func add(_ document: XMLDocument, registry: Registry) {
        var pending = [document.root]
        while let element = pending.popLast() {
            guard case .component(let component) = TemplateElementKind(element.name, registry: registry) else { continue }
            if element.name != component, !element.name.contains(":") {
                byComponent[component, default: []].insert(element.name)
            }
            for case let .element(child) in element.children {
                pending.append(child)
            }
        }
    }
}
