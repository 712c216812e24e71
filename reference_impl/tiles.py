"""Tiles, seats and partnerships: the small vocabulary every rulebook shares."""

from __future__ import annotations

import enum
from functools import lru_cache
from typing import Final, NamedTuple

from rulespec.grammar import (
    MAX_PIP,
    SEAT_NAMES,
    TEAM_NAMES,
    format_tile,
    parse_seat,
    parse_team,
    parse_tile,
)


class UnknownTile(ValueError):
    """A tile written wrongly, or one that is not in the set in play."""


class Tile(NamedTuple):
    """A domino, stored with its higher end first.

    >>> Tile.parse("4-6")
    Tile(high=6, low=4)
    >>> str(Tile.parse("6-4")), Tile.parse("5-5").is_double, Tile.parse("6-4").pips
    ('6-4', True, 10)
    """

    high: int
    low: int

    @classmethod
    def parse(cls, text: str, max_pip: int = MAX_PIP) -> Tile:
        """Read a tile the loose way of :func:`rulespec.grammar.parse_tile` (``6-4``, ``4 | 6``, ``6/4``)."""
        return _parsed(text, max_pip)

    @classmethod
    def read(cls, text: str) -> Tile:
        """Read a tile by the grammar alone, whatever its ends (one or two digits each): for a setup, where
        whether the set in play holds the tile is the engine's check, which names the rule it breaks.

        >>> Tile.read("13-2"), Tile.read("2-13") == Tile.read("13-2")
        (Tile(high=13, low=2), True)
        """
        ends = parse_tile(text, loose=True)
        if ends is None:
            raise UnknownTile(f"{text!r} is not a tile; write tiles like 6-4")
        return Tile(*ends)

    @property
    def pips(self) -> int:
        return self.high + self.low

    @property
    def is_double(self) -> bool:
        return self.high == self.low

    def fits(self, number: int) -> bool:
        return self.high == number or self.low == number

    def other_end(self, number: int) -> int:
        return self.low if self.high == number else self.high

    def __str__(self) -> str:
        text = _TEXTS.get(self)
        if text is None:
            high, low = self
            text = _TEXTS[self] = f"{high}-{low}" if high >= low else format_tile(high, low)
        return text


_TEXTS: dict[tuple[int, int], str] = {}
"""Each tile's text, made once: replies name the same few dozen tiles over and over."""


@lru_cache(maxsize=4096)
def _parsed(text: str, max_pip: int) -> Tile:
    """:meth:`Tile.parse`, remembered: the wire names the same few dozen tiles over and over (a refusal
    raises, and is not remembered)."""
    ends = parse_tile(text, loose=True)
    if ends is None:
        raise UnknownTile(f"{text!r} is not a tile; write tiles like 6-4")
    if ends[0] > max_pip:
        raise UnknownTile(f"{text!r} is not in a double-{max_pip} set (ends run from 0 to {max_pip})")
    return Tile(*ends)


def full_set(max_pip: int) -> tuple[Tile, ...]:
    """Every tile of a double-``max_pip`` set, in a fixed order.

    >>> len(full_set(6)), len(full_set(9)), len(full_set(12))
    (28, 55, 91)
    """
    return tuple(Tile(a, b) for a in range(max_pip + 1) for b in range(a + 1))


class Seat(enum.Enum):
    """The four seats at a table; partners face each other. Values are the codes of :mod:`rulespec.grammar`.

    >>> from rulespec.grammar import SEAT_CODES
    >>> tuple(seat.value for seat in SEATS) == SEAT_CODES
    True
    """

    NORTH = "N"
    EAST = "E"
    SOUTH = "S"
    WEST = "W"

    index: int
    """The seat's place in :data:`SEATS` (North 0 ... West 3): a plain attribute, set once below, since the
    engine reads it on every action."""

    @property
    def team(self) -> Team:
        return Team.NS if self in (Seat.NORTH, Seat.SOUTH) else Team.EW

    @property
    def partner(self) -> Seat:
        return SEATS[(self.index + 2) % 4]

    @classmethod
    def parse(cls, text: str) -> Seat:
        """``North``, ``north`` or ``N``.

        >>> Seat.parse("west"), Seat.parse("E")
        (<Seat.WEST: 'W'>, <Seat.EAST: 'E'>)
        """
        code = parse_seat(text)
        if code is None:
            raise ValueError(f"{text!r} is not a seat (North, East, South or West)")
        return cls(code)

    def __str__(self) -> str:
        return SEAT_NAMES[self.value]


SEATS: Final[tuple[Seat, ...]] = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)


def _index_seats() -> None:
    # in a function, so the loop's names do not stay in the module (a module-level ``del`` of them would
    # name variables a checker sees as possibly unbound)
    for number, seat in enumerate(SEATS):
        seat.index = number


_index_seats()


class Team(enum.Enum):
    """The two partnerships. Values are the codes of :mod:`rulespec.grammar`.

    >>> from rulespec.grammar import TEAM_CODES
    >>> tuple(team.value for team in Team) == TEAM_CODES
    True
    """

    NS = "NS"
    EW = "EW"

    @property
    def other(self) -> Team:
        return Team.EW if self is Team.NS else Team.NS

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return (Seat.NORTH, Seat.SOUTH) if self is Team.NS else (Seat.EAST, Seat.WEST)

    @classmethod
    def parse(cls, text: str) -> Team:
        """``North-South``, ``NS``, ``East-West`` or ``EW``."""
        code = parse_team(text)
        if code is None:
            raise ValueError(f"{text!r} is not a partnership (North-South or East-West)")
        return cls(code)

    def __str__(self) -> str:
        return TEAM_NAMES[self.value]


def next_seat(seat: Seat, clockwise: bool) -> Seat:
    """The seat whose turn follows ``seat``.

    Seen from above with North at the top, counter-clockwise goes
    North, West, South, East.

    >>> next_seat(Seat.NORTH, clockwise=False), next_seat(Seat.NORTH, clockwise=True)
    (<Seat.WEST: 'W'>, <Seat.EAST: 'E'>)
    """
    step = 1 if clockwise else -1
    return SEATS[(seat.index + step) % 4]
