/// Builds Swift source text line by line with four-space indentation.
struct SwiftSourceWriter {
    private(set) var text = ""
    private var depth = 0

    /// Appends one line at the current indentation (an empty line has no spaces).
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text += String(repeating: "    ", count: depth)
            text += content
        }
        text += "\n"
    }

    /// Appends a `///` doc comment; line breaks in `content` become separate comment lines.
    mutating func doc(_ content: String) {
        for part in content.split(separator: "\n", omittingEmptySubsequences: false) {
            line(part.isEmpty ? "///" : "/// " + part)
        }
    }

    /// Appends the lines `body` writes one level deeper.
    mutating func indented(_ body: (inout SwiftSourceWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Appends `header {`, the lines `body` writes one level deeper, and `}`.
    mutating func block(_ header: String, _ body: (inout SwiftSourceWriter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }
}
