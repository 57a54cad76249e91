"""Fixtures of the browser tests: a copy of Fixtures/, a `trellis preview` server on it,
headless Chromium through Playwright, and the engine's frames from `trellis layout`.

$TRELLIS names the built `trellis` executable (run.sh builds it); $CHROMIUM the browser
(Debian's /usr/bin/chromium unless set).
"""

import json
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
import threading

import pytest
from playwright.sync_api import sync_playwright

HERE = pathlib.Path(__file__).resolve().parent
REPOSITORY = HERE.parents[1]
FIXTURES = HERE / "Fixtures"
TRELLIS = os.environ.get("TRELLIS", str(REPOSITORY / ".build" / "debug" / "trellis"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ANNOUNCEMENT = re.compile(r"^Trellis preview at (http://[^/\s]+/)$")
START_TIMEOUT = 30  # seconds until the server prints its address
STEP_TIMEOUT = 10_000  # milliseconds a page may take to show an update


class PreviewServer:
    """`trellis preview` on a folder, started and stopped by the tests."""

    def __init__(self, root: pathlib.Path, components: pathlib.Path, port: int = 0):
        self.root, self.components = root, components
        self.process = subprocess.Popen(
            [TRELLIS, "preview", str(root), "--components", str(components), "--port", str(port)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        self.url = self._read_announcement()
        self.stderr: list[str] = []
        threading.Thread(target=self._drain, daemon=True).start()

    def _read_announcement(self) -> str:
        found: list[str] = []

        def read() -> None:
            line = self.process.stdout.readline()
            found.append(line)

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        reader.join(START_TIMEOUT)
        line = found[0].rstrip("\n") if found else ""
        match = ANNOUNCEMENT.match(line)
        if not match:
            self.stop()
            raise RuntimeError(f"trellis preview did not announce its address; first line: {line!r}, "
                               f"stderr: {self.process.stderr.read()!r}")
        return match.group(1)

    def _drain(self) -> None:
        for line in self.process.stderr:
            self.stderr.append(line)

    @property
    def port(self) -> int:
        return int(self.url.rstrip("/").rsplit(":", 1)[1])

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@pytest.fixture
def workspace():
    """A temporary copy of Fixtures/ (the tests edit its templates)."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="trellis-preview-browser-"))
    root = folder / "Templates"
    shutil.copytree(FIXTURES, root)
    yield root
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def server(workspace):
    preview = PreviewServer(workspace, workspace / "Components")
    yield preview
    preview.stop()


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1600, "height": 1000}, device_scale_factor=1)
    context.set_default_timeout(STEP_TIMEOUT)
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    yield tab
    context.close()
    assert errors == [], f"the page threw: {errors}"


def engine_frames(template: pathlib.Path, components: pathlib.Path, width: int, height: int, *,
                  rtl: bool = False, state: dict | None = None, variant: str | None = None,
                  appearance: str | None = None) -> dict[str, tuple[float, float, float, float]]:
    """The frames `trellis layout` computes, by node path as the page's `data-path` writes it
    (`"0"` for the root, `"0.1"` for its second child, `"0.1.0"` for that one's first), as absolute (x, y, width, height) in the root's
    coordinates: the sum of the ancestors' origins."""
    command = [TRELLIS, "layout", str(template), "--components", str(components), "--size", f"{width}x{height}"]
    if rtl:
        command.append("--rtl")
    if state is not None:
        command += ["--state", json.dumps(state)]
    if variant is not None:
        command += ["--variant", variant]
    if appearance is not None:
        command += ["--appearance", appearance]
    # A missing input is reported after the tree (exit status 1); the tree is still the layout.
    result = subprocess.run(command, capture_output=True, text=True)
    decoder = json.JSONDecoder()
    tree, _ = decoder.raw_decode(result.stdout.lstrip())
    frames: dict[str, tuple[float, float, float, float]] = {}

    def walk(node: dict, path: list[int], origin: tuple[float, float]) -> None:
        frame = node["frame"]
        x, y = origin[0] + frame["x"], origin[1] + frame["y"]
        frames[".".join(map(str, path))] = (x, y, frame["width"], frame["height"])
        for index, child in enumerate(node.get("children", [])):
            walk(child, path + [index], (x, y))

    walk(tree, [0], (0, 0))
    return frames
