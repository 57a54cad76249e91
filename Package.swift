// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Trellis",
    // macOS 14: HummingbirdWebSocket, which the preview server uses, needs it.
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        // The tool the plugins run: every command of `trellis` but `preview`, so that a
        // consumer's build compiles no web server (see Packaging/TrellisBinaryPlugin).
        .executable(name: "trellis-plugin-tool", targets: ["trellis-plugin-tool"]),
        .library(name: "TrellisDiagnostics", targets: ["TrellisDiagnostics"]),
        .library(name: "TrellisRegistry", targets: ["TrellisRegistry"]),
        .library(name: "TrellisRuntime", targets: ["TrellisRuntime"]),
        // For apps and packages that use the compiler, the IR and the layout core directly
        // (the fuzz targets in Fuzz/ among them).
        .library(name: "TrellisExpressions", targets: ["TrellisExpressions"]),
        .library(name: "TrellisTemplates", targets: ["TrellisTemplates"]),
        .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
        .library(name: "TrellisPreviewing", targets: ["TrellisPreviewing"]),
        // The language server behind `trellis lsp`, for the fuzz targets in Fuzz/.
        .library(name: "TrellisLanguageServer", targets: ["TrellisLanguageServer"]),
        .library(name: "TrellisPreviewServer", targets: ["TrellisPreviewServer"]),
        .plugin(name: "TrellisPlugin", targets: ["TrellisPlugin"]),
        .plugin(name: "TrellisCheckCommand", targets: ["TrellisCheckCommand"]),
        .plugin(name: "TrellisFormatCommand", targets: ["TrellisFormatCommand"]),
        .plugin(name: "TrellisSnapshotCommand", targets: ["TrellisSnapshotCommand"]),
    ],
    // `Preview`, on by default, brings in the `trellis preview` web server and with it
    // Hummingbird and SwiftNIO (some 25 packages). A package that only applies the plugins
    // or uses the libraries depends on Trellis with `traits: []`: then SwiftPM resolves none
    // of those packages, and its every build loads a smaller package graph.
    traits: [
        .trait(
            name: "Preview",
            description: "The `trellis preview` web server (TrellisPreviewServer), built on Hummingbird."
        ),
        .default(enabledTraits: ["Preview"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        // `swift package generate-documentation --target X` builds a library module's DocC
        // documentation (its catalog is Sources/X/X.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
        // The `trellis preview` web server (HTTP and its live WebSocket); without
        // swift-configuration, which nothing here uses.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", exact: "2.8.1"),
    ],
    targets: [
        // Shared diagnostics: locations, spans, rendering (human, gnu, json).
        .target(name: "TrellisDiagnostics"),

        // The YAML component registry and the built-in manifests, compiled in as string
        // literals (Scripts/embed-builtin-manifests.sh writes them from `Components`).
        .target(name: "TrellisRegistry", dependencies: ["TrellisDiagnostics", .product(name: "Yams", package: "Yams")]),

        // The expression language: parser, type checker, evaluator.
        .target(name: "TrellisExpressions", dependencies: ["TrellisDiagnostics", "TrellisRegistry"]),

        // The template compiler: XML reader, template resolution, validation, IR.
        .target(
            name: "TrellisTemplates",
            dependencies: ["TrellisDiagnostics", "TrellisRegistry", "TrellisExpressions"]
        ),

        // The layout core: evaluates IR into frames, containers, text metrics, SVG previews.
        .target(
            name: "TrellisLayout",
            dependencies: ["TrellisDiagnostics", "TrellisRegistry", "TrellisExpressions", "TrellisTemplates"]
        ),

        // Laying templates out for previews, shared by `layout`, `render`, `snapshot` and
        // the preview server: input values and sample-data variants converted to the types
        // a template reads, and evaluated values as JSON.
        .target(
            name: "TrellisPreviewing",
            dependencies: ["TrellisDiagnostics", "TrellisRegistry", "TrellisExpressions", "TrellisTemplates", "TrellisLayout", "TrellisTooling"]
        ),

        // Template tooling: format, list, rename, strings, editor schemas.
        .target(
            name: "TrellisTooling",
            dependencies: ["TrellisDiagnostics", "TrellisRegistry", "TrellisExpressions", "TrellisTemplates"]
        ),

        // Swift generated from compiled templates and manifests (typed params, inputs,
        // outlets, actions; color and font constants).
        .target(
            name: "TrellisCodegen",
            dependencies: ["TrellisDiagnostics", "TrellisRegistry", "TrellisExpressions", "TrellisTemplates"]
        ),

        // What generated code imports: plain color, font and image values, typed value
        // conversion and loading of compiled templates from a bundle.
        .target(name: "TrellisRuntime", dependencies: ["TrellisRegistry", "TrellisExpressions", "TrellisTemplates"]),

        // The language server behind `trellis lsp`: LSP types, JSON-RPC framing, the
        // workspace model and the editor features, independent of the transport.
        .target(
            name: "TrellisLanguageServer",
            dependencies: ["TrellisDiagnostics", "TrellisRegistry", "TrellisExpressions", "TrellisTemplates", "TrellisTooling"]
        ),

        // What every `trellis` tool shares (diagnostics reporting, registry and template
        // options) and `generate-swift`, the build plugin's one command: the modules the
        // build plugin's tool needs and no more (no layout core, language server or tooling
        // commands), so that a consumer's build compiles and links no more of Trellis.
        .target(
            name: "TrellisCommandCore",
            dependencies: [
                "TrellisDiagnostics",
                "TrellisRegistry",
                "TrellisExpressions",
                "TrellisTemplates",
                "TrellisTooling",
                "TrellisCodegen",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Command implementations of the `trellis` executable.
        .target(
            name: "TrellisCLI",
            dependencies: [
                "TrellisCommandCore",
                "TrellisDiagnostics",
                "TrellisRegistry",
                "TrellisExpressions",
                "TrellisTemplates",
                "TrellisLayout",
                "TrellisPreviewing",
                "TrellisTooling",
                "TrellisCodegen",
                "TrellisLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The `trellis preview` server: the templates of the given paths laid out live for
        // the page in Page/ (its HTML, script and style), over HTTP and a WebSocket.
        .target(
            name: "TrellisPreviewServer",
            dependencies: [
                "TrellisDiagnostics",
                "TrellisRegistry",
                "TrellisExpressions",
                "TrellisTemplates",
                "TrellisLayout",
                "TrellisPreviewing",
                "TrellisTooling",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Preview"])),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: .when(traits: ["Preview"])),
            ],
            resources: [.copy("Page")]
        ),
        // The user-facing tool: every command of TrellisCLI and, with the Preview trait, `preview`.
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisCLI",
                "TrellisCommandCore",
                .target(name: "TrellisPreviewServer", condition: .when(traits: ["Preview"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The tool the plugins run: TrellisCLI's commands without the preview server, so it
        // links neither Hummingbird nor SwiftNIO.
        .executableTarget(name: "trellis-plugin-tool", dependencies: ["TrellisCLI"]),
        // The build plugin's tool: `generate-swift` alone (TrellisCommandCore). SwiftPM's
        // first build after a clean build relinks a plugin's tool and reruns its command
        // (Benchmarks/PluginToolRebuild), redoing every C compile, debug-info wrap and link of
        // the tool's modules twice; the fewer modules, the cheaper that is.
        .executableTarget(name: "trellis-build-tool", dependencies: ["TrellisCommandCore"]),

        // The plugins users apply: templates compiled on every build, and the
        // `swift package trellis-check` / `trellis-format` commands.
        .plugin(name: "TrellisPlugin", capability: .buildTool(), dependencies: ["trellis-build-tool"]),
        .plugin(
            name: "TrellisCheckCommand",
            capability: .command(
                intent: .custom(verb: "trellis-check", description: "Check every template of the package's targets.")
            ),
            dependencies: ["trellis-plugin-tool"]
        ),
        .plugin(
            name: "TrellisFormatCommand",
            capability: .command(
                intent: .custom(verb: "trellis-format", description: "Rewrite the package's templates in the Trellis house style."),
                permissions: [.writeToPackageDirectory(reason: "trellis-format rewrites template files in place.")]
            ),
            dependencies: ["trellis-plugin-tool"]
        ),
        .plugin(
            name: "TrellisSnapshotCommand",
            capability: .command(
                intent: .custom(verb: "trellis-snapshot", description: "Record or verify the layout snapshots of the package's templates."),
                permissions: [.writeToPackageDirectory(reason: "trellis-snapshot record writes __Snapshots__ folders beside the templates.")]
            ),
            dependencies: ["trellis-plugin-tool"]
        ),

        // Release-mode benchmarks: `swift run -c release trellis-bench`.
        .executableTarget(
            name: "trellis-bench",
            dependencies: ["TrellisRegistry", "TrellisExpressions", "TrellisTemplates", "TrellisLayout", "TrellisTooling", "TrellisLanguageServer"],
            path: "Benchmarks/TrellisBench"
        ),

        // Release-mode edit-to-WebSocket benchmark of `trellis preview`:
        // `swift run -c release trellis-preview-bench`.
        .executableTarget(
            name: "trellis-preview-bench",
            dependencies: [
                "TrellisRegistry", "TrellisTemplates", "TrellisLayout", "TrellisPreviewServer",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket", condition: .when(traits: ["Preview"])),
            ],
            path: "Benchmarks/PreviewBench"
        ),

        // Random constraint systems solved by TrellisLayout, written as JSON for the
        // differential test against kiwisolver (Tests/ConstraintDifferential/run.sh).
        .executableTarget(
            name: "constraint-systems",
            dependencies: ["TrellisLayout"],
            path: "Tests/ConstraintDifferential/Generator"
        ),

        .testTarget(name: "TrellisDiagnosticsTests", dependencies: ["TrellisDiagnostics"]),
        .testTarget(name: "TrellisRegistryTests", dependencies: ["TrellisRegistry"]),
        .testTarget(name: "TrellisExpressionsTests", dependencies: ["TrellisExpressions"]),
        // The corpus is read from disk through #filePath.
        .testTarget(name: "TrellisTemplatesTests", dependencies: ["TrellisTemplates"], exclude: ["Corpus", "LayoutSymbols"]),
        // Fixtures and golden files are read from disk through #filePath.
        .testTarget(name: "TrellisLayoutTests", dependencies: ["TrellisLayout"], exclude: ["Rendering/Goldens"]),
        .testTarget(name: "TrellisToolingTests", dependencies: ["TrellisTooling"], exclude: ["Fixtures"]),
        // The peer-behaviour tables compile, lay out and format templates through the libraries.
        .testTarget(
            name: "TrellisCLITests",
            dependencies: ["TrellisCLI", "TrellisDiagnostics", "TrellisRegistry", "TrellisExpressions", "TrellisTemplates", "TrellisLayout", "TrellisTooling"]
        ),
        .testTarget(
            name: "TrellisPreviewServerTests",
            dependencies: [
                "TrellisPreviewServer",
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Preview"])),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket", condition: .when(traits: ["Preview"])),
            ]
        ),
        .testTarget(name: "TrellisLanguageServerTests", dependencies: ["TrellisLanguageServer", "TrellisDiagnostics", "TrellisTemplates"]),
        .testTarget(name: "TrellisCodegenTests", dependencies: ["TrellisCodegen", "TrellisRuntime"]),
        // The plugins' planning code (linked into the folder from Plugins/ and
        // Sources/TrellisCodegen), which uses Foundation only, run on any platform.
        .testTarget(name: "TrellisPluginTests"),
    ]
)
