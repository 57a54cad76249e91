#!/usr/bin/env bash
# What the TrellisPlugin costs a consumer, old plugin against new in the same run.
#
#   Benchmarks/plugin-cost.sh [OPTIONS] [OLD-COMMIT]
#
#   OLD-COMMIT        the old plugin (default: 8fc46ff, before per-template outputs)
#   --only old|new    measure one plugin only (and no baseline)
#   --edits LIST      the edits to measure, comma-separated (default: value,line,input)
#   --repeat N        make each edit N times and give the median (default: 3)
#   --keep FOLDER     build in FOLDER and keep it (default: a temporary folder, removed)
#
# Generates a consumer package with 100 templates (99 screens of 9 nodes including one
# shared part, the shared part, a manifest) and builds it in debug:
#   - without the plugin (the same package, no plugin applied): the clean-build baseline;
#   - with the plugin of OLD-COMMIT (exported with `git archive`) and with the plugin of
#     this checkout (a copy of its files, so that editing them meanwhile changes nothing),
#     each used as the consumer's dependency by path (this checkout with `traits: []`, as
#     its README recommends).
# For each plugin it measures a clean build, the first build after it, a no-op build,
# and the incremental build after each edit of one template (Screen050.xml):
#   value  an attribute value changed          (top="previous.bottom + 4" <-> + 5)
#   line   an attribute added on its own line  (alpha="0.5" under <UISwitch, then removed)
#   input  an input added                      (isHidden="hideImage", then removed)
# Each edit is made --repeat times, alternately applied and reverted, so every build sees
# a real change; the table gives the median. A build's time is its wall-clock time and
# its CPU time (user + system of `swift build` and every process it ran): on a machine
# shared with other work the wall-clock time grows with the load, the CPU time much
# less, so both are printed, with the load average before and after. A build "ran the
# tool" when its log shows the plugin's command; "files" is how many generated Swift files
# the build rewrote / how many Swift files it compiled.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
old_commit=8fc46ff
only=""
edits=value,line,input
repeats=3
keep=""
while [ $# -gt 0 ]; do
    case $1 in
        --only) only=$2; shift 2 ;;
        --edits) edits=$2; shift 2 ;;
        --repeat) repeats=$2; shift 2 ;;
        --keep) keep=$2; shift 2 ;;
        -*) echo "error: unknown option $1" >&2; exit 2 ;;
        *) old_commit=$1; shift ;;
    esac
done
case $only in ""|old|new) ;; *) echo "error: --only takes old or new" >&2; exit 2 ;; esac
if [ -n "$keep" ]; then
    mkdir -p "$keep"
    work=$(cd "$keep" && pwd)
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi

mkdir -p "$work/old-trellis" "$work/new-trellis"
git -C "$repo" archive "$old_commit" | tar -x -C "$work/old-trellis"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | tar --null -T - -c) | tar -x -C "$work/new-trellis"

# The consumer: App/Screens/ScreenNNN.xml, App/Parts/Header.xml, App/Components/App.yaml.
make_consumer() { # folder, trellis path, plugin line ("" for none), traits argument
    local folder=$1 trellis=$2 plugin=$3 traits=$4
    mkdir -p "$folder/Sources/App/Screens" "$folder/Sources/App/Parts" "$folder/Sources/App/Components"
    cat > "$folder/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "Trellis", path: "$trellis"$traits)],
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
# This checkout is used as its README says, without its default trait (the preview
# server, whose packages SwiftPM would otherwise resolve); the old one has no traits.
no_traits=', traits: []'
[ -n "$only" ] || exclude='["Screens", "Parts", "Components"]' make_consumer "$work/none" "$work/new-trellis" "" "$no_traits"
[ "$only" = new ] || make_consumer "$work/old" "$work/old-trellis" "$plugin_line" ""
[ "$only" = old ] || make_consumer "$work/new" "$work/new-trellis" "$plugin_line" "$no_traits"

# The modification time of every generated Swift file of the consumer in $1.
generated_stamps() {
    find "$1/.build/plugins/outputs" -name '*.swift' -printf '%p %T@\n' 2>/dev/null | sort || true
}

# Runs `swift build` in $1; prints "WALL CPU RAN REWRITTEN COMPILED" (seconds, seconds,
# whether the plugin's command ran, generated Swift files rewritten, Swift files compiled).
build() {
    local folder=$1 log="$work/build.log" times="$work/build.times" before ran=no rewritten compiled
    before=$(generated_stamps "$folder")
    if ! { TIMEFORMAT='%R %U %S'; time swift build --package-path "$folder" > "$log" 2>&1; } 2> "$times"; then
        cat "$log" >&2
        echo "error: the build of $folder failed" >&2
        exit 1
    fi
    grep -qF "Compiling Trellis templates" "$log" && ran=yes
    rewritten=$( (diff <(echo "$before") <(generated_stamps "$folder") || true) | grep -c '^>' || true)
    compiled=$(grep -E '^\[[0-9]+/[0-9]+\] Compiling App ' "$log" | sed 's/^[^]]*\] Compiling App //' | tr ',' '\n' | grep -c '\.swift' || true)
    read -r wall user sys < "$times"
    printf '%s %s %s %s %s\n' "$wall" "$(bc <<<"$user + $sys")" "$ran" "$rewritten" "$compiled"
}

# The median of the lines of "WALL CPU RAN REWRITTEN COMPILED" on standard input, by
# wall-clock time (the other fields from the line of the median wall-clock time, but the
# median CPU time).
median() {
    local lines cpu
    lines=$(sort -n)
    cpu=$(awk '{print $2}' <<<"$lines" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
    awk -v cpu="$cpu" '{a[NR]=$0} END {split(a[int((NR+1)/2)], f, " "); print f[1], cpu, f[3], f[4], f[5]}' <<<"$lines"
}

screen=Sources/App/Screens/Screen050.xml
# edit KIND FOLDER ROUND: applies (odd rounds) or reverts (even rounds) one edit.
edit() {
    local file="$2/$screen"
    case $1,$(( $3 % 2 )) in
        value,1) sed -i 's/top="previous.bottom + 4"/top="previous.bottom + 5"/' "$file" ;;
        value,0) sed -i 's/top="previous.bottom + 5"/top="previous.bottom + 4"/' "$file" ;;
        line,1) sed -i 's/^    <UISwitch$/    <UISwitch\n        alpha="0.5"/' "$file" ;;
        line,0) sed -i '/^        alpha="0.5"$/d' "$file" ;;
        input,1) sed -i 's/<UIImageView height="40"/<UIImageView height="40" isHidden="hideImage"/' "$file" ;;
        input,0) sed -i 's/ isHidden="hideImage"//' "$file" ;;
        *) echo "error: unknown edit $1" >&2; exit 2 ;;
    esac
}

declare -A result
measure() { # name, folder
    local name=$1 folder=$2 kind round
    result[$name,clean]=$(build "$folder")
    result[$name,second]=$(build "$folder")
    result[$name,noop]=$(build "$folder")
    for kind in ${edits//,/ }; do
        result[$name,$kind]=$(
            for round in $(seq 1 "$repeats"); do
                edit "$kind" "$folder" "$round"
                build "$folder"
            done | median
        )
        # Leave the template as it was, so that the next kind starts from it.
        if (( repeats % 2 )); then
            edit "$kind" "$folder" 0
            build "$folder" > /dev/null
        fi
    done
}

load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?"; }
echo "Building the consumer (debug, $(nproc) cores, load $(load))..." >&2
load_before=$(load)
[ -n "$only" ] || result[none,clean]=$(build "$work/none")
[ "$only" = new ] || measure old "$work/old"
[ "$only" = old ] || measure new "$work/new"
load_after=$(load)

cell() { # name, key
    local value=${result[$1,$2]:-} wall cpu ran rewritten compiled
    [ -n "$value" ] || { printf '%-46s' "-"; return; }
    read -r wall cpu ran rewritten compiled <<<"$value"
    printf '%-46s' "$(printf '%.2f s, CPU %.2f s, tool: %s, %s/%s' "$wall" "$cpu" "$ran" "$rewritten" "$compiled")"
}
row() { # label, key
    printf '%-40s ' "$1"
    cell old "$2"
    cell new "$2"
    echo
}
echo
echo "load average before: $load_before; after: $load_after; edits: median of $repeats"
[ -n "$only" ] || printf '%-40s %s\n' "clean build without the plugin" "$(cell none clean)"
printf '%-40s %-46s%s\n' "" "old ($old_commit)" "new"
echo "(wall-clock time, CPU time, whether the tool ran, generated files rewritten/Swift files compiled)"
row "clean build" clean
row "first build after the clean build" second
row "no-op build" noop
for kind in ${edits//,/ }; do
    case $kind in
        value) row "edit: an attribute value" value ;;
        line) row "edit: a new attribute on its own line" line ;;
        input) row "edit: a new input" input ;;
    esac
done
