import Foundation
import TrellisLayout
import TrellisPreviewing
import TrellisTooling

/// The `index.html` `trellis render` writes beside the previews of a folder: one section
/// per template (in the order given), its previews side by side at half their size, each
/// captioned with its size.
enum RenderIndex {
    /// One template's previews: its name and, per size, the SVG's path relative to the index.
    struct Entry {
        var name: String
        var previews: [(size: Size, path: String)]
    }

    static func html(_ entries: [Entry]) -> String {
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<title>Trellis previews</title>",
            "<style>",
            "body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 24px; background: #f2f2f7; }",
            "section { margin-bottom: 32px; }",
            ".sizes { display: flex; gap: 24px; align-items: flex-start; overflow-x: auto; }",
            "figure { margin: 0; }",
            "img { display: block; background: #ffffff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25); }",
            "figcaption { font-size: 12px; color: #6c6c70; margin-top: 6px; }",
            "</style>",
            "</head>",
            "<body>",
            "<h1>Trellis previews</h1>",
        ]
        for entry in entries {
            lines += ["<section>", "<h2>\(XMLEscaping.text(entry.name))</h2>", "<div class=\"sizes\">"]
            for preview in entry.previews {
                let sizeName = LayoutSize.name(preview.size)
                let source = preview.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? preview.path
                let image = "<img src=\"\(XMLEscaping.text(source))\" width=\"\(LayoutJSON.number((preview.size.width / 2).rounded()))\" "
                    + "height=\"\(LayoutJSON.number((preview.size.height / 2).rounded()))\" alt=\"\(XMLEscaping.text(entry.name)) at \(sizeName)\">"
                lines.append("<figure>\(image)<figcaption>\(sizeName)</figcaption></figure>")
            }
            lines += ["</div>", "</section>"]
        }
        lines += ["</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
