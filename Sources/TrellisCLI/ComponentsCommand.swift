import ArgumentParser
import TrellisCommandCore
import TrellisRegistry

/// `trellis components`: lists every component a template can use as an element.
struct ComponentsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "components",
        abstract: "List every component usable as a template element.",
        discussion: """
            Prints one component per line, sorted by name, as 'Name: Superclass' ('Name' alone \
            for a component without a superclass). Components declared with 'element: false' \
            (such as CALayer) are left out; 'trellis describe' shows them.
            """
    )

    @OptionGroup var registryOptions: RegistryOptions

    func run() throws {
        var reporter = DiagnosticReporter(format: registryOptions.format)
        let registry = try reporter.loadRegistry(registryOptions)
        print(Self.listing(registry), terminator: "")
        try reporter.finish()
    }

    /// The listing text, one line per element-capable component.
    static func listing(_ registry: Registry) -> String {
        registry.componentNames.compactMap { name -> String? in
            guard let component = registry.components[name], component.isElement else { return nil }
            return component.superclass.map { "\(name): \($0)\n" } ?? "\(name)\n"
        }.joined()
    }
}
