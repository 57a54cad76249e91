import Foundation
import TrellisDiagnostics
import XCTest
@testable import TrellisLayout

final class FontFileTests: XCTestCase {
    func testReadsMetricsAndFormat4CharacterMap() throws {
        let metrics = try FaceMetrics(name: "Synthetic", fontFile: SyntheticFont().bytes)
        XCTAssertEqual(metrics.unitsPerEm, 1000)
        XCTAssertEqual(metrics.ascender, 800)
        XCTAssertEqual(metrics.descender, -200)
        XCTAssertEqual(metrics.lineGap, 100)
        XCTAssertEqual(metrics.defaultAdvance, 550)
        XCTAssertEqual(metrics.advanceRanges, [FaceMetrics.AdvanceRange(firstCodePoint: 0x41, advances: [600, 700, 800])])
        XCTAssertEqual(metrics.advance(of: 0x42), 700)
        XCTAssertEqual(metrics.advance(of: 0x44), 550)
    }

    func testCoverageRecordsMissingCodePointsWithTheDefaultAdvance() throws {
        let metrics = try FaceMetrics(name: "Synthetic", fontFile: SyntheticFont().bytes, coverage: [0x40...0x44])
        XCTAssertEqual(metrics.advanceRanges, [FaceMetrics.AdvanceRange(firstCodePoint: 0x40, advances: [550, 600, 700, 800, 550])])
    }

    func testPrefersFormat12() throws {
        let metrics = try FaceMetrics(name: "Synthetic", fontFile: SyntheticFont(format12: true).bytes)
        XCTAssertEqual(metrics.advanceRanges, [
            FaceMetrics.AdvanceRange(firstCodePoint: 0x41, advances: [600, 700, 800]),
            FaceMetrics.AdvanceRange(firstCodePoint: 0x1F600, advances: [700, 800]),
        ])
    }

    func testFallsBackToOS2WhenHheaHasNoVerticalMetrics() throws {
        var font = SyntheticFont()
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.put16(4, at: 34)
        font.replace("hhea", with: hhea)
        var os2 = [UInt8](repeating: 0, count: 78)
        os2.put16(550, at: 2)
        os2.put16(750, at: 68)
        os2.put16(UInt16(bitPattern: -250), at: 70)
        os2.put16(90, at: 72)
        font.replace("OS/2", with: os2)
        let metrics = try FaceMetrics(name: "Synthetic", fontFile: font.bytes)
        XCTAssertEqual([metrics.ascender, metrics.descender, metrics.lineGap], [750, -250, 90])
    }

    func testCorruptFilesGiveExactErrors() {
        func message(_ bytes: [UInt8]) -> String? {
            do {
                _ = try FaceMetrics(name: "Bad", fontFile: bytes)
                return nil
            } catch {
                return error.message
            }
        }
        XCTAssertEqual(message([]), "file is truncated: needs 4 bytes at offset 0, has 0")
        XCTAssertEqual(message([0x77, 0x4F, 0x46, 0x46, 0, 0]), "not a TrueType or OpenType font (version tag 0x774f4646)")

        var missing = SyntheticFont()
        missing.remove("hmtx")
        XCTAssertEqual(message(missing.bytes), "font has no 'hmtx' table")

        var badUnits = SyntheticFont()
        badUnits.replace("head", with: [UInt8](repeating: 0, count: 54))
        XCTAssertEqual(message(badUnits.bytes), "table 'head' has unitsPerEm 0; expected 16 to 16384")

        var shortHead = SyntheticFont()
        shortHead.replace("head", with: [UInt8](repeating: 0, count: 10))
        XCTAssertEqual(message(shortHead.bytes), "table 'head' is truncated: needs 2 bytes at offset 18, has 10")

        var badMetricCount = SyntheticFont()
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.put16(800, at: 4)
        hhea.put16(9, at: 34)
        badMetricCount.replace("hhea", with: hhea)
        XCTAssertEqual(message(badMetricCount.bytes), "table 'hhea' has numberOfHMetrics 9; expected 1 to 4 (the glyph count)")

        var shortMetrics = SyntheticFont()
        shortMetrics.replace("hmtx", with: [0, 1, 0, 0])
        XCTAssertEqual(message(shortMetrics.bytes), "table 'hmtx' is truncated: needs 2 bytes at offset 4, has 4")

        var noUnicode = SyntheticFont()
        noUnicode.replace("cmap", with: [0, 0, 0, 0])
        XCTAssertEqual(message(noUnicode.bytes), "table 'cmap' has no Unicode subtable in format 4 or 12")

        let truncated = Array(SyntheticFont().bytes.prefix(40))
        XCTAssertEqual(message(truncated), "file is truncated: needs 54 bytes at offset 108, has 40")
    }

    /// Every prefix of a valid file, and the file with each byte flipped, is read without
    /// trapping: it either parses or throws.
    func testDamagedFilesNeverTrap() {
        let bytes = SyntheticFont(format12: true).bytes
        for length in 0..<bytes.count {
            _ = try? FaceMetrics(name: "Prefix", fontFile: Array(bytes.prefix(length)))
        }
        for index in bytes.indices {
            for value: UInt8 in [0x00, 0xFF, 0x7F] {
                var damaged = bytes
                damaged[index] = value
                _ = try? FaceMetrics(name: "Flipped", fontFile: damaged)
            }
        }
    }

    func testProviderLoadsFontFilesFromADirectory() throws {
        let directory = MetricTableTests.fontDirectory
        guard FileManager.default.fileExists(atPath: directory) else {
            throw XCTSkip("the DejaVu fonts are not installed in \(directory)")
        }
        let (provider, diagnostics) = FontMetricsProvider.loading(fontDirectory: directory)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(provider.facesLoadedFromFiles, FontFace.allCases)
        let fromFiles = TextMeasurer(fonts: provider).measure("Hello, World!", font: FontSpec(size: 16))
        XCTAssertEqual(fromFiles, TextMeasurer().measure("Hello, World!", font: FontSpec(size: 16)))
        XCTAssertEqual(provider.metrics(for: .sans).advance(of: 0x4E00), FontFace.sans.builtinMetrics.defaultAdvance)
        XCTAssertGreaterThan(provider.metrics(for: .sans).advanceRanges.count, 2, "files record every mapped code point")
    }

    func testProviderReportsMissingDirectoriesAndCorruptFiles() throws {
        let missing = FontMetricsProvider.loading(fontDirectory: "/nonexistent/fonts")
        XCTAssertEqual(missing.diagnostics, [
            .warning(.fontMetrics, "font directory '/nonexistent/fonts' does not exist; using the built-in metric tables", at: nil)
        ])
        XCTAssertEqual(missing.provider.facesLoadedFromFiles, [])

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data([1, 2, 3]).write(to: directory.appendingPathComponent("DejaVuSans.ttf"))
        try Data(SyntheticFont().bytes).write(to: directory.appendingPathComponent("DejaVuSerif.ttf"))
        let (provider, diagnostics) = FontMetricsProvider.loading(fontDirectory: directory.path)
        let sansPath = directory.appendingPathComponent("DejaVuSans.ttf").path
        XCTAssertEqual(diagnostics, [
            .error(.fontMetrics, "invalid font file '\(sansPath)': file is truncated: needs 4 bytes at offset 0, has 3; using the built-in metric table", at: nil)
        ])
        XCTAssertEqual(provider.facesLoadedFromFiles, [.serif])
        XCTAssertEqual(provider.metrics(for: .sans), FontFace.sans.builtinMetrics)
        XCTAssertEqual(provider.metrics(for: FontSpec(family: "Georgia")).unitsPerEm, 1000)
    }
}
