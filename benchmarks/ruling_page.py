"""What the "Rule on a hand" page costs a judge's phone: bytes on the first load, seconds to the first ruling.

    .venv/bin/python benchmarks/ruling_page.py SITE [--write]

SITE is a built site (``python3 dev.py site`` builds ``build/site``). The site is served over HTTP on a
free local port; Debian's headless Chromium opens the page with a cold cache, the processor slowed
:data:`CPU_SLOWDOWN` times and the network throttled to a "fast 3G" phone's (:data:`NETWORK`), both
through the Chrome DevTools Protocol; the judge presses the button that loads the engine, enters a
story by tapping (:data:`STORY`) and presses "Rule". Measured: the bytes that crossed the network from
opening the page to the first ruling (as sent, ``encodedDataLength``), the seconds from the button to
the engine ready, and to the ruling shown. Service workers are blocked: the throttle applies to the
page, not to a worker's own fetches, and a first visit is measured. Then, in a fresh profile, the page
is loaded once, the worker keeps the engine's files, and the page is opened again offline with the
processor slowed: the seconds for the kept engine to start by itself.

With ``--write`` the measure is recorded in ``benchmarks/ruling-page.json``, which the site build
reads (:func:`rulesite.rulingpage.read_measure`) and the page shows.

The page driving (entering a story by taps and selects, loading the engine, reading the ruling shown)
is shared with the browser tests (``tests/browser/test_ruling_page.py``).
"""

from __future__ import annotations

import argparse
import datetime
import functools
import json
import shutil
import sys
import threading
import time
from collections.abc import Callable, Generator
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import TYPE_CHECKING, Final, Literal, cast

ROOT: Final = Path(__file__).resolve().parent.parent
RECORD: Final = ROOT / "benchmarks" / "ruling-page.json"
PAGE: Final = "judges/ruling.html"
CPU_SLOWDOWN: Final = 4
NETWORK: Final = {
    "offline": False,
    "latency": 150,
    "downloadThroughput": 1_600_000 / 8,
    "uploadThroughput": 750_000 / 8,
}
"""A "fast 3G" phone: 1.6 Mbit/s down, 750 kbit/s up, 150 ms of latency (bytes a second, as CDP takes them)."""
ENGINE_TIMEOUT_MS: Final = 600_000


@dataclass(frozen=True, slots=True)
class Play:
    """A seat plays a tile (``where``: an end, a train, or "" for wherever it fits)."""

    seat: str
    tile: str
    where: str = ""


@dataclass(frozen=True, slots=True)
class Act:
    """A seat passes, passes unnoticed, draws or puts its marker down (the button of that name)."""

    seat: str
    act: Literal["pass", "unnoticed", "draw", "marker"]


@dataclass(frozen=True, slots=True)
class Record:
    """The judge (or organiser) records an infraction, found by words typed in the search box, with what else the
    judge records (``detail``: the label of the choice, with its number or tile)."""

    find: str
    infraction: str
    offender: str
    detail: str | None = None
    number: int | None = None
    tile: str | None = None


@dataclass(frozen=True, slots=True)
class PageStory:
    """What a judge enters on the page, tap by tap."""

    rulebook: str
    hands: tuple[tuple[str, tuple[str, ...]], ...]
    """Each seat (or ``bone-yard``) and its tiles, in the order tapped."""
    steps: tuple[Play | Act | Record, ...]
    leader: str | None = None
    double: str | None = None


STORY: Final = PageStory(
    "ndf-double-nine",
    (("North", ("9-9", "5-3")), ("West", ("3-1", "6-6")), ("South", ("3-2", "8-8")), ("East", ("7-7", "2-0"))),
    (Play("North", "5-3"), Act("West", "unnoticed"), Record("pase", "pass-with-playable", "West")),
    leader="North",
)
"""The story the benchmark enters: a pass made with a playable tile, fined when the judge records it."""


if TYPE_CHECKING:
    from playwright.sync_api import Page, Playwright


def enter(tab: Page, story: PageStory) -> str:
    """Enter ``story`` on the page as a judge would (selects and taps); returns the story text the page wrote."""
    tab.select_option("#dr-ruling-book", story.rulebook)
    if story.double is not None:
        tab.select_option("#dr-ruling-double", story.double)
    tab.click('#dr-ruling-mode [data-mode="deal"]')
    for seat, tiles in story.hands:
        tab.click(f'#dr-ruling-seats [data-seat="{seat}"]')
        for tile in tiles:
            tab.click(f'#dr-ruling-picture .dr-pick[data-tile="{tile}"]')
    if story.leader is not None:
        tab.select_option("#dr-ruling-leader", story.leader)
    for step in story.steps:
        if isinstance(step, Play):
            tab.click(f'#dr-ruling-seats [data-seat="{step.seat}"]')
            tab.click('#dr-ruling-mode [data-mode="play"]')
            tab.select_option("#dr-ruling-end", step.where)
            tab.click(f'#dr-ruling-picture .dr-pick[data-tile="{step.tile}"]')
        elif isinstance(step, Act):
            tab.click(f'#dr-ruling-seats [data-seat="{step.seat}"]')
            button = {
                "pass": "#dr-ruling-pass",
                "unnoticed": "#dr-ruling-unnoticed",
                "draw": "#dr-ruling-draw",
                "marker": "#dr-ruling-marker",
            }
            tab.click(button[step.act])
        else:
            tab.fill("#dr-ruling-find", step.find)
            tab.check(f'#dr-ruling-infraction-list input[value="{step.infraction}"]')
            tab.select_option("#dr-ruling-offender", step.offender)
            if step.detail is not None:
                tab.select_option("#dr-ruling-detail", label=step.detail)
            if step.number is not None:
                tab.fill("#dr-ruling-number", str(step.number))
            if step.tile is not None:
                tab.select_option("#dr-ruling-tile", step.tile)
            tab.click("#dr-ruling-record")
    return str(tab.input_value("#dr-ruling-story"))


def load_engine(tab: Page, timeout_ms: int = ENGINE_TIMEOUT_MS) -> None:
    """Press the button that loads the engine (unless the page started it, finding it kept on the device) and wait
    until it is ready (a failure to start is raised)."""
    tab.wait_for_function("() => window.DR_RULING && !window.DR_RULING.checking")
    if not tab.evaluate("() => window.DR_RULING.loading || window.DR_RULING.ready"):
        tab.click("#dr-ruling-load")
    tab.wait_for_function("() => window.DR_RULING.ready || window.DR_RULING.error", timeout=timeout_ms)
    error = tab.evaluate("() => window.DR_RULING.error")
    if error:
        raise RuntimeError(f"the engine did not start: {error}")


def rule(tab: Page) -> str:
    """Press "Rule" and return the ruling as the page shows it printed (the text ``domino-rules ruling`` prints)."""
    before = int(tab.evaluate("() => window.DR_RULING.rulings"))
    tab.click("#dr-ruling-rule")
    tab.wait_for_function(f"() => window.DR_RULING.rulings > {before}", timeout=120_000)
    return str(tab.text_content("#dr-ruling-text"))


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        """No log lines."""


@contextmanager
def serve(site: Path) -> Generator[str, None, None]:
    """The built site over HTTP on a free local port; yields its address."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def chromium() -> str:
    for candidate in ("/usr/bin/chromium", shutil.which("chromium")):
        if candidate and Path(candidate).exists():
            return candidate
    raise SystemExit("Debian's chromium is not installed (apt-get install chromium)")


def measure(site: Path) -> dict[str, object]:
    """Open the page on the phone profile with a cold cache; the bytes and seconds to the first ruling."""
    from playwright.sync_api import sync_playwright

    with serve(site) as address, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium(), args=["--no-sandbox", "--disable-gpu"])
        try:
            context = browser.new_context(service_workers="block", viewport={"width": 412, "height": 915})
            tab = context.new_page()
            cdp = context.new_cdp_session(tab)
            send = cast(Callable[[str, dict[str, object]], object], cdp.send)  # pyright: ignore[reportUnknownMemberType]  # playwright types send with an untyped params dict
            send("Network.enable", {})
            send("Network.setCacheDisabled", {"cacheDisabled": True})
            send("Network.emulateNetworkConditions", dict(NETWORK))
            send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
            sent: list[float] = []

            def finished(event: dict[str, object]) -> None:
                length = event.get("encodedDataLength")
                if isinstance(length, int | float):
                    sent.append(float(length))

            cdp.on("Network.loadingFinished", finished)
            tab.goto(f"{address}/{PAGE}", timeout=120_000)
            enter(tab, STORY)
            started = time.monotonic()
            load_engine(tab)
            ready = time.monotonic() - started
            text = rule(tab)
            ruled = time.monotonic() - started
            if "NDF-4.2" not in text:
                raise RuntimeError(f"the ruling shown is not the expected one:\n{text}")
            version = browser.version
        finally:
            browser.close()
        kept = measure_kept(address, playwright)
    return {
        "pyodide": _pinned_version(),
        "measured": datetime.date.today().isoformat(),
        "chromium": version,
        "profile": {
            "cpu_slowdown": CPU_SLOWDOWN,
            "download_kbps": NETWORK["downloadThroughput"] * 8 / 1000,
            "latency_ms": NETWORK["latency"],
        },
        "first_load_bytes": int(sum(sent)),
        "seconds_to_engine": round(ready, 1),
        "seconds_to_first_ruling": round(ruled, 1),
        "seconds_to_kept_engine": round(kept, 1),
    }


def measure_kept(address: str, playwright: Playwright) -> float:
    """Seconds for the engine kept on the device (the service worker's store) to start by itself, offline, with the
    processor slowed as on the phone profile: what a judge waits at the table after the first load."""
    browser = playwright.chromium.launch(executable_path=chromium(), args=["--no-sandbox", "--disable-gpu"])
    try:
        context = browser.new_context(viewport={"width": 412, "height": 915})
        tab = context.new_page()
        tab.goto(f"{address}/{PAGE}")
        tab.wait_for_function("() => navigator.serviceWorker.ready.then(r => !!r.active)")
        tab.reload()
        tab.wait_for_function("() => !!navigator.serviceWorker.controller")
        load_engine(tab)
        tab.wait_for_function(
            """async () => {
                for (const name of await caches.keys()) {
                    const kept = (await (await caches.open(name)).keys()).map(r => r.url);
                    if (kept.some(u => u.endsWith(".wasm")) && kept.some(u => u.endsWith(".zip"))) return true;
                }
                return false;
            }""",
            timeout=120_000,
        )
        again = context.new_page()
        cdp = context.new_cdp_session(again)
        send = cast(Callable[[str, dict[str, object]], object], cdp.send)  # pyright: ignore[reportUnknownMemberType]  # playwright types send with an untyped params dict
        send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
        context.set_offline(True)
        started = time.monotonic()
        again.goto(f"{address}/{PAGE}")
        again.wait_for_function("() => window.DR_RULING.ready || window.DR_RULING.error", timeout=ENGINE_TIMEOUT_MS)
        seconds = time.monotonic() - started
        if not again.evaluate("() => window.DR_RULING.ready && window.DR_RULING.kept"):
            raise RuntimeError(f"the kept engine did not start: {again.evaluate('() => window.DR_RULING.error')}")
        return seconds
    finally:
        browser.close()


def _pinned_version() -> str:
    from rulesite.engine import PYODIDE

    return PYODIDE.version


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("site", type=Path, help="a built site (build/site)")
    parser.add_argument("--write", action="store_true", help=f"record the measure in {RECORD.relative_to(ROOT)}")
    args = parser.parse_args(argv)
    site: Path = args.site
    if not (site / PAGE).is_file():
        raise SystemExit(f"{site / PAGE} is missing: build the site first (python3 dev.py site)")
    result = measure(site)
    text = json.dumps(result, indent=2) + "\n"
    print(text, end="")
    if args.write:
        RECORD.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
