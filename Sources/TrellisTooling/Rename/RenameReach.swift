/// How far a ``TemplateRenamer`` rename goes in one template.
public enum RenameReach: Sendable {
    /// Every component element, declaration and use of the name, and the attributes
    /// passing it to any included template: `trellis rename OLD NEW`.
    case everywhere
    /// The declaration, in its own template, and the uses that resolve to it: for a param
    /// or macro, paths starting with the name where ``RenameDeclaration/reaches(_:)``; for
    /// an id, every `id` of the name and `#name` reference (ids name views of the whole
    /// template and of the templates it includes).
    case declaration(RenameDeclaration)
    /// Only the attributes that pass the name as a param to an included template whose
    /// `template=`/`xml=` value the closure accepts (`<UIView template="Card.xml" OLD="…"/>`).
    case includeSites(@Sendable (String) -> Bool)

    /// Whether an attribute called like the name, on an element including `reference`,
    /// passes the renamed param.
    func renamesParams(passedTo reference: String) -> Bool {
        switch self {
        case .everywhere: true
        case .declaration: false
        case let .includeSites(accepts): accepts(reference)
        }
    }
}
