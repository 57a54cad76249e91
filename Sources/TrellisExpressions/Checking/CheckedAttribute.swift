import TrellisDiagnostics

/// The result of checking an attribute value with ``TypeChecker/checkAttribute(_:locator:expected:scope:)``.
public struct CheckedAttribute: Sendable, Hashable {
    /// The checked value; `nil` when the value sets nothing, which means the attribute is
    /// absent, as in Layout: it is commented out (`// …`), empty, only blanks (in a
    /// non-string value) or empty braces (`{}`, `{// note}`).
    public var expression: CheckedExpression?
    /// Color and image assets the value names literally, for the compiler to verify
    /// against the asset catalog (`--assets`). Names built from `{…}` segments are not listed.
    public var assets: [AssetReference]

    /// Creates a result; a `nil` expression means the value sets nothing.
    public init(expression: CheckedExpression?, assets: [AssetReference] = []) {
        self.expression = expression
        self.assets = assets
    }

    /// The result of a value that sets nothing.
    public static let unset = CheckedAttribute(expression: nil)

    /// Whether the value sets nothing (commented out, empty or `{}`).
    public var isUnset: Bool { expression == nil }
}

/// A color or image asset named by an attribute value.
public struct AssetReference: Sendable, Hashable, Codable {
    /// Which asset catalog the name is looked up in.
    public enum Kind: String, Sendable, Hashable, Codable {
        case color, image
    }

    /// Whether the asset is a color or an image.
    public var kind: Kind
    /// The name as written (`MyColor`, `MyBundle:MyImage`, `default-avatar`).
    public var name: String
    /// Where the name is written.
    public var location: SourceSpan
    /// Whether the value is also a valid expression (an input of that name) used when the
    /// asset does not exist; when `false` a missing asset is an error.
    public var hasFallback: Bool

    /// Creates a reference to the asset `name`.
    public init(kind: Kind, name: String, location: SourceSpan, hasFallback: Bool) {
        self.kind = kind
        self.name = name
        self.location = location
        self.hasFallback = hasFallback
    }
}
