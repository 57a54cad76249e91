/// The inline HTML that body text may contain (seed 003, "Attributed Strings").
enum HTMLElements {
    /// The elements Layout documents as working.
    static let supported: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "b", "strong", "i", "em", "u", "strike",
        "ol", "ul", "li", "br", "sub", "sup", "center",
    ]

    /// Elements written without an end tag (`<br/>`).
    static let empty: Set<String> = ["br"]

    /// The supported elements for messages, sorted.
    static var supportedList: String {
        supported.sorted().joined(separator: ", ")
    }
}
