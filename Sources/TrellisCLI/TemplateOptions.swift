import ArgumentParser

/// Options of the commands that compile templates: template roots, asset catalogs and
/// the localized strings table.
struct TemplateOptions: ParsableArguments {
    @Option(
        name: .customLong("root"),
        help: ArgumentHelp(
            "A folder that template= and xml= references may reach (repeatable); IR paths are relative to it. "
                + "Defaults: each folder argument, and for file arguments the current directory (or the file's folder outside it).",
            valueName: "folder"))
    var roots: [String] = []

    @Option(
        name: .customLong("assets"),
        help: ArgumentHelp("An asset catalog (.xcassets folder) to verify color and image names against (repeatable).", valueName: "folder"))
    var assets: [String] = []

    @Option(
        name: .customLong("strings"),
        help: ArgumentHelp("A Localizable.strings file to check strings.Key references against.", valueName: "file"))
    var strings: String?
}
