#!/usr/bin/env bash
# The differential test of the constraint solver against kiwisolver (see
# test_kiwi_agreement.py). Installs kiwisolver and pytest with pip when missing, builds
# the system generator and runs the test.
set -euo pipefail
cd "$(dirname "$0")/../.."

python=${PYTHON:-python3}
if ! "$python" -c "import kiwisolver, pytest" >/dev/null 2>&1; then
    "$python" -m pip install --quiet kiwisolver pytest
fi
swift build --product constraint-systems
CONSTRAINT_SYSTEMS_BINARY="$(swift build --product constraint-systems --show-bin-path)/constraint-systems" \
    "$python" -m pytest -q -s Tests/ConstraintDifferential
