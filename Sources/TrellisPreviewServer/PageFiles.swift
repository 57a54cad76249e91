import Foundation

/// The page's files (Page/ of this module's resources), read once: `/page/<file>` serves
/// exactly these names and nothing else.
struct PageFiles: Sendable {
    /// A file's bytes and content type.
    struct File: Sendable {
        var bytes: [UInt8]
        var contentType: String
    }

    let files: [String: File]

    /// The files of the bundled Page folder (none when it cannot be found).
    static let bundled = PageFiles(folder: Bundle.module.url(forResource: "Page", withExtension: nil))

    init(folder: URL?) {
        var files: [String: File] = [:]
        if let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) {
            for name in names where !name.hasPrefix(".") {
                guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { continue }
                files[name] = File(bytes: [UInt8](data), contentType: Self.contentType(of: name))
            }
        }
        self.files = files
    }

    /// The Content-Type for a file name's extension.
    static func contentType(of name: String) -> String {
        switch name.split(separator: ".").last {
        case "html": "text/html; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "json": "application/json"
        default: "application/octet-stream"
        }
    }
}
