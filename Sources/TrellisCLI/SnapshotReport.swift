import Foundation
import TrellisPreviewing

/// The HTML report of `trellis snapshot verify`: per differing snapshot, its differences
/// and the recorded and current previews side by side, with the views that changed
/// outlined (red on the recorded side, green on the current side).
enum SnapshotReport {
    /// One snapshot that differs.
    struct Entry {
        var jsonPath: String
        var recorded: SnapshotDocument
        var current: SnapshotDocument
        /// The recorded SVG, when its file could be read.
        var recordedSVG: String?
        var currentSVG: String
        var differences: [SnapshotDifference]
    }

    static func html(_ entries: [Entry]) -> String {
        var html = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>Snapshot differences</title>
            <style>
            body { font-family: -apple-system, sans-serif; margin: 24px; }
            .panes { display: flex; gap: 24px; align-items: flex-start; }
            .pane { position: relative; border: 1px solid #ccc; }
            .pane img { display: block; }
            .outline { position: absolute; box-sizing: border-box; }
            .recorded .outline { border: 2px solid #d0021b; }
            .current .outline { border: 2px solid #2e9e3e; }
            </style></head><body>
            <h1>Snapshot differences</h1>

            """
        for entry in entries {
            html += "<section>\n<h2>" + escaped(entry.jsonPath) + "</h2>\n<ul>\n"
            for difference in entry.differences {
                html += "<li>" + escaped(difference.description) + "</li>\n"
            }
            html += "</ul>\n<div class=\"panes\">\n"
            let recordedPaths = Set(entry.differences.filter { $0.kind != .added }.map(\.path))
            let currentPaths = Set(entry.differences.filter { $0.kind != .removed }.map(\.path))
            html += pane("recorded", title: "Recorded", svg: entry.recordedSVG, frames: entry.recorded.framesInRoot(), outlined: recordedPaths)
            html += pane("current", title: "Current", svg: entry.currentSVG, frames: entry.current.framesInRoot(), outlined: currentPaths)
            html += "</div>\n</section>\n"
        }
        return html + "</body></html>\n"
    }

    /// A preview with an outline over each node in `outlined` (sorted, so the report is stable).
    private static func pane(
        _ kind: String, title: String, svg: String?, frames: [String: SnapshotDocument.Frame], outlined: Set<String>
    ) -> String {
        var html = "<figure>\n<figcaption>\(title)</figcaption>\n<div class=\"pane \(kind)\">\n"
        if let svg {
            html += "<img alt=\"\(title) preview\" src=\"data:image/svg+xml;base64,\(Data(svg.utf8).base64EncodedString())\">\n"
        } else {
            html += "<p>No recorded preview.</p>\n"
        }
        for path in outlined.sorted() {
            guard let frame = frames[path] else { continue }
            html += "<div class=\"outline\" title=\"\(escaped(path))\" style=\"left: \(LayoutJSON.number(frame.x))px; "
                + "top: \(LayoutJSON.number(frame.y))px; width: \(LayoutJSON.number(frame.width))px; "
                + "height: \(LayoutJSON.number(frame.height))px\"></div>\n"
        }
        return html + "</div>\n</figure>\n"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
