/// The bytes an ``IRByteSink`` writes: a growable buffer stored through a pointer.
///
/// `Array.append` checks uniqueness and capacity on every byte, which costs more than the
/// byte itself in a JSON writer whose writes are all a few bytes long (a key, a digit, a
/// bracket). This buffer checks capacity once per write and then stores through its
/// pointer.
///
/// It writes into memory it allocates, or into memory it is lent (the uninitialized
/// storage of the array the text is returned in, so the text is not copied at the end)
/// until that is full.
///
/// The unsafe code is confined to this file: memory the buffer allocates is freed only by
/// ``Storage`` (which a copy shares, so it is freed once, after the last copy); lent memory
/// is used only while its lender's closure runs (``IRWriter/encode(_:)``); every store is
/// preceded by ``reserve(_:)`` for its size, so `count <= capacity` always holds; the bytes
/// are read back only through ``bytes``. Copies of a buffer share its memory, so a buffer
/// is written through one copy only (the sink owns its buffer and never hands it out).
struct IROutputBuffer {
    /// Owns memory the buffer allocated.
    private final class Storage {
        let base: UnsafeMutablePointer<UInt8>

        init(capacity: Int) {
            base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        }

        deinit {
            base.deallocate()
        }
    }

    /// Where the bytes are: ``owner``'s memory, or lent memory when it is `nil`.
    private var base: UnsafeMutablePointer<UInt8>
    /// Keeps the memory the buffer allocated alive.
    private var owner: Storage?
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        let capacity = max(16, capacity)
        let storage = Storage(capacity: capacity)
        self.init(base: storage.base, owner: storage, capacity: capacity)
    }

    /// A buffer writing into `memory` until it needs more room; the memory must outlive
    /// every write.
    init(writingInto memory: UnsafeMutableBufferPointer<UInt8>) {
        if let start = memory.baseAddress, memory.count >= 16 {
            self.init(base: start, owner: nil, capacity: memory.count)
        } else {
            self.init(capacity: memory.count)
        }
    }

    private init(base: UnsafeMutablePointer<UInt8>, owner: Storage?, capacity: Int) {
        self.base = base
        self.owner = owner
        self.capacity = capacity
    }

    /// Whether the bytes are still in the memory the buffer was lent.
    var isInLentMemory: Bool { owner == nil }

    /// The bytes written.
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let larger = Storage(capacity: newCapacity)
        larger.base.update(from: base, count: count)
        owner = larger
        base = larger.base
        capacity = newCapacity
    }

    /// Stores a byte; room must have been reserved.
    @inline(__always)
    private mutating func store(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        store(byte)
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends the decimal digits of `value`, most significant first.
    ///
    /// The digits are counted first and then stored from the last one back, two per
    /// division (most values written are short offsets, lines and columns).
    mutating func appendInt(_ value: Int) {
        reserve(21)
        if value < 0 { store(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            store(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        var digits = 2
        var limit: UInt = 100
        while digits < 20, magnitude >= limit {
            digits += 1
            limit &*= 10
        }
        var position = base + count + digits
        count += digits
        Self.digitPairs.withUTF8Buffer { pairs in
            // Two digits at a time while at least three are left; then the last one or two.
            while magnitude >= 100 {
                let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: 100)
                position -= 2
                position[0] = pairs[Int(remainder) &* 2]
                position[1] = pairs[Int(remainder) &* 2 + 1]
                magnitude = quotient
            }
            if magnitude >= 10 {
                position[-2] = pairs[Int(magnitude) &* 2]
                position[-1] = pairs[Int(magnitude) &* 2 + 1]
            } else {
                position[-1] = UInt8(ascii: "0") + UInt8(magnitude)
            }
        }
    }

    /// `00` through `99`, the two digits of each number below 100.
    private static let digitPairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// Appends `value` as a JSON string, escaped as JSONEncoder escapes it (quotes,
    /// backslashes and control characters; not slashes).
    mutating func appendString(_ value: String) {
        append(UInt8(ascii: "\""))
        let written: Void? = value.utf8.withContiguousStorageIfAvailable { appendEscaped($0) }
        if written == nil { Array(value.utf8).withUnsafeBufferPointer { appendEscaped($0) } }
        append(UInt8(ascii: "\""))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            append(utf8)
            return
        }
        reserve(utf8.count * 6)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                store(UInt8(ascii: "\\"))
                store(byte)
            case 0x0A: escape(UInt8(ascii: "n"))
            case 0x0D: escape(UInt8(ascii: "r"))
            case 0x09: escape(UInt8(ascii: "t"))
            case 0x08: escape(UInt8(ascii: "b"))
            case 0x0C: escape(UInt8(ascii: "f"))
            case 0..<0x20:
                escape(UInt8(ascii: "u"))
                store(UInt8(ascii: "0"))
                store(UInt8(ascii: "0"))
                store(Self.hexDigits[Int(byte >> 4)])
                store(Self.hexDigits[Int(byte & 0x0F)])
            default: store(byte)
            }
        }
    }

    /// A backslash and `letter`; room must have been reserved.
    private mutating func escape(_ letter: UInt8) {
        store(UInt8(ascii: "\\"))
        store(letter)
    }
}
