/// The inline HTML that body text may contain (seed 003, "Attributed Strings"): what the
/// compiler accepts and the editor schemas offer.
public enum HTMLElements {
    /// The elements Layout documents as working, in the seed's order.
    public static let elements = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "b", "strong", "i", "em", "u", "strike",
        "ol", "ul", "li", "br", "sub", "sup", "center",
    ]

    /// Every element body text may contain: ``elements`` and the other standard HTML
    /// elements Layout passes to the HTML parser (`<span>`, `<img>`, `<a>`, …).
    static let known = Set(elements).union([
        "a", "abbr", "article", "aside", "big", "blockquote", "caption", "cite", "code", "colgroup", "dd",
        "del", "dfn", "div", "dl", "dt", "figcaption", "figure", "font", "footer", "header", "hr", "img", "ins",
        "kbd", "label", "mark", "nav", "pre", "q", "s", "samp", "section", "small", "span", "table", "tbody",
        "td", "tfoot", "th", "thead", "tr", "tt", "var",
    ])

    /// Elements written without an end tag (`<br/>`, `<img src="…"/>`).
    public static let empty: Set<String> = ["br", "hr", "img"]
}
