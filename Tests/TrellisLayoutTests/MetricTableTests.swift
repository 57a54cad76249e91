import Foundation
import XCTest
@testable import TrellisLayout

/// Checks the committed metric tables against the DejaVu font files, when installed.
final class MetricTableTests: XCTestCase {
    static let fontDirectory = "/usr/share/fonts/truetype/dejavu"

    static var tableDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TrellisLayout/Text/MetricTables")
    }

    func testCommittedTablesEqualRegeneratedTables() throws {
        guard FileManager.default.fileExists(atPath: Self.fontDirectory) else {
            throw XCTSkip("the DejaVu fonts are not installed in \(Self.fontDirectory)")
        }
        let write = ProcessInfo.processInfo.environment["TRELLIS_WRITE_METRIC_TABLES"] == "1"
        for face in FontFace.allCases {
            let path = Self.fontDirectory + "/" + face.fileName
            let data = try XCTUnwrap(FileManager.default.contents(atPath: path), path)
            let metrics = try FaceMetrics(name: face.rawValue, fontFile: [UInt8](data), coverage: FaceMetrics.tableCodePointRanges)
            let source = MetricTableGenerator.source(for: face, metrics: metrics)
            let file = Self.tableDirectory.appendingPathComponent(MetricTableGenerator.fileName(of: face))
            if write {
                try source.write(to: file, atomically: true, encoding: .utf8)
            } else {
                XCTAssertEqual(metrics, face.builtinMetrics, face.rawValue)
                XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), source, file.path)
            }
        }
    }
}
