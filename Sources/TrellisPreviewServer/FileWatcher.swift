import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Watches folders and reports the files that changed in them, a burst of changes as one
/// batch once no change came for a quiet period (an editor's save is often several writes,
/// a `git checkout` many files).
///
/// On Linux it reads inotify events on a thread of its own. No package this project may
/// depend on wraps inotify (swift-nio and swift-system do not), so this is a small reader
/// over Glibc's inotify calls. Elsewhere (macOS) it compares the modification times of the
/// watched folders' files every quiet period instead, which needs no system-specific API.
/// Folders are not watched recursively: ``watch(_:)`` takes every folder to watch.
final class FileWatcher: Sendable {
    /// Receives each batch: the changed paths and when the batch was complete.
    typealias Handler = @Sendable (_ paths: Set<String>, _ at: ContinuousClock.Instant) -> Void

    private let quietPeriod: Duration
    private let handler: Handler
    private let state: Mutex<State>

    private struct State {
        var folders: [Int32: String] = [:]
        var watched: Set<String> = []
        var isStopped = false
        /// Modification times by path, for the polling watcher.
        var times: [String: Date] = [:]
    }

    #if os(Linux)
    private let descriptor: Int32
    #endif

    /// A watcher calling `handler` with each batch; it watches nothing until ``watch(_:)``.
    init(quietPeriod: Duration, handler: @escaping Handler) {
        self.quietPeriod = quietPeriod
        self.handler = handler
        state = Mutex(State())
        #if os(Linux)
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        #endif
        let thread = Thread { [self] in run() }
        thread.name = "trellis-preview-watcher"
        thread.start()
    }

    /// Also watches `folders` (absolute paths); those already watched are left as they are.
    func watch(_ folders: [String]) {
        state.withLock { state in
            for folder in folders where !state.watched.contains(folder) {
                #if os(Linux)
                let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM | IN_ATTRIB)
                let watch = inotify_add_watch(descriptor, folder, mask)
                guard watch >= 0 else { continue }
                state.folders[watch] = folder
                #else
                for (path, time) in Self.modificationTimes(in: folder) { state.times[path] = time }
                #endif
                state.watched.insert(folder)
            }
        }
    }

    /// Stops watching; no handler call starts after this returns.
    func stop() {
        state.withLock { $0.isStopped = true }
    }

    private var isStopped: Bool { state.withLock { $0.isStopped } }

    private var quietMilliseconds: Int32 {
        let (seconds, attoseconds) = quietPeriod.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }

    #if os(Linux)
    /// Reads events until stopped; a batch is sent once `quietPeriod` passes without one.
    private func run() {
        var pending: Set<String> = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !isStopped {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, pending.isEmpty ? 100 : quietMilliseconds)
            if ready > 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 { pending.formUnion(paths(in: buffer[..<count])) }
            } else if ready == 0, !pending.isEmpty {
                let batch = pending
                pending = []
                if !isStopped { handler(batch, .now) }
            }
        }
        close(descriptor)
    }

    /// The paths named by the inotify events in `bytes`.
    private func paths(in bytes: ArraySlice<UInt8>) -> [String] {
        var paths: [String] = []
        var offset = bytes.startIndex
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= bytes.endIndex {
            let (watch, length) = bytes.withUnsafeBytes { raw in
                let event = raw.loadUnaligned(fromByteOffset: offset - bytes.startIndex, as: inotify_event.self)
                return (event.wd, Int(event.len))
            }
            let nameStart = offset + header
            let nameEnd = min(bytes.endIndex, nameStart + length)
            let name = String(decoding: bytes[nameStart..<nameEnd].prefix { $0 != 0 }, as: UTF8.self)
            if let folder = state.withLock({ $0.folders[watch] }) {
                paths.append(name.isEmpty ? folder : folder + "/" + name)
            }
            offset = nameEnd
        }
        return paths
    }
    #else
    /// Compares modification times every quiet period; a batch is sent once a comparison
    /// finds no further change.
    private func run() {
        var pending: Set<String> = []
        while !isStopped {
            Thread.sleep(forTimeInterval: Double(quietMilliseconds) / 1000)
            let changed = state.withLock { state in
                var changed: [String] = []
                var current: [String: Date] = [:]
                for folder in state.watched {
                    current.merge(Self.modificationTimes(in: folder)) { first, _ in first }
                }
                for (path, time) in current where state.times[path] != time { changed.append(path) }
                for path in state.times.keys where current[path] == nil { changed.append(path) }
                state.times = current
                return changed
            }
            if !changed.isEmpty {
                pending.formUnion(changed)
            } else if !pending.isEmpty {
                let batch = pending
                pending = []
                if !isStopped { handler(batch, .now) }
            }
        }
    }

    private static func modificationTimes(in folder: String) -> [String: Date] {
        var times: [String: Date] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let path = folder + "/" + name
            if let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date { times[path] = date }
        }
        return times
    }
    #endif
}
