"""Browser tests of `trellis preview`: headless Chromium on the page the server serves for
a copy of Fixtures/ (Card.xml with inputs title, count and showBadge, its Card.preview.json
variant "long title", and Lists/Row.xml), compared with what `trellis layout` computes.
"""

import json
import os
import pathlib
import re
import time

import pytest
from playwright.sync_api import Page, expect

import pngcompare
from conftest import HERE, PreviewServer, engine_frames

TOLERANCE = 0.5  # points between a view's box in the page and the engine's frame
REFERENCE = HERE / "Reference" / "Card.long-title.320x568.png"
# A pixel differs when a channel is more than 32 levels off; at most 0.5% of them may.
PIXEL_THRESHOLD, DIFFERING_PIXEL_SHARE = 32, 0.005

BOXES = """(index) => {
    const canvas = document.querySelectorAll('.panel .canvas')[index];
    const origin = canvas.getBoundingClientRect();
    const boxes = {};
    for (const view of canvas.querySelectorAll('.view')) {
        const box = view.getBoundingClientRect();
        boxes[view.dataset.path] = [box.x - origin.x, box.y - origin.y, box.width, box.height];
    }
    return boxes;
}"""


def open_template(page: Page, server: PreviewServer, template_id: str) -> None:
    page.goto(server.url + "template/" + template_id)
    expect(page.locator("body")).to_have_attribute("data-generation", re.compile(r"^\d+$"))
    expect(page.locator(".panel .canvas .view").first).to_be_attached()


def input_field(page: Page, name: str):
    return page.locator(f'#inputs [data-input="{name}"]')


def generation(page: Page) -> int:
    return int(page.locator("body").get_attribute("data-generation"))


def wait_for_update(page: Page, after: int) -> None:
    """Waits for the first `layout` message after generation `after`."""
    page.wait_for_function("(after) => Number(document.body.dataset.generation) > after", arg=after)


def assert_boxes_match(page: Page, expected: dict, panel: int = 0) -> None:
    boxes = page.evaluate(BOXES, panel)
    assert sorted(boxes) == sorted(expected), "the page's views are not the engine's nodes"
    for path, frame in expected.items():
        for axis, (shown, computed) in enumerate(zip(boxes[path], frame)):
            assert abs(shown - computed) <= TOLERANCE, \
                f"view {path!r}: {'xywh'[axis]} is {shown} in the page, {computed} in the engine"


def select_panel_size(page: Page, preset: str) -> None:
    before = generation(page)
    page.locator("#size-preset").select_option(preset)
    wait_for_update(page, before)


def card(server: PreviewServer) -> pathlib.Path:
    return server.root / "Card.xml"


def test_index_links_every_template(page: Page, server: PreviewServer):
    page.goto(server.url)
    links = page.locator("#templates a")
    expect(links).to_have_count(2)
    assert [links.nth(i).text_content() for i in range(2)] == ["Card", "Row"]
    assert [links.nth(i).get_attribute("href") for i in range(2)] == ["/template/Card.xml", "/template/Lists/Row.xml"]
    links.nth(1).click()
    page.wait_for_url(server.url + "template/Lists/Row.xml")
    expect(page.locator("#template-name")).to_have_text("Lists/Row.xml")
    expect(page.locator('.view[data-id="detail"]')).to_have_attribute("data-component", "UILabel")


def test_views_are_placed_at_the_engines_frames(page: Page, server: PreviewServer):
    open_template(page, server, "Lists/Row.xml")
    expected = engine_frames(server.root / "Lists" / "Row.xml", server.components, 375, 812)
    assert_boxes_match(page, expected)
    assert page.locator('.view[data-path="0"]').get_attribute("data-component") == "UIView"
    assert page.locator('.view[data-path="0.1"]').get_attribute("data-id") == "detail"


def test_variant_picker_lays_out_the_variants_values(page: Page, server: PreviewServer):
    open_template(page, server, "Card.xml")
    before = generation(page)
    page.locator("#variant").select_option("long title")
    wait_for_update(page, before)
    expected = engine_frames(card(server), server.components, 375, 812, variant="long title")
    assert_boxes_match(page, expected)
    expect(page.locator('.view[data-id="title"]')).to_have_text("A much longer title that wraps onto a second line")
    expect(page.locator('.view[data-id="badge"]')).to_be_visible()


def test_an_edit_of_the_template_patches_the_page_in_place(page: Page, server: PreviewServer):
    open_template(page, server, "Card.xml")
    page.evaluate("window.previewMarker = 'before the edit'")
    page.locator('.view[data-id="photo"]').click()
    expect(page.locator("#inspector .inspector-summary")).to_have_attribute("data-path", "0.3")
    page.set_viewport_size({"width": 1600, "height": 600})
    page.evaluate("window.scrollTo(0, 150)")
    assert page.evaluate("window.scrollY") == 150
    before = generation(page)
    source = card(server).read_text()
    card(server).write_text(source.replace('id="bar"\n        backgroundColor="accent"\n        height="40"',
                                           'id="bar"\n        backgroundColor="accent"\n        height="64"'))
    wait_for_update(page, before)
    assert page.evaluate("window.previewMarker") == "before the edit", "the page was reloaded"
    assert page.evaluate("window.scrollY") == 150, "the page lost its scroll position"
    expect(page.locator('.view[data-id="bar"]')).to_have_css("height", "64px")
    assert_boxes_match(page, engine_frames(card(server), server.components, 375, 812))
    # The inspector selection survives the update.
    expect(page.locator("#inspector .inspector-summary")).to_have_attribute("data-path", "0.3")
    expect(page.locator('.view.selected[data-path="0.3"]')).to_have_count(1)


def test_a_broken_template_shows_the_overlay_over_the_last_good_preview(page: Page, server: PreviewServer):
    open_template(page, server, "Card.xml")
    good = page.evaluate(BOXES, 0)
    source = card(server).read_text()
    broken = source.replace('        textColor="ink"\n', '        textColr="ink"\n', 1)
    line = broken.splitlines().index('        textColr="ink"') + 1
    before = generation(page)
    card(server).write_text(broken)
    wait_for_update(page, before)
    overlay = page.locator("#overlay")
    expect(overlay).to_be_visible()
    location = overlay.locator(".diagnostic-location").first
    expect(location).to_have_text(re.compile(
        rf"Card\.xml:{line}:9: unknown property 'textColr' of UILabel; did you mean 'textColor'\?$"))
    assert overlay.locator(".diagnostic-source").first.text_content() == '        textColr="ink"'
    expect(overlay.locator(".diagnostic-source mark").first).to_have_text(re.compile(r"^textColr"))
    # The last good preview stays beneath.
    assert page.evaluate(BOXES, 0) == good
    before = generation(page)
    card(server).write_text(source)
    wait_for_update(page, before)
    expect(overlay).to_be_hidden()


def test_size_direction_and_appearance_switches(page: Page, server: PreviewServer):
    open_template(page, server, "Card.xml")
    template, components = card(server), server.components
    state = {"title": "Hello", "count": 4, "showBadge": True}
    input_field(page, "title").fill(state["title"])
    input_field(page, "count").fill(str(state["count"]))
    input_field(page, "showBadge").check()
    page.wait_for_function("() => document.querySelector('[data-id=bar]').style.width === '96px'")
    expect(page.locator('.view[data-id="badge"]')).to_be_visible()

    select_panel_size(page, "320x568")
    expect(page.locator(".panel .canvas").first).to_have_css("width", "320px")
    assert_boxes_match(page, engine_frames(template, components, 320, 568, state=state))

    before = generation(page)
    page.locator("#landscape").check()
    wait_for_update(page, before)
    assert_boxes_match(page, engine_frames(template, components, 568, 320, state=state))

    select_panel_size(page, "custom")
    expect(page.locator("#size-preset")).to_have_value("custom")
    before = generation(page)
    page.locator("#custom-width").fill("500")
    page.locator("#custom-height").fill("400")
    page.locator("#custom-height").dispatch_event("change")
    wait_for_update(page, before)
    assert_boxes_match(page, engine_frames(template, components, 500, 400, state=state))

    before = generation(page)
    page.locator("#direction").select_option("rtl")
    wait_for_update(page, before)
    rtl = engine_frames(template, components, 500, 400, state=state, rtl=True)
    assert_boxes_match(page, rtl)
    ltr = engine_frames(template, components, 500, 400, state=state)
    bar_ltr, bar_rtl = ltr["0.1"], rtl["0.1"]
    assert bar_rtl[0] == 500 - bar_ltr[0] - bar_ltr[2], "the bar is not mirrored right to left"
    expect(page.locator(".panel .canvas").first).to_have_attribute("dir", "rtl")

    root = page.locator('.view[data-path="0"]')
    expect(root).to_have_css("background-color", "rgb(244, 241, 234)")
    before = generation(page)
    page.locator("#appearance").select_option("dark")
    wait_for_update(page, before)
    expect(root).to_have_css("background-color", "rgb(28, 28, 30)")
    expect(page.locator('.view[data-id="title"] .view-text')).to_have_css("color", "rgb(242, 242, 247)")


def test_panels_side_by_side(page: Page, server: PreviewServer):
    open_template(page, server, "Card.xml")
    before = generation(page)
    page.get_by_role("button", name="Add panel").click()
    wait_for_update(page, before)
    before = generation(page)
    page.locator("#direction").select_option("rtl")
    wait_for_update(page, before)
    panels = page.locator(".panel")
    expect(panels).to_have_count(2)
    first, second = panels.nth(0).bounding_box(), panels.nth(1).bounding_box()
    assert second["x"] >= first["x"] + first["width"], "the panels are not side by side"
    expect(panels.nth(1).locator(".canvas")).to_have_attribute("dir", "rtl")
    assert_boxes_match(page, engine_frames(card(server), server.components, 375, 812, rtl=True), panel=1)
    assert_boxes_match(page, engine_frames(card(server), server.components, 375, 812), panel=0)
    panels.nth(1).get_by_role("button", name="Remove panel").click()
    expect(panels).to_have_count(1)


def test_an_input_edit_relayouts(page: Page, server: PreviewServer):
    open_template(page, server, "Card.xml")
    inputs = page.locator("#inputs")
    expect(inputs.locator('[data-input="title"]')).to_have_attribute("type", "text")
    expect(inputs.locator('[data-input="count"]')).to_have_attribute("type", "number")
    expect(inputs.locator('[data-input="showBadge"]')).to_have_attribute("type", "checkbox")
    before = generation(page)
    input_field(page, "count").fill("7")
    wait_for_update(page, before)
    expect(page.locator('.view[data-id="bar"]')).to_have_css("width", "168px")
    input_field(page, "title").fill("Edited in the page")
    expect(page.locator('.view[data-id="title"]')).to_have_text("Edited in the page")
    state = {"title": "Edited in the page", "count": 7}
    page.wait_for_function("() => document.querySelector('[data-id=title]').textContent === 'Edited in the page'")
    assert_boxes_match(page, engine_frames(card(server), server.components, 375, 812, state=state))


def test_save_as_variant_writes_the_preview_file(page: Page, server: PreviewServer):
    open_template(page, server, "Card.xml")
    before = generation(page)
    input_field(page, "count").fill("2")
    wait_for_update(page, before)
    page.locator("#variant-name").fill("two")
    before = generation(page)
    page.get_by_role("button", name="Save as variant").click()
    wait_for_update(page, before)
    expect(page.locator("#variant option")).to_have_text(["Defaults", "long title", "two"])
    saved = json.loads((server.root / "Card.preview.json").read_text())
    assert saved == {
        "long title": {"count": 3, "showBadge": True, "title": "A much longer title that wraps onto a second line"},
        "two": {"count": 2},
    }


def test_inspector_hover_and_pinned_attributes(page: Page, server: PreviewServer):
    open_template(page, server, "Card.xml")
    before = generation(page)
    input_field(page, "count").fill("2")
    wait_for_update(page, before)
    bar = page.locator('.view[data-id="bar"]')
    bar.hover()
    tooltip = page.locator("#tooltip")
    expect(tooltip).to_be_visible()
    expect(tooltip).to_contain_text("UIView #bar")
    expect(tooltip).to_contain_text(re.compile(r"\(16, \d+(\.\d+)?, 48 × 40\)"))
    line = card(server).read_text().splitlines().index("    <UIView") + 1
    expect(tooltip.locator(".source-location")).to_have_text(re.compile(rf"Card\.xml:{line}$"))
    expect(page.locator(".hover-outline")).to_have_count(1)
    page.locator('.view[data-id="photo"]').click()
    rows = page.locator("#inspector table.attributes tbody tr")
    names = [rows.nth(i).locator("th").text_content() for i in range(rows.count())]
    assert names == ["height", "image", "left", "right", "top"]
    image = rows.nth(1).locator("td")
    expect(image.nth(0)).to_have_text("photo")
    top = rows.nth(4).locator("td")
    expect(top.nth(0)).to_have_text("#bar.bottom + 48")


def test_the_page_reconnects_when_the_server_restarts(page: Page, server: PreviewServer):
    open_template(page, server, "Card.xml")
    page.evaluate("window.previewMarker = 'kept'")
    server.stop()
    expect(page.locator("body")).to_have_attribute("data-connected", "false")
    restarted = PreviewServer(server.root, server.components, port=server.port)
    try:
        expect(page.locator("body")).to_have_attribute("data-connected", "true", timeout=15_000)
        expect(page.locator("#status")).to_have_text("Live")
        assert page.evaluate("window.previewMarker") == "kept"
    finally:
        restarted.stop()


def test_a_panel_screenshot_matches_the_reference(page: Page, server: PreviewServer):
    open_template(page, server, "Card.xml")
    select_panel_size(page, "320x568")
    before = generation(page)
    page.locator("#variant").select_option("long title")
    wait_for_update(page, before)
    page.mouse.move(0, 0)
    page.evaluate("document.fonts.ready")
    box = page.locator(".panel .canvas").first.bounding_box()
    clip = {"x": round(box["x"]), "y": round(box["y"]), "width": 320, "height": 568}
    shot = page.screenshot(clip=clip, animations="disabled")
    if os.environ.get("UPDATE_REFERENCE") == "1":
        REFERENCE.parent.mkdir(parents=True, exist_ok=True)
        REFERENCE.write_bytes(shot)
        pytest.skip(f"wrote {REFERENCE}")
    expected, actual = pngcompare.decode(REFERENCE.read_bytes()), pngcompare.decode(shot)
    assert (actual.width, actual.height) == (expected.width, expected.height) == (320, 568)
    differing = pngcompare.difference(expected, actual, PIXEL_THRESHOLD)
    allowed = int(expected.width * expected.height * DIFFERING_PIXEL_SHARE)
    if differing > allowed:
        (REFERENCE.parent / "Card.actual.png").write_bytes(shot)
    assert differing <= allowed, f"{differing} pixels differ from {REFERENCE.name} (at most {allowed} may)"
