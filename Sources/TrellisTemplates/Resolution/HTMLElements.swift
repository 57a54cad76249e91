/// The inline HTML that body text may contain (seed 003, "Attributed Strings"): what the
/// compiler accepts and the editor schemas offer.
public enum HTMLElements {
    /// The elements Layout documents as working, in the seed's order.
    public static let elements = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "b", "strong", "i", "em", "u", "strike",
        "ol", "ul", "li", "br", "sub", "sup", "center",
    ]

    /// ``elements`` as a set, for lookups.
    static let supported = Set(elements)

    /// Elements written without an end tag (`<br/>`).
    public static let empty: Set<String> = ["br"]

    /// The supported elements for messages, sorted.
    static var supportedList: String {
        supported.sorted().joined(separator: ", ")
    }
}
