"""The organiser's printed pages in a real headless Chromium: for every family, the standings and a round's tables
(a Mexican Train hand sheet) of a 64-entrant event print on one A4 page with nothing cut off at the side, and
read on a phone without scrolling the page sideways (a wide table scrolls in its own box).

Run with the browser checks (``DOMINO_RULES_BROWSER=1``, ``python3 dev.py test``); skipped otherwise.
"""

from __future__ import annotations

import io
import os
import re
import shutil
from collections.abc import Iterator
from contextlib import redirect_stderr
from pathlib import Path
from typing import Final

import pytest

if os.environ.get("DOMINO_RULES_BROWSER") != "1":
    pytest.skip("browser checks run with DOMINO_RULES_BROWSER=1 (python3 dev.py test)", allow_module_level=True)

from playwright.sync_api import Page, sync_playwright

from organiser import cli

A4_WIDTH = 733
"""A4's width inside the pages' 8 mm margins, in CSS pixels (194 mm at 96 per inch)."""
EVENTS: Final[tuple[tuple[str, list[str], int], ...]] = (
    ("fmd-singles", ["--rounds", "5"], 5),
    ("ndf-double-nine", ["--rounds", "5"], 5),
    ("doral-partnership", [], 1),
    ("mexican-train", [], 13),
)


def chromium() -> str:
    for candidate in (os.environ.get("CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium")):
        if candidate and Path(candidate).exists():
            return candidate
    pytest.fail("Debian's chromium is not installed (python3 dev.py test installs it: apt-get install chromium)")


@pytest.fixture(scope="module")
def tab() -> Iterator[Page]:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium(), args=["--no-sandbox", "--disable-gpu"])
        try:
            yield browser.new_page()
        finally:
            browser.close()


def pages(tmp_path: Path, rulebook: str, extra: list[str], number: int) -> list[Path]:
    event = tmp_path / "event.json"
    err = io.StringIO()
    with redirect_stderr(err):
        assert cli.main(["simulate", str(event), "--rulebook", rulebook, "--entrants", "64", *extra]) == 0, err
        out = [tmp_path / "standings.html", tmp_path / "tables.html"]
        assert cli.main(["export", str(event), "--html", str(out[0])], io.StringIO()) == 0
        assert cli.main(["export", str(event), "--round", str(number), "--html", str(out[1])], io.StringIO()) == 0
    return out


@pytest.mark.parametrize(("rulebook", "extra", "number"), EVENTS, ids=[e[0] for e in EVENTS])
def test_64_entrants_print_on_one_page_and_read_on_a_phone(
    tab: Page, tmp_path: Path, rulebook: str, extra: list[str], number: int
) -> None:
    for page in pages(tmp_path, rulebook, extra, number):
        tab.set_viewport_size({"width": A4_WIDTH, "height": 1000})
        tab.goto(page.as_uri())
        tab.emulate_media(media="print")
        right = tab.evaluate(
            "Math.max(...[...document.querySelectorAll('table')].map(t => t.getBoundingClientRect().right))"
        )
        assert right <= A4_WIDTH, f"{page.name}: the printed table is {right:.0f}px wide, the page {A4_WIDTH}px"
        pdf = tab.pdf(format="A4")
        assert len(re.findall(rb"/Type\s*/Page(?!s)", pdf)) == 1, (
            f"{page.name} of {rulebook} prints on more than one page"
        )
        tab.emulate_media(media="screen")
        tab.set_viewport_size({"width": 390, "height": 844})
        tab.goto(page.as_uri())
        assert tab.evaluate("document.documentElement.scrollWidth") <= 390, f"{page.name} scrolls sideways on a phone"
        shots = Path(__file__).resolve().parents[2] / "build" / "screenshots"
        shots.mkdir(parents=True, exist_ok=True)
        tab.screenshot(path=str(shots / f"organiser-{rulebook}-{page.stem}-phone.png"))
