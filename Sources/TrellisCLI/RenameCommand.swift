import ArgumentParser
import TrellisCommandCore
import TrellisDiagnostics
import TrellisRegistry
import TrellisTooling

/// `trellis rename PATH... OLD NEW`: renames a component class or an expression symbol.
struct RenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a component class or a symbol used in expressions.",
        discussion: """
            Renames OLD to NEW in the templates found in the given files and folders: \
            element names (start and end tags), whole names in expressions and in the {…} \
            expressions of string values and body text, the <param>/<macro> names and \
            ids that declare them, and the attributes passing a param of that name to an \
            included template (template= or xml=). Other attribute names, literal text, \
            inline HTML, comments, outlets and template paths are never changed, and everything else keeps its \
            exact bytes. Prints each changed file with its number of replacements. Exit \
            status: 0 on success, 1 when a file has errors (it is left unchanged), 2 for \
            usage and I/O problems.
            """
    )

    @Argument(help: ArgumentHelp("Template files or folders, then the old and the new name.", valueName: "path... old new"))
    var arguments: [String]

    @OptionGroup var registryOptions: RegistryOptions

    var paths: [String] { Array(arguments.dropLast(2)) }
    var oldName: String { arguments[arguments.count - 2] }
    var newName: String { arguments[arguments.count - 1] }

    func validate() throws {
        guard arguments.count >= 3 else {
            throw ValidationError("expected at least one path, then the old and the new name")
        }
        for name in [oldName, newName] where !TemplateRenamer.isValidName(name) {
            throw ValidationError("'\(name)' is not a name; expected letters, digits and '_', with '.' between components")
        }
    }

    func run() throws {
        var reporter = DiagnosticReporter(format: registryOptions.format)
        let (registry, templates) = try ToolingInputs.templates(paths, registryOptions: registryOptions, reporter: &reporter)
        let renamer = TemplateRenamer(registry: registry)
        var ioFailed = false
        for path in templates {
            guard let bytes = ToolingInputs.read(path, reporter: &reporter) else {
                ioFailed = true
                continue
            }
            let source = SourceText(path: path, bytes: bytes)
            let result = renamer.rename(oldName, to: newName, in: source)
            reporter.add(result.diagnostics, sources: [path: source])
            guard result.replacements > 0, result.output != bytes else { continue }
            guard ToolingInputs.write(result.output, to: path, reporter: &reporter) else {
                ioFailed = true
                continue
            }
            print("\(path): \(result.replacements) \(result.replacements == 1 ? "replacement" : "replacements")")
        }
        if ioFailed { throw ExitCode(reporter.write(errorStatus: 2)) }
        try reporter.finish()
    }
}
