#!/usr/bin/env bash
# Fuzz/run.sh TARGET SECONDS [libFuzzer arguments…]
#
# Builds the fuzz targets (release, AddressSanitizer, libFuzzer) unless TRELLIS_FUZZ_NO_BUILD
# is set, then fuzzes TARGET (xml, compile, expression, manifest, ir, layout, constraint,
# configuration, strings, variants or lsp) for SECONDS.
# Fails on a crash, an input taking more than 5 s, or more than 2 GB of memory; the input
# that did it is written to Fuzz/.work/TARGET/ (crash-…, timeout-…, oom-…).
#
# The corpus starts from the project's own templates, manifests, compiled IR, constraints,
# strings tables and variants files, plus
# Fuzz/Seeds/TARGET; what libFuzzer finds is kept in Fuzz/.work/TARGET/corpus.
set -euo pipefail

if [ $# -lt 2 ]; then
    echo "usage: Fuzz/run.sh xml|compile|expression|manifest|ir|layout|constraint|configuration|strings|variants|lsp SECONDS [libFuzzer arguments]" >&2
    exit 2
fi
target="$1"
seconds="$2"
shift 2

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
if [ -z "${TRELLIS_FUZZ_NO_BUILD:-}" ]; then
    swift build --package-path "$here" "${flags[@]}" >&2
fi
binary="$(swift build --package-path "$here" "${flags[@]}" --show-bin-path)/trellis-fuzz"

work="${TRELLIS_FUZZ_WORK:-$here/.work}/$target"
seeds="$work/seeds"
rm -rf "$seeds"
mkdir -p "$work/corpus" "$seeds"

# Copies files (found by `find` under each folder given, NAME pattern first) into the seeds.
collect() {
    local pattern="$1"
    shift
    local folder file
    for folder in "$@"; do
        [ -d "$folder" ] || continue
        while IFS= read -r -d '' file; do
            cp "$file" "$seeds/$(printf '%s' "$file" | cksum | cut -d' ' -f1)-$(basename "$file")"
        done < <(find "$folder" -type f -name "$pattern" -print0)
    done
}

dictionary=""
case "$target" in
    xml|compile|layout)
        collect '*.xml' "$root/Examples" "$root/Tests/TrellisTemplatesTests/Corpus" "$root/Tests/TrellisToolingTests/Fixtures"
        dictionary="$here/Dictionaries/xml.dict"
        ;;
    expression)
        # Every attribute value of the examples, each checked as each type in turn.
        index=0
        while IFS= read -r value; do
            printf "\\$(printf '%03o' $((index % 11)))%s" "$value" > "$seeds/value-$index"
            index=$((index + 1))
        done < <(find "$root/Examples" "$root/Tests/TrellisTemplatesTests/Corpus" -name '*.xml' -exec grep -ohE '="[^"]+"' {} + \
            | sed -e 's/^="//' -e 's/"$//' | sort -u)
        dictionary="$here/Dictionaries/expression.dict"
        ;;
    manifest)
        collect '*.yaml' "$root/Components" "$root/Examples" "$root/Tests/TrellisTemplatesTests/Corpus"
        dictionary="$here/Dictionaries/manifest.dict"
        ;;
    ir)
        collect '*.trellis.json' "$root/Tests/TrellisTemplatesTests/Corpus"
        dictionary="$here/Dictionaries/ir.dict"
        ;;
    constraint)
        # Every `constrain` attribute of the examples, the corpus and the documentation.
        index=0
        while IFS= read -r value; do
            printf '%s' "$value" > "$seeds/constrain-$index"
            index=$((index + 1))
        done < <(grep -rhoE 'constrain="[^"]+"' "$root/Examples" "$root/Tests" "$root/Documentation" "$root/README.md" \
            | sed -e 's/^constrain="//' -e 's/"$//' | sort -u)
        dictionary="$here/Dictionaries/constraint.dict"
        ;;
    configuration)
        collect '.trellis.yml' "$root/Examples" "$root/Tests"
        dictionary="$here/Dictionaries/configuration.dict"
        ;;
    strings)
        collect '*.strings' "$root/Examples" "$root/Tests"
        dictionary="$here/Dictionaries/strings.dict"
        ;;
    variants)
        collect '*.preview.json' "$root/Examples" "$root/Tests"
        dictionary="$here/Dictionaries/variants.dict"
        ;;
    lsp)
        dictionary="$here/Dictionaries/lsp.dict"
        ;;
    *)
        echo "run.sh: unknown target '$target'" >&2
        exit 2
        ;;
esac
if [ -d "$here/Seeds/$target" ]; then
    cp "$here/Seeds/$target"/* "$seeds/"
fi

echo "fuzzing $target for $seconds s" >&2
ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" "$binary" "$target" \
    -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len=65536 \
    -dict="$dictionary" -artifact_prefix="$work/" -print_final_stats=1 "$@" "$work/corpus" "$seeds"
