/// A key path the engine reads for itself, with what deciding whether a node sets it needs
/// worked out once: most nodes set none of the key paths they are asked about, and a plain
/// name's ``KeySignature`` bit missing from the node's says so without a string compared.
struct EngineKeyPath: Sendable {
    /// The engine's key, for a content field or container parameter (`nil` for a key path
    /// the engine reads by name only).
    let key: EngineKey?
    let keyPath: String
    /// The ``KeySignature`` bit of ``keyPath``.
    let bit: UInt64
    /// Whether ``keyPath`` is a plain name (no member) the engine computes no value for: a
    /// node that sets neither it nor a member of it reads its unset default.
    let isPlainStored: Bool

    init(_ keyPath: String, key: EngineKey? = nil) {
        self.key = key
        self.keyPath = keyPath
        bit = KeySignature.of(keyPath)
        isPlainStored = !keyPath.contains(".") && !ProgramBuilder.computedKeyPaths.contains(keyPath)
    }

    init(_ key: EngineKey) {
        self.init(key.rawValue, key: key)
    }

    /// The key paths of `keys`, in order.
    static func list(_ keys: [EngineKey]) -> EngineKeyPathList {
        EngineKeyPathList(keys.map(EngineKeyPath.init))
    }

    static let weight = EngineKeyPath("weight")
    static let anchor = EngineKeyPath("anchor")
    static let isDisplayable = EngineKeyPath("isDisplayable")
    static let isHidden = EngineKeyPath("isHidden")
}

/// Key paths the engine reads of a node (a content's fields, a container's parameters),
/// with the union of their bits: a node whose first components have none of them sets
/// none of them, and is answered for the whole list by one test of bits.
struct EngineKeyPathList: Sendable {
    let keyPaths: [EngineKeyPath]
    /// The union of the ``EngineKeyPath/bit``s, or `nil` when a key path is not a plain
    /// stored name (whether a node sets it is not told by its bit alone).
    private let plainBits: UInt64?

    init(_ keyPaths: [EngineKeyPath]) {
        self.keyPaths = keyPaths
        plainBits = keyPaths.allSatisfy(\.isPlainStored) ? keyPaths.reduce(0) { $0 | $1.bit } : nil
    }

    /// Whether a node whose first components have the bits `firstComponentBits` sets none
    /// of the key paths, nor a member of one (each reads its unset default).
    func isUnset(inFirstComponentBits firstComponentBits: UInt64) -> Bool {
        plainBits.map { $0 & firstComponentBits == 0 } ?? false
    }
}
