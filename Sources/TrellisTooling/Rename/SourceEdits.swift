import TrellisDiagnostics

/// Replacements of byte ranges of one file, applied together.
struct SourceEdits {
    struct Edit {
        var offset: Int
        var length: Int
        var replacement: [UInt8]
    }

    private(set) var edits: [Edit] = []

    var isEmpty: Bool { edits.isEmpty }
    var count: Int { edits.count }

    /// The byte ranges replaced, in order of position.
    var ranges: [Range<Int>] {
        edits.map { $0.offset..<$0.offset + $0.length }.sorted { $0.lowerBound < $1.lowerBound }
    }

    mutating func replace(_ span: SourceSpan, with text: String) {
        edits.append(Edit(offset: span.offset, length: span.length, replacement: Array(text.utf8)))
    }

    mutating func replace(offset: Int, length: Int, with text: String) {
        edits.append(Edit(offset: offset, length: length, replacement: Array(text.utf8)))
    }

    /// `bytes` with every edit applied. Edits are applied in order of position; an edit
    /// that overlaps an earlier one, or lies outside `bytes`, is skipped.
    func applied(to bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var offset = 0
        for edit in edits.sorted(by: { $0.offset < $1.offset }) {
            guard edit.offset >= offset, edit.length >= 0, edit.offset + edit.length <= bytes.count else { continue }
            output += bytes[offset..<edit.offset]
            output += edit.replacement
            offset = edit.offset + edit.length
        }
        output += bytes[offset...]
        return output
    }
}
