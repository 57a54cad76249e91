import TrellisDiagnostics

extension TemplateChecker {
    /// The properties whose text users read (a name ending in `Title` too: `normalTitle`).
    private static let translatableProperties: Set<String> = [
        "text", "title", "placeholder", "prompt", "message", "attributedText", "attributedTitle", "attributedPlaceholder",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue",
    ]

    /// Reports, for the `hardcoded-text` rule (Android's HardcodedText), literal text in the
    /// text properties and in body text: words outside `{…}` expressions, which translators
    /// cannot reach (text read from `{strings.key}`, params or state is left alone, and so
    /// is text without letters, such as `•` or `100%`). Each attribute or body text is
    /// reported once, at its first literal words, however many times its file is included.
    mutating func reportHardcodedText() {
        guard lintOptions.checks(.hardcodedText) else { return }
        var reported: Set<SourceSpan> = []
        for node in template.nodes where node.component != nil {
            for attribute in node.attributes {
                let name = attribute.name.split(separator: ".").last.map(String.init) ?? attribute.name
                guard Self.translatableProperties.contains(name) || name.hasSuffix("Title"),
                      let words = Self.firstLiteralWords(in: attribute.attribute.value)
                else { continue }
                let span = attribute.attribute.locator.span(for: words)
                guard reported.insert(span).inserted else { continue }
                let text = Self.excerpt(attribute.attribute.value, words)
                report(.warning(
                    .hardcodedText,
                    "literal text '\(text)' in '\(attribute.name)' cannot be translated; put it in the strings table and write {strings.key}",
                    at: span
                ), in: attribute.instance)
            }
            if let body = node.body { reportHardcodedText(in: body, reported: &reported) }
        }
    }

    /// Reports the first literal words of body text, inline HTML included.
    private mutating func reportHardcodedText(in body: BodyText, reported: inout Set<SourceSpan>) {
        var texts: [XMLText] = []
        var pending: [XMLElement] = []
        for segment in body.segments.reversed() {
            switch segment {
            case let .text(text): texts.append(text)
            case let .html(element): pending.append(element)
            }
        }
        // HTML elements are walked with an explicit stack, so any depth the reader accepts is safe.
        while let element = pending.popLast() {
            for child in element.children {
                switch child {
                case let .text(text): texts.append(text)
                case let .element(nested): pending.append(nested)
                default: break
                }
            }
        }
        guard let (text, words) = texts.lazy.compactMap({ text in Self.firstLiteralWords(in: text.text).map { (text, $0) } })
            .min(by: { $0.0.span.offset < $1.0.span.offset })
        else { return }
        let span = text.locator.span(for: words)
        guard reported.insert(span).inserted else { return }
        report(.warning(
            .hardcodedText,
            "literal text '\(Self.excerpt(text.text, words))' in the body cannot be translated; put it in the strings table and write {strings.key}",
            at: span
        ), in: body.instance)
    }

    /// The UTF-8 byte range of the first run of literal text outside `{…}` that holds a
    /// letter, without the blanks around it; `nil` when there is none.
    static func firstLiteralWords(in text: String) -> Range<Int>? {
        let bytes = Array(text.utf8)
        var depth = 0
        var start: Int?
        func words(before end: Int) -> Range<Int>? {
            guard var low = start else { return nil }
            var high = end
            while low < high, Self.isBlank(bytes[low]) { low += 1 }
            while high > low, Self.isBlank(bytes[high - 1]) { high -= 1 }
            let run = String(decoding: bytes[low..<high], as: UTF8.self)
            return run.unicodeScalars.contains(where: \.properties.isAlphabetic) ? low..<high : nil
        }
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "{") {
                if depth == 0 {
                    if let found = words(before: index) { return found }
                    start = nil
                }
                depth += 1
            } else if byte == UInt8(ascii: "}"), depth > 0 {
                depth -= 1
            } else if depth == 0, start == nil {
                start = index
            }
        }
        return depth == 0 ? words(before: bytes.count) : nil
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The words of `text` in `range`, cut after 40 characters.
    private static func excerpt(_ text: String, _ range: Range<Int>) -> String {
        let words = String(decoding: Array(text.utf8)[range], as: UTF8.self)
        return words.count > 40 ? words.prefix(40) + "…" : words
    }
}
