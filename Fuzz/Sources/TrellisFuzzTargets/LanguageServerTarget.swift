import Foundation
import TrellisLanguageServer
import TrellisTemplates

/// A language server session: the input is what the client writes to `trellis lsp`,
/// `Content-Length` framing included; each framed message is handled by one server (a
/// fresh one per input) over an in-memory workspace, and its pending diagnostics are
/// published after every message.
enum LanguageServerTarget {
    /// The workspace the session may open: a template including another, and a manifest.
    static let files = [
        "/fuzz/Card.xml": #"<UIView><UILabel text="{title}" font="bold 17"/><Row/></UIView>"#,
        "/fuzz/Row.xml": #"<UIStackView axis="horizontal"><UIView width="10"/></UIStackView>"#,
        "/fuzz/components.yaml": "components:\n  Badge:\n    base: UIView\n",
    ]

    /// Where built-in manifests are written for go to definition.
    static let builtinFolder = NSTemporaryDirectory() + "trellis-fuzz-builtin-\(ProcessInfo.processInfo.processIdentifier)"

    static func run(_ bytes: [UInt8]) {
        let server = LanguageServer(
            disk: MemoryFileSystem(texts: files, currentDirectory: "/fuzz"), builtinManifestFolder: builtinFolder
        ) { _ in }
        var reader = MessageReader(source: MemoryByteSource(bytes: bytes))
        while server.exitStatus == nil, let framed = reader.next() {
            switch framed {
            case let .message(content): server.handle(content)
            case let .invalidHeader(reason): server.handleInvalidFrame(reason)
            }
            if server.hasPendingDiagnostics { server.publishPendingDiagnostics() }
        }
    }
}

/// Bytes given out in chunks of varying size, as a pipe would.
struct MemoryByteSource: ByteSource {
    let bytes: [UInt8]
    var offset = 0
    var chunk = 1

    mutating func read(maximum: Int) -> [UInt8] {
        let end = min(bytes.count, offset + min(maximum, chunk))
        defer {
            offset = end
            chunk = chunk % 4_093 * 7 + 1
        }
        return Array(bytes[offset..<end])
    }
}
