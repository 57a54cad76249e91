import TrellisDiagnostics

extension XMLScanner {
    /// What a reference decoded to: the code point it stands for (`nil` when it was
    /// malformed and has been reported) and how many source bytes to move past.
    struct DecodedReference {
        var scalar: UInt32?
        var length: Int
    }

    /// Reads the entity or character reference whose `&` is at `offset`. A malformed
    /// reference is reported and left as it was written. Only the five predefined
    /// entities exist: entities are never declared, so never expanded.
    mutating func readReference(at offset: Int) throws -> DecodedReference {
        let nameStart = offset + 1
        if byte(at: nameStart) == UInt8(ascii: "#") {
            return try readCharacterReference(at: offset)
        }
        guard let nameEnd = scanName(at: nameStart) else {
            let location = span(offset, 1)
            try report(
                "'&' must start a reference such as '&amp;'; write '&amp;' for a literal '&'",
                at: location, fixIt: FixIt(span: location, replacement: "&amp;")
            )
            return DecodedReference(scalar: nil, length: 1)
        }
        let name = string(nameStart..<nameEnd)
        guard byte(at: nameEnd) == UInt8(ascii: ";") else {
            try report(
                "reference '&\(name)' is missing its ';'; write '&amp;' for a literal '&'",
                at: span(offset, nameEnd - offset)
            )
            return DecodedReference(scalar: nil, length: nameEnd - offset)
        }
        let length = nameEnd + 1 - offset
        guard let entity = XMLMessages.predefinedEntities.first(where: { $0.name == name }) else {
            try report(XMLMessages.unknownEntity(name), at: span(offset, length))
            return DecodedReference(scalar: nil, length: length)
        }
        return DecodedReference(scalar: UInt32(entity.value), length: length)
    }

    /// Reads `&#…;` or `&#x…;` at `offset` and checks that it names a character XML allows.
    private mutating func readCharacterReference(at offset: Int) throws -> DecodedReference {
        var index = offset + 2
        let isHexadecimal = byte(at: index) == UInt8(ascii: "x")
        if isHexadecimal { index += 1 }
        let digitsStart = index
        var value: UInt32 = 0
        while let next = byte(at: index), let digit = digitValue(next, hexadecimal: isHexadecimal) {
            // Past the largest code point the value only has to stay too large.
            if value <= 0x10FFFF { value = value * (isHexadecimal ? 16 : 10) + digit }
            index += 1
        }
        guard index > digitsStart else {
            let length = index - offset + (byte(at: index) == UInt8(ascii: ";") ? 1 : 0)
            try report(
                "character reference '\(string(offset..<offset + length))' has no digits; expected decimal "
                    + "('&#65;') or hexadecimal ('&#x41;') digits",
                at: span(offset, length)
            )
            return DecodedReference(scalar: nil, length: length)
        }
        guard byte(at: index) == UInt8(ascii: ";") else {
            try report(
                "character reference '\(string(offset..<index))' is missing its ';'",
                at: span(offset, index - offset)
            )
            return DecodedReference(scalar: nil, length: index - offset)
        }
        let length = index + 1 - offset
        let reference = "'\(string(offset..<offset + length))'"
        let problem: String? = switch value {
        case 0x110000...: "character reference \(reference) is beyond U+10FFFF, the largest code point"
        case 0xD800...0xDFFF:
            "character reference \(reference) refers to the surrogate \(XMLMessages.codePoint(value)), "
                + "which is not a character"
        default:
            XMLCharacterRules.isAllowed(value)
                ? nil
                : "character reference \(reference) refers to \(XMLMessages.codePoint(value)), "
                    + "which is not allowed in XML"
        }
        if let problem {
            try report(problem, at: span(offset, length))
            return DecodedReference(scalar: nil, length: length)
        }
        return DecodedReference(scalar: value, length: length)
    }

    /// The value of a decimal or hexadecimal digit, or `nil`.
    private func digitValue(_ byte: UInt8, hexadecimal: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// Checks the character at `offset` that stopped a character-data loop and is neither
    /// markup nor a line end: a control character is reported, as are U+FFFE and U+FFFF.
    /// Returns the number of bytes to move past.
    mutating func checkCharacter(at offset: Int) throws -> Int {
        guard let (value, length) = scalar(at: offset) else { return 1 }
        if !XMLCharacterRules.isAllowed(value) {
            try report("character \(XMLMessages.codePoint(value)) is not allowed in XML", at: span(offset, length))
        }
        return length
    }
}
