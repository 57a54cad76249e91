import Foundation
import TrellisTemplates

/// Conversions between `file://` URIs and the normalized absolute paths the workspace uses.
enum DocumentURI {
    /// The path of a `file://` URI (percent-decoded, normalized), or `nil` for another scheme.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.path
        return path.hasPrefix("/") ? TemplatePath.normalize(path) : nil
    }

    /// The `file://` URI of an absolute path.
    static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
