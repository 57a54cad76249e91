/// What sent an action: the template, the node and the event that fired. Generated
/// `perform` functions pass it to the owner's action method.
public struct ActionSender: Sendable, Hashable {
    /// The template's path in the compiled templates (`Screens/Login.xml`).
    public var template: String
    /// The index of the node in the template's node list.
    public var node: Int
    /// The control event (`touchUpInside`).
    public var event: String

    /// Describes the origin of an action.
    public init(template: String, node: Int, event: String) {
        self.template = template
        self.node = node
        self.event = event
    }
}
