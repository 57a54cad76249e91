import TrellisDiagnostics
import TrellisExpressions
import TrellisTemplates

extension StringsTable {
    /// The strings table at `path` (a command's `--strings` option), if one is given; a
    /// missing file and the table's own problems go to `reporter`.
    package static func load(
        at path: String?, fileSystem: some TemplateFileSystem, reporter: inout DiagnosticReporter
    ) -> StringsTable? {
        guard let path else { return nil }
        guard let bytes = fileSystem.contents(of: path) else {
            reporter.add([.error(.fileAccess, "cannot read strings file '\(path)': no such file", at: nil)])
            return nil
        }
        let (table, diagnostics) = StringsTable.parse(bytes, path: path)
        reporter.add(diagnostics, sources: [path: SourceText(path: path, bytes: bytes)])
        return table
    }
}
