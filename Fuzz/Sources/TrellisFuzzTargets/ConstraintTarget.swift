import TrellisTemplates

/// A `constrain` attribute's text parsed into constraints on its own, without the template
/// around it.
enum ConstraintTarget {
    static func run(_ bytes: [UInt8]) {
        _ = ConstraintParser.parse(String(decoding: bytes, as: UTF8.self))
    }
}
