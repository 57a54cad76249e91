/// The inline HTML elements body text may contain (seed 003, "Attributed Strings"), as
/// the template compiler accepts them.
enum InlineHTML {
    /// The elements Layout documents as working, in the seed's order.
    static let elements = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "b", "strong", "i", "em", "u", "strike",
        "ol", "ul", "li", "br", "sub", "sup", "center",
    ]

    /// Elements that take no content.
    static let empty: Set<String> = ["br"]
}
