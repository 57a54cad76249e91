import TrellisExpressions

/// A `.strings` table (as `--strings` reads one) parsed, then each value read as the
/// printf format of a `{strings.key(…)}` reference and formatted with an argument of the
/// kind each placeholder takes.
enum StringsTarget {
    static func run(_ bytes: [UInt8]) {
        let table = StringsTable.parse(bytes, path: "Localizable.strings").table
        for key in table.keys {
            guard let value = table.value(forKey: key), case let .success(format) = PrintfFormat.parse(value) else { continue }
            _ = format.format(format.argumentKinds.map(argument))
        }
    }

    static func argument(_ kind: FormatArgumentKind) -> Value {
        switch kind {
        case .integer: .int(-42)
        case .floatingPoint: .double(3.25)
        case .object: .string("text")
        }
    }
}
