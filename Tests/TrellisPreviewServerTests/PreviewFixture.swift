import Foundation
@testable import TrellisPreviewServer

/// A served folder of templates in a temporary folder, with a file outside it that a
/// symbolic link inside points at; removed when the test ends.
final class PreviewFixture: Sendable {
    /// The temporary folder (symbolic links resolved), holding `Served/` and `Outside/`.
    let base: String
    /// The served folder.
    let root: String

    init(files: [String: String] = PreviewFixture.templates) throws {
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        base = made.resolvingSymlinksInPath().path
        root = base + "/Served"
        for (path, text) in files { try write(path, text) }
        try FileManager.default.createDirectory(atPath: base + "/Outside", withIntermediateDirectories: true)
        try "<UIView width=\"10\" height=\"10\"/>\n".write(toFile: base + "/Outside/Secret.xml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/Linked.xml", withDestinationPath: "../Outside/Secret.xml")
    }

    deinit {
        try? FileManager.default.removeItem(atPath: base)
    }

    /// Writes `text` to `path` in the served folder, making its folders.
    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: root + "/" + path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A server of the served folder.
    func server(quietPeriod: Duration = .milliseconds(30)) throws -> PreviewServer {
        try PreviewServer(options: PreviewOptions(paths: [root], quietPeriod: quietPeriod))
    }

    static let card = """
        <UIView backgroundColor="#ffffff" height="auto" width="100%">
            <UILabel id="title" outlet="titleLabel" text="{title}" textColor="#111111" top="4" width="100%"/>
        </UIView>

        """

    static let templates = [
        "Card.xml": card,
        "Screens/Login.xml": "<UIView width=\"100%\" height=\"100%\">\n    <UIView xml=\"../Parts/Badge.xml\"/>\n</UIView>\n",
        "Parts/Badge.xml": "<UIView width=\"20\" height=\"20\" layer.cornerRadius=\"10\"/>\n",
        "Notes/readme.txt": "not a template\n",
    ]
}
