import Foundation

extension PrintfFormat {
    /// Formats `arguments` (already checked against ``argumentKinds`` when the strings
    /// table was known at check time). Numbers go through `String(format:)` one validated
    /// placeholder at a time; text placeholders apply width and precision in Characters.
    public func format(_ arguments: [Value]) -> Result<String, PrintfFormatError> {
        var result = ""
        for piece in pieces {
            switch piece {
            case let .text(text):
                result += text
            case let .placeholder(placeholder):
                guard placeholder.argument < arguments.count else {
                    return .failure(PrintfFormatError(message: "placeholder for argument \(placeholder.argument + 1) but only \(arguments.count) given"))
                }
                switch placeholder.formatted(arguments[placeholder.argument]) {
                case let .success(text): result += text
                case let .failure(problem): return .failure(problem)
                }
            }
        }
        return .success(result)
    }
}

extension PrintfFormat.Placeholder {
    func formatted(_ value: Value) -> Result<String, PrintfFormatError> {
        let safeFlags = flags.filter { $0 != "'" }
        var spec = "%" + safeFlags
        if let width { spec += String(width) }
        if let precision { spec += "." + String(precision) }
        switch kind {
        case .integer:
            guard let integer = Self.integer(value) else {
                return .failure(PrintfFormatError(message: "argument \(argument + 1) must be an Int for '%\(conversion)', got \(value.typeDescription)"))
            }
            if conversion == "c" {
                let character = UnicodeScalar(UInt32(truncatingIfNeeded: integer)).map { String(Character($0)) } ?? ""
                return .success(padded(character))
            }
            return .success(String(format: spec + "l" + String(conversion), integer))
        case .floatingPoint:
            guard let number = value.numberValue else {
                return .failure(PrintfFormatError(message: "argument \(argument + 1) must be a number for '%\(conversion)', got \(value.typeDescription)"))
            }
            return .success(String(format: spec + String(conversion), number))
        case .object:
            var text = value.description
            if let precision, text.count > precision { text = String(text.prefix(precision)) }
            return .success(padded(text))
        }
    }

    static func integer(_ value: Value) -> Int? {
        switch value {
        case let .int(integer): integer
        case let .double(number): Int(exactly: number)
        case let .bool(flag): flag ? 1 : 0
        default: nil
        }
    }

    /// `text` padded with spaces to the width, on the right for the `-` flag.
    func padded(_ text: String) -> String {
        guard let width, text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return flags.contains("-") ? text + padding : padding + text
    }
}
