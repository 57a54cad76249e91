/// One dotted part of a constraint target: `#card`, `parent`, `top`,
/// `allButTop(leadingOffset: 5)`, `offset(8)`, `min`.
struct ConstraintComponent {
    var name: String
    var nameRange: Range<Int>
    /// Written `#name`.
    var isID: Bool
    /// The call's arguments; `nil` when the name is not called.
    var arguments: [ConstraintArgument]?
    /// The whole component, arguments included.
    var range: Range<Int>
}

/// An argument of a called component, optionally labelled (`leadingOffset: 5`).
struct ConstraintArgument {
    var label: String?
    var labelRange: Range<Int>?
    /// The value, trimmed.
    var value: Range<Int>
}

extension ConstraintScanner {
    /// The dotted components of `range`, or the problem that stops reading them.
    func components(of range: Range<Int>) -> Result<[ConstraintComponent], ConstraintIssue> {
        var components: [ConstraintComponent] = []
        var position = range.lowerBound
        let limit = range.upperBound
        while true {
            position = skipBlanks(from: position, before: limit)
            let start = position
            let isID = position < limit && bytes[position] == UInt8(ascii: "#")
            if isID { position += 1 }
            let nameEnd = identifierEnd(from: position, before: limit)
            guard nameEnd > position else {
                let found = position < limit ? "'\(text(position..<position + 1))'" : "the end"
                return .failure(ConstraintIssue(message: "expected a name in the constraint target, found \(found)", range: position..<min(limit, position + 1)))
            }
            var component = ConstraintComponent(
                name: text(position..<nameEnd), nameRange: start..<nameEnd, isID: isID, arguments: nil, range: start..<nameEnd
            )
            position = skipBlanks(from: nameEnd, before: limit)
            if position < limit, bytes[position] == UInt8(ascii: "(") {
                guard let close = closingParenthesis(from: position, before: limit) else {
                    return .failure(ConstraintIssue(message: "'(' is not closed", range: position..<position + 1))
                }
                component.arguments = arguments(in: position + 1..<close)
                component.range = start..<close + 1
                position = skipBlanks(from: close + 1, before: limit)
            }
            components.append(component)
            guard position < limit else { return .success(components) }
            guard bytes[position] == UInt8(ascii: ".") else {
                return .failure(ConstraintIssue(message: "expected '.' or the end of the constraint, found '\(text(position..<position + 1))'", range: position..<position + 1))
            }
            position += 1
        }
    }

    /// The comma-separated arguments inside a call's parentheses (none when empty).
    private func arguments(in range: Range<Int>) -> [ConstraintArgument] {
        guard !trimmed(range).isEmpty else { return [] }
        return split(range, at: UInt8(ascii: ",")).map { part in
            let value = trimmed(part)
            let labelEnd = identifierEnd(from: value.lowerBound, before: value.upperBound)
            let colon = skipBlanks(from: labelEnd, before: value.upperBound)
            guard labelEnd > value.lowerBound, colon < value.upperBound, bytes[colon] == UInt8(ascii: ":") else {
                return ConstraintArgument(label: nil, labelRange: nil, value: value)
            }
            return ConstraintArgument(
                label: text(value.lowerBound..<labelEnd), labelRange: value.lowerBound..<labelEnd,
                value: trimmed(colon + 1..<value.upperBound)
            )
        }
    }
}
