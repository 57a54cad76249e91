import TrellisExpressions
import TrellisTemplates

/// Re-prints the expressions of one attribute value and returns the bytes to write
/// between double quotes.
///
/// Only expressions change: a whole expression value, or each `{…}` segment of a
/// template, is replaced by its canonical text (``ExpressionPrinter``) when that differs
/// from what is written. Everything else — literal text, entity and character
/// references, unparsed values — keeps its source bytes, so `&amp;` stays `&amp;`. A value
/// written in single quotes is moved to double quotes (a `"` in it becomes `&quot;`).
enum AttributeValueFormatter {
    /// A replacement of the decoded bytes `range` of the value by `text`.
    private struct Edit {
        var range: Range<Int>
        var text: String
    }

    static func format(_ attribute: XMLAttribute, parsed: ParsedAttributeValue, source: [UInt8]) -> [UInt8] {
        let edits = self.edits(attribute.value, parsed: parsed)
        let valueSpan = attribute.valueSpan
        let locator = attribute.locator
        let convertsQuotes = attribute.quote == .single
        var output: [UInt8] = []
        output.reserveCapacity(valueSpan.length + 8)
        var offset = valueSpan.offset
        for edit in edits {
            let start = locator.sourceOffset(ofDecodedStart: edit.range.lowerBound)
            let end = locator.sourceOffset(ofDecodedEnd: edit.range.upperBound)
            guard start >= offset, end >= start, end <= valueSpan.endOffset else { continue }
            appendSource(source[offset..<start], to: &output, convertingQuotes: convertsQuotes)
            output += XMLEscaping.attributeValue(edit.text)
            offset = end
        }
        appendSource(source[offset..<valueSpan.endOffset], to: &output, convertingQuotes: convertsQuotes)
        return output
    }

    private static func appendSource(_ bytes: ArraySlice<UInt8>, to output: inout [UInt8], convertingQuotes: Bool) {
        guard convertingQuotes, bytes.contains(UInt8(ascii: "\"")) else {
            output += bytes
            return
        }
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { output += Array("&quot;".utf8) } else { output.append(byte) }
        }
    }

    /// The edits that make the expressions of `value` canonical, in increasing order.
    private static func edits(_ value: String, parsed: ParsedAttributeValue) -> [Edit] {
        switch parsed {
        case .unparsed:
            return []
        case let .expression(syntax, comment):
            let printed = ExpressionPrinter.print(syntax, comment: comment)
            return printed == value ? [] : [Edit(range: 0..<value.utf8.count, text: printed)]
        case .template(let template):
            let bytes = Array(value.utf8)
            var edits: [Edit] = []
            for case let .expression(syntax, range) in template.segments {
                let printed = template.printedSegment(syntax, range: range)
                guard range.upperBound <= bytes.count, !bytes[range].elementsEqual(printed.utf8) else { continue }
                edits.append(Edit(range: range, text: printed))
            }
            return edits
        }
    }
}
