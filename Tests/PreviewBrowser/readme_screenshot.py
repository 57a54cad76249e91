"""Takes the README's screenshot of the preview page (Documentation/Images/preview.png):
`trellis preview Examples --components Examples/Components`, Screens/Profile.xml with
sample inputs, a 393×852 left-to-right panel beside a 320×568 right-to-left one, and the
inspector showing the name label. Run by hand after a change to the page:

    TRELLIS=.build/debug/trellis python3 Tests/PreviewBrowser/readme_screenshot.py
"""

import json
import re
import sys

from playwright.sync_api import expect, sync_playwright

from conftest import CHROMIUM, REPOSITORY, PreviewServer

OUTPUT = REPOSITORY / "Documentation" / "Images" / "preview.png"
SAMPLE_INPUTS = {
    "userName": "Ada Lovelace", "memberSince": "1843", "isPremium": True, "avatarImage": "ada",
    "followers": 1815, "following": 42, "joinYear": 1842, "topic": "the Analytical Engine", "isFollowing": True,
    "rating": 4.5,
}


def main() -> int:
    examples = REPOSITORY / "Examples"
    server = PreviewServer(examples, examples / "Components")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
            page = browser.new_page(viewport={"width": 1440, "height": 900}, device_scale_factor=1)
            page.goto(server.url + "template/Screens/Profile.xml")
            expect(page.locator(".panel .canvas .view").first).to_be_attached()
            for name, value in SAMPLE_INPUTS.items():
                field = page.locator(f'#inputs [data-input="{name}"]')
                if field.count() == 0:
                    continue
                if isinstance(value, bool):
                    field.set_checked(value)
                elif field.evaluate("field => field.tagName") == "TEXTAREA":
                    field.fill(json.dumps(value))
                else:
                    field.fill(str(value))
            page.locator("#size-preset").select_option("393x852")
            page.get_by_role("button", name="Add panel").click()
            page.locator("#size-preset").select_option("320x568")
            page.locator("#direction").select_option("rtl")
            page.wait_for_function("() => document.querySelectorAll('.panel').length === 2"
                                   " && document.querySelectorAll('.panel')[1].querySelectorAll('.view').length > 0")
            page.wait_for_timeout(500)
            name_label = page.locator('.panel').first.locator('.view[data-component="UILabel"]', has_text=re.compile("^Ada Lovelace$")).last
            name_label.click()
            name_label.hover()
            page.evaluate("document.fonts.ready")
            OUTPUT.parent.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(OUTPUT))
            browser.close()
    finally:
        server.stop()
    print(f"wrote {OUTPUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
