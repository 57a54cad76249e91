/// Where the IR encoder writes: JSON text (``IRByteSink``) or an ``IRJSON`` tree
/// (``IRTreeSink``, for `Encodable`). The encoder writes object keys in sorted order.
protocol IRSink {
    mutating func beginObject()
    /// The key of the next member; its value follows.
    mutating func key(_ key: String)
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    mutating func string(_ value: String)
    mutating func int(_ value: Int)
    /// A finite double (the encoder writes non-finite values as strings).
    mutating func double(_ value: Double)
    mutating func bool(_ value: Bool)
    mutating func null()
}

/// Writes JSON text as JSONEncoder does with sorted keys (no white space; numbers and
/// string escapes alike), plus a line break before each element of an array held by a
/// member named in ``lineBreaks``.
struct IRByteSink: IRSink {
    private(set) var bytes: [UInt8] = []
    let lineBreaks: Set<String>
    /// Per open container: whether it has an element yet, and whether it breaks lines.
    private var open: [(hasElement: Bool, breaks: Bool)] = []
    private var pendingKey: String?

    init(lineBreaks: Set<String>, capacity: Int = 4_096) {
        self.lineBreaks = lineBreaks
        bytes.reserveCapacity(capacity)
    }

    /// Writes the comma (and line break) a new element or member needs.
    private mutating func separate() {
        guard let last = open.last else { return }
        if last.hasElement { bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1].hasElement = true
        if last.breaks, pendingKey == nil { bytes.append(0x0A) }
    }

    mutating func beginObject() {
        if pendingKey == nil { separate() }
        pendingKey = nil
        bytes.append(UInt8(ascii: "{"))
        open.append((false, false))
    }

    mutating func key(_ key: String) {
        separate()
        Self.appendString(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        pendingKey = key
    }

    mutating func endObject() {
        open.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func beginArray() {
        let breaks = pendingKey.map(lineBreaks.contains) ?? false
        if pendingKey == nil { separate() }
        pendingKey = nil
        bytes.append(UInt8(ascii: "["))
        open.append((false, breaks))
    }

    mutating func endArray() {
        open.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func scalar() {
        if pendingKey == nil { separate() }
        pendingKey = nil
    }

    mutating func string(_ value: String) {
        scalar()
        Self.appendString(value, to: &bytes)
    }

    mutating func int(_ value: Int) {
        scalar()
        Self.appendInt(value, to: &bytes)
    }

    mutating func double(_ value: Double) {
        scalar()
        let text = value.description
        bytes += (text.hasSuffix(".0") ? text.dropLast(2) : Substring(text)).utf8
    }

    mutating func bool(_ value: Bool) {
        scalar()
        bytes += (value ? "true" : "false").utf8
    }

    mutating func null() {
        scalar()
        bytes += "null".utf8
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    static func appendInt(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 0, value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
        } else {
            bytes += String(value).utf8
        }
    }

    static func appendString(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
                case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
                case 0..<0x20:
                    bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                              hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// Builds an ``IRJSON`` tree.
struct IRTreeSink: IRSink {
    /// An open object or array, filled in place.
    private struct Container {
        var isObject: Bool
        var members: [IRJSON.Member] = []
        var elements: [IRJSON] = []
        var key = ""
    }

    private var open: [Container] = []
    private(set) var result: IRJSON = .null

    private mutating func add(_ value: IRJSON) {
        guard !open.isEmpty else {
            result = value
            return
        }
        let last = open.count - 1
        if open[last].isObject {
            open[last].members.append(IRJSON.Member(key: open[last].key, value: value))
        } else {
            open[last].elements.append(value)
        }
    }

    mutating func beginObject() { open.append(Container(isObject: true)) }

    mutating func key(_ key: String) {
        guard !open.isEmpty else { return }
        open[open.count - 1].key = key
    }

    mutating func endObject() {
        guard let container = open.popLast() else { return }
        add(.object(container.members))
    }

    mutating func beginArray() { open.append(Container(isObject: false)) }

    mutating func endArray() {
        guard let container = open.popLast() else { return }
        add(.array(container.elements))
    }

    mutating func string(_ value: String) { add(.string(value)) }
    mutating func int(_ value: Int) { add(.int(value)) }
    mutating func double(_ value: Double) { add(.double(value)) }
    mutating func bool(_ value: Bool) { add(.bool(value)) }
    mutating func null() { add(.null) }
}
