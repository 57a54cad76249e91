import ArgumentParser
import TrellisDiagnostics

/// `trellis rules`: lists every rule a diagnostic can name.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule: its id, default severity, category, description and an example.",
        discussion: """
            Prints one rule per line ('id  severity  category  description'), its example on \
            the next line. Rules marked 'fixed' are errors after which a template has no valid IR: \
            no configuration, suppression or baseline silences them. Rules whose severity is 'off' \
            report nothing until .trellis.yml gives them one. With --markdown, prints \
            Documentation/Rules.md instead (trellis rules --markdown > Documentation/Rules.md).
            """
    )

    @Flag(help: "Print the rules as the Markdown document Documentation/Rules.md.")
    var markdown = false

    func run() throws {
        print(markdown ? RulesListing.markdown() : RulesListing.text(), terminator: "")
    }
}
