import TrellisRegistry
import XCTest

/// `colors:` with a value per appearance: `{light: …, dark: …}`.
final class DarkColorTests: XCTestCase {
    func testColorsWithDarkValuesAndPlainColors() throws {
        let yaml = """
            colors:
              ink: {light: "#111", dark: "#eee"}
              paper:
                light: "rgb(255, 255, 255)"
                dark: "#000000cc"
              accent: {light: "#4a90e2"}
              plain: "#f00"
            """
        let result = ManifestTest.load(yaml)
        XCTAssertEqual(result.diagnostics, [])
        let colors = result.registry.colors
        XCTAssertEqual(colors["ink"]?.color.hexString, "#111111ff")
        XCTAssertEqual(colors["ink"]?.darkColor?.hexString, "#eeeeeeff")
        XCTAssertEqual(colors["paper"]?.color(in: .dark).hexString, "#000000cc")
        XCTAssertEqual(colors["paper"]?.color(in: .light).hexString, "#ffffffff")
        XCTAssertNil(colors["accent"]?.darkColor)
        XCTAssertEqual(colors["accent"]?.color(in: .dark).hexString, "#4a90e2ff")
        XCTAssertEqual(colors["plain"]?.color(in: .dark).hexString, "#ff0000ff")
        let location = try XCTUnwrap(colors["ink"]?.location)
        XCTAssertEqual([location.line, location.column, location.length], [2, 3, 3])
    }

    func testResolvingColorsForAnAppearance() {
        let yaml = """
            colors:
              ink: {light: "#111", dark: "#eee"}
              plain: "#f00"
            """
        let registry = ManifestTest.load(yaml).registry
        let dark = registry.resolvingColors(for: .dark)
        XCTAssertEqual(dark.namedColor("inkColor")?.color.hexString, "#eeeeeeff")
        XCTAssertNil(dark.namedColor("ink")?.darkColor)
        XCTAssertEqual(dark.namedColor("plain")?.color.hexString, "#ff0000ff")
        XCTAssertEqual(registry.resolvingColors(for: .light).namedColor("ink")?.color.hexString, "#111111ff")
    }

    func testInvalidAppearanceColors() {
        let yaml = """
            colors:
              a: {light: "#ggg", dark: "#fff"}
              b: {light: "#fff", dark: "#12"}
              c: {dark: "#fff"}
              d: {light: "#fff", dim: "#000"}
              e: {light: "#fff", darke: "#000"}
              f: {light: [1], dark: "#000"}
              g: {}
            """
        XCTAssertEqual(ManifestTest.messages(yaml), [
            "2:14: invalid color '#ggg' for 'a'; expected '#' and 3, 4, 6 or 8 hex digits",
            "3:28: invalid color '#12' for 'b'; expected '#' and 3, 4, 6 or 8 hex digits",
            "4:3: missing 'light' value for color 'c'",
            "5:22: unknown key 'dim' in color 'd'",
            "6:22: unknown key 'darke' in color 'e'; did you mean 'dark'?",
            "7:14: expected a color literal for 'f'",
            "8:3: missing 'light' value for color 'g'",
        ])
    }

    func testConflictingDarkValuesAcrossManifests() {
        XCTAssertEqual(ManifestTest.messages(files: [
            (path: "a.yaml", text: "colors:\n  ink: {light: \"#111\", dark: \"#eee\"}\n"),
            (path: "b.yaml", text: "colors:\n  ink: {light: \"#111\", dark: \"#ddd\"}\n"),
        ]), [
            "b.yaml:2:3: conflicting redeclaration of color 'ink' [a.yaml:2:3: first declared here]",
        ])
    }
}
