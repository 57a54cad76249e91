#!/usr/bin/env bash
# End-to-end tests of `trellis lsp` with a real LSP client (pytest-lsp). Installs
# pytest-lsp with pip when it is missing, builds `trellis`, and runs the tests.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"

python=${PYTHON:-python3}
if ! "$python" -c "import pytest_lsp, pytest_asyncio" >/dev/null 2>&1; then
    "$python" -m pip install --quiet pytest-lsp
fi

swift build --package-path "$repo" --product trellis
export TRELLIS="$(swift build --package-path "$repo" --show-bin-path)/trellis"
cd "$here"
export PYTHONDONTWRITEBYTECODE=1
"$python" -m pytest -q -p no:cacheprovider "$@" test_server.py
