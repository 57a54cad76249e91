import TrellisRegistry
import XCTest

/// `colors:`, `images:` and `functions:`.
final class LiteralSectionTests: XCTestCase {
    func testColorLiteralsOfEveryForm() throws {
        let yaml = """
            colors:
              white: "#fff"
              translucent: "#ff000080"
              gray: "rgb(127.5, 127.5, 127.5)"
              shadow: "rgba(0, 0, 0, 0.5)"
              spaced: "rgb( 255 ,0, 0 )"
            """
        let result = ManifestTest.load(yaml)
        XCTAssertEqual(result.diagnostics, [])
        let colors = result.registry.colors
        XCTAssertEqual(colors["white"]?.color.hexString, "#ffffffff")
        XCTAssertEqual(colors["translucent"]?.color.hexString, "#ff000080")
        XCTAssertEqual(colors["gray"]?.color.hexString, "#808080ff")
        XCTAssertEqual(colors["shadow"]?.color.hexString, "#00000080")
        XCTAssertEqual(colors["spaced"]?.color.hexString, "#ff0000ff")
        XCTAssertEqual(result.registry.namedColor("whiteColor")?.name, "white")
        let location = try XCTUnwrap(colors["gray"]?.location)
        XCTAssertEqual([location.line, location.column, location.length], [4, 3, 4])
    }

    func testInvalidColorLiterals() {
        let yaml = """
            colors:
              a: "#ggg"
              b: "rgb(1, 2)"
              c: "rgb(256, 0, 0)"
              d: "rgba(0, 0, 0, 2)"
              e: "hsl(0, 0, 0)"
              f: "rgb(1, x, 2)"
              g: [1, 2, 3]
            """
        XCTAssertEqual(ManifestTest.messages(yaml), [
            "2:6: invalid color '#ggg' for 'a'; expected '#' and 3, 4, 6 or 8 hex digits",
            "3:6: invalid color 'rgb(1, 2)' for 'b'; expected 3 numbers in 'rgb()'",
            "4:6: invalid color 'rgb(256, 0, 0)' for 'c'; red, green and blue must be between 0 and 255",
            "5:6: invalid color 'rgba(0, 0, 0, 2)' for 'd'; alpha must be between 0 and 1",
            "6:6: invalid color 'hsl(0, 0, 0)' for 'e'; expected '#rrggbb', 'rgb(r, g, b)' or 'rgba(r, g, b, a)'",
            "7:6: invalid color 'rgb(1, x, 2)' for 'f'; expected '#rrggbb', 'rgb(r, g, b)' or 'rgba(r, g, b, a)'",
            "8:6: expected a color literal for 'g'",
        ])
    }

    func testImageSizes() {
        let yaml = """
            images:
              avatar: 40x40
              banner: 320.5x50
              icon: 40 x 40
              wide: 40x
              "icons/star.png": 24x24
            """
        let result = ManifestTest.load(yaml)
        XCTAssertEqual(result.diagnostics.sortedForReport().map { ManifestTest.describe($0, withFile: false) }, [
            "4:9: invalid image size '40 x 40' for 'icon'; expected 'WIDTHxHEIGHT' such as '40x40'",
            "5:9: invalid image size '40x' for 'wide'; expected 'WIDTHxHEIGHT' such as '40x40'",
        ])
        XCTAssertEqual(result.registry.images["banner"]?.width, 320.5)
        XCTAssertEqual(result.registry.images["banner"]?.height, 50)
        XCTAssertEqual(result.registry.images["icons/star.png"]?.width, 24)
    }

    func testFunctionSignatures() throws {
        let yaml = """
            functions:
              count: {parameters: [Any], returns: Int}
              join: {parameters: [String, String], returns: String, variadic: true}
              now: {returns: Double}
            """
        let result = ManifestTest.load(yaml)
        XCTAssertEqual(result.diagnostics, [])
        let join = try XCTUnwrap(result.registry.functions["join"])
        XCTAssertEqual(join.parameterTypeNames, ["String", "String"])
        XCTAssertTrue(join.isVariadic)
        XCTAssertEqual(join.returnTypeName, "String")
        XCTAssertEqual(result.registry.functions["now"]?.parameterTypeNames, [])
    }

    func testMalformedFunctionSignatures() {
        let yaml = """
            functions:
              a: {parameters: [Int]}
              b: {parameters: [], returns: Int, variadic: true}
              c: {parameters: Int, returns: Int, retuns: Int}
              d: {parameters: [[Int, Int]], returns: Int}
              e-f: {returns: Int}
            """
        XCTAssertEqual(ManifestTest.messages(yaml), [
            "2:3: function 'a' needs 'returns'",
            "3:3: variadic function 'b' needs at least one parameter",
            "4:19: expected a list for 'parameters' of function 'c'",
            "4:38: unknown key 'retuns' in function 'c'; did you mean 'returns'?",
            "5:20: expected a parameter type of function 'd'",
            "6:3: invalid function name 'e-f' in 'functions'; expected an identifier",
        ])
    }
}
