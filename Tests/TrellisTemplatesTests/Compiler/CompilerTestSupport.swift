import TrellisDiagnostics
import TrellisRegistry
@testable import TrellisTemplates
import XCTest

/// Compiles templates held in memory against the built-in registry.
struct CompilerFixture {
    var files: [String: String]
    var registry: Registry = .builtin
    var roots: [String] = ["."]
    var assets: AssetCatalog?
    var strict = false
    var lintOptions = LintOptions()

    init(_ files: [String: String]) {
        self.files = files
    }

    /// A fixture of one file, `T.xml`.
    init(template: String) {
        self.files = ["T.xml": template]
    }

    func compiler() -> TemplateCompiler {
        let fileSystem = MemoryFileSystem(texts: files, currentDirectory: "/work")
        var compiler = TemplateCompiler(
            registry: registry, roots: TemplateRoots(folders: roots, currentDirectory: "/work"),
            fileSystem: fileSystem, assets: assets, strict: strict
        )
        compiler.lintOptions = lintOptions
        return compiler
    }

    func compile(_ path: String = "T.xml") -> TemplateCompilation {
        var compiler = compiler()
        return compiler.compile(path: path)
    }

    /// The diagnostics of compiling `path`, as `file:line:column: severity: message` lines
    /// (notes included), sorted.
    func messages(_ path: String = "T.xml") -> [String] {
        render(compile(path).diagnostics)
    }
}

/// Diagnostics in the gnu format, one line each, sorted by position.
func render(_ diagnostics: [Diagnostic]) -> [String] {
    DiagnosticRenderer(format: .gnu).render(diagnostics.sortedForReport())
        .split(separator: "\n").map(String.init)
}

/// Asserts that `template` compiles without any diagnostic and returns its IR.
@discardableResult
func assertCompiles(_ template: String, file: StaticString = #filePath, line: UInt = #line) -> IRTemplate? {
    let result = CompilerFixture(template: template).compile()
    XCTAssertEqual(render(result.diagnostics), [], file: file, line: line)
    XCTAssertNotNil(result.template, file: file, line: line)
    return result.template
}
