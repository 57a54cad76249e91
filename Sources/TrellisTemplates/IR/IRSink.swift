/// Where the IR encoder writes: JSON text (``IRByteSink``) or an ``IRJSON`` tree
/// (``IRTreeSink``, for `Encodable`). The encoder writes object keys in sorted order.
protocol IRSink {
    mutating func beginObject()
    /// The key of the next member, one of the IR layout's (which need no escaping); its
    /// value follows.
    mutating func key(_ key: StaticString)
    /// A key computed from the templates (an id, a key path); its value follows.
    mutating func dynamicKey(_ key: String)
    /// A string of the IR layout (a tag, a kind), which needs no escaping.
    mutating func literal(_ value: StaticString)
    mutating func endObject()
    /// Opens an array; in JSON text each element of a `breakingLines` array starts a line.
    mutating func beginArray(breakingLines: Bool)
    mutating func endArray()
    mutating func string(_ value: String)
    mutating func int(_ value: Int)
    /// A finite double (the encoder writes non-finite values as strings).
    mutating func double(_ value: Double)
    mutating func bool(_ value: Bool)
    mutating func null()
    /// Writes a value encoded earlier as JSON text by an ``IRByteSink`` (see
    /// ``IREncodedJSON``); returns `false`, writing nothing, when this sink cannot take
    /// text, so the caller encodes the value itself.
    mutating func encoded(_ json: IREncodedJSON) -> Bool
    /// Writes an object member encoded earlier by an ``IRByteSink`` around a location
    /// `[file, line, column, offset, length]` (see ``IRPropertyShape``); returns `false`,
    /// writing nothing, when this sink cannot take text.
    mutating func encodedMember(head: [UInt8], location: (Int, Int, Int, Int, Int), tail: [UInt8]) -> Bool
}

extension IRSink {
    mutating func beginArray() {
        beginArray(breakingLines: false)
    }
}

/// Where a finished ``IRByteSink`` left its text.
enum IRFinishedText {
    /// In the memory the sink was lent, this many bytes.
    case inLentMemory(count: Int)
    /// In memory of its own, because the text outgrew the lent memory.
    case moved([UInt8])
}

/// Writes JSON text as JSONEncoder does with sorted keys (no white space; numbers and
/// string escapes alike), plus the line breaks asked for by ``beginArray(breakingLines:)``.
///
/// Separators need no stack: a comma goes before every element or member except the first
/// of its container, which is exactly when the previous token was a value or the end of a
/// container (not an opening bracket or a key). Only the depths of line-breaking arrays
/// (a document's templates, a template's nodes) are stacked.
struct IRByteSink: IRSink {
    private var output: IROutputBuffer
    /// Whether the next element or member needs a comma before it.
    private var needsComma = false
    /// How many containers are open.
    private var depth = 0
    /// The depth inside the innermost open line-breaking array (-1 when none is open), and
    /// the depths inside the enclosing ones.
    private var breakingDepth = -1
    private var enclosingBreakingDepths: [Int] = []
    /// Whether a key was just written, so the next value needs no separator.
    private var afterKey = false

    init(capacity: Int = 4_096) {
        output = IROutputBuffer(capacity: capacity)
    }

    /// A sink writing into `memory` while it has room (see ``IROutputBuffer``).
    init(writingInto memory: UnsafeMutableBufferPointer<UInt8>) {
        output = IROutputBuffer(writingInto: memory)
    }

    /// The text written so far.
    var bytes: [UInt8] { output.bytes }

    /// Ends the text with a line break; returns how many bytes were written into the
    /// memory the sink was lent, or the text when it outgrew that memory.
    mutating func finish() -> IRFinishedText {
        output.append(0x0A)
        return output.isInLentMemory ? .inLentMemory(count: output.count) : .moved(output.bytes)
    }

    /// Writes the comma (and line break) a new element or member needs.
    @inline(__always)
    private mutating func separate() {
        if needsComma { output.append(UInt8(ascii: ",")) }
        if depth == breakingDepth { output.append(0x0A) }
    }

    /// Writes the separator a value needs unless it follows a key.
    @inline(__always)
    private mutating func beginValue() {
        if !afterKey { separate() }
        afterKey = false
    }

    mutating func beginObject() {
        beginValue()
        output.append(UInt8(ascii: "{"))
        depth += 1
        needsComma = false
    }

    mutating func dynamicKey(_ key: String) {
        separate()
        output.appendString(key)
        output.append(UInt8(ascii: ":"))
        afterKey = true
    }

    mutating func key(_ key: StaticString) {
        separate()
        output.append(UInt8(ascii: "\""))
        output.append(key)
        output.append(UInt8(ascii: "\""))
        output.append(UInt8(ascii: ":"))
        afterKey = true
    }

    mutating func literal(_ value: StaticString) {
        beginValue()
        output.append(UInt8(ascii: "\""))
        output.append(value)
        output.append(UInt8(ascii: "\""))
        needsComma = true
    }

    mutating func endObject() {
        depth -= 1
        output.append(UInt8(ascii: "}"))
        needsComma = true
    }

    mutating func beginArray(breakingLines: Bool) {
        beginValue()
        output.append(UInt8(ascii: "["))
        depth += 1
        needsComma = false
        if breakingLines {
            enclosingBreakingDepths.append(breakingDepth)
            breakingDepth = depth
        }
    }

    mutating func endArray() {
        if depth == breakingDepth { breakingDepth = enclosingBreakingDepths.popLast() ?? -1 }
        depth -= 1
        output.append(UInt8(ascii: "]"))
        needsComma = true
    }

    mutating func encoded(_ json: IREncodedJSON) -> Bool {
        beginValue()
        output.append(json.bytes)
        needsComma = true
        return true
    }

    mutating func encodedMember(head: [UInt8], location: (Int, Int, Int, Int, Int), tail: [UInt8]) -> Bool {
        separate()
        output.append(head)
        output.appendInt(location.0)
        output.append(UInt8(ascii: ","))
        output.appendInt(location.1)
        output.append(UInt8(ascii: ","))
        output.appendInt(location.2)
        output.append(UInt8(ascii: ","))
        output.appendInt(location.3)
        output.append(UInt8(ascii: ","))
        output.appendInt(location.4)
        output.append(tail)
        needsComma = true
        return true
    }

    /// A sink positioned inside an object after a member, for encoding the end of a
    /// member to copy later (``IRPropertyShape``).
    static func afterMember() -> IRByteSink {
        var sink = IRByteSink(capacity: 64)
        sink.depth = 1
        sink.needsComma = true
        return sink
    }

    @inline(__always)
    private mutating func scalar() {
        beginValue()
        needsComma = true
    }

    mutating func string(_ value: String) {
        scalar()
        output.appendString(value)
    }

    mutating func int(_ value: Int) {
        scalar()
        output.appendInt(value)
    }

    mutating func double(_ value: Double) {
        scalar()
        if value.rounded() == value, abs(value) < 1e15, !(value == 0 && value.sign == .minus) {
            output.appendInt(Int(value))
            return
        }
        let text = value.description
        output.append(Array((text.hasSuffix(".0") ? text.dropLast(2) : Substring(text)).utf8))
    }

    mutating func bool(_ value: Bool) {
        scalar()
        output.append(value ? "true" : "false")
    }

    mutating func null() {
        scalar()
        output.append("null")
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

    mutating func dynamicKey(_ key: String) {
        guard !open.isEmpty else { return }
        open[open.count - 1].key = key
    }

    mutating func key(_ key: StaticString) {
        dynamicKey(key.description)
    }

    mutating func literal(_ value: StaticString) { add(.string(value.description)) }

    mutating func endObject() {
        guard let container = open.popLast() else { return }
        add(.object(container.members))
    }

    mutating func beginArray(breakingLines _: Bool) { open.append(Container(isObject: false)) }

    mutating func endArray() {
        guard let container = open.popLast() else { return }
        add(.array(container.elements))
    }

    mutating func string(_ value: String) { add(.string(value)) }
    mutating func int(_ value: Int) { add(.int(value)) }
    mutating func double(_ value: Double) { add(.double(value)) }
    mutating func bool(_ value: Bool) { add(.bool(value)) }
    mutating func null() { add(.null) }
    mutating func encoded(_: IREncodedJSON) -> Bool { false }
    mutating func encodedMember(head _: [UInt8], location _: (Int, Int, Int, Int, Int), tail _: [UInt8]) -> Bool { false }
}
