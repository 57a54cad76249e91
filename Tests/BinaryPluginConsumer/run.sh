#!/usr/bin/env bash
# The binary plugin end to end: builds trellis.artifactbundle, checks that its tool runs
# on its own, then builds and tests this consumer package, whose templates the prebuilt
# tool compiles, and checks that:
# - none of the tool's own modules is compiled (only TrellisRuntime and what it imports,
#   each once, for the consumer's code);
# - a broken template fails the build at its file, line and column.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
consumer=Tests/BinaryPluginConsumer

Scripts/make-artifactbundle.sh
tool=Packaging/TrellisBinaryPlugin/trellis.artifactbundle/$(uname -m)-unknown-linux-gnu/bin/trellis-build-tool
if [ "$(uname -s)" = Darwin ]; then tool=Packaging/TrellisBinaryPlugin/trellis.artifactbundle/macos/bin/trellis-build-tool; fi
# A temporary folder, removed on exit.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Outside the checkout and without the toolchain's libraries on the search path, the
# bundled tool compiles the examples' screens with their manifests.
(cd / && env -u LD_LIBRARY_PATH "$repo/$tool" generate-swift --root "$repo/Examples" --components "$repo/Examples/Components" \
    --ir-output "$work/standalone/Templates.trellis.json" --swift-output-directory "$work/standalone" \
    -- "$repo"/Examples/Screens/*.xml)

# A clean build, so that the log shows every module the consumer needs.
rm -rf "$consumer/.build"
swift build --package-path "$consumer" --build-tests 2>&1 | tee "$work/build.log"
swift test --package-path "$consumer" --skip-build

# The tool's modules (and its argument parser) are never compiled for the consumer.
if grep -E "(Compiling|Emitting module) (TrellisCLI|TrellisCommandCore|TrellisCodegen|TrellisTooling|TrellisLanguageServer|TrellisPreviewing|TrellisPreviewServer|Hummingbird|HummingbirdWebSocket|NIOCore|NIOPosix|ArgumentParser|trellis|trellis_plugin_tool|trellis_build_tool)( |$)" "$work/build.log"; then
    echo "error: the binary-plugin consumer compiled the trellis tool's sources" >&2
    exit 1
fi
for module in TrellisDiagnostics TrellisRegistry TrellisExpressions TrellisTemplates TrellisRuntime Yams; do
    count=$(grep -cE "Emitting module $module$" "$work/build.log" || true)
    if [ "$count" -ne 1 ]; then
        echo "error: the binary-plugin consumer compiled $module $count times, not once" >&2
        exit 1
    fi
done

# A copy with one misspelt property must fail to build at the template's line and column.
# It is built in the consumer's build folder, so that only its own target is built; the
# build plan must not be reused from the last build, hence --disable-build-manifest-caching.
broken="$work/broken"
mkdir -p "$broken"
cp -R "$consumer/Sources" "$consumer/Tests" "$broken/"
sed -e "s#path: \"../..\"#path: \"$repo\"#" -e "s#path: \"../../Packaging#path: \"$repo/Packaging#" \
    "$consumer/Package.swift" > "$broken/Package.swift"
sed 's/isFilled=/isFiled=/' "$consumer/Sources/Greetings/Screens/Welcome.xml" > "$broken/Sources/Greetings/Screens/Welcome.xml"
if swift build --package-path "$broken" --scratch-path "$consumer/.build" --disable-build-manifest-caching \
    > "$work/broken.log" 2>&1; then
    echo "error: the binary-plugin consumer with a broken template built" >&2
    exit 1
fi
expected="$broken/Sources/Greetings/Screens/Welcome.xml:10:9: error: unknown property 'isFiled' of StarView; did you mean 'isFilled'? [unknown-property]"
if ! grep -qxF "$expected" "$work/broken.log"; then
    cat "$work/broken.log" >&2
    echo "error: the failed build did not report: $expected" >&2
    exit 1
fi
echo "binary plugin: consumer built and tested without compiling the tool; a broken template failed the build"
