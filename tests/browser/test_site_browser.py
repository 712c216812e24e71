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

import functools
import os
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest

from conformance.paths import project_root
from rulespec import cached_spec

if os.environ.get("DOMINO_RULES_BROWSER") != "1":
    pytest.skip("browser checks run with DOMINO_RULES_BROWSER=1 (python3 dev.py test)", allow_module_level=True)

from playwright.sync_api import BrowserContext, ConsoleMessage, Page, ViewportSize, sync_playwright

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
    """The tab shows the rule: its own page (``rule/ID.html``) or its section of a rulebook page, in view."""
    pattern = rf".*/(rule/{re.escape(rule_id)}\.html|rulebooks/[a-z0-9-]+\.html#{re.escape(rule_id)})$"
    tab.wait_for_url(re.compile(pattern), timeout=10_000)
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
    hits = [link for link in links if link.endswith(f"#{rule_id}") or link.endswith(f"rule/{rule_id}.html")]
    assert hits, f"searching {query!r} found no link to {rule_id}: {links[:10]}"
    if query == "NDF 4.2":
        shot(tab, "search-NDF-4.2")


def test_search_for_pass_lists_the_passing_rules(site: Path, page: tuple[Page, Console]) -> None:
    tab, _ = page
    links = search(tab, site, "pass")
    assert any(link.endswith(("NDF-4.1.html", "NDF-4.2.html")) for link in links), links[:10]


def test_search_results_open_the_light_rule_page_and_hide_the_alias_line(
    site: Path, page: tuple[Page, Console]
) -> None:
    tab, _ = page
    links = search(tab, site, "misfit")
    assert any(link.endswith("rule/NDF-7.2.html") for link in links), links[:10]
    tab.wait_for_timeout(300)
    shown = tab.locator(".md-search-result").inner_text()
    assert "NDF-7.2 · NDF7.2" not in shown, shown[:500]
    tab.locator(".md-search-result__link[href$='rule/NDF-7.2.html']").first.click()
    landed_on(tab, "NDF-7.2")


def test_scenario_pictures_draw_tiles_with_pips(site: Path, page: tuple[Page, Console]) -> None:
    tab, _ = page
    tab.goto(url(site, "rulebooks/ndf-double-nine.html#NDF-4.1"))
    assert tab.locator(".dr-figure").count() == 0, "scenario bodies are on the page before anyone opens them"
    tab.evaluate("document.querySelectorAll('details.example').forEach(d => { d.open = true; })")
    # The scenario "A player holding a fitting tile may not pass" (features/ndf-double-nine/play.feature).
    figure = tab.locator(".dr-figure:has(svg[aria-label^='North holds 5-0, 4-4; West holds 3-1, 9-9'])").first
    figure.wait_for(state="attached", timeout=10_000)
    figure.scroll_into_view_if_needed()
    box = figure.locator("svg.dr-position").bounding_box()
    assert box is not None and box["width"] > 150 and box["height"] > 100, box
    tiles = figure.locator(".dr-tile")
    assert tiles.count() == 8
    # Each tile is a <use> of a symbol drawn once on the page; count the pips the browser resolves through them.
    drawn = figure.evaluate(
        """fig => {
            const arcs = el => [...el.querySelectorAll("path.dr-pip")]
                .reduce((n, p) => n + p.getAttribute("d").split("a").length - 1, 0);
            const pips = use => {
                const target = document.getElementById(use.getAttribute("href").slice(1));
                return target ? arcs(target) + [...target.querySelectorAll("use")].reduce((n, u) => n + pips(u), 0) : -999;
            };
            return [...fig.querySelectorAll("use.dr-tile, use.dr-end")].reduce((n, u) => n + pips(u), 0);
        }"""
    )
    # North 5-0 4-4, West 3-1 9-9, South 8-8 7-7, East 6-6 2-2 and the open ends 5 and 3; two arcs a pip.
    assert drawn == 2 * ((5 + 8) + (4 + 18) + (16 + 14) + (12 + 4) + (5 + 3))
    fill = tab.locator("svg.dr-sprite path.dr-pip").first.evaluate("c => getComputedStyle(c).fill")
    assert fill in ("rgb(29, 29, 29)",), fill
    assert "no tile" not in figure.inner_text()
    SHOTS.mkdir(parents=True, exist_ok=True)
    figure.screenshot(path=str(SHOTS / "picture-NDF-4.1.png"))
    # The pips' symbols are painted: a <use> of a pip symbol has a size on screen.
    first = figure.locator("use.dr-tile").first.bounding_box()
    assert first is not None and first["width"] > 10 and first["height"] > 20, first


SVG_CONTRAST_JS = r"""fig => {
  const rgb = c => (c.match(/\d+(\.\d+)?/g) || []).slice(0, 3).map(Number);
  const lum = c => {
    const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    const [r, g, b] = rgb(c);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const felt = lum(getComputedStyle(fig.querySelector(".dr-felt")).fill);
  return [...fig.querySelectorAll("svg text")].map(t => {
    const l = lum(getComputedStyle(t).fill);
    return [t.textContent, (Math.max(l, felt) + 0.05) / (Math.min(l, felt) + 0.05)];
  });
}"""
"""Each text drawn in a picture with its contrast against the picture's felt (the SVG's own background)."""


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize(
    ("book", "rule_id", "tiles"),
    [("wcdt-all-fives", "WCDT-4.3", 7), ("mexican-train", "MT-R7.1", 6), ("ndf-double-nine", "NDF-9.1", 8)],
)
def test_a_rule_picture_reads_on_a_phone_in_both_themes(
    site: Path, phone: tuple[Page, Console], scheme: str, book: str, rule_id: str, tiles: int
) -> None:
    """The spinner's four sides, a double with the marker down, a lock: drawn at a phone's width without
    scrolling sideways, every tile's pips resolved, said in words, and every label readable on its felt."""
    tab, _ = phone
    tab.emulate_media(color_scheme="dark" if scheme == "dark" else "light")
    tab.goto(url(site, f"rulebooks/{book}.html#{rule_id}"))
    tab.evaluate("localStorage.clear()")  # the theme remembers the scheme an earlier page was read in
    tab.reload()
    wanted = "slate" if scheme == "dark" else "default"
    assert tab.evaluate("document.body.getAttribute('data-md-color-scheme')") == wanted
    figure = tab.locator(f"[id='picture-{rule_id}']")
    figure.scroll_into_view_if_needed()
    svg = figure.locator("svg.dr-position")
    assert svg.get_attribute("role") == "img" and len(svg.get_attribute("aria-label") or "") > 20
    box = svg.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box
    assert box["width"] > 200 and box["height"] > 120, box
    assert tab.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert figure.locator("use.dr-tile").count() == tiles
    unresolved = figure.evaluate(
        """fig => [...fig.querySelectorAll("use.dr-tile")]
            .filter(u => !document.getElementById(u.getAttribute("href").slice(1)))
            .map(u => u.dataset.tile)"""
    )
    assert unresolved == []
    for text, ratio in figure.evaluate(SVG_CONTRAST_JS):
        assert ratio >= 4.5, f"{text!r} in the picture of {rule_id} ({scheme}): {ratio:.2f}:1"
    caption = figure.locator("figcaption")
    assert caption.is_visible() and contrast(tab, f"[id='picture-{rule_id}'] figcaption") >= 4.5
    SHOTS.mkdir(parents=True, exist_ok=True)
    figure.screenshot(path=str(SHOTS / f"rule-picture-{rule_id}-{scheme}.png"))


def test_every_rulebook_page_renders_its_rules(site: Path, page: tuple[Page, Console]) -> None:
    tab, _ = page
    for book in cached_spec().rulebooks:
        tab.goto(url(site, f"rulebooks/{book.id}.html"))
        for rule in book.rules:
            assert tab.locator(f"[id='{rule.id}']").count() == 1, rule.id
    tab.goto(url(site, "rulebooks/ndf-double-nine.html"))
    # Scenario bodies wait in their own scripts until opened: a few thousand page elements, not twenty thousand.
    elements = int(tab.evaluate("document.getElementsByTagName('*').length"))
    assert elements < 6_000, elements
    shot(tab, "rulebook-ndf-double-nine")


def loaded_files(tab: Page, path: str, site: Path) -> list[Path]:
    """Every file the page at ``path`` loads from disk by the time it has settled."""
    loaded: list[str] = []
    tab.on("requestfinished", lambda request: loaded.append(request.url))
    tab.goto(url(site, path))
    tab.wait_for_load_state("load")
    tab.wait_for_timeout(500)
    return [Path(unquote(urlparse(link).path)) for link in loaded if link.startswith("file:")]


RULEBOOK_PAGE_BAR = 800_000
"""Everything a rulebook page loads before a scenario is opened, in bytes.

The theme's own stylesheets and script are about 270 kB and the rule lookup tables about
55 kB on every page; the largest rulebook page's HTML is about 265 kB, of which about 40 kB
draws each tile once for every picture. The pages grew by about 35 kB with the scenarios of
the session that added the decisions, setups and fault catalogue; 800 kB leaves room for that
much again, and is under a third of what a rulebook page cost when every scenario body
and picture was inline and the search index came with it (about 2.5 MB)."""


@pytest.mark.parametrize("book", [book.id for book in cached_spec().rulebooks])
def test_a_rulebook_page_is_light_until_a_scenario_is_opened(
    site: Path, phone: tuple[Page, Console], book: str
) -> None:
    tab, _ = phone
    files = loaded_files(tab, f"rulebooks/{book}.html", site)
    weight = sum(path.stat().st_size for path in files)
    assert weight < RULEBOOK_PAGE_BAR, f"{weight} bytes: {sorted(files, key=lambda f: -f.stat().st_size)[:5]}"
    assert not any("search_index" in path.name for path in files), files
    assert not any("/scenarios/" in path.as_posix() for path in files), files
    # Opening one scenario loads its body alone: a few kilobytes.
    before = len(files)
    tab.on("requestfinished", lambda request: files.append(Path(unquote(urlparse(request.url).path))))
    first = tab.locator("details.example").first
    first.locator("summary").click()
    first.locator(".highlight").first.wait_for(state="attached", timeout=10_000)
    opened = files[before:]
    assert [p.parent.name for p in opened] == [book], opened
    assert sum(p.stat().st_size for p in opened) < 20_000, opened


@pytest.fixture(scope="module")
def served(site: Path) -> Iterator[str]:
    """The built site over HTTP on a free local port, as a web host would serve it."""
    handler = functools.partial(QuietHandler, directory=str(site))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        """Keep the test output clean."""


def test_over_http_the_search_index_is_fetched_only_when_search_is_used(
    served: str, page: tuple[Page, Console]
) -> None:
    tab, _ = page
    asked: list[str] = []
    tab.on("request", lambda request: asked.append(request.url))
    tab.goto(f"{served}/rulebooks/ndf-double-nine.html")
    tab.wait_for_load_state("load")
    tab.wait_for_timeout(1_000)
    assert not any("search_index" in link for link in asked), asked
    tab.locator("input.md-search__input").click()
    tab.keyboard.type("tranque")
    results = tab.locator(".md-search-result__item a")
    results.first.wait_for(state="attached", timeout=15_000)
    assert any(link.endswith("/search/search_index.json") for link in asked), asked
    links = [link or "" for link in results.evaluate_all("links => links.map(a => a.getAttribute('href'))")]
    assert any(link.endswith(("NDF-9.1.html", "#NDF-9.1")) for link in links), links[:10]


def test_the_search_index_loads_only_when_search_is_used(site: Path, page: tuple[Page, Console]) -> None:
    tab, _ = page
    files = loaded_files(tab, "index.html", site)
    assert not any("search_index" in path.name for path in files), files
    links = search(tab, site, "tranque")
    assert any(link.endswith("NDF-9.1.html") or link.endswith("#NDF-9.1") for link in links), links[:10]


def test_glossary_terms_explain_themselves_on_hover(site: Path, page: tuple[Page, Console]) -> None:
    tab, _ = page
    tab.goto(url(site, "rulebooks/ndf-double-nine.html#NDF-9.1"))
    abbr = tab.locator("[id='NDF-9.1'] ~ p abbr").first
    assert "tranque" in (abbr.get_attribute("title") or "")
    tab.goto(url(site, "reference/glossary.html#term-lock"))
    assert "tranque" in tab.locator("[id='term-lock'] ~ ul").first.inner_text()


def pdf_pages(pdf: bytes) -> int:
    """The pages of a PDF Chromium printed."""
    return len(re.findall(rb"/Type\s*/Page[^s]", pdf))


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_each_rulebook_s_penalty_table_prints_on_one_page(site: Path, page: tuple[Page, Console], paper: str) -> None:
    """What the penalty index promises, on both paper sizes: printed alone, a rulebook's heading and table make
    one page; printed whole, the index is one page per rulebook (none splits, no heading is left alone)."""
    tab, _ = page
    tab.goto(url(site, "judges/penalties.html"))
    tab.emulate_media(media="print")
    assert pdf_pages(tab.pdf(format=paper)) == len(cached_spec().rulebooks)
    for book in cached_spec().rulebooks:
        tab.goto(url(site, "judges/penalties.html"))
        tab.emulate_media(media="print")
        only = f"[id='{book.id}']"
        tab.add_style_tag(
            content=f"article.md-typeset > *:not({only}):not({only} + .dr-penalties) {{ display: none !important; }}"
            f" {only} {{ break-before: auto !important; }}"
        )
        assert pdf_pages(tab.pdf(format=paper)) == 1, (book.id, paper)


def test_penalty_index_and_comparison_print(site: Path, page: tuple[Page, Console]) -> None:
    tab, _ = page
    tab.goto(url(site, "judges/penalties.html"))
    first = tab.locator("[id='ndf-double-nine'] + .dr-penalties table")
    assert "fine of 75 points" in first.inner_text()
    shot(tab, "penalties")
    tab.emulate_media(media="print")
    assert tab.locator(".md-sidebar--primary").first.is_hidden()
    SHOTS.mkdir(parents=True, exist_ok=True)
    pdf = tab.pdf(path=str(SHOTS / "penalties.pdf"), format="A4")
    assert pdf_pages(pdf) == len(cached_spec().rulebooks)  # the introduction shares the first rulebook's page
    tab.emulate_media(media="screen")
    tab.goto(url(site, "rulebooks/ndf-double-nine.html"))
    tab.pdf(path=str(SHOTS / "rulebook-ndf-double-nine.pdf"), format="A4")
    tab.goto(url(site, "judges/compare.html"))
    matrix = tab.locator(".dr-compare table").first
    assert matrix.locator("a[href*='NDF-1.3.html']").count() >= 1
    shot(tab, "compare")


# -- a judge's tasks on a phone (390 x 844), opened from disk ---------------------------------------------
PHONE: ViewportSize = {"width": 390, "height": 844}


@pytest.fixture()
def phone(context: BrowserContext) -> Iterator[tuple[Page, Console]]:
    tab = context.new_page()
    tab.set_viewport_size(PHONE)
    console = Console(tab)
    try:
        yield tab, console
        assert console.errors == [], "\n".join(console.errors)
    finally:
        tab.close()


def ask(tab: Page, site: Path, question: str) -> list[str]:
    """Type ``question`` into the lookup box at the top of the home page: the rule IDs offered, in order."""
    tab.goto(url(site, "index.html"))
    box = tab.locator("#dr-lookup-id")
    top = box.bounding_box()
    assert top is not None and top["y"] < PHONE["height"], f"the lookup box is below the first screen: {top}"
    box.fill(question)
    links = tab.locator("#dr-lookup-result .dr-lookup-list a")
    links.first.wait_for(state="visible", timeout=5_000)
    return [text.split(":", 1)[0] for text in links.all_inner_texts()]


def test_judges_questions_in_their_own_words_find_their_rule_first(site: Path, phone: tuple[Page, Console]) -> None:
    """The lookup box on the home page, as a judge types into it on a phone: each question's first offer is its
    rule, and none answers "No rule" (the same questions the Python ranking answers in tests/test_site_lookup.py)."""
    from tests.judge_questions import QUESTIONS

    tab, _ = phone
    tab.goto(url(site, "index.html"))
    box = tab.locator("#dr-lookup-id")
    first = tab.locator("#dr-lookup-result .dr-lookup-list a").first
    wrong: list[str] = []
    for question, rule_id in QUESTIONS:
        box.fill(question)
        tab.wait_for_function(
            """q => document.getElementById("dr-lookup-id").value === q
                && !/Looking the words up/.test(document.getElementById("dr-lookup-result").textContent)""",
            arg=question,
        )
        said = tab.locator("#dr-lookup-result").inner_text()
        offered = first.inner_text().split(":", 1)[0] if first.count() else said
        if offered != rule_id:
            wrong.append(f"{question!r}: {offered!r}, not {rule_id}")
    shot(tab, "phone-ask-by-meaning")
    assert wrong == []


def test_the_rulebook_chosen_beside_the_box_ranks_first_and_is_remembered(
    site: Path, phone: tuple[Page, Console]
) -> None:
    tab, _ = phone
    tab.goto(url(site, "index.html"))
    first = tab.locator("#dr-lookup-result .dr-lookup-list a").first
    tab.locator("#dr-lookup-id").fill("late player")
    first.wait_for(state="visible", timeout=5_000)
    assert first.inner_text().startswith("DORAL-16.2:")  # no rulebook chosen: the plainest answer first
    tab.locator("#dr-lookup-rulebook").select_option("mexican-train")
    tab.wait_for_function("""() => /^MT-T1[.]1:/.test(document.querySelector("#dr-lookup-result a").textContent)""")
    tab.goto(url(site, "lookup.html"))
    assert tab.locator("#dr-lookup-rulebook").input_value() == "mexican-train"
    tab.locator("#dr-lookup-rulebook").select_option("")


def test_the_judges_entry_points_are_on_the_first_phone_screen(site: Path, phone: tuple[Page, Console]) -> None:
    tab, _ = phone
    tab.goto(url(site, "index.html"))
    for locator in (
        tab.locator("#dr-lookup-id"),
        tab.locator("a.md-button[href$='judges/penalties.html']"),
        tab.locator("a.md-button[href$='judges/compare.html']"),
    ):
        box = locator.first.bounding_box()
        assert box is not None and box["y"] + box["height"] <= PHONE["height"], box
    # One tap reaches the penalty index, with every rulebook's jump link at its top.
    tab.locator("a.md-button[href$='judges/penalties.html']").first.click()
    tab.wait_for_url(re.compile(r".*judges/penalties\.html$"))
    for book in cached_spec().rulebooks:
        if not any(rule.penalty is not None for rule in book.rules):
            continue
        jump = tab.locator(f"a.dr-jump[href='#{book.id}']").bounding_box()
        assert jump is not None and jump["y"] + jump["height"] <= PHONE["height"], (book.id, jump)


def penalty_shown(tab: Page, rule_id: str) -> str:
    """The 'What follows' line of the rule's penalty, as shown on its rulebook page."""
    landed_on(tab, rule_id)
    shown = tab.evaluate(
        """id => {
            let node = document.getElementById(id).nextElementSibling;
            while (node && !/^H[13]$/.test(node.tagName)) {
                const item = [...node.querySelectorAll("li")].find(li => li.textContent.startsWith("What follows"));
                if (item) return item.textContent;
                node = node.nextElementSibling;
            }
            return "";
        }""",
        rule_id,
    )
    return str(shown)


@pytest.mark.parametrize(
    ("question", "rule_id", "penalty"),
    [
        ("pass with a playable tile", "NDF-4.2", "fine of 75 points"),
        ("pase indebido", "NDF-4.2", "fine of 75 points"),
        ("pase con ficha", "NDF-4.2", "fine of 75 points"),
        ("pase intencional", "NDF-4.3", "forfeits the hand"),
    ],
)
def test_a_pass_with_a_playable_tile_in_ndf_in_english_and_spanish(
    site: Path, phone: tuple[Page, Console], question: str, rule_id: str, penalty: str
) -> None:
    tab, _ = phone
    offered = ask(tab, site, question)
    ndf = [i for i in offered if i.startswith("NDF-")]
    assert ndf == [rule_id], offered
    shot(tab, f"phone-ask-{question.replace(' ', '-')}")
    tab.locator(f"#dr-lookup-result a:text-is('{rule_id}: {cached_spec().rule(rule_id).title}')").click()
    assert penalty in penalty_shown(tab, rule_id)
    shot(tab, f"phone-rule-{rule_id}")


def test_twelve_minutes_late_in_fmd_couples(site: Path, phone: tuple[Page, Console]) -> None:
    tab, _ = phone
    offered = ask(tab, site, "retraso")
    assert {"FMDC-24.1", "FMDS-24.1"} <= set(offered), offered
    tab.locator("#dr-lookup-result a", has_text="FMDC-24.1").click()
    shown = penalty_shown(tab, "FMDC-24.1")
    # 12 minutes is past the 10-minute tolerance: a forfeit, not 50 points.
    assert "over 10 minutes, forfeits the match instead" in shown, shown
    assert "25 points for each whole 5 minutes" in shown
    section = str(tab.evaluate("document.getElementById('FMDC-24.1').parentElement.innerText"))
    # The couple's joint score, not a player's own record.
    assert "charged to the partnership's joint score" in section
    assert "Lateness in every rulebook" in section
    assert "rules for couples, clause 24" in section
    shot(tab, "phone-FMDC-24.1")


def test_twelve_minutes_late_in_fmd_singles_is_charged_to_the_player(site: Path, phone: tuple[Page, Console]) -> None:
    tab, _ = phone
    ask(tab, site, "retraso")
    tab.locator("#dr-lookup-result a", has_text="FMDS-24.1").click()
    shown = penalty_shown(tab, "FMDS-24.1")
    assert "over 10 minutes, forfeits the match instead" in shown, shown
    section = str(tab.evaluate("document.getElementById('FMDS-24.1').parentElement.innerText"))
    # Singles: the fine is the player's own; past 10 minutes the forfeit loses the partner's match too.
    assert "the fine to the player's own record alone" in section
    assert "loses the match for the partnership, the partner included" in section
    assert "joint score" not in section.split("Lateness in every rulebook", 1)[0]


def test_a_doral_block_with_counts_10_1_5_5(site: Path, phone: tuple[Page, Console]) -> None:
    tab, _ = phone
    offered = ask(tab, site, "tranque")
    assert "DORAL-12.1" in offered, offered
    tab.locator("#dr-lookup-result a", has_text="DORAL-12.1").click()
    landed_on(tab, "DORAL-12.1")
    section = str(tab.evaluate("document.getElementById('DORAL-12.1').parentElement.innerText"))
    assert "partners' counts are not added together" in section
    statement = section.split("DORAL-12.1", 1)[1]
    # Counts are not added: South's 1 is the fewest pips, so North-South win (10 + 1 against 5 + 5 would not).
    assert "fewest pips" in statement and "partners' counts are not added together" in statement, statement[:400]
    shot(tab, "phone-DORAL-12.1")


@pytest.mark.parametrize(
    ("spoken", "offered"),
    [
        ("NDF 4", ["NDF-4.1", "NDF-4.2", "NDF-4.3"]),
        ("FMD 24", ["FMDC-24.1", "FMDS-24.1"]),
        ("doral 12", ["DORAL-12.1", "DORAL-12.2"]),
        ("75 points", ["NDF-1.2", "NDF-4.2", "NDF-4.3", "NDF-7.2"]),
    ],
)
def test_spoken_ids_and_numbers_offer_the_rules(
    site: Path, phone: tuple[Page, Console], spoken: str, offered: list[str]
) -> None:
    tab, _ = phone
    assert ask(tab, site, spoken) == offered
    if spoken == "NDF 4":
        shot(tab, "phone-NDF-4")


@pytest.mark.parametrize(("spoken", "rule_id"), [("NDF 4 2", "NDF-4.2"), ("NDF J1", "NDF-J.1"), ("ndf4.2", "NDF-4.2")])
def test_a_spoken_id_and_enter_opens_the_rule(
    site: Path, phone: tuple[Page, Console], spoken: str, rule_id: str
) -> None:
    tab, _ = phone
    tab.goto(url(site, "lookup.html"))
    tab.fill("#dr-lookup-id", spoken)
    tab.press("#dr-lookup-id", "Enter")
    landed_on(tab, rule_id)


def test_lateness_compared_across_rulebooks(site: Path, phone: tuple[Page, Console]) -> None:
    tab, _ = phone
    tab.goto(url(site, "judges/compare.html"))
    last = tab.locator(".dr-compare table th").last
    box = last.bounding_box()
    assert box is not None and box["x"] + box["width"] <= PHONE["width"], (
        f"the last rulebook column is off screen: {box}"
    )
    tab.goto(url(site, "judges/compare.html#situation-lateness"))
    table = tab.locator("[id='situation-lateness'] ~ .md-typeset__scrollwrap table").first
    text = table.inner_text()
    assert "over 10 minutes, forfeits the match instead" in text
    # Doral's lateness is its own rule, its penalty the judge's disqualification (leaving is DORAL-16.1).
    assert "DORAL-16.2" in text and "DORAL-16.1" not in text
    assert "the judges decide under NDF-J.1" in text
    shot(tab, "phone-compare-lateness")


def test_the_penalty_index_on_a_phone_keeps_the_rule_in_view(site: Path, phone: tuple[Page, Console]) -> None:
    tab, _ = phone
    tab.goto(url(site, "judges/penalties.html"))
    tab.locator("a.dr-jump", has_text="NDF").click()
    tab.wait_for_url(re.compile(r".*#ndf-double-nine$"))
    cell = tab.locator("[id='ndf-double-nine'] + .dr-penalties table a[href$='NDF-4.2.html']")
    box = cell.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box
    shot(tab, "phone-penalties-ndf")


def contrast(tab: Page, selector: str) -> float:
    """The contrast ratio of an element's text on the page behind it (WCAG formula).

    Translucent colours (the theme's lighter text is black or white at about half opacity)
    are blended over what lies behind them, layer by layer, as the browser paints them.
    """
    return float(
        tab.evaluate(
            """sel => {
            const el = document.querySelector(sel);
            if (!el) throw new Error("no element " + sel);
            const rgba = c => { const v = c.match(/[0-9.]+/g).map(Number); return v.length < 4 ? [...v, 1] : v; };
            const over = (top, under) => [0, 1, 2].map(i => top[i] * top[3] + under[i] * (1 - top[3]));
            const lum = ([r, g, b]) => {
                const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
                return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
            };
            const layers = [];
            for (let node = el; node; node = node.parentElement) {
                const c = rgba(getComputedStyle(node).backgroundColor);
                if (c[3] > 0) layers.push(c);
                if (c[3] >= 1) break;
            }
            let bg = [255, 255, 255];
            for (const layer of layers.reverse()) bg = over(layer, bg);
            const fg = over(rgba(getComputedStyle(el).color), bg);
            const a = lum(fg), b = lum(bg);
            return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        }""",
            selector,
        )
    )


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_buttons_read_at_4_5_to_1_in_both_themes(site: Path, phone: tuple[Page, Console], scheme: str) -> None:
    tab, _ = phone
    tab.emulate_media(color_scheme="dark" if scheme == "dark" else "light")
    palette = "slate" if scheme == "dark" else "default"
    for path, selector in [
        ("judges/penalties.html", ".dr-print-button"),
        ("judges/penalties.html", "a.dr-jump"),
        ("rulebooks/ndf-double-nine.html", ".dr-print-button"),
        ("rulebooks/ndf-double-nine.html", "a.md-button[href*='penalties']"),
        ("rulebooks/ndf-double-nine.html", ".dr-lazy-note"),
        ("judges/penalties.html", ".dr-whose"),
        ("judges/compare.html", ".dr-compare td a"),
        ("index.html", "label[for='dr-lookup-id']"),
    ]:
        tab.goto(url(site, path))
        # The theme keeps the first scheme it chose in the profile's storage; set the one under test.
        tab.evaluate(f"document.body.setAttribute('data-md-color-scheme', {palette!r})")
        tab.wait_for_timeout(500)  # the theme's buttons fade their colour in over 125 ms
        ratio = contrast(tab, selector)
        assert ratio >= 4.5, f"{selector} on {path} in the {scheme} scheme: {ratio:.2f}:1"
    shot(tab, f"phone-rulebook-{scheme}")


def test_spanish_words_are_marked_as_spanish_on_the_page(site: Path, phone: tuple[Page, Console]) -> None:
    tab, _ = phone
    tab.goto(url(site, "reference/glossary.html#term-bad-pass"))
    assert tab.locator("[lang='es']", has_text="pase indebido").count() >= 1
    for path in ("rule/NDF-9.1.html", "rulebooks/ndf-double-nine.html"):
        tab.goto(url(site, path))
        assert tab.locator("abbr[lang='es']", has_text="tranque").count() >= 1, path
        assert tab.locator("abbr[lang='es']", has_text=re.compile(r"^lock$")).count() == 0, path


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_rule_page_reads_at_4_5_to_1_in_both_themes(site: Path, phone: tuple[Page, Console], scheme: str) -> None:
    tab, _ = phone
    tab.emulate_media(color_scheme="dark" if scheme == "dark" else "light")
    tab.goto(url(site, "rule/FMDC-24.1.html"))
    for selector in ("header a", "main p", "main a", "main td", "main .dr-badge", "main code"):
        ratio = contrast(tab, selector)
        assert ratio >= 4.5, f"{selector} on a rule page in the {scheme} scheme: {ratio:.2f}:1"


def test_a_rule_page_is_light_on_a_phone(site: Path, phone: tuple[Page, Console]) -> None:
    """Everything a rule's own page loads, measured: well under 200 kB, and few page elements."""
    tab, _ = phone
    loaded: list[str] = []
    tab.on("requestfinished", lambda request: loaded.append(request.url))
    tab.goto(url(site, "rule/NDF-4.2.html"))
    tab.wait_for_load_state("load")
    files = [Path(unquote(urlparse(link).path)) for link in loaded if link.startswith("file:")]
    weight = sum(path.stat().st_size for path in files)
    assert weight < 200_000, f"{weight} bytes: {files}"
    assert int(tab.evaluate("document.getElementsByTagName('*').length")) < 1_500
    text = tab.locator("main").inner_text()
    assert "fine of 75 points" in text and "charged to the partnership's joint score" in text
    assert "offender-team" not in text and "fine_pass_with_playable" not in text
    shot(tab, "phone-rule-page-NDF-4.2", full_page=True)


def test_the_404_page_works_from_disk(site: Path, phone: tuple[Page, Console]) -> None:
    """Its stylesheets and links resolve from ``file://`` (no root-absolute URL); the console stays clean."""
    tab, _ = phone
    tab.goto(url(site, "404.html"))
    text = (site / "404.html").read_text(encoding="utf-8")
    assert not re.search(r'(?:href|src)="/(?!/)', text)
    assert tab.evaluate("getComputedStyle(document.querySelector('.md-header')).position") in ("sticky", "fixed")


# -- contrast and language, on the pages a judge opens ------------------------------------------------------
A11Y_PAGES = [
    "index.html",
    "lookup.html",
    "judges/penalties.html",
    "judges/compare.html",
    "reference/glossary.html",
    "reference/readings.html",
    *[f"rulebooks/{book.id}.html" for book in cached_spec().rulebooks],
    *[f"rule/{rule_id}.html" for rule_id in ("NDF-4.2", "MT-T1.1", "WCDT-4.2", "DORAL-16.2", "FMDS-24.1")],
]

CONTRAST_JS = r"""() => {
  function parse(c) {
    const m = c.match(/rgba?\(([^)]+)\)/);
    if (!m) return [0, 0, 0, 0];
    const p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  }
  function over(top, bottom) {
    const a = top[3];
    return [0, 1, 2].map(i => top[i] * a + bottom[i] * (1 - a)).concat([1]);
  }
  function lum(c) {
    const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
  }
  function background(el) {
    const layers = [];
    for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
      const bg = parse(getComputedStyle(node).backgroundColor);
      if (bg[3] > 0) layers.push(bg);
      if (bg[3] >= 1) break;
    }
    let base = [255, 255, 255, 1];
    for (let i = layers.length - 1; i >= 0; i--) base = over(layers[i], base);
    return base;
  }
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  while (walker.nextNode()) {
    const text = walker.currentNode;
    const el = text.parentElement;
    if (!el || seen.has(el) || !text.textContent.trim()) continue;
    seen.add(el);
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || style.display === "none" || !el.getClientRects().length) continue;
    if (el.closest("[hidden], script, style, noscript, svg, .md-search")) continue;
    let faded = false;
    for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
      if (Number(getComputedStyle(node).opacity) === 0) { faded = true; break; }
    }
    if (faded) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const bg = background(el);
    const fg = over(parse(style.color), bg);
    const l1 = lum(fg), l2 = lum(bg);
    const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    const size = parseFloat(style.fontSize), bold = Number(style.fontWeight) >= 700;
    const need = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    if (ratio < need) out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${text.textContent.trim().slice(0, 40)}" ${ratio.toFixed(2)}:1 (needs ${need})`);
  }
  return out;
}
"""
"""Every visible text of the page whose colour, composed over its backgrounds, is under WCAG AA against them
(4.5:1, or 3:1 for large text): a line per failure."""

SPANISH_JS = r"""(names) => {
  const norm = s => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  const pats = names.map(n => new RegExp("(^|[^a-z0-9])" + norm(n).replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "($|[^a-z0-9])"));
  const out = [];
  const root = document.querySelector(".md-content") || document.body;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode, el = node.parentElement;
    if (!el || el.closest("script, style, code, pre, .dr-aliases, [hidden]")) continue;
    const text = norm(node.textContent);
    const hit = pats.findIndex(p => p.test(text));
    if (hit < 0) continue;
    const lang = (el.closest("[lang]") || document.documentElement).getAttribute("lang") || "";
    if (!lang.startsWith("es")) out.push(`${names[hit]} in "${node.textContent.trim().slice(0, 60)}"`);
  }
  return out;
}
"""
"""Every text of the page's content holding a Spanish-only glossary name outside an element marked lang="es"."""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_text_and_badge_has_aa_contrast(site: Path, context: BrowserContext, scheme: str) -> None:
    tab = context.new_page()
    try:
        tab.emulate_media(color_scheme="dark" if scheme == "dark" else "light")
        failures: list[str] = []
        for path in A11Y_PAGES:
            tab.goto(url(site, path))
            failures += [f"{path}: {line}" for line in tab.evaluate(CONTRAST_JS)]
        assert failures == [], "\n".join(failures[:40])
    finally:
        tab.close()


def test_spanish_text_is_marked_as_spanish(site: Path, context: BrowserContext) -> None:
    from rulesite.judges import word_key
    from rulespec.glossary import cached_glossary

    glossary = cached_glossary()
    english = {word_key(name) for term in glossary.terms for name in (term.term, *term.aliases)}
    spanish = sorted({name for term in glossary.terms for name in term.spanish if word_key(name) not in english})
    tab = context.new_page()
    try:
        failures: list[str] = []
        for path in A11Y_PAGES:
            tab.goto(url(site, path))
            failures += [f"{path}: {line}" for line in tab.evaluate(SPANISH_JS, spanish)]
        assert failures == [], "\n".join(failures[:40])
    finally:
        tab.close()


# -- a judge's phone: light pages, and the offline copy ------------------------------------------------------
WIRE_BUDGET = {
    "rule/NDF-4.2.html": 30_000,
    "index.html": 150_000,
    "lookup.html": 150_000,
    "judges/penalties.html": 150_000,
    "judges/compare.html": 170_000,
    "reference/glossary.html": 150_000,
    **{f"rulebooks/{book.id}.html": 200_000 for book in cached_spec().rulebooks},
}
"""What each page a judge opens costs on a first visit with a cold cache, every file it loads included, in bytes
as a web host sends them (gzip, as static hosts serve HTML, CSS and JavaScript): a rule's own page, the judges'
pages (the theme's stylesheet and script are about 70 kB of it), a rulebook page. Every one is under 200 kB."""


@pytest.mark.parametrize("path", sorted(WIRE_BUDGET))
def test_each_page_a_judge_opens_is_under_its_budget_cold(site: Path, phone: tuple[Page, Console], path: str) -> None:
    import gzip

    tab, _ = phone
    files = loaded_files(tab, path, site)
    sent = sum(len(gzip.compress(file.read_bytes(), 6)) for file in files)
    assert sent < WIRE_BUDGET[path], f"{sent} bytes: {sorted(files, key=lambda f: -f.stat().st_size)[:5]}"


def test_opened_once_over_the_web_the_judge_s_pages_work_offline(served: str, context: BrowserContext) -> None:
    tab = context.new_page()
    try:
        tab.goto(f"{served}/index.html")
        tab.wait_for_function(
            "() => navigator.serviceWorker && navigator.serviceWorker.ready.then(r => !!r.active)", timeout=30_000
        )
        tab.evaluate(
            """async () => {
                const names = await caches.keys();
                const store = await caches.open(names.find(n => n.startsWith("domino-rules-")));
                for (let i = 0; i < 100; i++) {
                    if (await store.match("rule/WCDT-4.4.html")) return;
                    await new Promise(r => setTimeout(r, 200));
                }
            }"""
        )
        context.set_offline(True)
        for path, words in (
            ("judges/penalties.html", "Penalty index"),
            ("rule/WCDT-4.4.html", "Scoring as you play"),
            ("lookup.html", "Find a rule"),
        ):
            tab.goto(f"{served}/{path}")
            assert words in tab.locator("body").inner_text(), path
        box = tab.locator("#dr-lookup-id")
        box.fill("doble sin cubrir")
        first = tab.locator("#dr-lookup-result .dr-lookup-list a").first
        first.wait_for(state="visible", timeout=5_000)
        assert first.inner_text().startswith("MT-R7.1:")  # the lookup's index was stored too
    finally:
        context.set_offline(False)
        tab.close()
