/// Why a font file could not be read. The message names the table and offset involved.
public struct FontFileError: Error, Hashable, Sendable {
    /// What is wrong, lowercase, without a trailing period
    /// (`table 'hmtx' is truncated: needs 4 bytes at offset 120, has 100`).
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
