import TrellisDiagnostics
import TrellisRegistry
import XCTest

/// Every "did you mean" of a manifest or `.trellis.yml` offers its suggestion as a fix-it
/// replacing exactly the misspelt name (what the language server turns into a quick fix),
/// and none where the name is quoted, which replacing would garble.
final class ManifestFixItTests: XCTestCase {
    /// Each diagnostic as `line:column: message => replacement @ line:column+length`.
    private func fixIts(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.sortedForReport().map { diagnostic in
            let position = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
            let fix = diagnostic.fixIt.map { " => \($0.replacement) @ \($0.span.line):\($0.span.column)+\($0.span.length)" } ?? ""
            return "\(position): \(diagnostic.message)\(fix)"
        }
    }

    private func manifest(_ yaml: String) -> [String] {
        fixIts(RegistryLoader().load(sources: BuiltinManifests.sources + [("m.yaml", yaml)]).diagnostics)
    }

    func testManifestSuggestionsAreFixIts() {
        XCTAssertEqual(manifest("""
            component: {}
            components:
              Card: {extend: UIView}
              Badge:
                extends: UIVew
                properties: {count: Intt}
                body: txt
              Chip: {extends: UIView, properties: {text: String}, body: tex}
              Tag: {extends: UILabel, defaults: {textColr: red}}
            """), [
            "1:1: unknown top-level key 'component'; did you mean 'components'? => components @ 1:1+9",
            "3:10: unknown key 'extend' in component 'Card'; did you mean 'extends'? => extends @ 3:10+6",
            "5:14: unknown superclass 'UIVew' of Badge; did you mean 'UIView'? => UIView @ 5:14+5",
            "6:25: unknown type 'Intt'; did you mean 'Int'? => Int @ 6:25+4",
            "7:11: unknown body property 'txt' of Badge",
            "8:61: unknown body property 'tex' of Chip; did you mean 'text'? => text @ 8:61+3",
            "9:38: default for unknown property 'textColr' of Tag; did you mean 'textColor'? => textColor @ 9:38+8",
        ])
    }

    func testAQuotedNameGetsTheSuggestionButNoFixIt() {
        XCTAssertEqual(manifest("components:\n  Card: {extends: \"UIVew\"}\n"), [
            "2:19: unknown superclass 'UIVew' of Card; did you mean 'UIView'?",
        ])
    }

    func testConfigurationSuggestionsAreFixIts() {
        let source = SourceText(path: ".trellis.yml", text: "rules:\n  deep-nestin: {severity: eror}\n  unused-parm: {severity: warning}\n")
        XCTAssertEqual(fixIts(ConfigurationReader.read(source, folder: ".").diagnostics), [
            "2:3: unknown rule 'deep-nestin'; did you mean 'deep-nesting'? => deep-nesting @ 2:3+11",
            "3:3: unknown rule 'unused-parm'; did you mean 'unused-param'? => unused-param @ 3:3+11",
        ])
    }
}
