#!/usr/bin/env bash
# Shows that SwiftPM relinks a build tool plugin's tool and reruns the plugin's command in
# the first build after a clean build, with a plugin that declares its one input and
# output and a tool of one file: SwiftPM builds the tool first for itself, recorded in
# .build/plugin-tools.db, and again as part of the main build, recorded in its own build
# database; each sees the tool's intermediate files rewritten by the other, so the next
# build relinks the tool (once in each) and, the tool being an input of the command, reruns
# the command. The builds after it run nothing. Re-planning the build (an edited
# Package.swift) does the same once more.
#
#   Benchmarks/PluginToolRebuild/run.sh [--build-system native|swiftbuild] [--via-env]
#
# Copies this package to a temporary folder, builds it five times (the fourth after
# touching Package.swift) and prints, per build, how often the tool was linked and the
# command run (the tool counts its runs in a file beside its output). With
# `--build-system swiftbuild` (SwiftPM's other build system, whose log names no steps, so
# the links are not counted) the tool is built once and the command runs in the first
# build only. With `--via-env` the plugin runs the tool through `/usr/bin/env`
# (GenPlugin.swift), the tool then only an argument of the command: the runs are the
# same, because SwiftPM makes every tool the plugin depends on an input of each of its
# commands, whatever the executable; the lines after build 1 show the command and its
# inputs (the tool first) as the build plan (.build/debug.yaml) has them.
set -euo pipefail
build_system=native
via_env=no
while [ $# -gt 0 ]; do
    case $1 in
        --build-system) build_system=${2:?--build-system takes native or swiftbuild}; shift 2 ;;
        --via-env) via_env=yes; shift ;;
        *) echo "usage: $0 [--build-system native|swiftbuild] [--via-env]" >&2; exit 2 ;;
    esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$(dirname "$0")/Package.swift" "$(dirname "$0")/Sources" "$(dirname "$0")/Plugins" "$work/"
[ "$via_env" = no ] || touch "$work/via-env"
runs=0
for build in 1 2 3 4 5; do
    [ "$build" != 4 ] || touch "$work/Package.swift"
    swift build --package-path "$work" --build-system "$build_system" > "$work/build.log" 2>&1 \
        || { cat "$work/build.log" >&2; exit 1; }
    total=$(find "$work/.build/plugins/outputs" -name runs.log -exec cat {} + 2>/dev/null | wc -l)
    printf 'build %s%s: tool linked %s times, command run %s times\n' "$build" \
        "$([ "$build" != 4 ] || echo ' (Package.swift touched)')" \
        "$(if [ "$build_system" = native ]; then grep -c 'Linking Gen-tool' "$work/build.log" || true; else echo '?'; fi)" \
        "$((total - runs))"
    runs=$total
    if [ "$build" = 1 ] && [ -f "$work/.build/debug.yaml" ]; then
        command=$(grep -A5 '^  "Running Gen' "$work/.build/debug.yaml" | sed "s#$work/##g")
        printf "  the command: %s\n  its inputs: %s\n" \
            "$(sed -n 's/^ *args: //p' <<<"$command")" "$(sed -n 's/^ *inputs: //p' <<<"$command")"
    fi
done
