/// The part of a request path after a route's prefix, checked before it names anything:
/// nothing with `..` or `.` components, empty components, backslashes or NUL, and no
/// percent-encoded `/`, `\` or `.` (so that no encoding can step out of a folder); the
/// rest is percent-decoded.
enum RequestPath {
    /// The decoded remainder of `rawPath` after `prefix`, or `nil` when it must not be used.
    static func remainder(of rawPath: String, after prefix: String) -> String? {
        guard rawPath.hasPrefix(prefix) else { return nil }
        let raw = rawPath.dropFirst(prefix.count)
        let lowered = raw.lowercased()
        for encoded in ["%2f", "%5c", "%2e", "%00"] where lowered.contains(encoded) { return nil }
        guard let decoded = percentDecoded(raw), !decoded.isEmpty, !decoded.contains("\\"), !decoded.contains("\0") else { return nil }
        for component in decoded.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty || component == "." || component == ".." { return nil }
        }
        return decoded
    }

    /// `text` with `%XX` sequences decoded as UTF-8, or `nil` when one is malformed.
    private static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
