#!/usr/bin/env bash
# Fuzz/ci.sh [SECONDS]: builds the fuzz targets once and fuzzes each for SECONDS (30 by
# default). Fails when any target finds a crash, a timeout (5 s) or a memory blow-up (2 GB).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
seconds="${1:-30}"

swift build --package-path "$here" -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library

mkdir -p "$here/.work"
failed=()
for target in xml compile expression manifest ir layout constraint configuration strings variants lsp; do
    if ! TRELLIS_FUZZ_NO_BUILD=1 "$here/run.sh" "$target" "$seconds" 2>"$here/.work/$target.log"; then
        failed+=("$target")
        tail -n 60 "$here/.work/$target.log" >&2
    fi
    grep -E '^(Done|stat::number_of_executed_units)' "$here/.work/$target.log" | sed "s/^/$target: /" || true
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzzing found problems in: ${failed[*]}" >&2
    exit 1
fi
echo "fuzzing: every target ran $seconds s without a crash, a timeout or a memory blow-up"
