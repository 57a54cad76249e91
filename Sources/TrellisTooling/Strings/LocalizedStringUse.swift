import TrellisDiagnostics
import TrellisExpressions

/// One use of a localized string in a template: `strings.Signup.NameLabel`,
/// `` `strings.Some text!` `` or `strings.Messages.Title(name, count)`.
public struct LocalizedStringUse: Hashable, Sendable {
    /// The key in the strings table (`Signup.NameLabel`, `Some text!`).
    public var key: String
    /// The name as written in the template.
    public var name: String
    /// Where the name is written.
    public var location: SourceSpan
    /// The arguments of a call, each with its location; `nil` when the string is not called.
    public var arguments: [Argument]?

    /// An argument of a call.
    public struct Argument: Hashable, Sendable {
        /// The argument expression.
        public var syntax: ExpressionSyntax
        /// Where the argument is written.
        public var location: SourceSpan
    }

    /// The key of a `strings.` path, or `nil` for other paths.
    public static func key(of path: SymbolPath) -> String? {
        guard !path.isIdReference else { return nil }
        if path.isEscaped {
            let inner = path.components.joined(separator: ".")
            return inner.hasPrefix("strings.") && inner.utf8.count > "strings.".utf8.count
                ? String(inner.dropFirst("strings.".count)) : nil
        }
        guard path.components.count >= 2, path.components[0] == "strings" else { return nil }
        return path.components.dropFirst().joined(separator: ".")
    }
}
