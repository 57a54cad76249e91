#!/usr/bin/env bash
# What each way of applying Trellis adds to a consumer's clean build (debug).
#
#   Benchmarks/binary-plugin-cost.sh [RUNS]
#
# Three consumer packages, made in a temporary folder, have the same `App` target: the
# Swift of one file, depending on TrellisRuntime, and (but for the first) the templates
# and manifest of Examples/ (Screens, Cells, Parts, Components):
#   none    no plugin: the baseline (TrellisRuntime and its dependencies, the app's Swift)
#   source  TrellisPlugin from this checkout, which builds the `trellis-build-tool` tool from source
#   binary  TrellisBinaryPlugin (Packaging/TrellisBinaryPlugin), which runs the prebuilt
#           tool of trellis.artifactbundle; run Scripts/make-artifactbundle.sh first
# Each clean build starts from an empty build folder with its packages already resolved
# (not timed) and is followed by a second build with nothing changed: after a clean
# build SwiftPM's native build system links a tool built from source a second time and
# reruns the plugin's command (Benchmarks/PluginToolRebuild), which a prebuilt tool
# avoids. The three consumers are built one after the other, RUNS times (default 1), so
# they see the same machine; the table gives every time, whether the plugin's command
# ran in the second build, and, for the plugins, what they add to the clean build of the
# same run. Every consumer depends on Trellis with `traits: []`, as the README says.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
runs=${1:-1}
binary_package="$repo/Packaging/TrellisBinaryPlugin"
if [ ! -f "$binary_package/trellis.artifactbundle/info.json" ]; then
    echo "error: no $binary_package/trellis.artifactbundle; run Scripts/make-artifactbundle.sh first" >&2
    exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# make_consumer VARIANT: writes the consumer package $work/VARIANT.
make_consumer() {
    local variant=$1 dependencies plugins
    local target="$work/$variant/Sources/App"
    mkdir -p "$target"
    dependencies='.package(name: "Trellis", path: "'"$repo"'", traits: []),'
    case "$variant" in
        none) plugins='' ;;
        source) plugins='plugins: [.plugin(name: "TrellisPlugin", package: "Trellis")]' ;;
        binary)
            dependencies+=$'\n        .package(path: "'"$binary_package"'"),'
            plugins='plugins: [.plugin(name: "TrellisBinaryPlugin", package: "TrellisBinaryPlugin")]'
            ;;
    esac
    cat > "$work/$variant/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v14)],
    dependencies: [
        $dependencies
    ],
    targets: [
        .target(
            name: "App",
            dependencies: [.product(name: "TrellisRuntime", package: "Trellis")],
            $plugins
        ),
    ]
)
EOF
    cat > "$target/App.swift" <<'EOF'
import TrellisRuntime

/// The app's own code, the same with and without templates.
public struct Palette {
    public var tint = Color(red: 0.2, green: 0.4, blue: 1.0)
    public init() {}
}
EOF
    if [ "$variant" != none ]; then
        cp -R Examples/Screens Examples/Cells Examples/Parts Examples/Components "$target/"
    fi
}

# timed_build VARIANT LOG WHAT: builds $work/VARIANT, its output in $work/LOG, and prints
# the seconds it took; on failure prints the log and says which build (WHAT) failed.
timed_build() {
    local package="$work/$1" start end
    start=$(date +%s.%N)
    if ! swift build --package-path "$package" > "$work/$2" 2>&1; then
        cat "$work/$2" >&2
        echo "error: the $1 consumer did not build$3" >&2
        exit 1
    fi
    end=$(date +%s.%N)
    awk -v end="$end" -v start="$start" 'BEGIN { printf "%.1f", end - start }'
}

# clean_build VARIANT: prints the seconds a build of $work/VARIANT takes from an empty
# build folder (packages resolved beforehand).
clean_build() {
    rm -rf "$work/$1/.build"
    swift package --package-path "$work/$1" resolve >/dev/null 2>&1
    timed_build "$1" "$1.log" ""
}

# second_build VARIANT: prints the seconds the build of $work/VARIANT after its clean
# build takes (nothing changed) and whether it ran the plugin's command ("ran"/"-").
second_build() {
    local seconds ran=-
    seconds=$(timed_build "$1" "$1.second.log" " a second time") || exit 1
    if grep -qF "Compiling Trellis templates" "$work/$1.second.log"; then ran=ran; fi
    echo "$seconds $ran"
}

for variant in none source binary; do make_consumer "$variant"; done
echo "debug builds of a consumer ($(ls Examples/Screens Examples/Cells Examples/Parts | grep -c '\.xml$') templates), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg) at start"
echo "clean build (seconds), and the build after it: seconds, whether the plugin's command ran"
printf '%-4s %8s %8s %8s %12s %12s   %-12s %-12s %-12s\n' run none source binary "source adds" "binary adds" "none, 2nd" "source, 2nd" "binary, 2nd"
for run in $(seq 1 "$runs"); do
    none=$(clean_build none); none2=$(second_build none)
    source=$(clean_build source); source2=$(second_build source)
    binary=$(clean_build binary); binary2=$(second_build binary)
    awk -v run="$run" -v none="$none" -v source="$source" -v binary="$binary" \
        -v none2="$none2" -v source2="$source2" -v binary2="$binary2" \
        'BEGIN { printf "%-4s %7.1fs %7.1fs %7.1fs %11.1fs %11.1fs   %-12s %-12s %-12s\n", run, none, source, binary, source - none, binary - none, none2, source2, binary2 }'
done
echo "load $(cut -d' ' -f1-3 /proc/loadavg) at the end"
