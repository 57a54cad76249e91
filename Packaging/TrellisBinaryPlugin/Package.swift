// swift-tools-version: 6.1
import PackageDescription

// The TrellisPlugin with a prebuilt `trellis-build-tool`: the same build command, run by the tool of
// an artifact bundle instead of a tool built from source, so a consumer's clean build does
// not compile the template compiler. `Scripts/make-artifactbundle.sh` writes the bundle
// next to this file; the plugin's sources are the TrellisPlugin's own (a symbolic link).
//
// To host the bundle, upload `trellis.artifactbundle.zip` and replace `path:` with
// `url:` and the `checksum:` the script printed (README: "The binary plugin").
let package = Package(
    name: "TrellisBinaryPlugin",
    products: [
        .plugin(name: "TrellisBinaryPlugin", targets: ["TrellisBinaryPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "TrellisBinary", path: "trellis.artifactbundle"),
        .plugin(name: "TrellisBinaryPlugin", capability: .buildTool(), dependencies: ["TrellisBinary"]),
    ]
)
