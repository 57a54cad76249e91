// swift-tools-version: 6.0
import PackageDescription

// A consumer of Trellis: the Demo target applies the TrellisPlugin, which compiles its
// templates on every build and generates typed Swift for them.
let package = Package(
    name: "Demo",
    platforms: [.macOS(.v13)],
    dependencies: [
        // The repository this example lives in; `name:` lets the products below say
        // "Trellis" whatever the checkout's folder is called.
        .package(name: "Trellis", path: "../.."),
    ],
    targets: [
        .target(
            name: "Demo",
            dependencies: [.product(name: "TrellisRuntime", package: "Trellis")],
            plugins: [.plugin(name: "TrellisPlugin", package: "Trellis")]
        ),
        .testTarget(
            name: "DemoTests",
            dependencies: ["Demo", .product(name: "TrellisRuntime", package: "Trellis")]
        ),
    ]
)
