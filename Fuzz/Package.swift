// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for Trellis, kept out of the root package so its default build never
// needs the fuzzer runtime. Build and run them with run.sh (see README.md).
let package = Package(
    name: "TrellisFuzz",
    dependencies: [
        .package(name: "Trellis", path: ".."),
    ],
    targets: [
        // The entry points, one per fuzzed layer.
        .target(
            name: "TrellisFuzzTargets",
            dependencies: [
                .product(name: "TrellisDiagnostics", package: "Trellis"),
                .product(name: "TrellisRegistry", package: "Trellis"),
                .product(name: "TrellisExpressions", package: "Trellis"),
                .product(name: "TrellisTemplates", package: "Trellis"),
                .product(name: "TrellisLayout", package: "Trellis"),
                .product(name: "TrellisRuntime", package: "Trellis"),
                .product(name: "TrellisPreviewing", package: "Trellis"),
                .product(name: "TrellisLanguageServer", package: "Trellis"),
            ]
        ),
        // libFuzzer's hooks in C (its own `main` runs them): a Swift executable would bring a
        // `main` of its own to clash with libFuzzer's.
        .executableTarget(name: "trellis-fuzz", dependencies: ["TrellisFuzzTargets"]),
    ]
)
