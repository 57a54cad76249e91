import TrellisDiagnostics

/// What the font grammar accepts (`fonts:` in manifests): families, weights, traits,
/// text styles with their default sizes, and named fonts.
///
/// Names are matched case-insensitively, as Layout's font grammar does.
public struct FontCatalog: Hashable, Sendable {
    /// The size used when a font expression names none (17 on iOS).
    public var defaultSize: Double
    /// Font families, as spelled in messages (`Helvetica Neue`); some have several words.
    public var families: [String]
    /// Weights (`ultraLight` … `black`).
    public var weights: [String]
    /// Symbolic traits (`italic`, `condensed`, …).
    public var traits: [String]
    /// Text styles with the size they have at the default content size category.
    public var textStyles: [String: Double]
    /// Named fonts (`customFont: "System 42"`), each a font expression.
    public var named: [String: String]
    /// Where each named font was declared, for diagnostics.
    public var namedLocations: [String: SourceSpan]

    /// A catalog; the loader builds one from every manifest's `fonts:` section.
    public init(
        defaultSize: Double = 17, families: [String] = [], weights: [String] = [], traits: [String] = [],
        textStyles: [String: Double] = [:], named: [String: String] = [:], namedLocations: [String: SourceSpan] = [:]
    ) {
        self.defaultSize = defaultSize
        self.families = families
        self.weights = weights
        self.traits = traits
        self.textStyles = textStyles
        self.named = named
        self.namedLocations = namedLocations
    }

    /// The declared family matching `name` case-insensitively.
    public func family(matching name: some StringProtocol) -> String? {
        families.first { $0.caseInsensitiveEquals(name) }
    }

    /// The declared weight matching `name` case-insensitively.
    public func weight(matching name: some StringProtocol) -> String? {
        weights.first { $0.caseInsensitiveEquals(name) }
    }

    /// The declared trait matching `name` case-insensitively.
    public func trait(matching name: some StringProtocol) -> String? {
        traits.first { $0.caseInsensitiveEquals(name) }
    }

    /// The declared text style matching `name` case-insensitively.
    public func textStyle(matching name: some StringProtocol) -> String? {
        textStyles.keys.sorted().first { $0.caseInsensitiveEquals(name) }
    }

    /// The named font matching `name` with or without a `Font` suffix.
    public func namedFont(matching name: some StringProtocol) -> String? {
        let keys = named.keys.sorted()
        return keys.first { $0.caseInsensitiveEquals(name) }
            ?? keys.first { $0.caseInsensitiveEquals(name + "Font") }
    }
}

extension StringProtocol {
    /// ASCII case-insensitive equality, without allocating.
    func caseInsensitiveEquals(_ other: some StringProtocol) -> Bool {
        let left = utf8
        let right = other.utf8
        guard left.count == right.count else { return false }
        return zip(left, right).allSatisfy { lowerASCII($0) == lowerASCII($1) }
    }
}

private func lowerASCII(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
}
