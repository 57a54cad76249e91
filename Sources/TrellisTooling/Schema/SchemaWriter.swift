import Foundation

/// Builds an indented XML document for the schema generators (2 spaces per level).
struct SchemaWriter {
    private(set) var text = ""
    private var depth = 0
    private var openElements: [String] = []

    /// `<name a="v" …>` on its own line; attribute values are escaped.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        line("<\(name)\(Self.attributes(attributes))>")
        openElements.append(name)
        depth += 1
    }

    /// `</name>` for the last element opened.
    mutating func close() {
        guard let name = openElements.popLast() else { return }
        depth -= 1
        line("</\(name)>")
    }

    /// `<name a="v" …/>` on its own line.
    mutating func empty(_ name: String, _ attributes: [(String, String)] = []) {
        line("<\(name)\(Self.attributes(attributes))/>")
    }

    /// `<xs:annotation><xs:documentation>text</xs:documentation></xs:annotation>`.
    mutating func documentation(_ documentation: String) {
        guard !documentation.isEmpty else { return }
        open("xs:annotation")
        line("<xs:documentation>\(XMLEscaping.text(documentation))</xs:documentation>")
        close()
    }

    /// `<name a="v" …><xs:annotation><xs:documentation>text</xs:documentation></xs:annotation></name>`
    /// on one line (`<name a="v" …/>` without documentation): the compact form for the
    /// many attribute declarations.
    mutating func documented(_ name: String, _ attributes: [(String, String)], documentation: String) {
        guard !documentation.isEmpty else { return empty(name, attributes) }
        line("<\(name)\(Self.attributes(attributes))><xs:annotation><xs:documentation>\(XMLEscaping.text(documentation))"
            + "</xs:documentation></xs:annotation></\(name)>")
    }

    /// A comment on its own line (`--` is not allowed inside and becomes `- -`).
    mutating func comment(_ comment: String) {
        line("<!-- \(comment.replacingOccurrences(of: "--", with: "- -")) -->")
    }

    /// A line as given, indented.
    mutating func line(_ content: String) {
        text += String(repeating: "  ", count: depth) + content + "\n"
    }

    private static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(XMLEscaping.text($0.1))\"" }.joined()
    }
}
