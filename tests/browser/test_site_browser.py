"""The built rules site in a real headless Chromium, opened from disk (``file://``), as a judge would.

Checks that rule permalinks land on the rule, that search finds a rule by its ID
(typed the way a judge says it) and by a term, that scenario pictures render
with pips, that the penalty index prints, and that no page logs a console error.
Screenshots and PDFs are saved under ``build/screenshots/`` as test artefacts.

These tests drive Debian's ``chromium`` through Playwright (no browser download).
They run in ``python3 dev.py test`` as their own step, after the site build, with
``DOMINO_RULES_BROWSER=1``; elsewhere they are skipped unless that is set.
``DOMINO_RULES_SITE`` names an already built site; otherwise one is built here.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from conformance.paths import project_root
from rulespec import cached_spec

if os.environ.get("DOMINO_RULES_BROWSER") != "1":
    pytest.skip("browser checks run with DOMINO_RULES_BROWSER=1 (python3 dev.py test)", allow_module_level=True)

from playwright.sync_api import BrowserContext, ConsoleMessage, Page, sync_playwright

ROOT = project_root()
SHOTS = ROOT / "build" / "screenshots"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def chromium_path() -> str:
    for candidate in (os.environ.get("CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium")):
        if candidate and Path(candidate).exists():
            return candidate
    pytest.fail("Debian's chromium is not installed (python3 dev.py test installs it: apt-get install chromium)")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    given = os.environ.get("DOMINO_RULES_SITE")
    if given:
        path = Path(given)
        if not path.is_absolute():
            path = ROOT / path
        assert (path / "index.html").exists(), f"{path} is not a built site"
        return path
    out = tmp_path_factory.mktemp("site")
    mkdocs = Path(sys.executable).parent / "mkdocs"
    subprocess.run([str(mkdocs), "build", "--strict", "--site-dir", str(out)], cwd=ROOT, check=True)
    return out


@pytest.fixture(scope="module")
def context(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BrowserContext]:
    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch_persistent_context(
            str(profile),
            executable_path=chromium_path(),
            headless=True,
            args=FLAGS,
            viewport={"width": 1280, "height": 900},
        )
        try:
            yield browser
        finally:
            browser.close()


class Console:
    """Every console error and uncaught page error seen by one page."""

    def __init__(self, page: Page) -> None:
        self.errors: list[str] = []
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.errors.append(f"page error: {error}"))

    def _console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            self.errors.append(f"console error: {message.text} ({message.location.get('url', '')})")


@pytest.fixture()
def page(context: BrowserContext) -> Iterator[tuple[Page, Console]]:
    tab = context.new_page()
    console = Console(tab)
    try:
        yield tab, console
        assert console.errors == [], "\n".join(console.errors)
    finally:
        tab.close()


def url(site: Path, path: str) -> str:
    return (site / path).as_uri() if "#" not in path and "?" not in path else site.as_uri() + "/" + path


def shot(tab: Page, name: str, full_page: bool = False) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    tab.screenshot(path=str(path), full_page=full_page)
    return path


def landed_on(tab: Page, rule_id: str) -> None:
    tab.wait_for_url(re.compile(rf".*/rulebooks/[a-z0-9-]+\.html#{re.escape(rule_id)}$"), timeout=10_000)
    heading = tab.locator(f"[id='{rule_id}']")
    heading.wait_for(state="visible")
    top = tab.evaluate(f"document.getElementById({rule_id!r}).getBoundingClientRect().top")
    assert 0 <= top < 300, f"{rule_id} is not scrolled into view (top {top})"


def test_rule_permalink_page_lands_on_the_rule(site: Path, page: tuple[Page, Console]) -> None:
    tab, _ = page
    tab.goto(url(site, "rule/NDF-4.2.html"))
    landed_on(tab, "NDF-4.2")
    assert "Passing with a playable tile" in tab.locator("[id='NDF-4.2']").inner_text()
    shot(tab, "permalink-NDF-4.2")


@pytest.mark.parametrize(
    ("path", "rule_id"),
    [
        ("lookup.html#ndf4.2", "NDF-4.2"),
        ("lookup.html#NDF%209.1", "NDF-9.1"),
        ("index.html#NDF-7.2", "NDF-7.2"),
        ("lookup.html?id=ndf%205,3", "NDF-5.3"),
    ],
)
def test_an_id_typed_any_way_lands_on_the_rule(site: Path, page: tuple[Page, Console], path: str, rule_id: str) -> None:
    tab, _ = page
    tab.goto(url(site, path))
    landed_on(tab, rule_id)


def test_the_lookup_box_finds_a_rule(site: Path, page: tuple[Page, Console]) -> None:
    tab, _ = page
    tab.goto(url(site, "lookup.html"))
    tab.fill("#dr-lookup-id", "ndf 1.3")
    assert "A match is played to 150 points" in tab.locator("#dr-lookup-result").inner_text()
    shot(tab, "lookup")
    tab.press("#dr-lookup-id", "Enter")
    landed_on(tab, "NDF-1.3")


def search(tab: Page, site: Path, query: str) -> list[str]:
    """The links of the search results for ``query``, best first."""
    tab.goto(url(site, "index.html"))
    tab.locator("input.md-search__input").click()
    tab.keyboard.type(query)
    results = tab.locator(".md-search-result__item a")
    results.first.wait_for(state="attached", timeout=15_000)
    return [link or "" for link in results.evaluate_all("links => links.map(a => a.getAttribute('href'))")]


@pytest.mark.parametrize(
    ("query", "rule_id"),
    [
        ("NDF 4.2", "NDF-4.2"),
        ("ndf4.2", "NDF-4.2"),
        ("NDF-9.1", "NDF-9.1"),
        ("tranque", "NDF-9.1"),
        ("misfit", "NDF-7.2"),
        ("forro", "NDF-7.2"),
        ("passing with a playable tile", "NDF-4.2"),
    ],
)
def test_search_finds_a_rule(site: Path, page: tuple[Page, Console], query: str, rule_id: str) -> None:
    tab, _ = page
    links = search(tab, site, query)
    hits = [link for link in links if link.endswith(f"#{rule_id}")]
    assert hits, f"searching {query!r} found no link to {rule_id}: {links[:10]}"
    if query == "NDF 4.2":
        shot(tab, "search-NDF-4.2")


def test_search_for_pass_lists_the_passing_rules(site: Path, page: tuple[Page, Console]) -> None:
    tab, _ = page
    links = search(tab, site, "pass")
    assert any(link.endswith("#NDF-4.1") or link.endswith("#NDF-4.2") for link in links), links[:10]


def test_scenario_pictures_draw_tiles_with_pips(site: Path, page: tuple[Page, Console]) -> None:
    tab, _ = page
    tab.goto(url(site, "rulebooks/ndf-double-nine.html#NDF-4.1"))
    tab.evaluate("document.querySelectorAll('details.example').forEach(d => { d.open = true; })")
    # The scenario "A player holding a fitting tile may not pass" (features/ndf-double-nine/play.feature).
    figure = tab.locator(".dr-figure:has(svg[aria-label^='North holds 5-0, 4-4; West holds 3-1, 9-9'])").first
    figure.scroll_into_view_if_needed()
    box = figure.locator("svg.dr-position").bounding_box()
    assert box is not None and box["width"] > 150 and box["height"] > 100, box
    tiles = figure.locator("g.dr-tile")
    assert tiles.count() == 8
    pips = figure.locator("path.dr-pip")
    drawn = pips.evaluate_all("paths => paths.reduce((n, p) => n + p.getAttribute('d').split('a').length - 1, 0)")
    # North 5-0 4-4, West 3-1 9-9, South 8-8 7-7, East 6-6 2-2 and the open ends 5 and 3; two arcs a pip.
    assert drawn == 2 * ((5 + 8) + (4 + 18) + (16 + 14) + (12 + 4) + (5 + 3))
    fill = pips.first.evaluate("c => getComputedStyle(c).fill")
    assert fill in ("rgb(29, 29, 29)",), fill
    assert "no tile" not in figure.inner_text()
    SHOTS.mkdir(parents=True, exist_ok=True)
    figure.screenshot(path=str(SHOTS / "picture-NDF-4.1.png"))


def test_every_rulebook_page_renders_its_rules(site: Path, page: tuple[Page, Console]) -> None:
    tab, _ = page
    for book in cached_spec().rulebooks:
        tab.goto(url(site, f"rulebooks/{book.id}.html"))
        for rule in book.rules:
            assert tab.locator(f"[id='{rule.id}']").count() == 1, rule.id
    tab.goto(url(site, "rulebooks/ndf-double-nine.html"))
    shot(tab, "rulebook-ndf-double-nine")


def test_glossary_terms_explain_themselves_on_hover(site: Path, page: tuple[Page, Console]) -> None:
    tab, _ = page
    tab.goto(url(site, "rulebooks/ndf-double-nine.html#NDF-9.1"))
    abbr = tab.locator("[id='NDF-9.1'] ~ p abbr").first
    assert "tranque" in (abbr.get_attribute("title") or "")
    tab.goto(url(site, "reference/glossary.html#term-lock"))
    assert "tranque" in tab.locator("[id='term-lock'] ~ ul").first.inner_text()


def test_penalty_index_and_comparison_print(site: Path, page: tuple[Page, Console]) -> None:
    tab, _ = page
    tab.goto(url(site, "judges/penalties.html"))
    first = tab.locator("[id='ndf-double-nine'] + .dr-penalties table")
    assert "fine 75 points" in first.inner_text()
    shot(tab, "penalties")
    tab.emulate_media(media="print")
    assert tab.locator(".md-sidebar--primary").first.is_hidden()
    SHOTS.mkdir(parents=True, exist_ok=True)
    pdf = tab.pdf(path=str(SHOTS / "penalties.pdf"), format="A4")
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert 1 <= pages <= len(cached_spec().rulebooks) + 1, pages
    tab.emulate_media(media="screen")
    tab.goto(url(site, "rulebooks/ndf-double-nine.html"))
    tab.pdf(path=str(SHOTS / "rulebook-ndf-double-nine.pdf"), format="A4")
    tab.goto(url(site, "judges/compare.html"))
    matrix = tab.locator(".dr-compare table").first
    assert matrix.locator("a[href*='#NDF-1.3']").count() >= 1
    shot(tab, "compare")
