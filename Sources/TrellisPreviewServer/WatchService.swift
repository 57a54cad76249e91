import ServiceLifecycle

/// Runs the ``FileWatcher`` beside the server: each batch of changed files goes to the
/// workspace, which forgets what they changed, and the open sockets whose templates they
/// affect are told (in the order the batches came).
struct WatchService: Service {
    let workspace: PreviewWorkspace
    let hub: LiveHub
    let quietPeriod: Duration

    /// How often the folders to watch are looked up again: the folders of includes outside
    /// the served paths become known as templates are compiled.
    static let folderRefresh = Duration.milliseconds(500)

    func run() async throws {
        let (batches, continuation) = AsyncStream<(Set<String>, ContinuousClock.Instant)>.makeStream()
        let watcher = FileWatcher(quietPeriod: quietPeriod) { paths, detected in continuation.yield((paths, detected)) }
        defer { watcher.stop() }
        watcher.watch(await workspace.watchedFolders)
        await cancelWhenGracefulShutdown {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { [workspace, hub] in
                    for await (paths, detected) in batches {
                        hub.changed(await workspace.filesChanged(paths), detected: detected)
                        watcher.watch(await workspace.watchedFolders)
                    }
                }
                group.addTask { [workspace] in
                    while (try? await Task.sleep(for: Self.folderRefresh)) != nil {
                        watcher.watch(await workspace.watchedFolders)
                    }
                }
                await group.next()
                continuation.finish()
                group.cancelAll()
            }
        }
    }
}
