// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .library(name: "TrellisDiagnostics", targets: ["TrellisDiagnostics"]),
        .library(name: "TrellisRegistry", targets: ["TrellisRegistry"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
    ],
    targets: [
        // Shared diagnostics: locations, spans, rendering (human, gnu, json).
        .target(name: "TrellisDiagnostics"),

        // The YAML component registry and the built-in manifests embedded in code.
        .target(
            name: "TrellisRegistry",
            dependencies: ["TrellisDiagnostics", .product(name: "Yams", package: "Yams")],
            plugins: ["EmbedBuiltinManifests"]
        ),
        // Writes Components/*.yaml into a Swift source file as raw string literals.
        .executableTarget(name: "trellis-embed", path: "Plugins/EmbedBuiltinManifests/Tool"),
        .plugin(
            name: "EmbedBuiltinManifests",
            capability: .buildTool(),
            dependencies: ["trellis-embed"],
            path: "Plugins/EmbedBuiltinManifests/Plugin"
        ),

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

        // Template tooling: format, list, rename, strings, editor schemas.
        .target(
            name: "TrellisTooling",
            dependencies: ["TrellisDiagnostics", "TrellisRegistry", "TrellisExpressions", "TrellisTemplates"]
        ),

        // Command implementations of the `trellis` executable.
        .target(
            name: "TrellisCLI",
            dependencies: [
                "TrellisDiagnostics",
                "TrellisRegistry",
                "TrellisExpressions",
                "TrellisTemplates",
                "TrellisLayout",
                "TrellisTooling",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "trellis", dependencies: ["TrellisCLI"]),

        // Release-mode benchmarks: `swift run -c release trellis-bench`.
        .executableTarget(
            name: "trellis-bench",
            dependencies: ["TrellisRegistry", "TrellisExpressions", "TrellisTemplates", "TrellisLayout"],
            path: "Benchmarks/TrellisBench"
        ),

        .testTarget(name: "TrellisDiagnosticsTests", dependencies: ["TrellisDiagnostics"]),
        .testTarget(name: "TrellisRegistryTests", dependencies: ["TrellisRegistry"]),
        .testTarget(name: "TrellisExpressionsTests", dependencies: ["TrellisExpressions"]),
        .testTarget(name: "TrellisTemplatesTests", dependencies: ["TrellisTemplates"]),
        .testTarget(name: "TrellisLayoutTests", dependencies: ["TrellisLayout"]),
        .testTarget(name: "TrellisToolingTests", dependencies: ["TrellisTooling"]),
        .testTarget(name: "TrellisCLITests", dependencies: ["TrellisCLI"]),
    ]
)
