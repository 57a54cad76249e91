// swift-tools-version: 6.1
import PackageDescription

// A consumer of Trellis: the Demo target applies the TrellisPlugin, which compiles its
// templates on every build and generates typed Swift for them. Its components come from
// the DesignSystem target it depends on, whose manifest the plugin loads for it.
let package = Package(
    name: "Demo",
    platforms: [.macOS(.v14)],
    dependencies: [
        // The repository this example lives in; `name:` lets the products below say
        // "Trellis" whatever the checkout's folder is called. `traits: []`: without the
        // preview server's trait, SwiftPM resolves none of its web server's packages.
        .package(name: "Trellis", path: "../..", traits: []),
    ],
    targets: [
        // Owns the manifest (Components/DesignSystem.yaml); the plugin gives it the public
        // constants of its colors and fonts.
        .target(
            name: "DesignSystem",
            dependencies: [.product(name: "TrellisRuntime", package: "Trellis")],
            plugins: [.plugin(name: "TrellisPlugin", package: "Trellis")]
        ),
        .target(
            name: "Demo",
            dependencies: [
                "DesignSystem",
                .product(name: "TrellisRuntime", package: "Trellis"),
                // With the layout core, each template's type gets layout(size:state:constants:).
                .product(name: "TrellisLayout", package: "Trellis"),
            ],
            plugins: [.plugin(name: "TrellisPlugin", package: "Trellis")]
        ),
        .testTarget(
            name: "DemoTests",
            dependencies: ["Demo", "DesignSystem", .product(name: "TrellisRuntime", package: "Trellis")]
        ),
    ]
)
