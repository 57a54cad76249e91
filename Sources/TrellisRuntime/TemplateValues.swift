/// A group of values a template reads (its params, constants or state), keyed by the names
/// the template uses. Generated `Params`, `Constants` and `State` types conform.
public protocol TemplateValues: Sendable {
    /// The values by template name (dotted input names stay whole: `user.name`). A param
    /// left `nil` to keep the template's default is absent.
    var templateValues: [String: TemplateValue] { get }
}
