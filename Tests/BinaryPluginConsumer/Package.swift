// swift-tools-version: 6.1
import PackageDescription

// A consumer of the TrellisBinaryPlugin: its templates are compiled by the prebuilt
// `trellis` of Packaging/TrellisBinaryPlugin/trellis.artifactbundle (written by
// Scripts/make-artifactbundle.sh), so its build compiles none of the tool's sources.
// TrellisRuntime, which the generated Swift imports, still comes from this repository.
let package = Package(
    name: "BinaryPluginConsumer",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Trellis", path: "../..", traits: []),
        .package(path: "../../Packaging/TrellisBinaryPlugin"),
    ],
    targets: [
        .target(
            name: "Greetings",
            dependencies: [.product(name: "TrellisRuntime", package: "Trellis")],
            plugins: [.plugin(name: "TrellisBinaryPlugin", package: "TrellisBinaryPlugin")]
        ),
        .testTarget(
            name: "GreetingsTests",
            dependencies: ["Greetings", .product(name: "TrellisRuntime", package: "Trellis")]
        ),
    ]
)
