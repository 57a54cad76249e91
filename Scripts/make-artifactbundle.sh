#!/usr/bin/env bash
# Builds the build plugin's tool, `trellis-build-tool` (`generate-swift` alone), in
# release mode with a static Swift standard library and writes it as an artifact bundle
# (SE-0305), which the TrellisBinaryPlugin package (Packaging/TrellisBinaryPlugin) uses
# through a `binaryTarget` instead of building the tool from source.
#
#   Scripts/make-artifactbundle.sh [OUTPUT_FOLDER]
#
# OUTPUT_FOLDER defaults to Packaging/TrellisBinaryPlugin. The script writes there:
#   trellis.artifactbundle/               the bundle (info.json and one folder per variant)
#   trellis.artifactbundle.zip            the bundle zipped, for `binaryTarget(url:checksum:)`
# and prints the zip's checksum (`swift package compute-checksum`) on its last line.
#
# One run adds the host's variant: x86_64-unknown-linux-gnu or aarch64-unknown-linux-gnu
# on Linux, a universal binary (arm64 and x86_64) on macOS. Variants already in the
# bundle are kept, so running the script on each host into one folder (copy the bundle
# between them) gives a bundle for all of them; info.json lists every variant present.
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-Packaging/TrellisBinaryPlugin}
bundle="$output/trellis.artifactbundle"
version=$(sed -nE 's/.*static let version = "([^"]+)".*/\1/p' Sources/TrellisCLI/TrellisCommand.swift)
if [ -z "$version" ]; then
    echo "error: no version in Sources/TrellisCLI/TrellisCommand.swift" >&2
    exit 1
fi

# The host's variant: its folder in the bundle and the triples it supports.
case "$(uname -s)" in
    Linux)
        triple=$(swift -print-target-info | sed -nE 's/.*"unversionedTriple": "([^"]+)".*/\1/p' | head -n 1)
        case "$triple" in
            x86_64-unknown-linux-gnu | aarch64-unknown-linux-gnu) ;;
            *) echo "error: no artifact bundle variant for the host triple '$triple'" >&2; exit 1 ;;
        esac
        variant=$triple
        build_flags=(--static-swift-stdlib)
        ;;
    Darwin)
        # macOS has the Swift runtime in the system; one universal binary serves both.
        variant=macos
        build_flags=(--arch arm64 --arch x86_64)
        ;;
    *)
        echo "error: unsupported host $(uname -s)" >&2
        exit 1
        ;;
esac

swift build -c release --product trellis-build-tool "${build_flags[@]}"
bin=$(swift build -c release --product trellis-build-tool "${build_flags[@]}" --show-bin-path)

# The variant folder: the executable, and any resource bundle the build made for it
# (`*.resources` on Linux, `*.bundle` on macOS), which `Bundle.module` finds next to it;
# not the preview server's page, which only the user-facing `trellis` uses.
rm -rf "${bundle:?}/$variant"
mkdir -p "$bundle/$variant/bin"
cp "$bin/trellis-build-tool" "$bundle/$variant/bin/trellis-build-tool"
for resources in "$bin"/*.resources "$bin"/*.bundle; do
    [ -d "$resources" ] || continue
    case "$resources" in *TrellisPreviewServer*) continue ;; esac
    cp -R "$resources" "$bundle/$variant/bin/"
done

# Linux: the binary must run on its own, without the toolchain's Swift libraries; its
# debug information and symbol table are dropped (a third of its size).
if [ "$(uname -s)" = Linux ]; then
    if ldd "$bundle/$variant/bin/trellis-build-tool" | grep -q 'libswift'; then
        ldd "$bundle/$variant/bin/trellis-build-tool" >&2
        echo "error: $bundle/$variant/bin/trellis-build-tool links the Swift runtime dynamically" >&2
        exit 1
    fi
    strip "$bundle/$variant/bin/trellis-build-tool"
fi

# info.json lists every variant folder of the bundle.
triples_of() {
    case "$1" in
        macos) echo '"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
        *) echo "\"$1\"" ;;
    esac
}
variants=()
names=()
for folder in "$bundle"/*/; do
    name=$(basename "$folder")
    [ -x "$bundle/$name/bin/trellis-build-tool" ] || continue
    names+=("$name")
    variants+=("        {\"path\": \"$name/bin/trellis-build-tool\", \"supportedTriples\": [$(triples_of "$name")]}")
done
{
    echo '{'
    echo '  "schemaVersion": "1.0",'
    echo '  "artifacts": {'
    echo '    "trellis-build-tool": {'
    echo "      \"version\": \"$version\","
    echo '      "type": "executable",'
    echo '      "variants": ['
    (IFS=$'\n'; echo "${variants[*]}") | sed '$!s/$/,/'
    echo '      ]'
    echo '    }'
    echo '  }'
    echo '}'
} > "$bundle/info.json"

# The zip a team uploads; its checksum goes into `binaryTarget(url:checksum:)`.
zip_path="$output/trellis.artifactbundle.zip"
rm -f "$zip_path"
(cd "$output" && zip -qry trellis.artifactbundle.zip trellis.artifactbundle)
echo "wrote $bundle (variants: ${names[*]})"
echo "wrote $zip_path"
swift package compute-checksum "$zip_path"
