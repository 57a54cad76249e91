// Built with the Preview trait only: the web server is TrellisPreviewServer's.
#if Preview
import ArgumentParser
import Foundation
import TrellisCLI
import TrellisCommandCore
import TrellisPreviewServer

/// `trellis preview [PATH…] [--port N] [--host ADDR]`: the live preview server.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve live previews of templates in the browser.",
        discussion: """
            Serves a page per template at http://HOST:PORT/ (127.0.0.1:8765 by default; \
            --port 0 picks a free port) and prints one line, 'Trellis preview at \
            http://HOST:PORT/'. Templates are found and compiled as 'trellis check' does \
            (--components, --root, --assets and --strings alike). A page lays its template \
            out at the sizes, directions and appearances chosen there (in Layout's legacy mode \
            with --legacy-layout, or when the nearest .trellis.yml says legacy-layout: true \
            and --no-legacy-layout is not given), with the input values \
            edited there and the sample-data variants of Name.preview.json beside the \
            template, and updates as the template, its includes, its variants or the \
            manifests are saved (a burst of saves is pushed once). Compile errors show over \
            the last good layout. Nothing outside the PATHs is served. Stop with Ctrl-C. \
            Exit status: 2 when a PATH or a --components path does not exist, the nearest \
            .trellis.yml has errors or the port cannot be bound.
            """
    )

    @Argument(help: ArgumentHelp("Template files or folders to serve (default: the current folder).", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "n"))
    var port = 8765

    @Option(help: ArgumentHelp("The address to bind to.", valueName: "addr"))
    var host = "127.0.0.1"

    @Option(
        name: .customLong("components"),
        help: ArgumentHelp("A manifest file, or a folder of *.yaml / *.yml manifests, loaded after the built-in ones (repeatable).",
                           valueName: "path"))
    var components: [String] = []

    @OptionGroup var templateOptions: TemplateOptions

    @OptionGroup var layoutMode: LayoutModeOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535") }
    }

    func run() async throws {
        var reporter = DiagnosticReporter(format: .human)
        let configuration = try reporter.readConfiguration(near: paths.isEmpty ? ["."] : paths)
        if reporter.diagnostics.containsErrors { throw ExitCode(reporter.write(errorStatus: 2)) }
        let options = PreviewOptions(
            paths: paths, components: components, roots: templateOptions.roots, assets: templateOptions.assets,
            strings: templateOptions.strings, host: host, port: port,
            isLegacyLayoutMode: layoutMode.isLegacy(configuredBy: configuration)
        )
        let server: PreviewServer
        do {
            server = try PreviewServer(options: options)
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        do {
            try await server.run { url in
                FileHandle.standardOutput.write(Data("Trellis preview at \(url)\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("error: cannot serve at \(host):\(port): \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
#endif
