import Foundation

/// Where a ``MessageReader`` reads bytes from: standard input, a pipe, or bytes in a test.
public protocol ByteSource {
    /// Up to `maximum` bytes, blocking until some arrive; empty at the end of the stream.
    mutating func read(maximum: Int) -> [UInt8]
}

/// A file descriptor (standard input for `trellis lsp`).
public struct FileDescriptorSource: ByteSource {
    public let descriptor: Int32

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public mutating func read(maximum: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: maximum)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, maximum) }
            if count < 0, errno == EINTR { continue }
            return count > 0 ? Array(buffer[..<count]) : []
        }
    }
}

/// What the reader found where a message should be.
public enum FramedMessage: Equatable, Sendable {
    /// The content of a message (JSON text, not yet parsed).
    case message([UInt8])
    /// A header block that does not frame a message: no valid `Content-Length`, or one
    /// past ``MessageReader/maximumContentLength``. The block was consumed; a too-long
    /// content was skipped too, so reading goes on with the next message.
    case invalidHeader(String)
}

/// Splits a byte stream into JSON-RPC messages framed by `Content-Length` headers:
/// `Content-Length: 42\r\n\r\n{…}`. Other headers (`Content-Type`) are accepted and ignored.
public struct MessageReader<Source: ByteSource> {
    /// The largest message content read (256 MiB: a 50 MB document sent twice, escaped,
    /// fits); a larger one is skipped unread, so memory stays bounded.
    public static var maximumContentLength: Int { 256 * 1_024 * 1_024 }
    /// The longest header block accepted before giving up on it.
    static var maximumHeaderLength: Int { 8_192 }

    private var source: Source
    private var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` start.
    private var start = 0

    public init(source: Source) {
        self.source = source
    }

    /// The next message, or `nil` at the end of the stream (a message cut short included).
    public mutating func next() -> FramedMessage? {
        guard let headerEnd = readHeaderEnd() else { return nil }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        start = headerEnd + 4
        guard let length = Self.contentLength(in: header) else {
            return .invalidHeader("missing or invalid Content-Length header")
        }
        guard length <= Self.maximumContentLength else {
            guard skip(length) else { return nil }
            return .invalidHeader("message of \(length) bytes is longer than the limit of \(Self.maximumContentLength)")
        }
        guard fill(upTo: start + length) else { return nil }
        let content = Array(buffer[start..<(start + length)])
        start += length
        compact()
        return .message(content)
    }

    /// The offset of the `\r\n\r\n` ending the header block at `start`, reading as needed.
    private mutating func readHeaderEnd() -> Int? {
        var searchFrom = start
        while true {
            if let end = Self.findHeaderEnd(in: buffer, from: searchFrom) { return end }
            searchFrom = max(start, buffer.count - 3)
            if buffer.count - start > Self.maximumHeaderLength {
                // Not a header: drop what was read and look for the next one.
                start = buffer.count - 3
                compact()
                searchFrom = start
            }
            let more = source.read(maximum: 65_536)
            if more.isEmpty { return nil }
            buffer += more
        }
    }

    /// Reads until `buffer` holds `end` bytes; false at the end of the stream.
    private mutating func fill(upTo end: Int) -> Bool {
        buffer.reserveCapacity(end)
        while buffer.count < end {
            let more = source.read(maximum: min(max(end - buffer.count, 4_096), 1 << 20))
            if more.isEmpty { return false }
            buffer += more
        }
        return true
    }

    /// Skips `count` bytes from `start` without keeping them.
    private mutating func skip(_ count: Int) -> Bool {
        if buffer.count - start >= count {
            start += count
            compact()
            return true
        }
        var remaining = count - (buffer.count - start)
        buffer.removeAll(keepingCapacity: false)
        start = 0
        while remaining > 0 {
            let more = source.read(maximum: min(remaining, 1 << 20))
            if more.isEmpty { return false }
            remaining -= more.count
            if remaining < 0 { buffer = Array(more.suffix(-remaining)) }
        }
        return true
    }

    /// Drops the consumed bytes once they are the larger part of the buffer, so reading
    /// many messages stays linear.
    private mutating func compact() {
        if start > 0, start * 2 >= buffer.count {
            buffer.removeSubrange(..<start)
            start = 0
        }
    }

    static func contentLength(in header: String) -> Int? {
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            guard let length = Int(parts[1].trimmingCharacters(in: .whitespaces)), length >= 0 else { return nil }
            return length
        }
        return nil
    }

    /// The offset of the first `\r\n\r\n` at or after `from`.
    private static func findHeaderEnd(in bytes: [UInt8], from: Int) -> Int? {
        let cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        var index = max(0, from)
        while index + 3 < bytes.count {
            if bytes[index] == cr, bytes[index + 1] == lf, bytes[index + 2] == cr, bytes[index + 3] == lf {
                return index
            }
            index += 1
        }
        return nil
    }
}

/// Frames message contents with a `Content-Length` header.
public enum MessageWriter {
    /// The bytes to write for a message whose JSON text is `content`.
    public static func frame(_ content: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
    }
}
