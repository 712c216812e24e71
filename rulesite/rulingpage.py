"""The "Rule on a hand" page: a judge enters what happened at the table, the reference engine answers in the browser.

The page (``judges/ruling.md``) holds, as data for ``javascripts/ruling.js``, each rulebook's set (its
highest pip), its seats, and the infractions it names (the rule, its title in English and in Spanish, the Spanish
names the glossary gives the rule's terms and the lookup's phrasings of the rule, English and Spanish, to find it
by, and the details the record of that infraction takes, :func:`record_details`); a picture of the biggest set to
tap tiles from (each tile drawn once
by the page's sprite, :mod:`rulesite.tiles`); what the engine costs to load (its files' bytes, from
:mod:`rulesite.engine`) and what that cost was when measured (``benchmarks/ruling-page.json``, written
by ``benchmarks/ruling_page.py``). The script writes the story in the suite's own Gherkin vocabulary,
the same text ``domino-rules ruling`` reads, and asks the engine (``domino_rules.browser``) to rule.

Nothing here runs the engine: the page is built from the spec and the recorded measure.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Final, cast

from conformance.paths import project_root
from rulesite.engine import PYODIDE, PYODIDE_DIR, SPEC_IN_ZIP, EngineFiles
from rulesite.lookup import PHRASINGS
from rulesite.tiles import HALF, Tile, tile_symbol_id
from rulespec import Rule, Rulebook, Spec
from rulespec.glossary import Glossary
from rulespec.grammar import MAX_PIP, SEAT_NAMES

RULING_PAGE: Final = "judges/ruling.md"
BENCHMARK_FILE: Final = "benchmarks/ruling-page.json"
"""The recorded cost of the page, from the project's root (written by ``benchmarks/ruling_page.py``)."""
BIGGEST_SET: Final = MAX_PIP
"""The picture holds every tile up to double-twelve; the script shows those of the chosen rulebook's set."""
BLOCK_SEATS: Final = tuple(SEAT_NAMES[code] for code in "NWSE")
"""The seats of a block or All Fives table, in the order of play (counter-clockwise)."""
TRAIN_SEATS: Final = 4
"""How many seats the page offers at a Mexican Train table."""


Detail = tuple[str, str]
"""What a judge's record adds, as the step vocabulary says it (``N`` the number, ``T`` the tile), and its label."""

NOTHING: Final[Detail] = ("", "nothing more")
FACE_UP: Final[Detail] = (" with T face up", "the tile left face up")
HANDED_OVER: Final[Detail] = (", who hands T over", "the tile handed over")
PLACED: Final[Detail] = (" for placing T", "the tile placed")
MINUTES: Final[Detail] = (", N minutes late", "minutes late")
APOLOGY: Final[Detail] = (", who apologised after N seconds", "apologised after seconds")
DISPUTED: Final[Detail] = (" but the other players do not all agree", "the other players do not all agree")
PETITION: Final[Detail] = (" and the other players ask to play on", "the other players ask to play on")
CONTINUE: Final[Detail] = (" and the next player chooses to continue", "the next player chooses to continue")
RESTART: Final[Detail] = (" and the next player chooses to restart", "the next player chooses to restart")
FOR_ACTION: Final[Detail] = (" for action N", "for the action numbered")
TAKES_POINTS: Final[Detail] = (" and takes N points", "the judge takes points")
WITH_POINTS: Final[Detail] = (" with N points", "with points")
WITHOUT_POINTS: Final[Detail] = (" without points", "without points")

TILE_SHOWN: Final = frozenset({"exposed-tile", "flipped-tile", "last-tile-flipped", "misplay-withdrawn"})
"""Infractions whose record names the tile left face up (a last tile flipped may leave it out: the only tile)."""
TILE_PLACED: Final = frozenset({"misfit", "misplay"})
"""Infractions whose record may name the tile put down that did not fit."""
ABOUT_A_PASS: Final = frozenset({"bad-pass", "pass-with-playable", "deliberate-pass"})
"""Infractions whose record may name the pass it is about (``refers_to``: else the offender's latest pass)."""
NEEDS_TILE: Final = frozenset({"exposed-tile", "flipped-tile", "misplay-withdrawn"})
"""Infractions the engine refuses to record without their tile."""


def record_details(rule: Rule, train: bool) -> tuple[Detail, ...]:
    """The details the record of ``rule``'s infraction takes, the protocol's fields of an ``infraction`` action
    the engine reads for it: the points of a sanction the judge (or organiser) sets, the tile a record names, the
    minutes of a lateness fined by the minute, the apology, the others' agreement or petition, the next player's
    option, the pass a bad-pass record is about. "Nothing more" is offered unless the record cannot do without
    a detail. A Mexican Train record carries only the organiser's points, or none.

    >>> from rulespec import cached_spec
    >>> spec = cached_spec()
    >>> [label for _, label in record_details(spec.rule("FMDS-24.1"), False)]
    ['minutes late']
    >>> [label for _, label in record_details(spec.rule("NDF-J.1"), False)]
    ['nothing more', 'the judge takes points']
    """
    if rule.penalty is None:
        return ()
    if train:
        return (WITH_POINTS, WITHOUT_POINTS) if rule.judge_decides else (WITHOUT_POINTS,)
    kind, checks, consequences = rule.penalty.infraction, set(rule.enforces), set(rule.penalty.consequences)
    out: list[Detail] = []
    if rule.judge_decides:
        out.append(TAKES_POINTS)
    if kind in TILE_SHOWN:
        out.append(FACE_UP)
    if kind in TILE_PLACED:
        out.append(PLACED)
    if "hand-over-extra-tiles" in checks:
        out.append(HANDED_OVER)
    if "lateness-fine" in checks:
        out.append(MINUTES)
    if kind in ABOUT_A_PASS:
        out.append(FOR_ACTION)
    if "apology-excuses" in checks:
        out.append(APOLOGY)
    if checks & {"agreement-required", "disagreement-required"}:
        out.append(DISPUTED)
    if "petition-waives" in checks:
        out.append(PETITION)
    if "next-player-option" in consequences or "players-choose-restart" in checks:
        out += [CONTINUE, RESTART]
    required = kind in NEEDS_TILE or bool(checks & {"hand-over-extra-tiles", "lateness-fine"})
    return tuple(out) if required else (NOTHING, *out)


@dataclass(frozen=True, slots=True)
class Compressed:
    """The first load from a host that compresses what it sends (``encoding``, gzip: the interpreter, the scripts and
    the pages; the zips as they are)."""

    encoding: str
    first_load_bytes: int
    seconds_to_engine: float
    seconds_to_first_ruling: float


@dataclass(frozen=True, slots=True)
class Measure:
    """The page's cost as measured in headless Chromium on a mid-range phone profile: the first load from a host that
    sends the files as they are, and (``compressed``) from one that compresses them."""

    pyodide: str
    measured: str
    chromium: str
    cpu_slowdown: float
    download_kbps: float
    latency_ms: float
    first_load_bytes: int
    seconds_to_engine: float
    seconds_to_first_ruling: float
    seconds_to_kept_engine: float
    """Once kept on the device: from opening the page offline to the engine ready (it starts by itself)."""
    compressed: Compressed


def _number(data: dict[str, object], key: str, where: str, within: str = "") -> float:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{where}: {within}{key} must be a number, not {value!r}")
    return float(value)


def _count(data: dict[str, object], key: str, where: str, within: str = "") -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"{where}: {within}{key} must be a whole number of bytes, not {value!r}")
    return value


def _text(data: dict[str, object], key: str, where: str, within: str = "") -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise ValueError(f"{where}: {within}{key} must be a text, not {value!r}")
    return value


def _object(data: dict[str, object], key: str, where: str, within: str = "") -> dict[str, object]:
    value = data.get(key)
    if not isinstance(value, dict):
        raise ValueError(f"{where}: {within}{key} must be an object, not {value!r}")
    return {str(k): v for k, v in cast(dict[object, object], value).items()}


def read_measure(path: Path | None = None) -> Measure | None:
    """The recorded measure, or None when none was recorded; a malformed record is a :class:`ValueError` naming the
    file and the field (``compressed.first_load_bytes``)."""
    path = path if path is not None else project_root() / BENCHMARK_FILE
    if not path.is_file():
        return None
    where = str(path)
    try:
        loaded: object = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise ValueError(f"{where}: not JSON ({exc})") from exc
    if not isinstance(loaded, dict):
        raise ValueError(f"{where}: expected an object")
    data = {str(k): v for k, v in cast(dict[object, object], loaded).items()}
    profile = _object(data, "profile", where)
    packed = _object(data, "compressed", where)
    return Measure(
        pyodide=_text(data, "pyodide", where),
        measured=_text(data, "measured", where),
        chromium=_text(data, "chromium", where),
        cpu_slowdown=_number(profile, "cpu_slowdown", where, "profile."),
        download_kbps=_number(profile, "download_kbps", where, "profile."),
        latency_ms=_number(profile, "latency_ms", where, "profile."),
        first_load_bytes=_count(data, "first_load_bytes", where),
        seconds_to_engine=_number(data, "seconds_to_engine", where),
        seconds_to_first_ruling=_number(data, "seconds_to_first_ruling", where),
        seconds_to_kept_engine=_number(data, "seconds_to_kept_engine", where),
        compressed=Compressed(
            encoding=_text(packed, "encoding", where, "compressed."),
            first_load_bytes=_count(packed, "first_load_bytes", where, "compressed."),
            seconds_to_engine=_number(packed, "seconds_to_engine", where, "compressed."),
            seconds_to_first_ruling=_number(packed, "seconds_to_first_ruling", where, "compressed."),
        ),
    )


def megabytes(count: int) -> str:
    """``13.9 MB`` (decimal megabytes, one decimal)."""
    return f"{count / 1_000_000:.1f} MB"


def _spanish(names: tuple[str, ...], glossary: Glossary) -> list[str]:
    by_name = {name.casefold(): term for term in glossary.terms for name in term.names}
    out: list[str] = []
    for name in names:
        term = by_name.get(name.casefold())
        if term is not None:
            out += [spanish for spanish in term.spanish if spanish not in out]
    return out


def _max_pip(book: Rulebook) -> int:
    rule, parameter = book.parameters()["max_pip"]
    value = parameter.value
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{book.id}: {rule.id} max_pip must be a whole number")
    return value


def rulebook_data(book: Rulebook, glossary: Glossary) -> dict[str, object]:
    """What the script needs of one rulebook: its set, its seats, how a story names them, its infractions."""
    train = book.game.family == "mexican-train"
    seats = [f"seat {n}" for n in range(1, TRAIN_SEATS + 1)] if train else list(BLOCK_SEATS)
    infractions = [
        {
            "name": kind,
            "rule": rule.id,
            "title": rule.title,
            "title_es": rule.title_es,
            "spanish": _spanish(rule.terms, glossary),
            "phrasings": list(PHRASINGS.get(rule.id, ())),
            "judge_decides": rule.judge_decides,
            "details": [list(detail) for detail in record_details(rule, train)],
        }
        for kind, rule in book.penalty_rules().items()
    ]
    return {
        "id": book.id,
        "title": book.title,
        "family": book.game.family,
        "max_pip": _max_pip(book),
        "seats": seats,
        "infractions": infractions,
    }


def tile_button(tile: Tile) -> str:
    """One tile of the picture to tap: a button drawn from the page's sprite, named for screen readers."""
    return (
        f'<button type="button" class="dr-pick" data-tile="{tile}" data-max="{tile.a}" aria-label="{tile}">'
        f'<svg viewBox="0 0 {HALF} {2 * HALF}" width="{HALF}" height="{2 * HALF}" aria-hidden="true">'
        f'<use href="#{tile_symbol_id(tile, True)}" width="{HALF}" height="{2 * HALF}"/></svg></button>'
    )


def tile_picture(max_pip: int = BIGGEST_SET) -> str:
    """Every tile up to ``max_pip``, one row per highest half (the doubles first)."""
    rows: list[str] = []
    for high in range(max_pip, -1, -1):
        buttons = "".join(tile_button(Tile(high, low)) for low in range(high, -1, -1))
        rows.append(f'<div class="dr-pick-row" data-max="{high}">{buttons}</div>')
    return "".join(rows)


def cost_text(engine: EngineFiles, measure: Measure | None) -> str:
    """What the engine needs, said before it is downloaded, and what it cost when measured."""
    size = megabytes(engine.total_bytes)
    said = (
        f"The engine is the project's reference engine itself, run in this browser by Pyodide {PYODIDE.version} "
        f"(Python compiled to WebAssembly), served by this site: {size} to download once "
        f"({megabytes(engine.gzip_bytes)} from a host that compresses), no other site is asked for anything. "
        "Once loaded it is kept, and the page rules with no network."
    )
    if measure is None:
        return f"<p>{html.escape(said)} Its cost on a phone has not been measured yet.</p>"
    profile = (
        f"a mid-range phone profile in headless Chromium {measure.chromium}: the processor {measure.cpu_slowdown:g} "
        f"times slower, the network at {measure.download_kbps / 1000:g} Mbit/s with {measure.latency_ms:g} ms of "
        "latency"
    )
    stale = "" if measure.pyodide == PYODIDE.version else f" (measured with Pyodide {measure.pyodide})"
    packed = measure.compressed
    return (
        f"<p>{html.escape(said)}</p>"
        f'<p class="dr-ruling-measure">Measured on {html.escape(profile)}, {html.escape(measure.measured)}{stale}: '
        "the bytes the first load sends over the network, and the seconds from pressing the button to the first "
        "ruling.</p>"
        '<ul class="dr-ruling-measure">'
        f"<li>From a host that compresses its files ({html.escape(packed.encoding)}): "
        f"<strong>{megabytes(packed.first_load_bytes)}</strong>, "
        f"<strong>{packed.seconds_to_first_ruling:.0f} s</strong>.</li>"
        f"<li>From a host that sends them as they are: <strong>{megabytes(measure.first_load_bytes)}</strong>, "
        f"<strong>{measure.seconds_to_first_ruling:.0f} s</strong>.</li>"
        f"<li>Afterwards, kept on the device, it starts by itself in "
        f"<strong>{measure.seconds_to_kept_engine:.0f} s</strong> with no network.</li></ul>"
        f'<p class="dr-ruling-measure"><small>From <code>{BENCHMARK_FILE}</code>: one run on a shared machine; '
        "the seconds vary from run to run.</small></p>"
    )


def ruling_page(spec: Spec, glossary: Glossary, engine: EngineFiles, measure: Measure | None) -> str:
    """The page's Markdown (raw HTML inside), from ``judges/``."""
    data = {
        "rulebooks": [rulebook_data(book, glossary) for book in spec.rulebooks],
        "pyodide": f"../{PYODIDE_DIR}/",
        "zip": f"../{engine.zip_path}",
        "spec": SPEC_IN_ZIP,
        "bytes": engine.total_bytes,
    }
    options = "".join(
        f'<option value="{html.escape(book.id)}">{html.escape(book.title)}</option>' for book in spec.rulebooks
    )
    data_json = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    size = megabytes(engine.total_bytes)
    return f"""# Rule on a hand

Enter what happened at the table: the rulebook, each seat's tiles, the plays and the incident. The page
answers with what the rulebook decides, step by step, each with its rule: the same ruling
`domino-rules ruling` prints for the same story. Made for one hand on a phone: choose, then press.

<div id="dr-ruling" class="dr-ruling" markdown="0">
<script type="application/json" id="dr-ruling-data">{data_json}</script>
<div class="dr-ruling-cost">{cost_text(engine, measure)}</div>
<p><button type="button" id="dr-ruling-load" class="md-button md-button--primary">Load the engine ({size})</button></p>
<p id="dr-ruling-status" role="status" aria-live="polite">The engine is not loaded yet.</p>
<form id="dr-ruling-form" onsubmit="return false">
<p><label for="dr-ruling-book">Rulebook</label><br><select id="dr-ruling-book">{options}</select></p>
<fieldset class="dr-ruling-step"><legend>1. The table: choose a seat below, then tap its tiles</legend>
<p id="dr-ruling-double-row" hidden><label for="dr-ruling-double">Starting double</label>
<select id="dr-ruling-double"></select></p>
<div id="dr-ruling-hands" class="dr-ruling-hands"></div>
<p><label for="dr-ruling-leader">Leads</label> <select id="dr-ruling-leader"></select></p>
</fieldset>
<fieldset class="dr-ruling-step"><legend>2. The plays: choose "Tap plays", a seat, then the tile it plays</legend>
<p><label for="dr-ruling-end">Where</label> <select id="dr-ruling-end"></select></p>
<p>The seat chosen below:
<button type="button" class="md-button" id="dr-ruling-pass">Passes</button>
<button type="button" class="md-button" id="dr-ruling-unnoticed">Passes unnoticed</button>
<button type="button" class="md-button" id="dr-ruling-draw">Draws</button>
<button type="button" class="md-button" id="dr-ruling-marker">Puts the marker down</button></p>
</fieldset>
<div class="dr-ruling-tapbar">
<div id="dr-ruling-seats" class="dr-ruling-choices" role="radiogroup" aria-label="Seat"></div>
<div id="dr-ruling-mode" class="dr-ruling-choices" role="radiogroup" aria-label="What a tap on a tile does">
<button type="button" role="radio" aria-checked="true" data-mode="deal">Tap deals</button>
<button type="button" role="radio" aria-checked="false" data-mode="play">Tap plays</button>
</div>
<div id="dr-ruling-picture" class="dr-ruling-picture" aria-label="The set: tap a tile">{tile_picture()}</div>
</div>
<fieldset class="dr-ruling-step"><legend>3. The incident <span lang="es">(la infracción)</span></legend>
<p><label for="dr-ruling-find">Find an infraction (English or Spanish)</label><br>
<input id="dr-ruling-find" type="search" autocomplete="off"></p>
<div id="dr-ruling-infraction" class="dr-ruling-infractions" role="radiogroup" aria-labelledby="dr-ruling-infraction-label">
<p id="dr-ruling-infraction-label">Infraction <span lang="es">(infracción)</span></p>
<div id="dr-ruling-infraction-list" class="dr-ruling-infraction-list"></div>
<p id="dr-ruling-infraction-none" hidden></p>
</div>
<p><label for="dr-ruling-offender">Against</label> <select id="dr-ruling-offender"></select></p>
<p><label for="dr-ruling-detail">What the judge also records</label><br><select id="dr-ruling-detail"></select>
<span id="dr-ruling-number-row" hidden><input id="dr-ruling-number" type="number" min="0" step="1" value="10"
inputmode="numeric" aria-label="The number"></span>
<span id="dr-ruling-tile-row" hidden><select id="dr-ruling-tile" aria-label="The tile"></select></span></p>
<p><button type="button" class="md-button" id="dr-ruling-record">Record it</button></p>
</fieldset>
<fieldset class="dr-ruling-step"><legend>4. The story, as the rulebook's scenarios say it</legend>
<p><textarea id="dr-ruling-story" rows="12" spellcheck="false" aria-label="The story"></textarea><br>
<small>Any step of the <a href="../implementers/steps.html">step vocabulary</a> may be typed here; the next tap
writes the story afresh from the taps.</small></p>
<p><button type="button" class="md-button" id="dr-ruling-undo">Undo the last step</button>
<button type="button" class="md-button" id="dr-ruling-clear">Start again</button>
<button type="button" id="dr-ruling-rule" class="md-button md-button--primary" disabled>Rule</button></p>
</fieldset>
</form>
<section id="dr-ruling-answer" aria-live="polite" hidden>
<h2>The ruling</h2>
<ol id="dr-ruling-findings" class="dr-ruling-findings"></ol>
<details><summary>As <code>domino-rules ruling</code> prints it</summary><pre id="dr-ruling-text"></pre></details>
</section>
</div>

<script src="../javascripts/ruling.js"></script>
"""


def ruling_files(spec: Spec, glossary: Glossary, engine: EngineFiles, measure: Measure | None) -> dict[str, str]:
    """The page, by its path in the docs tree."""
    return {RULING_PAGE: ruling_page(spec, glossary, engine, measure)}


__all__ = [
    "BENCHMARK_FILE",
    "RULING_PAGE",
    "Compressed",
    "Measure",
    "read_measure",
    "record_details",
    "ruling_files",
    "ruling_page",
]
