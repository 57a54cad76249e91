import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import TrellisTooling

/// The `trellis preview` server: the page and the served templates over HTTP, and their
/// layouts over the live WebSocket (Documentation/PreviewProtocol.md).
public struct PreviewServer: Sendable {
    /// Called after every push caused by a change on disk: when the watcher's batch was
    /// complete and when the `layout` message had been written to the socket.
    public typealias PushObserver = @Sendable (_ detected: ContinuousClock.Instant, _ sent: ContinuousClock.Instant) -> Void

    /// The largest message the page may send, in bytes.
    static let maximumMessageSize = 1 << 20
    /// The largest WebSocket frame sent or received, in bytes: a `layout` is one frame,
    /// about 600 bytes per node (HummingbirdWebSocket's default is 16 KiB).
    static let maximumFrameSize = 1 << 24

    /// What is served and where.
    public let options: PreviewOptions
    /// The served templates, compiled as pages ask for them.
    public let workspace: PreviewWorkspace
    private let hub = LiveHub()
    private let page: PageFiles
    private let pushObserver: PushObserver?

    /// A server for what `options` name; see ``PreviewWorkspace/init(options:)`` for what
    /// cannot be served.
    public init(options: PreviewOptions, pushObserver: PushObserver? = nil) throws(PreviewWorkspace.SetupError) {
        self.options = options
        workspace = try PreviewWorkspace(options: options)
        page = PageFiles.bundled
        self.pushObserver = pushObserver
    }

    /// Serves (and watches the served files) until the process is interrupted; `onStart`
    /// gets the address the server listens at once it does.
    public func run(onStart: @escaping @Sendable (_ url: String) -> Void) async throws {
        try await makeApplication(host: options.host, port: options.port, onStart: onStart).runService()
    }

    /// The application: HTTP routes, the live WebSocket and the file watcher, bound to
    /// `host` and `port`.
    func makeApplication(
        host: String, port: Int, onStart: @escaping @Sendable (String) -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: httpRouter(),
            server: .http1WebSocketUpgrade(webSocketRouter: liveRouter(), configuration: .init(ws: .init(maxFrameSize: Self.maximumFrameSize))),
            configuration: .init(address: .hostname(host, port: port), serverName: nil),
            services: [WatchService(workspace: workspace, hub: hub, quietPeriod: options.quietPeriod)],
            onServerRunning: { channel in
                onStart("http://\(host):\(channel.localAddress?.port ?? port)/")
            },
            logger: Self.logger
        )
    }

    private func httpRouter() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: NotFoundMiddleware())
        let page = page
        let workspace = workspace
        router.get("/") { _, _ in Self.pageResponse(page, "index.html") }
        router.get("/api/templates") { _, _ in
            let entries = await workspace.templates.map { "{\"id\":" + JSONText.quoted($0.id) + ",\"name\":" + JSONText.quoted($0.name) + "}" }
            return Self.response(.ok, "{\"templates\":[" + entries.joined(separator: ",") + "]}", type: "application/json")
        }
        router.get("/template/**") { request, _ in
            guard let id = RequestPath.remainder(of: request.uri.path, after: "/template/"), await workspace.template(id: id) != nil else {
                return Self.notFound
            }
            return Self.pageResponse(page, "template.html")
        }
        router.get("/page/**") { request, _ in
            guard let name = RequestPath.remainder(of: request.uri.path, after: "/page/"), page.files[name] != nil else { return Self.notFound }
            return Self.pageResponse(page, name)
        }
        return router
    }

    private func liveRouter() -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let workspace = workspace
        let hub = hub
        let observer = pushObserver
        router.ws("/api/live") { inbound, outbound, _ in
            let connection = LiveConnection(workspace: workspace)
            let (events, continuation) = AsyncStream<LiveHub.Event>.makeStream()
            let id = hub.add(continuation)
            defer { hub.remove(id) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    defer { continuation.finish() }
                    for try await message in inbound.messages(maxSize: Self.maximumMessageSize) {
                        switch message {
                        case let .text(text): continuation.yield(.message(text))
                        case .binary: continuation.yield(.message(""))
                        }
                    }
                }
                for await event in events {
                    switch event {
                    case let .message(text):
                        try await outbound.write(.text(await connection.reply(to: text)))
                    case let .changed(templates, detected):
                        guard let template = connection.template, templates.contains(template),
                            let layout = await connection.refreshed()
                        else { continue }
                        try await outbound.write(.text(layout))
                        observer?(detected, .now)
                    }
                }
                group.cancelAll()
            }
        }
        return router
    }

    /// The server's own log: errors only, so that standard output has the start line alone.
    private static var logger: Logger {
        var logger = Logger(label: "trellis-preview")
        logger.logLevel = .error
        return logger
    }

    /// Answers every request no route takes with `notFound`.
    private struct NotFoundMiddleware: RouterMiddleware {
        func handle(_ request: Request, context: BasicRequestContext, next: (Request, BasicRequestContext) async throws -> Response) async throws -> Response {
            do {
                return try await next(request, context)
            } catch let error as HTTPError where error.status == .notFound {
                return PreviewServer.notFound
            }
        }
    }

    /// 404 with a plain-text body: the answer to anything the server does not serve.
    static var notFound: Response {
        response(.notFound, "Not found\n", type: "text/plain; charset=utf-8")
    }

    private static func pageResponse(_ page: PageFiles, _ name: String) -> Response {
        guard let file = page.files[name] else { return notFound }
        return Response(
            status: .ok, headers: [.contentType: file.contentType, .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: file.bytes))
        )
    }

    private static func response(_ status: HTTPResponse.Status, _ text: String, type: String) -> Response {
        Response(status: status, headers: [.contentType: type, .cacheControl: "no-store"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
