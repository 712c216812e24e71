"""The "Rule on a hand" page in a real headless Chromium: the reference engine, run by Pyodide from the site's own
files, rules on a story entered by taps and selects as ``domino-rules ruling`` does, one story per rulebook, and
again offline after the first load; no request leaves the site's origin.

The engine is loaded once (one page load of Pyodide for the six stories). Each story is entered as a judge would
(:func:`benchmarks.ruling_page.enter`: the rulebook chosen, each seat's tiles tapped from the picture of the set,
the plays, passes and the infraction found by a word and recorded); the story the page writes must be the one
written here, and the ruling it shows must be, word for word, what the ruling core behind ``domino-rules
ruling`` prints for that story (run here, in CPython).

Run with the browser checks (``DOMINO_RULES_BROWSER=1``, ``python3 dev.py test``); skipped otherwise.
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
from typing import Final

import pytest

from benchmarks.ruling_page import PAGE, STORY, Act, PageStory, Play, Record, enter, load_engine, rule, serve
from conformance.paths import project_root
from conformance.ruling import Story, rule_story, ruling_text
from domino_rules.browser import STORY_SOURCE
from rulespec import cached_spec

if os.environ.get("DOMINO_RULES_BROWSER") != "1":
    pytest.skip("browser checks run with DOMINO_RULES_BROWSER=1 (python3 dev.py test)", allow_module_level=True)

from playwright.sync_api import BrowserContext, Page, sync_playwright

ROOT = project_root()
SHOTS = ROOT / "build" / "screenshots"

STORIES: Final[dict[str, tuple[PageStory, str]]] = {
    "ndf-double-nine": (
        STORY,
        """Given the rulebook "ndf-double-nine"
And the hands are:
  | seat  | tiles   |
  | North | 9-9 5-3 |
  | West  | 3-1 6-6 |
  | South | 3-2 8-8 |
  | East  | 7-7 2-0 |
And North leads
When North plays 5-3
And West passes unnoticed
And the judge records pass-with-playable against West
""",
    ),
    "doral-partnership": (
        PageStory(
            "doral-partnership",
            (("North", ("6-6", "6-2")), ("West", ("6-1", "3-3")), ("South", ("2-2", "4-4")), ("East", ("5-1", "0-0"))),
            (Play("North", "6-6"), Play("West", "6-1", "left"), Record("trampa", "cheating", "South")),
            leader="North",
        ),
        """Given the rulebook "doral-partnership"
And the hands are:
  | seat  | tiles   |
  | North | 6-6 6-2 |
  | West  | 6-1 3-3 |
  | South | 2-2 4-4 |
  | East  | 5-1 0-0 |
And North leads
When North plays 6-6
And West plays 6-1 on the left end
And the judge records cheating against South
""",
    ),
    "fmd-singles": (
        PageStory(
            "fmd-singles",
            (("North", ("6-6", "6-3")), ("West", ("6-1", "3-3")), ("South", ("6-2", "4-4")), ("East", ("5-1", "0-0"))),
            (Play("North", "6-6"), Act("West", "unnoticed"), Record("pase con ficha", "pass-with-playable", "West")),
            leader="North",
        ),
        """Given the rulebook "fmd-singles"
And the hands are:
  | seat  | tiles   |
  | North | 6-6 6-3 |
  | West  | 6-1 3-3 |
  | South | 6-2 4-4 |
  | East  | 5-1 0-0 |
And North leads
When North plays 6-6
And West passes unnoticed
And the judge records pass-with-playable against West
""",
    ),
    "fmd-couples": (
        PageStory(
            "fmd-couples",
            (("North", ("6-6", "6-3")), ("West", ("6-1", "3-3")), ("South", ("6-2", "4-4")), ("East", ("5-1", "0-0"))),
            (
                Play("North", "6-6"),
                Act("West", "unnoticed"),
                Record("pase", "pass-with-playable", "West", "the next player chooses to restart"),
            ),
            leader="North",
        ),
        """Given the rulebook "fmd-couples"
And the hands are:
  | seat  | tiles   |
  | North | 6-6 6-3 |
  | West  | 6-1 3-3 |
  | South | 6-2 4-4 |
  | East  | 5-1 0-0 |
And North leads
When North plays 6-6
And West passes unnoticed
And the judge records pass-with-playable against West and the next player chooses to restart
""",
    ),
    "wcdt-all-fives": (
        PageStory(
            "wcdt-all-fives",
            (
                ("North", ("5-5", "5-0", "5-3", "5-2", "1-1", "6-6", "2-1")),
                ("East", ("5-4", "5-1", "0-0", "3-1", "4-4", "2-2", "6-3")),
                (
                    "bone-yard",
                    ("1-0", "2-0", "3-0", "3-2", "3-3", "4-0", "4-1", "4-2", "4-3", "6-0", "6-1", "6-2", "6-4", "6-5"),
                ),
            ),
            (Play("North", "5-5"), Play("East", "5-0"), Play("East", "5-4", "right")),
            leader="North",
        ),
        """Given the rulebook "wcdt-all-fives"
And the hands are:
  | seat  | tiles                       |
  | North | 5-5 5-0 5-3 5-2 1-1 6-6 2-1 |
  | East  | 5-4 5-1 0-0 3-1 4-4 2-2 6-3 |
And the bone-yard holds 1-0 2-0 3-0 3-2 3-3 4-0 4-1 4-2 4-3 6-0 6-1 6-2 6-4 6-5
And North leads
When North plays 5-5
And East plays 5-0
And East plays 5-4 on the right end
""",
    ),
    "mexican-train": (
        PageStory(
            "mexican-train",
            (("seat 1", ("12-3", "6-5", "9-8")), ("seat 2", ("12-4", "1-1", "7-7"))),
            (
                Play("seat 1", "12-3", "their own train"),
                Play("seat 2", "12-4", "the Mexican train"),
                Record("conduct", "conduct-breach", "seat 2", "with points", 10),
            ),
            double="12-12",
        ),
        """Given the rulebook "mexican-train"
And the starting double is 12-12
And seat 1 holds 12-3 6-5 9-8
And seat 2 holds 12-4 1-1 7-7
When seat 1 plays 12-3 on their own train
And seat 2 plays 12-4 on the Mexican train
And the organiser records conduct-breach against seat 2 with 10 points
""",
    ),
}
"""One story per rulebook: what the judge enters on the page, and the story (Gherkin) it must come to."""

WASM: Final = "pyodide.asm.wasm"


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
        path = path if path.is_absolute() else ROOT / path
        assert (path / "index.html").exists(), f"{path} is not a built site"
        return path
    out = tmp_path_factory.mktemp("site")
    mkdocs = Path(sys.executable).parent / "mkdocs"
    subprocess.run([str(mkdocs), "build", "--strict", "--site-dir", str(out)], cwd=ROOT, check=True)
    return out


@pytest.fixture(scope="module")
def address(site: Path) -> Iterator[str]:
    with serve(site) as served:
        yield served


@pytest.fixture(scope="module")
def asked() -> list[str]:
    """Every address the browser asked for while these tests ran (pages, engine files, worker fetches)."""
    return []


@pytest.fixture(scope="module")
def context(tmp_path_factory: pytest.TempPathFactory, asked: list[str]) -> Iterator[BrowserContext]:
    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch_persistent_context(
            str(profile),
            executable_path=chromium_path(),
            headless=True,
            args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
            viewport={"width": 412, "height": 915},
        )
        browser.on("request", lambda request: asked.append(request.url))
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture(scope="module")
def ruling_tab(context: BrowserContext, address: str) -> Iterator[Page]:
    """The page opened over HTTP under the site's service worker, with the engine loaded (once for every story)."""
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    tab.goto(f"{address}/{PAGE}")
    tab.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.ready.then(r => !!r.active)")
    tab.reload()  # now under the worker's control, so the engine's files go into its store as they are fetched
    tab.wait_for_function("() => !!navigator.serviceWorker.controller", timeout=30_000)
    assert "MB" in tab.inner_text("#dr-ruling-load"), "the button says what the engine needs before loading it"
    load_engine(tab, timeout_ms=180_000)
    yield tab
    tab.close()
    assert errors == [], errors


def ruled(text: str) -> str:
    """What the ruling behind ``domino-rules ruling`` prints for the story ``text`` (named as the page names it)."""
    return ruling_text(rule_story(Story(text, "gherkin", STORY_SOURCE), cached_spec()))


@pytest.mark.parametrize("rulebook", sorted(STORIES))
def test_a_story_entered_by_taps_is_ruled_as_the_command_rules_it(ruling_tab: Page, site: Path, rulebook: str) -> None:
    entered, text = STORIES[rulebook]
    ruling_tab.click("#dr-ruling-clear")
    assert enter(ruling_tab, entered) == text
    shown = rule(ruling_tab)
    assert shown == ruled(text)
    links = ruling_tab.eval_on_selector_all("#dr-ruling-findings a", "links => links.map(a => a.href)")
    assert links, f"{rulebook}: the ruling shows no rule link"
    for link in links:
        page = re.sub(r"^.*?/(rule/[^/]+\.html)$", r"\1", str(link))
        assert (site / page).is_file(), link
        assert page.removeprefix("rule/").removesuffix(".html") in shown
    SHOTS.mkdir(parents=True, exist_ok=True)
    ruling_tab.screenshot(path=str(SHOTS / f"ruling-{rulebook}.png"), full_page=True)


def test_after_the_first_load_the_page_rules_offline(ruling_tab: Page, context: BrowserContext, address: str) -> None:
    ruling_tab.evaluate(
        """async (wasm) => {
            for (let i = 0; i < 300; i++) {
                for (const name of await caches.keys()) {
                    const store = await caches.open(name);
                    const kept = (await store.keys()).map(r => r.url);
                    if (kept.some(u => u.endsWith(wasm)) && kept.some(u => u.endsWith(".zip"))) return;
                }
                await new Promise(r => setTimeout(r, 200));
            }
            throw new Error("the engine's files were not stored");
        }""",
        WASM,
    )
    tab = context.new_page()
    try:
        context.set_offline(True)
        tab.goto(f"{address}/{PAGE}")
        tab.wait_for_function("() => window.DR_RULING.ready || window.DR_RULING.error", timeout=180_000)
        assert tab.evaluate("() => window.DR_RULING.kept"), "the engine kept from the first load starts by itself"
        assert tab.evaluate("() => window.DR_RULING.ready"), tab.evaluate("() => window.DR_RULING.error")
        entered, text = STORIES["ndf-double-nine"]
        assert enter(tab, entered) == text
        assert rule(tab) == ruled(text)
    finally:
        context.set_offline(False)
        tab.close()


def test_no_request_leaves_the_site_s_origin(ruling_tab: Page, asked: list[str], address: str) -> None:
    in_page = ruling_tab.evaluate("() => performance.getEntriesByType('resource').map(e => e.name)")
    everything = [*asked, *(str(name) for name in in_page)]
    assert any(name.endswith(WASM) for name in everything), "the engine was not fetched at all"
    elsewhere = sorted({name for name in everything if not name.startswith((address + "/", "data:", "blob:"))})
    assert elsewhere == [], elsewhere


def test_an_infraction_is_found_by_spanish_words_with_or_without_accents(ruling_tab: Page) -> None:
    ruling_tab.select_option("#dr-ruling-book", "ndf-double-nine")
    for words in ("señas al compañero", "senas al companero", "SEÑAS"):
        ruling_tab.fill("#dr-ruling-find", words)
        offered = ruling_tab.eval_on_selector_all("#dr-ruling-infraction-list input", "os => os.map(o => o.value)")
        assert offered == ["signal"], (words, offered)
    ruling_tab.fill("#dr-ruling-find", "no such words at all")
    assert ruling_tab.is_disabled("#dr-ruling-record")
    ruling_tab.fill("#dr-ruling-find", "")


def test_an_infraction_is_found_by_its_spanish_title_shown_beside_the_english(ruling_tab: Page) -> None:
    ruling_tab.select_option("#dr-ruling-book", "fmd-singles")
    ruling_tab.fill("#dr-ruling-find", "lentes oscuros")
    offered = ruling_tab.eval_on_selector_all("#dr-ruling-infraction-list input", "os => os.map(o => o.value)")
    assert offered == ["dark-glasses"]
    label = ruling_tab.locator("#dr-ruling-infraction-list label").first
    assert label.locator('[lang="es"]').inner_text() == "Lentes oscuros"
    assert "FMDS-20.2" in label.inner_text() and "No dark glasses" in label.inner_text()
    ruling_tab.fill("#dr-ruling-find", "jugador suplente")  # words of the Spanish title alone
    offered = ruling_tab.eval_on_selector_all("#dr-ruling-infraction-list input", "os => os.map(o => o.value)")
    assert offered == ["substitute"]
    ruling_tab.fill("#dr-ruling-find", "")


DETAILS_SHOWN: Final[dict[tuple[str, str], list[str]]] = {
    ("fmd-singles", "lateness"): ["minutes late"],
    ("fmd-singles", "exposed-tile"): ["the tile left face up"],
    ("fmd-couples", "pass-with-playable"): [
        "nothing more",
        "for the action numbered",
        "the next player chooses to continue",
        "the next player chooses to restart",
    ],
    ("doral-partnership", "cheating"): ["nothing more"],
    ("mexican-train", "conduct-breach"): ["with points", "without points"],
}
"""What the detail form offers once an infraction is chosen: only what that infraction's record takes."""


@pytest.mark.parametrize(("rulebook", "infraction"), sorted(DETAILS_SHOWN))
def test_the_detail_form_shows_only_what_the_infraction_s_record_takes(
    ruling_tab: Page, rulebook: str, infraction: str
) -> None:
    ruling_tab.select_option("#dr-ruling-book", rulebook)
    ruling_tab.check(f'#dr-ruling-infraction-list input[value="{infraction}"]')
    shown = ruling_tab.eval_on_selector_all("#dr-ruling-detail option", "os => os.map(o => o.textContent)")
    assert shown == DETAILS_SHOWN[rulebook, infraction]
    number, tile = ruling_tab.is_visible("#dr-ruling-number"), ruling_tab.is_visible("#dr-ruling-tile")
    first = DETAILS_SHOWN[rulebook, infraction][0]
    assert (number, tile) == (first in ("minutes late", "with points"), first == "the tile left face up")


def test_every_spanish_word_the_page_shows_is_marked_as_spanish(ruling_tab: Page) -> None:
    """The infraction list (every rulebook's), the labels and a ruling shown: no Spanish-only word of the glossary
    outside an element marked lang="es", and every infraction's Spanish title marked."""
    from rulesite.judges import word_key
    from rulespec.glossary import cached_glossary
    from tests.browser.test_site_browser import SPANISH_JS

    glossary = cached_glossary()
    english = {word_key(name) for term in glossary.terms for name in (term.term, *term.aliases)}
    spanish = sorted({name for term in glossary.terms for name in term.spanish if word_key(name) not in english})
    entered, text = STORIES["fmd-singles"]
    ruling_tab.click("#dr-ruling-clear")
    assert enter(ruling_tab, entered) == text
    rule(ruling_tab)
    assert ruling_tab.locator("#dr-ruling-findings [lang='es']", has_text="Pase indebido").count() == 1
    failures = [f"fmd-singles: {line}" for line in ruling_tab.evaluate(SPANISH_JS, spanish)]
    for book in cached_spec().rulebooks:
        ruling_tab.select_option("#dr-ruling-book", book.id)
        labels = ruling_tab.locator("#dr-ruling-infraction-list label")
        assert labels.count() == len(book.penalty_rules())
        assert ruling_tab.locator("#dr-ruling-infraction-list label [lang='es']").count() == labels.count()
        failures += [f"{book.id}: {line}" for line in ruling_tab.evaluate(SPANISH_JS, spanish)]
    assert failures == []


def test_opened_from_disk_the_page_says_the_engine_needs_the_web(context: BrowserContext, site: Path) -> None:
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    try:
        tab.goto((site / PAGE).as_uri())
        assert tab.is_disabled("#dr-ruling-load")
        assert "served over the web" in tab.inner_text("#dr-ruling-status")
        assert errors == []
    finally:
        tab.close()
