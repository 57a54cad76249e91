import ArgumentParser
import TrellisDiagnostics
import TrellisExpressions
import TrellisTemplates

extension TemplateOptions {
    /// The asset catalogs (`--assets`) and strings table (`--strings`) these options name,
    /// which every command compiling templates checks them against. Their problems go to
    /// `reporter`; a file that cannot be read at all ends the command with status 2.
    package func loadAssetsAndStrings(
        fileSystem: some TemplateFileSystem, reporter: inout DiagnosticReporter
    ) throws -> (assets: AssetCatalog?, strings: StringsTable?) {
        let (assets, assetProblems) = self.assets.isEmpty ? (nil, []) : AssetCatalog.load(self.assets, fileSystem: fileSystem)
        reporter.add(assetProblems)
        let table = loadStrings(fileSystem: fileSystem, reporter: &reporter)
        if reporter.diagnostics.contains(where: { $0.severity == .error && $0.location == nil }) {
            throw ExitCode(reporter.write(errorStatus: 2))
        }
        return (assets, table)
    }

    /// The strings table at `--strings`, if one is given; a missing file and the table's
    /// own problems go to `reporter`.
    private func loadStrings(fileSystem: some TemplateFileSystem, reporter: inout DiagnosticReporter) -> StringsTable? {
        guard let path = strings else { return nil }
        guard let bytes = fileSystem.contents(of: path) else {
            reporter.add([.error(.fileAccess, "cannot read strings file '\(path)': no such file", at: nil)])
            return nil
        }
        let (table, diagnostics) = StringsTable.parse(bytes, path: path)
        reporter.add(diagnostics, sources: [path: SourceText(path: path, bytes: bytes)])
        return table
    }
}
