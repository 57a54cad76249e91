/// One declaration a scoped rename starts from, and the part of its template where a name
/// resolves to it.
///
/// A `<param>` or `<macro>` declares its name for the element that holds it and that
/// element's descendants, as Layout's README describes: a nested element holding a
/// `<param>` or `<macro>` of the same name declares it again for its own subtree, which
/// the outer declaration then does not reach. An `id` names one view of its template,
/// anywhere in it.
public struct RenameDeclaration: Sendable, Hashable {
    /// What declares the name.
    public enum Kind: Sendable, Hashable {
        case param, macro, id
    }

    public var kind: Kind
    public var name: String
    /// The path of the template that declares it.
    public var file: String
    /// The bytes of the declaring value: the `name` of the `<param>`/`<macro>`, or the `id`.
    public var valueRange: Range<Int>
    /// The bytes of the element the name is declared for (the whole template for an id).
    public var scope: Range<Int>
    /// The elements inside ``scope`` that declare the name again.
    public var shadowed: [Range<Int>]
    /// Whether a `<param>` belongs to the root element, so that the elements including the
    /// template may set it (`<UIView template="Card.xml" title="…"/>`).
    public var isTemplateParam: Bool

    /// Whether a use at `offset` resolves to this declaration.
    public func reaches(_ offset: Int) -> Bool {
        scope.contains(offset) && !shadowed.contains { $0.contains(offset) }
    }
}
