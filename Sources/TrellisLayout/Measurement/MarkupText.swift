/// The visible text of inline (X)HTML markup, as measured and drawn: tags removed, line
/// breaks for `<br>` and the ends of block elements (`</p>`, `</div>`, `</li>`, `</h1>`…
/// `</h6>`), entities decoded (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;`,
/// `&#NN;`, `&#xNN;`), trailing line breaks dropped.
///
/// Written by hand: Foundation's HTML importer is part of UIKit/AppKit, not available on
/// Linux, and only this much is needed to measure text.
enum MarkupText {
    static func plainText(_ markup: String) -> String {
        let bytes = Array(markup.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        // The first `>` at or after `index` (`bytes.count` when there is none): found once
        // per tag, so text full of `<` with no `>` is not scanned again for every `<`.
        var nextClose = -1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"), nextClose < index {
                nextClose = bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
            }
            if byte == UInt8(ascii: "<"), nextClose < bytes.count {
                let close = nextClose
                if breaksLine(tag: bytes[(index + 1)..<close]) { output.append(0x0A) }
                index = close + 1
            } else if byte == UInt8(ascii: "&"), let (decoded, length) = entity(bytes, at: index) {
                output += decoded
                index += length
            } else {
                output.append(byte)
                index += 1
            }
        }
        while output.last == 0x0A { output.removeLast() }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether a tag (the bytes between `<` and `>`) ends a line.
    private static func breaksLine(tag: ArraySlice<UInt8>) -> Bool {
        let isClosing = tag.first == UInt8(ascii: "/")
        let name = tag.drop { $0 == UInt8(ascii: "/") }.prefix { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        let lowered = String(decoding: name.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }, as: UTF8.self)
        return isClosing ? blockElements.contains(lowered) : lowered == "br"
    }

    private static let blockElements: Set<String> = ["p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6"]

    /// The UTF-8 of the entity at `start` and its length, if it is one this reader knows.
    private static func entity(_ bytes: [UInt8], at start: Int) -> ([UInt8], Int)? {
        guard let end = bytes[start...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else { return nil }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        let length = end - start + 1
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
        if let text = named[name] { return (Array(text.utf8), length) }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        guard let value, let scalar = Unicode.Scalar(value) else { return nil }
        return (Array(String(Character(scalar)).utf8), length)
    }
}
