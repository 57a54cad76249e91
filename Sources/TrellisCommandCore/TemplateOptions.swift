import ArgumentParser

/// Options of the commands that compile templates: template roots, asset catalogs and
/// the localized strings table.
public struct TemplateOptions: ParsableArguments {
    @Option(
        name: .customLong("root"),
        help: ArgumentHelp(
            "A folder templates and their template= and xml= references may be read from, symbolic links followed "
                + "(repeatable; when given, exactly these); IR paths are relative to it. "
                + "Default: each folder argument and the folder of each file argument.",
            valueName: "folder"))
    public var roots: [String] = []

    @Option(
        name: .customLong("assets"),
        help: ArgumentHelp("An asset catalog (.xcassets folder) to verify color and image names against (repeatable).", valueName: "folder"))
    public var assets: [String] = []

    @Option(
        name: .customLong("strings"),
        help: ArgumentHelp("A Localizable.strings file to check strings.Key references against.", valueName: "file"))
    public var strings: String?

    public init() {}
}
