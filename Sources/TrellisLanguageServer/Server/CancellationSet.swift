import Foundation

/// The ids of requests the client cancelled (`$/cancelRequest`) that have not been
/// answered yet. The transport's reading thread adds to it as soon as a cancellation
/// arrives, ahead of the requests queued before it; the server takes ids out as it answers.
///
/// `@unchecked Sendable`: every access to `ids` holds `lock`.
public final class CancellationSet: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: Set<RequestID> = []

    public init() {}

    /// Records that the client cancelled `id`.
    public func cancel(_ id: RequestID) {
        lock.lock()
        defer { lock.unlock() }
        ids.insert(id)
    }

    /// Whether `id` was cancelled; forgets it (each request is answered once).
    func take(_ id: RequestID) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return ids.remove(id) != nil
    }

    /// The id a `$/cancelRequest` message names, if `content` is one.
    public static func cancelledID(in content: [UInt8]) -> RequestID? {
        guard let message = try? JSONDecoder().decode(JSONValue.self, from: Data(content)),
              message["method"]?.stringValue == "$/cancelRequest",
              let id = message["params"]?["id"] else { return nil }
        return RequestID(id)
    }
}
