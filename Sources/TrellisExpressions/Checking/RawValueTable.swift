import TrellisRegistry

/// The raw values of an enum or option set declared with `rawValues:`, carried by a
/// ``Conversion/rawValue(_:)`` so that evaluation turns an Int into the case (or the
/// options) it stands for without the registry, as Layout's runtime cast sets an enum or
/// option set from its raw value (`overrideUserInterfaceStyle="{style}"`).
public struct RawValueTable: Sendable, Hashable, Codable {
    /// A case or option and the integer it stands for.
    public struct Entry: Sendable, Hashable, Codable {
        /// The case or option (`dark`).
        public var name: String
        /// Its raw value (`2`).
        public var rawValue: Int

        /// An entry.
        public init(name: String, rawValue: Int) {
            self.name = name
            self.rawValue = rawValue
        }
    }

    /// The enum or option set (`UIUserInterfaceStyle`).
    public var type: String
    /// Whether `type` is an option set, whose raw values are bits an integer combines.
    public var isOptionSet: Bool
    /// The cases or options that have raw values, in declaration order.
    public var entries: [Entry]

    /// A table.
    public init(type: String, isOptionSet: Bool, entries: [Entry]) {
        self.type = type
        self.isOptionSet = isOptionSet
        self.entries = entries
    }

    /// The table of the enum or option set `type` (canonical or alias name) in `registry`,
    /// or `nil` when it declares no `rawValues:`.
    init?(type: String, in registry: Registry) {
        guard let declaration = registry.typeDeclaration(named: type), !declaration.rawValues.isEmpty else { return nil }
        let names: [String]
        switch declaration.kind {
        case let .enumeration(cases): (names, isOptionSet) = (cases, false)
        case let .options(options, _): (names, isOptionSet) = (options, true)
        case .alias, .structure, .opaque, .protocolType: return nil
        }
        self.type = type
        entries = names.compactMap { name in declaration.rawValues[name].map { Entry(name: name, rawValue: $0) } }
    }

    /// The value `rawValue` stands for: the first declared case with that raw value, or the
    /// options whose raw values make it up exactly (none for 0); `nil` when there is none.
    func value(forRawValue rawValue: Int) -> Value? {
        guard isOptionSet else {
            return entries.first { $0.rawValue == rawValue }.map { .enumCase(type: type, name: $0.name) }
        }
        guard rawValue >= 0 else { return nil }
        var members: [String] = []
        var union = 0
        for entry in entries where entry.rawValue > 0 && entry.rawValue & rawValue == entry.rawValue {
            members.append(entry.name)
            union |= entry.rawValue
        }
        return union == rawValue ? .optionSet(type: type, cases: members) : nil
    }

    /// What an integer must be, for messages: `a case or the raw value of one: unspecified
    /// (0), light (1), dark (2)`.
    var allowedValues: String {
        let listed = entries.map { "\($0.name) (\($0.rawValue))" }.joined(separator: ", ")
        return isOptionSet ? "an integer made of the raw values of its options: \(listed)" : "a case or the raw value of one: \(listed)"
    }

    /// The evaluation error for an integer that stands for no value of the type.
    func unmatched(_ rawValue: Int) -> EvaluationError {
        EvaluationError("\(rawValue) is not a raw value of \(type); expected \(allowedValues)")
    }
}
