import ArgumentParser
import Foundation
import TrellisDiagnostics
import TrellisRegistry

/// Options every registry-reading command shares: extra manifests and the diagnostic format.
package struct RegistryOptions: ParsableArguments {
    @Option(
        name: .customLong("components"),
        help: ArgumentHelp("A manifest file, or a folder of *.yaml / *.yml manifests, loaded after the built-in ones (repeatable).",
                           valueName: "path"))
    package var components: [String] = []

    @Option(
        name: .customLong("diagnostics-format"),
        help: ArgumentHelp(
            "How to write diagnostics: human (with source lines), gnu (path:line:column: … [rule-id]), json (one object per line), "
                + "sarif (a SARIF 2.1.0 log) or github (GitHub Actions annotations); "
                + "human when standard error is a terminal, else gnu.",
            valueName: "format"))
    package var diagnosticsFormat: DiagnosticFormat?

    package init() {}

    /// The chosen format: as given, else human on a terminal and gnu otherwise.
    package var format: DiagnosticFormat {
        diagnosticsFormat ?? (isatty(2) != 0 ? .human : .gnu)
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}

extension Appearance: ExpressibleByArgument {}
