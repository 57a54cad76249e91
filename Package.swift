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

        // Command implementations of the `trellis` executable.
        .target(
            name: "TrellisCLI",
            dependencies: [
                "TrellisDiagnostics",
                "TrellisRegistry",
                "TrellisExpressions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "trellis", dependencies: ["TrellisCLI"]),

        .testTarget(name: "TrellisDiagnosticsTests", dependencies: ["TrellisDiagnostics"]),
        .testTarget(name: "TrellisRegistryTests", dependencies: ["TrellisRegistry"]),
        .testTarget(name: "TrellisExpressionsTests", dependencies: ["TrellisExpressions"]),
    ]
)
