import TrellisRegistry

/// What an attribute or expression must produce: a type, the property it is assigned to
/// (for messages) and whether `%` and `auto` are allowed there.
public struct ExpectedType: Sendable, Hashable {
    /// The type the value must have.
    public var type: ValueType
    /// The property or key path (`numberOfLines`, `contentInset.top`), named in messages.
    public var name: String
    /// What `%` and `auto` mean here; `nil` when they are not allowed.
    public var relativeSizing: RelativeSizing?
    /// The type name the property is declared with (`UILayoutPriority`), whose named
    /// values (`required`) stand for numbers here; `nil` when not declared by name.
    public var typeName: String?

    /// Creates an expectation; pass `relativeSizing` where `%` and `auto` are allowed.
    public init(_ type: ValueType, name: String, relativeSizing: RelativeSizing? = nil) {
        self.type = type
        self.name = name
        self.relativeSizing = relativeSizing
    }

    /// The expectation for assigning to a resolved key path: `%` and `auto` are allowed
    /// when the key path's `allowsRelativeSizes` says so, relative to the parent for
    /// frame-like properties and to the node itself for `contentSize.*`.
    public init(keyPath resolved: ResolvedKeyPath) {
        self.init(
            resolved.type, name: resolved.path,
            relativeSizing: resolved.allowsRelativeSizes ? RelativeSizing(keyPath: resolved.path) : nil
        )
        typeName = resolved.typeName
    }
}

/// The meaning of `%` and `auto` in a property that allows them.
public struct RelativeSizing: Sendable, Hashable {
    /// What `100%` equals.
    public var percentageBase: PercentageBase
    /// Which content size `auto` is.
    public var autoAxis: SizeAxis

    /// Creates the meaning of `%` and `auto` from its parts.
    public init(percentageBase: PercentageBase, autoAxis: SizeAxis) {
        self.percentageBase = percentageBase
        self.autoAxis = autoAxis
    }

    /// Horizontal for paths ending in left, right, x, width, leading or trailing, vertical
    /// otherwise; relative to the node's own size under `contentSize`, else to the parent.
    public init(keyPath: String) {
        let components = keyPath.split(separator: ".")
        let last = components.last.map(String.init) ?? keyPath
        let horizontal = ["left", "right", "x", "width", "leading", "trailing"].contains(last)
        let own = components.first == "contentSize"
        self.init(
            percentageBase: own ? (horizontal ? .ownWidth : .ownHeight) : (horizontal ? .parentWidth : .parentHeight),
            autoAxis: horizontal ? .width : .height
        )
    }
}
