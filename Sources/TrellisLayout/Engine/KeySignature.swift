/// A one-bit summary of a key path, from its length and its first and last bytes. A node
/// keeps the union of the bits of the key paths it sets (``NodeInfo/keyPathBits``) and of
/// their first components (``NodeInfo/firstComponentBits``): a lookup whose bit is not in
/// the union is answered without comparing a string. Key paths may share a bit; a lookup
/// whose bit is set still compares.
enum KeySignature {
    /// The bit of `keyPath`.
    static func of(_ keyPath: String) -> UInt64 {
        // The bytes are read in place (`utf8.last` walks the string generically).
        keyPath.utf8.withContiguousStorageIfAvailable(of) ?? Array(keyPath.utf8).withUnsafeBufferPointer(of)
    }

    /// The bit of the key path whose UTF-8 bytes are `bytes`.
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        bit(bytes, count: bytes.count)
    }

    /// The bit of `keyPath` and the bit of its first component (`contentInset` of
    /// `contentInset.top`: the bit ``of(_:)-(String)`` gives that component), from one read
    /// of its bytes.
    static func ofKeyPathAndFirstComponent(_ keyPath: String) -> (keyPath: UInt64, firstComponent: UInt64) {
        func bits(_ bytes: UnsafeBufferPointer<UInt8>) -> (keyPath: UInt64, firstComponent: UInt64) {
            (bit(bytes, count: bytes.count), bit(bytes, count: bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.count))
        }
        return keyPath.utf8.withContiguousStorageIfAvailable(bits) ?? Array(keyPath.utf8).withUnsafeBufferPointer(bits)
    }

    /// The bit of the first `count` of `bytes`.
    private static func bit(_ bytes: UnsafeBufferPointer<UInt8>, count: Int) -> UInt64 {
        guard count > 0 else { return 1 }
        let mixed = UInt64(truncatingIfNeeded: count) &* 0x9E37 ^ UInt64(bytes[0]) &* 0x2F ^ UInt64(bytes[count - 1]) &* 0x61
        return 1 << (mixed & 63)
    }
}
