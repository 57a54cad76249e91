import Synchronization

/// The open live sockets, told when templates change.
final class LiveHub: Sendable {
    /// What a live socket's loop handles, in order.
    enum Event: Sendable {
        /// A text message of the page.
        case message(String)
        /// These templates changed on disk; `detected` is when the watcher's batch was
        /// complete.
        case changed(Set<String>, detected: ContinuousClock.Instant)
    }

    private let sockets = Mutex<[Int: AsyncStream<Event>.Continuation]>([:])
    private let nextID = Atomic<Int>(0)

    /// Adds a socket's event stream; the returned number removes it.
    func add(_ continuation: AsyncStream<Event>.Continuation) -> Int {
        let id = nextID.add(1, ordering: .relaxed).newValue
        sockets.withLock { $0[id] = continuation }
        return id
    }

    func remove(_ id: Int) {
        sockets.withLock { _ = $0.removeValue(forKey: id) }
    }

    /// Tells every socket that `templates` changed.
    func changed(_ templates: Set<String>, detected: ContinuousClock.Instant) {
        guard !templates.isEmpty else { return }
        for continuation in sockets.withLock({ Array($0.values) }) {
            continuation.yield(.changed(templates, detected: detected))
        }
    }
}
