"""The small grammar every package writes and reads: rule IDs, seats, partnerships, tiles and scores.

This module is the one place each spelling is defined. The spec loader, the
engine, the conformance suite (step placeholders, tags, exported cases) and
the wire protocol types import it instead of writing their own pattern.

Rule IDs
    A rulebook prefix of 2 to 6 capital letters, a hyphen, a section of capital
    letters or digits, and one or more dot-separated numbers: ``NDF-4.2``,
    ``FMDS-12.3``, ``DORAL-10.1``, ``NDF-J.1``.

Seats and partnerships
    The wire protocol writes seats ``N``, ``E``, ``S``, ``W`` and partnerships
    ``NS`` and ``EW``; scenarios and people write ``North``... and
    ``North-South``, ``East-West``.

Tiles
    Two ends of 0 to :data:`MAX_PIP` pips, written ``6-4`` (either order; the
    higher end first when written back). Set scores are written the same way,
    ``3-1``, with no bound on the numbers.

>>> parse_rule_id("NDF-4.2"), parse_rule_id("NDF-4")
('NDF-4.2', None)
>>> parse_seat("north"), format_seat("W"), parse_team("EW"), format_team("NS")
('N', 'West', 'EW', 'North-South')
>>> parse_tile("4-6"), format_tile(4, 6)
((6, 4), '6-4')
"""

from __future__ import annotations

import re
from typing import Final, Literal

# -- rule IDs ------------------------------------------------------------------------------------

_PREFIX: Final = "[A-Z]{2,6}"
_SECTION: Final = "[0-9A-Z]+"
_NUMBER: Final = r"\.[0-9]+"

RULE_ID_SYNTAX: Final = rf"{_PREFIX}-{_SECTION}(?:{_NUMBER})+"
"""A rule ID as a regular expression without anchors or capturing groups, to embed in a larger pattern."""

RULE_ID_SCHEMA_PATTERN: Final = rf"^{_PREFIX}-{_SECTION}({_NUMBER})+$"
"""The same grammar as a JSON Schema ``pattern`` (as published in the exported-case schema)."""

RULE_PREFIX: Final = re.compile(rf"^{_PREFIX}$")
"""A rulebook's prefix of its rule IDs (``NDF``, ``DORAL``).

>>> [bool(RULE_PREFIX.match(text)) for text in ("NDF", "DORAL", "N", "ndf")]
[True, True, False, False]
"""

RULE_ID: Final = re.compile(rf"^{RULE_ID_SYNTAX}$")
"""A whole string that is a rule ID: a rule's ``id`` in ``spec/``, or a scenario tag naming a rule.

>>> [bool(RULE_ID.match(text)) for text in ("NDF-4.2", "FMDS-12.3", "DORAL-10.1", "NDF-J.1", "NDF-4", "ndf-4.1")]
[True, True, True, True, False, False]
"""


def parse_rule_id(text: str) -> str | None:
    """``text`` if it is a rule ID, else None.

    >>> parse_rule_id("FMDC-3.1.2"), parse_rule_id("wip")
    ('FMDC-3.1.2', None)
    """
    return text if RULE_ID.match(text) else None


def rule_sort_key(rule_id: str) -> tuple[str, tuple[tuple[int, int | str], ...]]:
    """Order rule IDs by prefix, then numerically, numbered parts before lettered ones.

    >>> sorted(["NDF-10.1", "NDF-9.2", "NDF-J.1", "DORAL-3.1"], key=rule_sort_key)
    ['DORAL-3.1', 'NDF-9.2', 'NDF-10.1', 'NDF-J.1']
    """
    prefix, _, rest = rule_id.partition("-")
    return prefix, tuple((0, int(part)) if part.isdigit() else (1, part) for part in rest.split("."))


def rule_prefix(rule_id: str) -> str:
    """The rulebook prefix of a rule ID.

    >>> rule_prefix("DORAL-10.1")
    'DORAL'
    """
    return rule_id.split("-", 1)[0]


# -- seats and partnerships ---------------------------------------------------------------------

SeatCode = Literal["N", "E", "S", "W"]
"""A seat as the wire protocol writes it."""
TeamCode = Literal["NS", "EW"]
"""A partnership as the wire protocol writes it."""

SEAT_CODES: Final[tuple[SeatCode, ...]] = ("N", "E", "S", "W")
"""The seats in clockwise order, North first."""
TEAM_CODES: Final[tuple[TeamCode, ...]] = ("NS", "EW")

SEAT_NAMES: Final[dict[str, str]] = {"N": "North", "E": "East", "S": "South", "W": "West"}
"""Seat codes to the names scenarios and people use (keyed by any string, so a reply's code can be looked up)."""
TEAM_NAMES: Final[dict[str, str]] = {"NS": "North-South", "EW": "East-West"}
"""Partnership codes to the names scenarios and people use (keyed by any string, as :data:`SEAT_NAMES`)."""

SEAT_WORDS: Final = "|".join(SEAT_NAMES[code] for code in SEAT_CODES)
"""A seat name as a regular expression: ``North|East|South|West``."""
TEAM_WORDS: Final = "|".join(TEAM_NAMES[code] for code in TEAM_CODES)
"""A partnership name as a regular expression: ``North-South|East-West``."""

_SEAT_BY_NAME: Final[dict[str, SeatCode]] = {SEAT_NAMES[code].lower(): code for code in SEAT_CODES}
_TEAM_BY_NAME: Final[dict[str, TeamCode]] = {TEAM_NAMES[code].lower(): code for code in TEAM_CODES}
_TEAM_BY_LETTERS: Final[dict[str, TeamCode]] = {
    "NS": "NS",
    "NORTHSOUTH": "NS",
    "SOUTHNORTH": "NS",
    "EW": "EW",
    "EASTWEST": "EW",
    "WESTEAST": "EW",
}


def seat_from_name(text: str) -> SeatCode | None:
    """The seat a name stands for (any case, spaces around ignored); None for anything else, codes included.

    >>> seat_from_name(" south "), seat_from_name("S")
    ('S', None)
    """
    return _SEAT_BY_NAME.get(text.strip().lower())


def parse_seat(text: str) -> SeatCode | None:
    """The seat ``text`` names, written as a name or a code in any case (``North``, ``north``, ``N``).

    >>> parse_seat("west"), parse_seat("E"), parse_seat("x")
    ('W', 'E', None)
    """
    key = text.strip().upper()
    for code in SEAT_CODES:
        if key in (code, SEAT_NAMES[code].upper()):
            return code
    return None


def format_seat(code: SeatCode) -> str:
    """The name of a seat.

    >>> format_seat("N")
    'North'
    """
    return SEAT_NAMES[code]


def team_from_name(text: str) -> TeamCode | None:
    """The partnership a name stands for (``North-South``, ``east-west``); None for anything else.

    >>> team_from_name("east-west"), team_from_name("EW")
    ('EW', None)
    """
    return _TEAM_BY_NAME.get(text.strip().lower())


def parse_team(text: str) -> TeamCode | None:
    """The partnership ``text`` names: a name or a code in any case, hyphens and spaces ignored.

    >>> parse_team("North-South"), parse_team("ew"), parse_team("West East"), parse_team("NE")
    ('NS', 'EW', 'EW', None)
    """
    return _TEAM_BY_LETTERS.get(text.replace("-", "").replace(" ", "").upper())


def format_team(code: TeamCode) -> str:
    """The name of a partnership.

    >>> format_team("EW")
    'East-West'
    """
    return TEAM_NAMES[code]


def team_of(seat: SeatCode) -> TeamCode:
    """The partnership a seat belongs to (partners face each other).

    >>> team_of("N"), team_of("W")
    ('NS', 'EW')
    """
    return "NS" if seat in ("N", "S") else "EW"


# -- tiles and scores ----------------------------------------------------------------------------

MIN_PIP: Final = 0
"""The fewest pips on one end of a tile (a blank)."""
MAX_PIP: Final = 12
"""The most pips on one end of a tile in the largest set a rulebook may use (double-twelve)."""

_PIPS: Final = r"\d{1,2}"
TILE_SYNTAX: Final = rf"{_PIPS}-{_PIPS}"
"""A tile as a regular expression without anchors or groups: ``6-4``."""
TILES_SYNTAX: Final = rf"{TILE_SYNTAX}(?:[ ,]+{TILE_SYNTAX})*"
"""Tiles separated by spaces or commas: ``6-4 5-5 0-0``."""

_TILE_TEXT: Final = re.compile(rf"\s*({_PIPS})-({_PIPS})\s*")
_LOOSE_TILE_TEXT: Final = re.compile(rf"\s*({_PIPS})\s*[-|/]\s*({_PIPS})\s*")
_SCORE_TEXT: Final = re.compile(r"\s*(\d+)-(\d+)\s*")


def parse_tile(text: str, *, loose: bool = False) -> tuple[int, int] | None:
    """The ends of a tile written like ``6-4`` (either order), higher first; None if ``text`` is not a tile.

    Spaces around the tile are ignored. ``loose`` also reads ``6|4`` and ``6/4``
    and spaces around the separator (how the engine reads wire messages). Each
    end has one or two digits; whether it is in the set in play is for the
    caller to check against the rulebook's ``max_pip`` (at most :data:`MAX_PIP`).

    >>> parse_tile("4-6"), parse_tile(" 9-9 "), parse_tile("6 | 4"), parse_tile("6 | 4", loose=True)
    ((6, 4), (9, 9), None, (6, 4))
    >>> parse_tile("6-4-2"), parse_tile("100-1")
    (None, None)
    """
    match = (_LOOSE_TILE_TEXT if loose else _TILE_TEXT).fullmatch(text)
    if match is None:
        return None
    a, b = int(match.group(1)), int(match.group(2))
    return (a, b) if a >= b else (b, a)


def format_tile(a: int, b: int) -> str:
    """A tile written the canonical way: the higher end first.

    >>> format_tile(0, 6), format_tile(5, 5)
    ('6-0', '5-5')
    """
    return f"{max(a, b)}-{min(a, b)}"


def set_tiles(max_pip: int) -> list[str]:
    """Every tile of a double-``max_pip`` set written the canonical way, highest first.

    >>> set_tiles(1)
    ['1-1', '1-0', '0-0']
    """
    return [format_tile(a, b) for a in range(max_pip, -1, -1) for b in range(a, -1, -1)]


def parse_score(text: str) -> tuple[int, int] | None:
    """Two scores written like a tile, ``3-1``, in the order written (first-named side first); None otherwise.

    >>> parse_score(" 3-1 "), parse_score("12-10"), parse_score("3:1")
    ((3, 1), (12, 10), None)
    """
    match = _SCORE_TEXT.fullmatch(text)
    return None if match is None else (int(match.group(1)), int(match.group(2)))
