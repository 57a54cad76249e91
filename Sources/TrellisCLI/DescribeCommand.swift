import ArgumentParser
import TrellisCommandCore
import TrellisDiagnostics
import TrellisRegistry

/// `trellis describe COMPONENT`: everything a template can set or read on a component.
struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Print a component's properties, parameters, read-only symbols, actions, defaults, body property and layout policy.",
        discussion: """
            The first lines are every settable property, inherited and frame properties \
            included, as 'name: Type' sorted by name. Then, each after an empty line and only \
            when not empty, the sections 'parameters:', 'readonly:', 'actions:', 'defaults:' \
            and 'unavailable:', with entries indented by two spaces. Last come 'body: NAME' \
            (when the component has a body property), 'layout: POLICY' and \
            'superclasses: A, B' (nearest first, when there are any).
            """
    )

    @Argument(help: "The component to describe, such as UILabel.")
    var component: String

    @OptionGroup var registryOptions: RegistryOptions

    func run() throws {
        var reporter = DiagnosticReporter(format: registryOptions.format)
        let registry = try reporter.loadRegistry(registryOptions)
        if let declaration = registry.component(named: component) {
            print(ComponentDescription.text(of: declaration.name, in: registry), terminator: "")
        } else {
            let suggestion = Suggestions.didYouMean(component, in: registry.componentNames)
            reporter.add([.error(.unknownComponent, "unknown component '\(component)'\(suggestion)", at: nil)])
        }
        try reporter.finish()
    }
}
