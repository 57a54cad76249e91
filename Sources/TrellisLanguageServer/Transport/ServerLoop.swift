import Dispatch
import Foundation

/// Runs a ``LanguageServer`` over a pair of file descriptors (`trellis lsp`: standard
/// input and output): a thread reads and frames messages, the server handles them one at a
/// time on a serial queue, and diagnostics are published once the documents have been
/// quiet for `debounce`.
///
/// `@unchecked Sendable`: `server` and `generation` are only touched on `queue`.
public final class ServerLoop: @unchecked Sendable {
    private let queue = DispatchQueue(label: "trellis.lsp")
    private let output: FileHandle
    private let debounce: DispatchTimeInterval
    private let assets: [String]
    private let finished = DispatchSemaphore(value: 0)
    private var server: LanguageServer?
    /// Counts scheduled publications: only the latest one publishes.
    private var generation = 0
    private var status: Int32 = 1

    /// A loop writing to `output`, publishing diagnostics `debounce` after the last change;
    /// `assets` are the asset catalogs of `--assets`.
    public init(output: FileHandle, debounce: DispatchTimeInterval = .milliseconds(150), assets: [String] = []) {
        self.output = output
        self.debounce = debounce
        self.assets = assets
    }

    /// Reads messages from `input` until `exit` (or the end of the input), and returns the
    /// exit status: 0 after `shutdown` then `exit`, else 1.
    public func run(input: Int32) -> Int32 {
        let cancellations = CancellationSet()
        queue.sync {
            server = LanguageServer(assets: assets, cancellations: cancellations) { [output] content in
                output.write(Data(MessageWriter.frame(content)))
            }
        }
        let reader = Thread { [self] in
            var messages = MessageReader(source: FileDescriptorSource(descriptor: input))
            while let framed = messages.next() {
                if case let .message(content) = framed, let id = CancellationSet.cancelledID(in: content) {
                    cancellations.cancel(id)
                }
                queue.async { self.handle(framed) }
            }
            queue.async { self.finished.signal() }
        }
        reader.start()
        finished.wait()
        return queue.sync { status }
    }

    private func handle(_ framed: FramedMessage) {
        guard let server, server.exitStatus == nil else { return }
        switch framed {
        case let .message(content): server.handle(content)
        case let .invalidHeader(reason): server.handleInvalidFrame(reason)
        }
        if let exitStatus = server.exitStatus {
            status = exitStatus
            finished.signal()
            return
        }
        if server.hasPendingDiagnostics {
            generation += 1
            let scheduled = generation
            queue.asyncAfter(deadline: .now() + debounce) { [self] in
                if scheduled == generation { self.server?.publishPendingDiagnostics() }
            }
        }
    }
}
