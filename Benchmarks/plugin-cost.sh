#!/usr/bin/env bash
# What the TrellisPlugin costs a consumer, old plugin against new in the same run.
#
#   Benchmarks/plugin-cost.sh [OLD-COMMIT]     (default: 8fc46ff, before per-template outputs)
#
# Generates, in a temporary folder, a consumer package with 100 templates (99 screens of 9
# nodes including one shared part, the shared part, a manifest) and builds it in debug:
#   - without the plugin (the same package, no plugin applied): the clean-build baseline;
#   - with the plugin of OLD-COMMIT (exported with `git archive`) and with the plugin of
#     this checkout (a copy of its files, so that editing them meanwhile changes nothing),
#     each used as the consumer's dependency by path.
# For each plugin it measures a clean build, the first build after it, a no-op build,
# and the incremental build after each edit of one template: an attribute value, a new
# attribute on its own line, a new input. A build "ran the tool" when its log shows the
# plugin's command. Prints one table; the folder is removed at the end.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
old_commit=${1:-8fc46ff}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/old-trellis" "$work/new-trellis"
git -C "$repo" archive "$old_commit" | tar -x -C "$work/old-trellis"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | tar --null -T - -c) | tar -x -C "$work/new-trellis"

# The consumer: App/Screens/ScreenNNN.xml, App/Parts/Header.xml, App/Components/App.yaml.
make_consumer() { # folder, trellis path, plugin line ("" for none)
    local folder=$1 trellis=$2 plugin=$3
    mkdir -p "$folder/Sources/App/Screens" "$folder/Sources/App/Parts" "$folder/Sources/App/Components"
    cat > "$folder/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "Trellis", path: "$trellis")],
    targets: [
        .target(
            name: "App",
            dependencies: [.product(name: "TrellisRuntime", package: "Trellis")],
            exclude: ${exclude:-[]}$plugin
        ),
    ]
)
EOF
    cat > "$folder/Sources/App/App.swift" <<'EOF'
/// The app's own code, present with and without the plugin.
public struct Greeting {
    public var name: String

    public init(name: String) {
        self.name = name
    }

    public var text: String { "Hello, \(name)" }
}
EOF
    cat > "$folder/Sources/App/Components/App.yaml" <<'EOF'
colors:
  brand: "#3366ff"
components:
  CardView:
    extends: UIView
    properties: {count: Int, tint: UIColor}
    defaults: {width: 40, height: 40}
EOF
    cat > "$folder/Sources/App/Parts/Header.xml" <<'EOF'
<UIView height="44">
    <UILabel text="{headerTitle}" left="16" top="12"/>
</UIView>
EOF
    for n in $(seq -w 1 99); do
        cat > "$folder/Sources/App/Screens/Screen0$n.xml" <<EOF
<UIView>
    <UIView xml="../Parts/Header.xml" top="0"/>
    <UILabel
        id="title"
        left="16"
        text="Screen $n: {title}"
        top="previous.bottom + 8"
    />
    <UILabel left="16" text="{subtitle}" textColor="brand" top="previous.bottom + 4"/>
    <UIButton title="Go" top="previous.bottom + 8" touchUpInside="go:"/>
    <UIView backgroundColor="gray" height="1" top="previous.bottom"/>
    <UISwitch
        isOn="enabled"
        top="previous.bottom + 8"
    />
    <UIImageView height="40" top="previous.bottom" width="40"/>
    <CardView count="count" tint="brand" top="previous.bottom"/>
</UIView>
EOF
    done
}

plugin_line=',
            plugins: [.plugin(name: "TrellisPlugin", package: "Trellis")]'
exclude='["Screens", "Parts", "Components"]' make_consumer "$work/none" "$work/new-trellis" ""
make_consumer "$work/old" "$work/old-trellis" "$plugin_line"
make_consumer "$work/new" "$work/new-trellis" "$plugin_line"

# Runs `swift build` in $1; prints "SECONDS RAN" (RAN: whether the plugin's command ran).
build() {
    local log="$work/build.log" start end ran=no
    start=$EPOCHREALTIME
    if ! swift build --package-path "$1" > "$log" 2>&1; then
        cat "$log" >&2
        echo "error: the build of $1 failed" >&2
        exit 1
    fi
    end=$EPOCHREALTIME
    grep -qF "Compiling Trellis templates" "$log" && ran=yes
    printf '%.1f %s\n' "$(bc <<<"$end - $start")" "$ran"
}

screen=Sources/App/Screens/Screen050.xml
declare -A result
measure() { # name, folder
    local name=$1 folder=$2
    result[$name,clean]=$(build "$folder")
    result[$name,second]=$(build "$folder")
    result[$name,noop]=$(build "$folder")
    sed -i 's/top="previous.bottom + 4"/top="previous.bottom + 5"/' "$folder/$screen"
    result[$name,value]=$(build "$folder")
    sed -i 's/^    <UISwitch$/    <UISwitch\n        alpha="0.5"/' "$folder/$screen"
    result[$name,line]=$(build "$folder")
    sed -i 's/<UIImageView height="40"/<UIImageView height="40" isHidden="hideImage"/' "$folder/$screen"
    result[$name,input]=$(build "$folder")
}

echo "Building the consumer without the plugin, then with the plugin of $old_commit and of this checkout (debug, $(nproc) cores)..." >&2
result[none,clean]=$(build "$work/none")
measure old "$work/old"
measure new "$work/new"

row() { # label, key
    printf '%-44s %-18s %-18s\n' "$1" "${result[old,$2]% *} s (tool: ${result[old,$2]#* })" \
        "${result[new,$2]% *} s (tool: ${result[new,$2]#* })"
}
echo
printf '%-44s %-18s\n' "clean build without the plugin" "${result[none,clean]% *} s"
printf '%-44s %-18s %-18s\n' "" "old ($old_commit)" "new"
row "clean build" clean
row "first build after the clean build" second
row "no-op build" noop
row "edit: an attribute value" value
row "edit: a new attribute on its own line" line
row "edit: a new input" input
