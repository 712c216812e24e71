"""What the "Rule on a hand" page costs a judge's phone: bytes on the first load, seconds to the first ruling.

    .venv/bin/python benchmarks/ruling_page.py SITE [--write]

SITE is a built site (``python3 dev.py site`` builds ``build/site``). The site is served over HTTP on a
free local port; Debian's headless Chromium opens the page with a cold cache, the processor slowed
:data:`CPU_SLOWDOWN` times and the network throttled to a "fast 3G" phone's (:data:`NETWORK`), both
through the Chrome DevTools Protocol; the judge presses the button that loads the engine, enters a
story by tapping (:data:`STORY`) and presses "Rule". Measured: the bytes that crossed the network from
opening the page to the first ruling (as sent, ``encodedDataLength``), the seconds from the button to
the engine ready, and to the ruling shown. Service workers are blocked: the throttle applies to the
page, not to a worker's own fetches, and a first visit is measured.

The first load is measured twice in one run, each in a fresh browser with a cold cache, from two
servers of the same site:

* **as is**, as any static host serves files: every file sent as it lies on disk;
* **compressed**, as a host that compresses serves them: when the browser accepts gzip
  (``Accept-Encoding``), a file whose name ends in one of :data:`COMPRESSED_SUFFIXES` (``.wasm``,
  ``.js``, ``.mjs``, ``.json``, ``.html``, ``.css``, ``.svg``, ``.txt``, ``.xml``, ``.map``: the
  interpreter, the scripts, the pages and the package index) is sent gzipped at level 6 with
  ``Content-Encoding: gzip``; files already compressed (``.zip`` such as the standard library and our
  modules, ``.tgz``, images, fonts) are sent as they are, as such hosts do. Each file is compressed once
  and kept (the engine's files before the run starts), as a host's cache does, so the server's own
  compressing is not timed. The run fails unless the interpreter arrived gzipped from this server and as it
  is from the other, and no zip was compressed.

Then, in a fresh profile, the page is loaded once, the worker keeps the engine's files, and the page is
opened again offline with the processor slowed: the seconds for the kept engine to start by itself.

With ``--write`` the measure is recorded in ``benchmarks/ruling-page.json`` (the figures as is at the top,
as before; the compressed ones under ``compressed``), which the site build reads
(:func:`rulesite.rulingpage.read_measure`) and the page shows.

The page driving (entering a story by taps and selects, loading the engine, reading the ruling shown)
is shared with the browser tests (``tests/browser/test_ruling_page.py``).
"""

from __future__ import annotations

import argparse
import datetime
import functools
import gzip
import io
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
from typing import TYPE_CHECKING, BinaryIO, Final, Literal, cast

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
COMPRESSED_SUFFIXES: Final = frozenset(
    {".wasm", ".js", ".mjs", ".json", ".html", ".css", ".svg", ".txt", ".xml", ".map"}
)
"""What a host that compresses sends gzipped: text and WebAssembly. Never zips, tarballs, images or fonts, which
are compressed already."""
GZIP_LEVEL: Final = 6
"""gzip's own default level, the one many hosts use."""


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


def accepts_gzip(header: str) -> bool:
    """Whether an ``Accept-Encoding`` header accepts gzip (named, or ``*``, with a quality above 0)."""
    for part in header.split(","):
        name, *parameters = (piece.strip().lower() for piece in part.split(";"))
        if name in {"gzip", "*"}:
            quality = next((p.removeprefix("q=") for p in parameters if p.startswith("q=")), "1")
            try:
                return float(quality) > 0
            except ValueError:
                return False
    return False


@functools.cache
def _gzipped(path: Path, stamp: tuple[int, int]) -> bytes:
    """``path`` gzipped, kept for as long as the file is unchanged (``stamp``: its modification time and size)."""
    return gzip.compress(path.read_bytes(), GZIP_LEVEL, mtime=0)


def _stamp(path: Path) -> tuple[int, int]:
    status = path.stat()
    return status.st_mtime_ns, status.st_size


class _Compressing(_Quiet):
    """A host that compresses: gzip for :data:`COMPRESSED_SUFFIXES` when the browser accepts it."""

    def send_head(self) -> io.BytesIO | BinaryIO | None:
        path = Path(self.translate_path(self.path))
        if (
            path.suffix not in COMPRESSED_SUFFIXES
            or not path.is_file()
            or not accepts_gzip(self.headers.get("Accept-Encoding", ""))
        ):
            return super().send_head()
        body = _gzipped(path, _stamp(path))
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Last-Modified", self.date_time_string(int(path.stat().st_mtime)))
        self.end_headers()
        return io.BytesIO(body)


def warm(folder: Path) -> int:
    """Compress every file under ``folder`` a host that compresses would send gzipped, as its cache keeps them;
    returns how many."""
    files = [path for path in sorted(folder.rglob("*")) if path.suffix in COMPRESSED_SUFFIXES and path.is_file()]
    for path in files:
        _gzipped(path, _stamp(path))
    return len(files)


@contextmanager
def serve(site: Path, compress: bool = False) -> Generator[str, None, None]:
    """The built site over HTTP on a free local port; yields its address. With ``compress``, as a host that
    compresses (:class:`_Compressing`, the engine's files compressed before the first request); else as is."""
    handler = _Compressing if compress else _Quiet
    if compress and (site / "engine").is_dir():
        warm(site / "engine")
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(site)))
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


@dataclass(frozen=True, slots=True)
class FirstLoad:
    """One first visit on the phone profile: the bytes that crossed the network, the seconds from the button to the
    engine ready and to the first ruling shown."""

    sent_bytes: int
    to_engine: float
    to_ruling: float

    def record(self) -> dict[str, object]:
        return {
            "first_load_bytes": self.sent_bytes,
            "seconds_to_engine": round(self.to_engine, 1),
            "seconds_to_first_ruling": round(self.to_ruling, 1),
        }


def measure(site: Path) -> dict[str, object]:
    """Open the page on the phone profile with a cold cache, from a host that sends files as they are and from one
    that compresses them; the bytes and seconds to the first ruling each way, and the kept engine's start."""
    from playwright.sync_api import sync_playwright

    with (
        serve(site) as as_is,
        serve(site, compress=True) as compressing,
        sync_playwright() as playwright,
    ):
        plain, version = first_load(as_is, playwright, compressed=False)
        packed, _ = first_load(compressing, playwright, compressed=True)
        kept = measure_kept(as_is, playwright)
    return {
        "pyodide": _pinned_version(),
        "measured": datetime.date.today().isoformat(),
        "chromium": version,
        "profile": {
            "cpu_slowdown": CPU_SLOWDOWN,
            "download_kbps": NETWORK["downloadThroughput"] * 8 / 1000,
            "latency_ms": NETWORK["latency"],
        },
        **plain.record(),
        "seconds_to_kept_engine": round(kept, 1),
        "compressed": {"encoding": "gzip", **packed.record()},
    }


def first_load(address: str, playwright: Playwright, compressed: bool) -> tuple[FirstLoad, str]:
    """A first visit from the server at ``address`` in a fresh browser, and the browser's version. The interpreter
    must arrive gzipped when ``compressed`` and as it is otherwise (else the run measured the wrong host)."""
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
        encodings: dict[str, str] = {}

        def finished(event: dict[str, object]) -> None:
            length = event.get("encodedDataLength")
            if isinstance(length, int | float):
                sent.append(float(length))

        def received(event: dict[str, object]) -> None:
            response = event.get("response")
            if isinstance(response, dict):
                fields = cast(dict[object, object], response)
                url, headers = fields.get("url"), fields.get("headers")
                if isinstance(url, str) and isinstance(headers, dict):
                    named = {str(k).lower(): str(v) for k, v in cast(dict[object, object], headers).items()}
                    encodings[url] = named.get("content-encoding", "")

        cdp.on("Network.loadingFinished", finished)
        cdp.on("Network.responseReceived", received)
        tab.goto(f"{address}/{PAGE}", timeout=120_000)
        enter(tab, STORY)
        started = time.monotonic()
        load_engine(tab)
        ready = time.monotonic() - started
        text = rule(tab)
        ruled = time.monotonic() - started
        if "NDF-4.2" not in text:
            raise RuntimeError(f"the ruling shown is not the expected one:\n{text}")
        check_encodings(encodings, compressed)
        return FirstLoad(int(sum(sent)), ready, ruled), browser.version
    finally:
        browser.close()


def check_encodings(encodings: dict[str, str], compressed: bool) -> None:
    """The interpreter (``.wasm``) came gzipped from the host that compresses and as it is from the other, and no
    zip was compressed again; else a :class:`RuntimeError` naming the file and how it came."""
    wasm = [url for url in encodings if url.endswith(".wasm")]
    if not wasm:
        raise RuntimeError("the page loaded no .wasm file: the engine was not fetched over the network")
    for url, encoding in sorted(encodings.items()):
        expected = "gzip" if compressed and Path(url.split("?", 1)[0]).suffix in COMPRESSED_SUFFIXES else ""
        if url.endswith((".wasm", ".zip")) and encoding != expected:
            raise RuntimeError(f"{url} came with Content-Encoding {encoding!r}, not {expected!r}")


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
