import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates

/// Finds every use of a localized string in a template: in attribute expressions, in the
/// `{…}` segments of string-typed attributes, in `<macro>` values and in the `{…}`
/// expressions of body text and inline HTML.
///
/// Attributes the registry does not declare (params of included templates) are read as
/// string templates when they contain `{`, else as an expression when the whole value
/// parses as one.
public struct LocalizedStringCollector: Sendable {
    /// The registry attribute types come from.
    public let registry: Registry

    /// A collector for templates of `registry`.
    public init(registry: Registry) {
        self.registry = registry
    }

    /// The uses in `document`, in document order.
    public func uses(in document: XMLDocument) -> [LocalizedStringUse] {
        var uses: [LocalizedStringUse] = []
        for site in ExpressionSites(registry: registry).sites(in: document) {
            var parsed = site.parsed
            if case let .attribute(_, _, syntax) = site.origin, syntax == .unknown {
                let guess: AttributeSyntax = site.text.utf8.contains(UInt8(ascii: "{")) ? .template : .expression
                parsed = ParsedAttributeValue(site.text, syntax: guess, locator: site.locator)
            }
            for occurrence in parsed.symbolOccurrences {
                guard let key = LocalizedStringUse.key(of: occurrence.path) else { continue }
                let arguments = occurrence.arguments.map { arguments in
                    arguments.map { LocalizedStringUse.Argument(syntax: $0, location: site.locator.span(for: $0.range)) }
                }
                uses.append(LocalizedStringUse(
                    key: key, name: occurrence.path.description, location: site.locator.span(for: occurrence.range),
                    arguments: arguments
                ))
            }
        }
        return uses
    }
}
