#!/usr/bin/env bash
# Smoke test of `trellis lsp` with Neovim's built-in LSP client, headless: init.lua runs the
# README's Neovim 0.7 configuration, opens workspace/Screen.xml, waits for its diagnostic
# and requests completion. Installs Debian's
# neovim with apt-get when nvim is missing; when it cannot, prints why and exits 0 (skipped).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"

if ! command -v nvim >/dev/null 2>&1; then
    sudo=""
    if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo="sudo -n"; fi
    { $sudo apt-get update -qq && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq neovim; } >/dev/null 2>&1 || true
fi
if ! command -v nvim >/dev/null 2>&1; then
    echo "skipped: the Neovim smoke test needs nvim, which could not be installed (Debian: apt-get install neovim)"
    exit 0
fi

swift build --package-path "$repo" --product trellis
export TRELLIS="$(swift build --package-path "$repo" --show-bin-path)/trellis"
export TRELLIS_SMOKE_WORKSPACE="$here/workspace"
export TRELLIS_README="$repo/README.md"
echo "$(nvim --version | head -n 1), headless"
# -n: no swap file; -i NONE: no ShaDa file; -u: only this init file. The timeout bounds a
# hang (a server that never answers makes init.lua fail after 20 s on its own).
timeout 120 nvim --headless -n -i NONE -u "$here/init.lua"
