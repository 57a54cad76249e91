#!/usr/bin/env bash
# Browser tests of `trellis preview`: headless Chromium (Debian's chromium, driven from
# Python by Playwright with executable_path, no `playwright install`) on the page the
# server serves for a copy of Fixtures/. Installs chromium and fonts-dejavu-core with
# apt-get and playwright and pytest with pip when they are missing, builds `trellis`, and
# runs the tests. UPDATE_REFERENCE=1 rewrites the reference screenshot.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"

export CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$CHROMIUM" ] || [ ! -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo="sudo -n"; fi
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi

python=${PYTHON:-python3}
if ! "$python" -c "import playwright.sync_api, pytest" >/dev/null 2>&1; then
    "$python" -m pip install --quiet playwright==1.65.2 pytest \
        || "$python" -m pip install --quiet --break-system-packages playwright==1.65.2 pytest
fi

swift build --package-path "$repo" --product trellis
export TRELLIS="$(swift build --package-path "$repo" --show-bin-path)/trellis"
cd "$here"
export PYTHONDONTWRITEBYTECODE=1
"$python" -m pytest -q "$@" test_preview.py
