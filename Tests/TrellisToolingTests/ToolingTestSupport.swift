import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates
@testable import TrellisTooling
import XCTest

/// The built-in registry, loaded once.
let builtinRegistry = Registry.builtin

/// Formats `text` as the file `path` with the built-in registry.
func formatted(_ text: String, path: String = "T.xml", registry: Registry = builtinRegistry) -> FormatResult {
    var formatter = TemplateFormatter(registry: registry)
    return formatter.format(SourceText(path: path, text: text))
}

/// The formatted text; fails the test when formatting reports a problem.
func formattedText(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    let result = formatted(text)
    XCTAssertEqual(result.diagnostics, [], file: file, line: line)
    return String(decoding: result.output, as: UTF8.self)
}

/// Reads `text` as an XML document; fails the test on errors.
func document(_ text: String, path: String = "T.xml", file: StaticString = #filePath, line: UInt = #line) -> XMLDocument? {
    let result = XMLReader().read(Array(text.utf8), path: path)
    XCTAssertEqual(result.diagnostics, [], file: file, line: line)
    return result.document
}

/// The folder of this test target's fixtures.
let fixturesFolder: String = {
    let file = #filePath
    let folder = file[..<(file.lastIndex(of: "/") ?? file.endIndex)]
    return String(folder) + "/Fixtures"
}()

/// The repository root (for `Examples/`).
let repositoryRoot: String = {
    var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)
    return components.joined(separator: "/")
}()
