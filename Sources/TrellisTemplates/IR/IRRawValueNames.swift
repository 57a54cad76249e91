import TrellisExpressions
import TrellisRegistry

/// How the IR writes the ``RawValueTable`` of a `rawValue` conversion: the type as
/// ``IRTypeNames`` writes it, then each case or option with its raw value, separated by
/// spaces (`enum:UIUserInterfaceStyle unspecified=0 light=1 dark=2`).
enum IRRawValueNames {
    static func name(of table: RawValueTable) -> String {
        let type: ValueType = table.isOptionSet ? .options(table.type) : .enumeration(table.type)
        return ([IRTypeNames.name(of: type)] + table.entries.map { "\($0.name)=\($0.rawValue)" }).joined(separator: " ")
    }

    /// The table written as `text`, or `nil` when it is not of this form.
    static func table(named text: Substring) -> RawValueTable? {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        guard let first = words.first else { return nil }
        let isOptionSet: Bool
        let type: String
        switch IRTypeNames.type(named: first) {
        case let .enumeration(name)?: (isOptionSet, type) = (false, name)
        case let .options(name)?: (isOptionSet, type) = (true, name)
        default: return nil
        }
        var entries: [RawValueTable.Entry] = []
        for word in words.dropFirst() {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex,
                  let rawValue = Int(word[word.index(after: equals)...])
            else { return nil }
            entries.append(RawValueTable.Entry(name: String(word[..<equals]), rawValue: rawValue))
        }
        return RawValueTable(type: type, isOptionSet: isOptionSet, entries: entries)
    }
}
