import TrellisRegistry
import XCTest

@testable import TrellisTemplates

final class TemplateLoaderTests: XCTestCase {
    /// Included files are read once per session; templates compiled on their own are read
    /// each time they are compiled, so a session does not hold every template it compiled.
    func testSessionKeepsIncludedFilesButNotTheTemplatesItCompiles() {
        let files = CountingFileSystem(MemoryFileSystem(texts: [
            "/app/T/Main.xml": "<UIView><UILabel template=\"Part.xml\" text=\"a\"/></UIView>",
            "/app/T/Part.xml": "<UILabel numberOfLines=\"0\"/>",
        ], currentDirectory: "/app"))
        var compiler = TemplateCompiler(registry: .builtin, roots: TemplateRoots(folders: ["T"], currentDirectory: "/app"), fileSystem: files)
        for _ in 0..<3 {
            XCTAssertEqual(compiler.compile(path: "/app/T/Main.xml").diagnostics.map(\.message), [])
        }
        XCTAssertEqual(files.reads.counts, ["/app/T/Main.xml": 3, "/app/T/Part.xml": 1])
    }

    func testRootFileReusesAFileKeptForAnInclusion() {
        let files = CountingFileSystem(MemoryFileSystem(texts: ["/app/Part.xml": "<UILabel/>"], currentDirectory: "/app"))
        var loader = TemplateLoader(fileSystem: files, roots: TemplateRoots(folders: ["."], currentDirectory: "/app"))
        XCTAssertEqual(loader.file(at: "/app/Part.xml").name, "Part.xml")
        XCTAssertEqual(loader.rootFile(at: "/app/./Part.xml").name, "Part.xml")
        XCTAssertEqual(files.reads.counts, ["/app/Part.xml": 1])
    }
}

/// A file system counting how often each file's contents are read.
private struct CountingFileSystem: TemplateFileSystem {
    /// The counts, shared by copies of the file system (tests run on one thread).
    final class Reads: @unchecked Sendable {
        var counts: [String: Int] = [:]
    }

    let base: MemoryFileSystem
    let reads = Reads()

    init(_ base: MemoryFileSystem) {
        self.base = base
    }

    func contents(of path: String) -> [UInt8]? {
        reads.counts[path, default: 0] += 1
        return base.contents(of: path)
    }

    func size(of path: String) -> Int? { base.size(of: path) }
    func kind(of path: String) -> FileKind? { base.kind(of: path) }
    func entries(of path: String) -> [String]? { base.entries(of: path) }
    var currentDirectory: String { base.currentDirectory }
}
