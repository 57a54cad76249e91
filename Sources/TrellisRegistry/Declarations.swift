import TrellisDiagnostics

/// A type declared under `types:` in a manifest.
public struct TypeDeclaration: Hashable, Sendable {
    /// The form of the declaration.
    public enum Kind: Hashable, Sendable {
        /// `{alias: Double}`: another name for an existing type.
        case alias(target: String)
        /// `{enum: [left, center, …]}`.
        case enumeration(cases: [String])
        /// `{options: [a, b], combinations: {all: [a, b]}}`.
        case options(cases: [String], combinations: [String: [String]])
        /// `{struct: {top: CGFloat, …}, virtual: {rotation: CGFloat}}`; virtual member
        /// names may contain dots (`translation.z`).
        case structure(members: [Member], virtual: [Member])
        /// `{opaque: true}`: a type with no literal syntax.
        case opaque
        /// `{protocol: true}`: a delegate or data-source protocol.
        case protocolType
    }

    /// A named member of a struct, with its declared type name.
    public struct Member: Hashable, Sendable {
        /// The member's name; virtual members may contain dots (`translation.z`).
        public var name: String
        /// The member's type name as written (`CGFloat`).
        public var typeName: String
        /// Where the member's name is written in its manifest.
        public var location: SourceSpan?

        /// A member.
        public init(name: String, typeName: String, location: SourceSpan?) {
            self.name = name
            self.typeName = typeName
            self.location = location
        }
    }

    /// The canonical name (`UIViewContentMode`).
    public var name: String
    /// What the declaration says.
    public var kind: Kind
    /// Extra names for the same type (`UIView.ContentMode` for `UIViewContentMode`).
    public var aliases: [String]
    /// The `doc:` text, if any.
    public var documentation: String?
    /// Where the type's name is written in its manifest.
    public var location: SourceSpan?
    /// `values: {required: 1000}` of a numeric alias: names that stand for numbers where a
    /// value of this type is expected (`contentHuggingPriority.horizontal="required"`).
    public var namedValues: [String: Double]
    /// `rawValues: {unspecified: 0, light: 1, dark: 2}` of an enum or option set: the integer
    /// each case or option stands for, so an integer made of them sets those, as Layout sets
    /// the enums and option sets it types as `Int` (`overrideUserInterfaceStyle="2"`).
    public var rawValues: [String: Int] = [:]
    /// `constants: {systemFontSize: 14}`: numbers read on the type by name, as Layout reads
    /// a class property of a type (`UIFont.systemFontSize` is 14).
    public var constants: [String: Double] = [:]

    /// A type declaration.
    public init(
        name: String, kind: Kind, aliases: [String] = [], documentation: String? = nil, namedValues: [String: Double] = [:],
        location: SourceSpan?
    ) {
        self.name = name
        self.kind = kind
        self.aliases = aliases
        self.documentation = documentation
        self.namedValues = namedValues
        self.location = location
    }
}

/// What a component's named value is for.
public enum PropertyRole: String, Hashable, Sendable, Codable {
    /// Settable by an attribute and readable in expressions.
    case property
    /// A constructor argument: settable by an attribute, evaluated once, never from state.
    case parameter
    /// Readable in expressions only (`safeAreaInsets`).
    case readonly
    /// A control event taking a selector (`touchUpInside`).
    case action
}

/// A property, constructor parameter, read-only symbol or action of a component.
public struct PropertyDeclaration: Hashable, Sendable {
    /// The name as written, possibly with dots (`center.x`); a family's variants are expanded.
    public var name: String
    /// The type name as written in the manifest (`CGFloat`), kept for messages.
    public var typeName: String
    /// Whether it is a property, constructor parameter, read-only symbol or action.
    public var role: PropertyRole
    /// Documentation, if any.
    public var documentation: String?
    /// Where the name is written in its manifest (for a family variant, the family's property).
    public var location: SourceSpan?
    /// What to use instead when the symbol is deprecated (`deprecated: "use 'tintColor'"`),
    /// reported by the `deprecated-property` rule; `nil` when it is not.
    public var deprecation: String?

    /// A property, parameter, read-only symbol or action.
    public init(
        name: String, typeName: String, role: PropertyRole, documentation: String? = nil, location: SourceSpan?,
        deprecation: String? = nil
    ) {
        self.name = name
        self.typeName = typeName
        self.role = role
        self.documentation = documentation
        self.location = location
        self.deprecation = deprecation
    }
}

/// A family of pseudo-properties declared compactly: every property under `properties`
/// exists as written and once per prefix, with its first letter capitalised
/// (`title`, `normalTitle`, `highlightedTitle`, …).
public struct PropertyFamily: Hashable, Sendable {
    /// The prefixes (`normal`, `highlighted`, …).
    public var prefixes: [String]
    /// Whether the unprefixed names exist too (`title` for all states).
    public var includesBase: Bool
    /// The properties each prefix applies to.
    public var properties: [PropertyDeclaration]
    /// Where the family is written in its manifest.
    public var location: SourceSpan?

    /// A family.
    public init(prefixes: [String], includesBase: Bool, properties: [PropertyDeclaration], location: SourceSpan?) {
        self.prefixes = prefixes
        self.includesBase = includesBase
        self.properties = properties
        self.location = location
    }

    /// Every property the family declares, prefixed variants included.
    public var expanded: [PropertyDeclaration] {
        var result: [PropertyDeclaration] = []
        for property in properties {
            if includesBase { result.append(property) }
            for prefix in prefixes {
                var variant = property
                variant.name = prefix + property.name.prefix(1).uppercased() + property.name.dropFirst()
                result.append(variant)
            }
        }
        return result
    }
}

/// A component declared under `components:`; later manifests may extend it.
public struct ComponentDeclaration: Hashable, Sendable {
    /// The component's name (`UILabel`).
    public var name: String
    /// The superclass (`extends:`), if any.
    public var superclass: String?
    /// Settable properties, in declaration order (families and actions expanded).
    public var properties: [PropertyDeclaration]
    /// Constructor-only parameters.
    public var parameters: [PropertyDeclaration]
    /// Read-only symbols.
    public var readonly: [PropertyDeclaration]
    /// Default expressions for properties the template leaves unset (`width: auto`).
    public var defaults: [String: String]
    /// Names that look like properties but cannot be set, with a hint for the message
    /// (`frame: "use top, left, width and height"`).
    public var unavailable: [String: String]
    /// The property inline body text and HTML set (`text`).
    public var body: String?
    /// The layout policy the layout core applies to the children (`row`, `column`, …).
    public var layout: String?
    /// Whether the component can be a template element (false for `CALayer`,
    /// `UINavigationItem` and other types only reached through key paths).
    public var isElement: Bool
    /// The `doc:` text, if any.
    public var documentation: String?
    /// Where the component is first declared (its name in the first manifest that declares it).
    public var location: SourceSpan?
    /// What to use instead when the component is deprecated (`deprecated: "use WKWebView"`),
    /// reported by the `deprecated-property` rule; `nil` when it is not.
    public var deprecation: String?

    /// A component declaration.
    public init(
        name: String, superclass: String? = nil, properties: [PropertyDeclaration] = [],
        parameters: [PropertyDeclaration] = [], readonly: [PropertyDeclaration] = [],
        defaults: [String: String] = [:], unavailable: [String: String] = [:], body: String? = nil,
        layout: String? = nil, isElement: Bool = true, documentation: String? = nil, location: SourceSpan?
    ) {
        self.name = name
        self.superclass = superclass
        self.properties = properties
        self.parameters = parameters
        self.readonly = readonly
        self.defaults = defaults
        self.unavailable = unavailable
        self.body = body
        self.layout = layout
        self.isElement = isElement
        self.documentation = documentation
        self.location = location
    }
}

/// A custom function's signature; its implementation is registered in Swift.
public struct FunctionSignature: Hashable, Sendable {
    /// The function's name as called in expressions.
    public var name: String
    /// The parameter type names as written.
    public var parameterTypeNames: [String]
    /// Whether the last parameter repeats (`min(a, b, c…)`).
    public var isVariadic: Bool
    /// The return type name as written.
    public var returnTypeName: String
    /// Where the function's name is written in its manifest.
    public var location: SourceSpan?

    /// A function signature.
    public init(name: String, parameterTypeNames: [String], isVariadic: Bool = false, returnTypeName: String, location: SourceSpan?) {
        self.name = name
        self.parameterTypeNames = parameterTypeNames
        self.isVariadic = isVariadic
        self.returnTypeName = returnTypeName
        self.location = location
    }
}

/// A named color (`colors:`), usable with or without a `Color` suffix.
public struct NamedColor: Hashable, Sendable {
    /// The name as declared (without a `Color` suffix unless declared with one).
    public var name: String
    /// The color (in the light appearance, when ``darkColor`` is set).
    public var color: RGBAColor
    /// The color in the dark appearance, when the manifest gives one (`{light: …, dark: …}`).
    public var darkColor: RGBAColor?
    /// Where the name is written in its manifest.
    public var location: SourceSpan?

    /// A named color.
    public init(name: String, color: RGBAColor, darkColor: RGBAColor? = nil, location: SourceSpan?) {
        self.name = name
        self.color = color
        self.darkColor = darkColor
        self.location = location
    }

    /// The color in `appearance`: the dark value in `.dark` when there is one, else ``color``.
    public func color(in appearance: Appearance) -> RGBAColor {
        appearance == .dark ? darkColor ?? color : color
    }
}

/// An image with a known size (`images:`), used for `auto` sizing of image views.
public struct NamedImage: Hashable, Sendable {
    /// The image name as templates use it.
    public var name: String
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double
    /// Where the name is written in its manifest.
    public var location: SourceSpan?

    /// A named image.
    public init(name: String, width: Double, height: Double, location: SourceSpan?) {
        self.name = name
        self.width = width
        self.height = height
        self.location = location
    }
}
