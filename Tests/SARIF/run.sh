#!/usr/bin/env bash
# Validates the SARIF logs `trellis check --diagnostics-format sarif` writes against the
# official SARIF 2.1.0 schema (sarif-schema-2.1.0.json beside this script), with Python's
# jsonschema, installed with pip when missing: a log with errors, warnings and notes in two
# files, and an empty one. (DiagnosticFormatTests does the same and skips without jsonschema.)
set -euo pipefail
cd "$(dirname "$0")/../.."

python=${PYTHON:-python3}
if ! "$python" -c "import jsonschema" >/dev/null 2>&1; then
    "$python" -m pip install --quiet jsonschema
fi
swift build --product trellis
trellis="$(swift build --product trellis --show-bin-path)/trellis"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '<UIView>\n    <UILabel textColr="red" left="0" right="0" width="10" text="é {x"/>\n    <UILabel id="a"/>\n    <UILabel id="a" textAlignment="middle"/>\n</UIView>\n' > "$work/Card.xml"
printf '<UIView/>\n' > "$work/Empty.xml"
# Status 1: the log reports errors.
(cd "$work" && "$trellis" check --diagnostics-format sarif Card.xml "$work/Empty.xml" 2> findings.sarif) && exit 1
(cd "$work" && "$trellis" check --diagnostics-format sarif Empty.xml 2> empty.sarif)
"$python" Tests/SARIF/validate.py "$work/findings.sarif" "$work/empty.sarif"
grep -q '"ruleId" : "unknown-property"' "$work/findings.sarif"
echo "SARIF logs valid against the SARIF 2.1.0 schema"
