"""Domino tiles and table positions drawn as inline SVG, with pips (never digits on a tile).

The rules site shows the table a scenario sets up: each player's hand at their
seat, the open ends of the line in the middle, who leads and whose turn it is.
It is read from the request the scenario sends (:func:`position_from_request`,
fed by :func:`conformance.cases.build_case`), never from the wording of its
steps, so rewording a step keeps its picture. A position is written as a small text block that both people and the Markdown
build read, inside a ``domino`` fenced block (a pymdownx.superfences custom
fence whose formatter is :func:`fence_format`)::

    North: 6-6 1-0
    West: 6-3 2-2
    ends: 5 3
    leads: North
    to play: West

Lines: one per seat (``North``, ``East``, ``South``, ``West``) with its tiles;
``ends: L R`` for a line already on the table; ``leads: SEAT``; ``to play: SEAT``;
``mode: draw`` when each seat's tiles are the ones drawn for the lead. All Fives
hands start from the deal, so their picture also shows the line the scenario
says its plays leave (the values its Then steps expect, from the recorded case,
never computed here): ``spinner: 5-5`` and ``sides: left 0 right 4 up 5 down 1``,
the spinner drawn across with its four sides around it.

>>> parse_tile("6-4")
Tile(a=6, b=4)
>>> pip_count(position_svg(parse_position("North: 6-4 1-0")))
11
>>> position_to_text(parse_position("ends: 5 3\\nWest: 2-2\\nleads: West"))
'West: 2-2\\nends: 5 3\\nleads: West'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Final, Literal, cast

from rulespec.grammar import MAX_PIP, SEAT_CODES, SEAT_NAMES, SeatCode, seat_from_name

Seat = SeatCode
SEATS: Final[tuple[Seat, ...]] = ("N", "W", "S", "E")
"""The seats in the order they are written (counter-clockwise from North)."""
_ROWS: Final[tuple[Seat, ...]] = ("N", "S")
_COLS: Final[tuple[Seat, ...]] = ("W", "E")
Mode = Literal["hands", "draw"]

HALF: Final = 24
"""Side of one half of a tile, in SVG units."""
GAP: Final = 4
MAX_PIPS: Final = MAX_PIP

_GRID: Final[dict[int, tuple[tuple[int, int], ...]]] = {
    0: (),
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
    7: ((0, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, 2), (2, 2)),
    8: ((0, 0), (1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (1, 2), (2, 2)),
    9: tuple((col, row) for row in range(3) for col in range(3)),
}
"""Pip places on a 3 by 3 grid (column, row) for 0 to 9, as on a double-nine set."""
_COLUMNS: Final[dict[int, tuple[int, int, int]]] = {10: (4, 2, 4), 11: (4, 3, 4), 12: (4, 4, 4)}
"""Pips per column for 10 to 12 (double-twelve sets)."""


@dataclass(frozen=True, slots=True)
class Tile:
    """A tile as written, ``a-b``; ``a`` is drawn on top (or on the left when lying down)."""

    a: int
    b: int

    def __str__(self) -> str:
        return f"{self.a}-{self.b}"

    @property
    def pips(self) -> int:
        return self.a + self.b


@dataclass(frozen=True, slots=True)
class Position:
    """What a scenario puts on the table before anything happens."""

    hands: tuple[tuple[Seat, tuple[Tile, ...]], ...] = ()
    ends: tuple[int, int] | None = None
    leader: Seat | None = None
    to_play: Seat | None = None
    mode: Mode = "hands"
    notes: tuple[str, ...] = field(default=())
    spinner: Tile | None = None
    """All Fives: the spinner the scenario's plays leave on the table (as the scenario states it)."""
    sides: tuple[tuple[str, int], ...] = ()
    """All Fives: the open sides the scenario's plays leave, by name (``left``, ``right``, ``up``, ``down``)."""
    line: tuple[Tile, ...] = ()
    """A rule picture's line of play, left to right, each tile written with the number touching its left-hand
    neighbour first; a double lies across."""
    arms: tuple[tuple[str, tuple[Tile, ...]], ...] = ()
    """A rule picture's All Fives line: the tiles on each side of :attr:`spinner` (``left``, ``right``, ``up``,
    ``down``), from the spinner outward, the number touching the spinner first."""
    counts: tuple[tuple[Seat, int], ...] = ()
    """What some seats' hands count, shown beside their names."""
    empty_note: str = "no tile on the table yet"
    """What the middle of the table says when nothing is drawn there."""

    def hand(self, seat: Seat) -> tuple[Tile, ...] | None:
        for owner, tiles in self.hands:
            if owner == seat:
                return tiles
        return None

    def describe(self) -> str:
        """One sentence for screen readers and the picture's title."""
        parts: list[str] = []
        verb = "drew" if self.mode == "draw" else "holds"
        for seat, tiles in self.hands:
            shown = ", ".join(str(t) for t in tiles) if tiles else "nothing"
            parts.append(f"{SEAT_NAMES[seat]} {verb} {shown}")
        if self.line:
            parts.append("the line on the table is " + ", ".join(str(t) for t in self.line))
        if self.arms and self.spinner is not None:
            laid = [f"{name} {', '.join(str(t) for t in tiles)}" for name, tiles in self.arms if tiles]
            parts.append(f"the spinner {self.spinner} has " + ("; ".join(laid) if laid else "nothing on its sides"))
        if self.ends is not None:
            parts.append(f"the open ends are {self.ends[0]} and {self.ends[1]}")
        for seat, count in self.counts:
            parts.append(f"{SEAT_NAMES[seat]}'s tiles count {count}")
        if self.leader is not None:
            parts.append(f"{SEAT_NAMES[self.leader]} leads")
        if (self.spinner is not None and not self.arms) or self.sides:
            after = (
                f"after the plays the spinner is {self.spinner}"
                if self.spinner
                else "after the plays there is no spinner"
            )
            if self.sides:
                after += ", the open sides " + ", ".join(f"{name} {value}" for name, value in self.sides)
            parts.append(after)
        if self.to_play is not None:
            parts.append(f"{SEAT_NAMES[self.to_play]} is to play")
        said = "; ".join(parts)
        return said[:1].upper() + said[1:] + "." if parts else "An empty table."


# -- parsing --------------------------------------------------------------------------------
_TILE: Final = re.compile(r"^(\d{1,2})-(\d{1,2})$")


def parse_tile(text: str) -> Tile:
    """``"6-4"`` as a :class:`Tile`; raises ValueError on anything else."""
    match = _TILE.match(text.strip())
    if match is None:
        raise ValueError(f"not a tile: {text!r} (write tiles like 6-4)")
    a, b = int(match.group(1)), int(match.group(2))
    if a > MAX_PIPS or b > MAX_PIPS:
        raise ValueError(f"tile {text!r} has more than {MAX_PIPS} pips on an end")
    return Tile(a, b)


def parse_tiles(text: str) -> tuple[Tile, ...]:
    return tuple(parse_tile(word) for word in text.replace(",", " ").split())


def parse_seat(text: str) -> Seat:
    seat = seat_from_name(text)
    if seat is None:
        raise ValueError(f"not a seat: {text!r} (North, East, South or West)")
    return seat


def parse_position(text: str) -> Position:
    """The text form (see the module docstring) as a :class:`Position`; raises ValueError."""
    hands: dict[Seat, tuple[Tile, ...]] = {}
    ends: tuple[int, int] | None = None
    leader: Seat | None = None
    to_play: Seat | None = None
    mode: Mode = "hands"
    spinner: Tile | None = None
    sides: tuple[tuple[str, int], ...] = ()
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition(":")
        if not sep:
            raise ValueError(f"line {number}: expected 'key: value', got {line!r}")
        key = key.strip().lower()
        try:
            named = seat_from_name(key)
            if named is not None:
                hands[named] = parse_tiles(value)
            elif key == "ends":
                numbers = [int(word) for word in value.split()]
                if len(numbers) != 2 or any(not 0 <= n <= MAX_PIPS for n in numbers):
                    raise ValueError("ends takes two numbers, like 'ends: 5 3'")
                ends = (numbers[0], numbers[1])
            elif key == "leads":
                leader = parse_seat(value)
            elif key == "spinner":
                spinner = parse_tile(value.strip())
            elif key == "sides":
                sides = _parse_sides(value)
            elif key == "to play":
                to_play = parse_seat(value)
            elif key == "mode":
                if value.strip() not in ("hands", "draw"):
                    raise ValueError("mode is 'hands' or 'draw'")
                mode = cast(Mode, value.strip())
            else:
                raise ValueError(f"unknown key {key!r}")
        except ValueError as exc:
            raise ValueError(f"line {number}: {exc}") from None
    ordered: tuple[tuple[Seat, tuple[Tile, ...]], ...] = tuple((seat, hands[seat]) for seat in SEATS if seat in hands)
    return Position(hands=ordered, ends=ends, leader=leader, to_play=to_play, mode=mode, spinner=spinner, sides=sides)


SIDE_NAMES: Final[tuple[str, ...]] = ("left", "right", "up", "down")


def _parse_sides(text: str) -> tuple[tuple[str, int], ...]:
    """``left 0 right 4 up 5 down 1`` as ((``left``, 0), ...); raises ValueError.

    >>> _parse_sides("left 0 right 4")
    (('left', 0), ('right', 4))
    """
    words = text.split()
    if len(words) % 2:
        raise ValueError("sides takes names and numbers, like 'sides: left 0 right 4 up 5 down 1'")
    out: list[tuple[str, int]] = []
    for name, number in zip(words[::2], words[1::2], strict=True):
        if name not in SIDE_NAMES or not number.isdigit() or not 0 <= int(number) <= MAX_PIPS:
            raise ValueError(f"not a side and its number: {name} {number}")
        out.append((name, int(number)))
    return tuple(out)


def position_to_text(position: Position) -> str:
    """The text form of a position; :func:`parse_position` reads it back."""
    lines = [f"{SEAT_NAMES[seat]}: {' '.join(str(t) for t in tiles)}".rstrip() for seat, tiles in position.hands]
    if position.ends is not None:
        lines.append(f"ends: {position.ends[0]} {position.ends[1]}")
    if position.leader is not None:
        lines.append(f"leads: {SEAT_NAMES[position.leader]}")
    if position.to_play is not None:
        lines.append(f"to play: {SEAT_NAMES[position.to_play]}")
    if position.mode != "hands":
        lines.append(f"mode: {position.mode}")
    if position.spinner is not None:
        lines.append(f"spinner: {position.spinner}")
    if position.sides:
        lines.append("sides: " + " ".join(f"{name} {value}" for name, value in position.sides))
    return "\n".join(lines)


def _seat_code(value: object) -> Seat:
    code: Seat | None = next((c for c in SEAT_CODES if c == value), None)
    if code is None:
        raise ValueError(f"not a seat code: {value!r} (N, E, S or W)")
    return code


def _items(value: object) -> Sequence[object] | None:
    """``value`` as a JSON array (a list, or a tuple as Python callers write one), None when it is not one."""
    return cast(Sequence[object], value) if isinstance(value, (list, tuple)) else None


def _fields(value: object) -> Mapping[str, object] | None:
    """``value`` as a JSON object, None when it is not one."""
    return cast(Mapping[str, object], value) if isinstance(value, Mapping) else None


def _tile_list(value: object) -> tuple[Tile, ...]:
    items = _items(value)
    texts = [tile for tile in items if isinstance(tile, str)] if items is not None else []
    if items is None or len(texts) != len(items):
        raise ValueError(f"not a list of tiles: {value!r}")
    return tuple(parse_tile(tile) for tile in texts)


def _seat_map(value: object) -> dict[Seat, object]:
    fields = _fields(value)
    if fields is None:
        raise ValueError(f"not a map of seats: {value!r}")
    return {_seat_code(seat): item for seat, item in fields.items()}


def position_from_request(
    request: Mapping[str, object] | None, observations: Sequence[Mapping[str, object]] = ()
) -> Position | None:
    """The table a scenario's recorded request sets up, or None if it puts no tiles in front of anyone.

    ``request`` is a wire-protocol request as :func:`conformance.cases.build_case` records it
    (JSON data, seats as ``N``, ``E``, ``S``, ``W``): a ``hand`` request gives its setup's
    hands, open ends, leader and turn; a ``lead`` request gives the tiles drawn for the lead.
    Other requests, a request with no tiles, and a malformed one give no picture. ``observations``
    (the recorded case's) add, for an All Fives hand, the spinner and open sides its Then steps expect.

    >>> request = {"op": "hand", "setup": {"hands": {"W": ["2-2"], "N": ["6-4"]}, "ends": [5, 3], "leader": "N"}}
    >>> print(position_to_text(position_from_request(request)))
    North: 6-4
    West: 2-2
    ends: 5 3
    leads: North
    >>> position_from_request({"op": "lead", "draws": {"E": "5-5"}}).describe()
    'East drew 5-5.'
    >>> position_from_request({"op": "match", "setup": {"scores": {"NS": 0, "EW": 0}, "leader": "N"}}) is None
    True
    """
    if request is None:
        return None
    hands: dict[Seat, tuple[Tile, ...]] = {}
    ends: tuple[int, int] | None = None
    leader: Seat | None = None
    to_play: Seat | None = None
    mode: Mode = "hands"
    try:
        op = request.get("op")
        if op == "hand":
            setup = _fields(request.get("setup"))
            if setup is None:
                return None
            hands = {seat: _tile_list(tiles) for seat, tiles in _seat_map(setup.get("hands", {})).items()}
            raw_ends = setup.get("ends")
            if raw_ends is not None:
                numbers = _items(raw_ends)
                pair = [n for n in numbers if isinstance(n, int) and 0 <= n <= MAX_PIPS] if numbers is not None else []
                if numbers is None or len(numbers) != 2 or len(pair) != 2:
                    raise ValueError(f"not two open ends: {raw_ends!r}")
                ends = (int(pair[0]), int(pair[1]))
            if setup.get("leader") is not None:
                leader = _seat_code(setup.get("leader"))
            if setup.get("turn") is not None:
                to_play = _seat_code(setup.get("turn"))
        elif op == "lead":
            mode = "draw"
            for seat, tile in _seat_map(request.get("draws", {})).items():
                if not isinstance(tile, str):
                    raise ValueError(f"not a tile: {tile!r}")
                hands[seat] = (parse_tile(tile),)
        else:
            return None
    except ValueError:
        return None
    if not hands:
        return None
    ordered: tuple[tuple[Seat, tuple[Tile, ...]], ...] = tuple((seat, hands[seat]) for seat in SEATS if seat in hands)
    spinner, sides = _stated_line(observations) if op == "hand" else (None, ())
    return Position(hands=ordered, ends=ends, leader=leader, to_play=to_play, mode=mode, spinner=spinner, sides=sides)


def _stated_line(observations: Sequence[Mapping[str, object]]) -> tuple[Tile | None, tuple[tuple[str, int], ...]]:
    """The spinner and open sides a scenario expects its plays to leave (the last stated), from its checks.

    >>> _stated_line([{"checks": [{"path": "/sides", "expected": {"up": 5, "left": 0, "right": 4}}]}])
    (None, (('left', 0), ('right', 4), ('up', 5)))
    """
    spinner: Tile | None = None
    sides: tuple[tuple[str, int], ...] = ()
    for observation in observations:
        checks = observation.get("checks")
        for item in cast(list[object], checks) if isinstance(checks, list) else []:
            check = _fields(item)
            if check is None:
                continue
            expected = check.get("expected")
            stated = _fields(expected)
            if check.get("path") == "/spinner" and isinstance(expected, str):
                spinner = parse_tile(expected)
            elif check.get("path") == "/sides" and stated is not None:
                sides = tuple(
                    (name, int(value))
                    for name in SIDE_NAMES
                    if isinstance(value := stated.get(name), int) and 0 <= value <= MAX_PIPS
                )
    return spinner, sides


# -- drawing --------------------------------------------------------------------------------
def svg_number(value: float) -> str:
    """A coordinate or length as the SVG is written: at most two decimals, no trailing zeros."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


def pip_centres(value: int, x: float, y: float, side: float = HALF) -> list[tuple[float, float]]:
    """Centres of the pips of ``value`` in the square of ``side`` whose top left corner is (x, y).

    >>> pip_centres(1, 0, 0, 24)
    [(12.0, 12.0)]
    >>> len(pip_centres(12, 0, 0))
    12
    """
    if not 0 <= value <= MAX_PIPS:
        raise ValueError(f"no tile end has {value} pips")
    inset = side * 0.24
    step = (side - 2 * inset) / 2
    if value in _GRID:
        return [(x + inset + col * step, y + inset + row * step) for col, row in _GRID[value]]
    out: list[tuple[float, float]] = []
    inset_y = side * 0.16
    span = side - 2 * inset_y
    for col, count in enumerate(_COLUMNS[value]):
        for index in range(count):
            out.append((x + inset + col * step, y + inset_y + span * (index + 0.5) / count))
    return out


def half_svg(value: int, x: float, y: float, side: float = HALF) -> str:
    """The pips of one half (no outline), as one path of circles: a page may hold thousands of pips."""
    if value == 0:
        return ""
    r = side * (0.085 if value <= 9 else 0.065)
    arcs = "".join(
        f"M{svg_number(cx - r)} {svg_number(cy)}a{svg_number(r)} {svg_number(r)} 0 1 0 {svg_number(2 * r)} 0a{svg_number(r)} {svg_number(r)} 0 1 0 {svg_number(-2 * r)} 0"
        for cx, cy in pip_centres(value, x, y, side)
    )
    return f'<path class="dr-pip" data-pips="{value}" d="{arcs}" fill="{PIP_FILL}"/>'


PIP_FILL: Final = "#1d1d1d"
FACE: Final = 'fill="#fffdf4" stroke="#2f2f2f" stroke-width="1.2"'
BAR: Final = 'stroke="#2f2f2f" stroke-width="1"'
SYMBOL_PREFIX: Final = "dr-t-"
"""Tile pictures are drawn once per page as ``<symbol>``s (:func:`sprite`) that each picture reuses with ``<use>``."""


def tile_symbol_id(tile: Tile, upright: bool) -> str:
    """The ``id`` of the symbol that draws ``tile`` (``dr-t-6-4-u`` upright, ``dr-t-6-4-l`` lying down)."""
    return f"{SYMBOL_PREFIX}{tile.a}-{tile.b}-{'u' if upright else 'l'}"


def end_symbol_id(value: int) -> str:
    """The ``id`` of the symbol that draws one open end of ``value`` pips (``dr-t-e5``)."""
    return f"{SYMBOL_PREFIX}e{value}"


def pips_symbol_id(value: int) -> str:
    """The ``id`` of the symbol that draws the pips of one half of ``value`` (``dr-t-p5``)."""
    return f"{SYMBOL_PREFIX}p{value}"


def pips_symbol(value: int) -> str:
    """The pips of one half, drawn once a page; tiles and open ends place them with ``<use>``."""
    return f'<symbol id="{pips_symbol_id(value)}" viewBox="0 0 {HALF} {HALF}">{half_svg(value, 0, 0, HALF)}</symbol>'


def _pips_use(value: int, x: float, y: float) -> str:
    if value == 0:
        return ""
    return (
        f'<use href="#{pips_symbol_id(value)}" x="{svg_number(x)}" y="{svg_number(y)}" width="{HALF}" height="{HALF}"/>'
    )


def tile_symbol(tile: Tile, upright: bool) -> str:
    """One tile drawn once, at the origin and at :data:`HALF` scale: an outline, a bar and both halves' pips."""
    side = HALF
    width, height = (side, 2 * side) if upright else (2 * side, side)
    if upright:
        bar = f'<line x1="3" y1="{side}" x2="{side - 3}" y2="{side}" {BAR}/>'
        second = (0, side)
    else:
        bar = f'<line x1="{side}" y1="3" x2="{side}" y2="{side - 3}" {BAR}/>'
        second = (side, 0)
    return (
        f'<symbol id="{tile_symbol_id(tile, upright)}" viewBox="0 0 {width} {height}">'
        f'<rect x=".6" y=".6" width="{svg_number(width - 1.2)}" height="{svg_number(height - 1.2)}" rx="3.5" {FACE}/>'
        f"{bar}{_pips_use(tile.a, 0, 0)}{_pips_use(tile.b, second[0], second[1])}</symbol>"
    )


def end_symbol(value: int) -> str:
    """One open end drawn once: a square with the end's pips."""
    return (
        f'<symbol id="{end_symbol_id(value)}" viewBox="0 0 {HALF} {HALF}">'
        f'<rect x=".6" y=".6" width="{svg_number(HALF - 1.2)}" height="{svg_number(HALF - 1.2)}" rx="3.5" {FACE}/>'
        f"{_pips_use(value, 0, 0)}</symbol>"
    )


def tile_svg(tile: Tile, x: float, y: float, upright: bool = True, side: float = HALF) -> str:
    """One tile placed in a picture: a ``<use>`` of its symbol (:func:`tile_symbol`), with the tile as its title."""
    width, height = (side, 2 * side) if upright else (2 * side, side)
    return (
        f'<use class="dr-tile" data-tile="{tile}" href="#{tile_symbol_id(tile, upright)}" '
        f'x="{svg_number(x)}" y="{svg_number(y)}" width="{svg_number(width)}" height="{svg_number(height)}"><title>{tile}</title></use>'
    )


_USED: Final = re.compile(rf'href="#{SYMBOL_PREFIX}(?:(\d+)-(\d+)-([ul])|e(\d+))"')


def symbols_used(html_text: str) -> list[str]:
    """The symbols the pictures in ``html_text`` use, each drawn once, in a stable order.

    >>> [s[:24] for s in symbols_used(tile_svg(Tile(6, 4), 0, 0) + tile_svg(Tile(6, 4), 30, 0))]
    ['<symbol id="dr-t-p4" vie', '<symbol id="dr-t-p6" vie', '<symbol id="dr-t-6-4-u" ']
    """
    tiles: set[tuple[int, int, bool]] = set()
    ends: set[int] = set()
    for a, b, way, end in _USED.findall(html_text):
        if end:
            ends.add(int(end))
        else:
            tiles.add((int(a), int(b), way == "u"))
    halves = sorted({v for a, b, _ in tiles for v in (a, b)} | ends)
    out = [pips_symbol(value) for value in halves if value]
    out += [tile_symbol(Tile(a, b), upright) for a, b, upright in sorted(tiles)]
    return out + [end_symbol(value) for value in sorted(ends)]


SPRITE_CLASS: Final = "dr-sprite"


def sprite(html_text: str) -> str:
    """One hidden SVG holding every tile symbol the page's pictures use ("" when it has none).

    A picture anywhere on the page, in a ``<template>`` opened later included, draws its tiles
    from here: each tile is drawn once per page, not once per picture.
    """
    symbols = symbols_used(html_text)
    if not symbols:
        return ""
    return (
        f'<svg class="{SPRITE_CLASS}" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" '
        'style="position:absolute;width:0;height:0;overflow:hidden">' + "".join(symbols) + "</svg>"
    )


def with_sprite(html_text: str) -> str:
    """A page's HTML with the tile symbols its pictures use placed before everything else.

    >>> page = with_sprite("<p>" + tile_svg(Tile(1, 0), 0, 0) + "</p>")
    >>> page.startswith('<svg class="dr-sprite"') and page.count("<symbol") == 2
    True
    >>> with_sprite("<p>no picture</p>")
    '<p>no picture</p>'
    """
    return sprite(html_text) + html_text


def _label(seat: Seat, position: Position, x: float, y: float, anchor: str = "middle") -> str:
    words = [SEAT_NAMES[seat]]
    if position.leader == seat:
        words.append("leads")
    if position.to_play == seat:
        words.append("to play")
    words += [f"{count} pips" for owner, count in position.counts if owner == seat]
    css = "dr-seat dr-turn" if position.to_play == seat else "dr-seat"
    return f'<text class="{css}" x="{svg_number(x)}" y="{svg_number(y)}" text-anchor="{anchor}">{escape(" · ".join(words))}</text>'


def _open_end(value: int, x: float, y: float, side: float) -> str:
    return (
        f'<use class="dr-end" data-end="{value}" href="#{end_symbol_id(value)}" '
        f'x="{svg_number(x)}" y="{svg_number(y)}" width="{svg_number(side)}" height="{svg_number(side)}"><title>open end {value}</title></use>'
    )


def _spinner_cross(position: Position, cx: float, mid_y: float, side: float) -> list[str]:
    """The line an All Fives scenario's plays leave: the spinner across in the middle (when there is one),
    each open side's number beside it (left, right) or above and below it (up, down)."""
    named = dict(position.sides)
    reach = side * 1.5 + GAP
    spots = {
        "left": (cx - side / 2 - reach - side / 2, mid_y - side / 2),
        "right": (cx + side / 2 + reach - side / 2, mid_y - side / 2),
        "up": (cx - side / 2, mid_y - side - GAP - side * 1.2),
        "down": (cx - side / 2, mid_y + side + GAP + side * 0.2),
    }
    parts = [
        f'<rect class="dr-line" x="{svg_number(spots["left"][0] + side / 2)}" y="{svg_number(mid_y - side * 0.3)}" '
        f'width="{svg_number(spots["right"][0] - spots["left"][0])}" height="{svg_number(side * 0.6)}" rx="3"/>'
    ]
    if "up" in named or "down" in named:
        parts.append(
            f'<rect class="dr-line" x="{svg_number(cx - side * 0.3)}" y="{svg_number(spots["up"][1] + side / 2)}" '
            f'width="{svg_number(side * 0.6)}" height="{svg_number(spots["down"][1] - spots["up"][1])}" rx="3"/>'
        )
    if position.spinner is not None:
        parts.append(tile_svg(position.spinner, cx - side / 2, mid_y - side, True, side))
    for name, value in position.sides:
        x, y = spots[name]
        parts.append(_open_end(value, x, y, side))
    return parts


@dataclass(frozen=True, slots=True)
class _Drawn:
    """Tiles laid out around a centre: their size, and how to draw them centred on a point."""

    width: float
    height: float
    placed: tuple[tuple[Tile, float, float, bool], ...]
    """Each tile with its top left corner relative to the centre, and whether it stands upright."""
    open_spots: tuple[tuple[float, float], ...] = ()
    """Open sides with no tile yet (the spinner's extra sides), as top left corners of a square."""
    shift: tuple[float, float] = (0.0, 0.0)
    """Where the tiles' centre lies from the centre of the box they fill (a cross with longer arms one way)."""

    def draw(self, cx: float, cy: float, side: float = HALF) -> list[str]:
        cx, cy = cx + self.shift[0], cy + self.shift[1]
        parts = [
            f'<rect class="dr-line" x="{svg_number(cx + x)}" y="{svg_number(cy + y)}" width="{svg_number(side)}" height="{svg_number(side)}" rx="3"/>'
            for x, y in self.open_spots
        ]
        return parts + [tile_svg(tile, cx + x, cy + y, upright, side) for tile, x, y, upright in self.placed]


def _chain(tiles: Sequence[Tile], side: float) -> _Drawn:
    """A line of play left to right: tiles lying down end to end, doubles standing across."""
    widths = [side if tile.a == tile.b else 2 * side for tile in tiles]
    total = sum(widths) + GAP * (len(tiles) - 1)
    height = 2 * side if any(tile.a == tile.b for tile in tiles) else side
    placed: list[tuple[Tile, float, float, bool]] = []
    x = -total / 2
    for tile, width in zip(tiles, widths, strict=True):
        double = tile.a == tile.b
        placed.append((tile, x, -side if double else -side / 2, double))
        x += width + GAP
    return _Drawn(total, height, tuple(placed))


def _cross(spinner: Tile, arms: Sequence[tuple[str, Sequence[Tile]]], side: float) -> _Drawn:
    """An All Fives line: the spinner standing in the middle, the long sides running left and right from it,
    the extra sides up and down (each arm's tiles written from the spinner outward)."""
    by_name = {name: tuple(tiles) for name, tiles in arms}
    placed: list[tuple[Tile, float, float, bool]] = [(spinner, -side / 2, -side, True)]
    reach = {"left": side / 2, "right": side / 2, "up": side, "down": side}
    for name in ("left", "right"):
        for tile in by_name.get(name, ()):
            double = tile.a == tile.b
            length = side if double else 2 * side
            start = reach[name] + GAP
            x = -start - length if name == "left" else start
            shown = Tile(tile.b, tile.a) if name == "left" else tile
            placed.append((shown, x, -side if double else -side / 2, double))
            reach[name] = start + length
    for name in ("up", "down"):
        for tile in by_name.get(name, ()):
            double = tile.a == tile.b
            length = side if double else 2 * side
            start = reach[name] + GAP
            y = -start - length if name == "up" else start
            shown = Tile(tile.b, tile.a) if name == "up" else tile
            placed.append((shown, -side if double else -side / 2, y, not double))
            reach[name] = start + length
    spots: list[tuple[float, float]] = []
    if by_name.get("left") and by_name.get("right"):
        for name in ("up", "down"):
            if not by_name.get(name):
                spots.append((-side / 2, -side - GAP - side if name == "up" else side + GAP))
                reach[name] = side + GAP + side
    width = reach["left"] + reach["right"]
    height = reach["up"] + reach["down"]
    shift = (reach["left"] - width / 2, reach["up"] - height / 2)
    return _Drawn(width, height, tuple(placed), tuple(spots), shift)


def _led(tile: Tile, leader: Seat, cx: float, cy: float, side: float) -> str:
    """The tile a player led, as it lies before them: a double across their view, any other tile lengthwise
    from them, its first number toward them."""
    across = leader in _ROWS  # a North or South leader looks along the table's height
    if tile.a == tile.b:
        upright = not across
    else:
        upright = across
        toward_end = leader in ("N", "W")  # the leader's end is drawn first: the top, or the left
        tile = tile if toward_end else Tile(tile.b, tile.a)
    width, height = (side, 2 * side) if upright else (2 * side, side)
    return tile_svg(tile, cx - width / 2, cy - height / 2, upright, side)


def position_svg(position: Position, side: float = HALF) -> str:
    """The whole table: North on top, South at the bottom, West left, East right, the line in the middle."""
    pitch = side + GAP
    longest_row = max([len(position.hand(s) or ()) for s in _ROWS] + [3])
    longest_col = max([len(position.hand(s) or ()) for s in _COLS] + [0])
    margin, label = 10.0, 16.0
    side_col = 2 * side + 12 if any(position.hand(s) is not None for s in _COLS) else 0.0
    drawn_line = _chain(position.line, side) if position.line else None
    drawn_cross = _cross(position.spinner, position.arms, side) if position.arms and position.spinner else None
    drawn = drawn_line or drawn_cross
    centre_w = max(longest_row * pitch - GAP, 6 * side, drawn.width + 2 * GAP if drawn else 0)
    width = margin * 2 + side_col * 2 + centre_w + 24
    line_h = 5.5 * side if position.spinner is not None or position.sides else 3.5 * side
    if drawn is not None:
        line_h = drawn.height + (side if drawn_line else 2 * GAP)
    if drawn_line is not None and position.leader is not None and len(position.line) == 1:
        line_h = 3 * side  # the led tile may stand upright
    middle_h = max(longest_col * pitch - GAP + label, line_h)
    has_north = position.hand("N") is not None
    has_south = position.hand("S") is not None
    top = margin + ((label + 2 * side + 10) if has_north else 0)
    height = top + middle_h + ((10 + 2 * side + label) if has_south else 0) + margin
    cx = width / 2
    parts: list[str] = [
        f'<rect class="dr-felt" x="1" y="1" width="{svg_number(width - 2)}" height="{svg_number(height - 2)}" rx="10"/>'
    ]
    for seat in _ROWS:
        tiles = position.hand(seat)
        if tiles is None:
            continue
        row_w = len(tiles) * pitch - GAP
        x0 = cx - row_w / 2
        if seat == "N":
            parts.append(_label(seat, position, cx, margin + 11))
            y0 = margin + label
        else:
            y0 = top + middle_h + 10
            parts.append(_label(seat, position, cx, y0 + 2 * side + 13))
        parts += [tile_svg(tile, x0 + i * pitch, y0, True, side) for i, tile in enumerate(tiles)]
        if not tiles:
            parts.append(
                f'<text class="dr-note" x="{svg_number(cx)}" y="{svg_number(y0 + side)}" text-anchor="middle">no tiles</text>'
            )
    for seat in _COLS:
        tiles = position.hand(seat)
        if tiles is None:
            continue
        x0 = margin if seat == "W" else width - margin - 2 * side
        anchor_x = x0 + side
        # the name (and any count) from the table's edge inward, so a long label stays on the table
        edge_x, anchor = (margin, "start") if seat == "W" else (width - margin, "end")
        parts.append(_label(seat, position, edge_x, top + 11, anchor))
        parts += [tile_svg(tile, x0, top + label + i * pitch, False, side) for i, tile in enumerate(tiles)]
        if not tiles:
            parts.append(
                f'<text class="dr-note" x="{svg_number(anchor_x)}" y="{svg_number(top + label + 14)}" text-anchor="middle">no tiles</text>'
            )
    mid_y = top + middle_h / 2
    if drawn_line is not None and position.leader is not None and len(position.line) == 1:
        parts.append(_led(position.line[0], position.leader, cx, mid_y, side))
    elif drawn_line is not None:
        first, last = position.line[0], position.line[-1]
        parts += drawn_line.draw(cx, mid_y - side * 0.35)
        parts.append(
            f'<text class="dr-note" x="{svg_number(cx)}" y="{svg_number(mid_y - side * 0.35 + drawn_line.height / 2 + 14)}" '
            f'text-anchor="middle">open ends {first.a} and {last.b}</text>'
        )
    elif drawn_cross is not None:
        parts += drawn_cross.draw(cx, mid_y)
    elif position.ends is not None:
        left, right = position.ends
        span = min(centre_w, 6 * side)
        lx, rx = cx - span / 2, cx + span / 2 - side
        parts.append(
            f'<rect class="dr-line" x="{svg_number(lx + side / 2)}" y="{svg_number(mid_y - side * 0.3)}" '
            f'width="{svg_number(span - side)}" height="{svg_number(side * 0.6)}" rx="3"/>'
        )
        parts.append(_open_end(left, lx, mid_y - side / 2, side))
        parts.append(_open_end(right, rx, mid_y - side / 2, side))
        parts.append(
            f'<text class="dr-note" x="{svg_number(cx)}" y="{svg_number(mid_y + side)}" text-anchor="middle">open ends {left} and {right}</text>'
        )
    elif position.spinner is not None or position.sides:
        parts += _spinner_cross(position, cx, mid_y, side)
    elif position.mode == "draw":
        parts.append(
            f'<text class="dr-note" x="{svg_number(cx)}" y="{svg_number(mid_y + 4)}" text-anchor="middle">tiles drawn for the lead</text>'
        )
    else:
        parts.append(
            f'<text class="dr-note" x="{svg_number(cx)}" y="{svg_number(mid_y + 4)}" text-anchor="middle">{escape(position.empty_note)}</text>'
        )
    description = escape(position.describe())
    return (
        f'<svg class="dr-position" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {svg_number(width)} {svg_number(height)}" '
        f'width="{svg_number(width)}" height="{svg_number(height)}" role="img" aria-label="{description}">'
        f"<title>{description}</title>{''.join(parts)}</svg>"
    )


def _drawn_pips(svg: str) -> int:
    return sum(path.count("a") // 2 for path in re.findall(r'class="dr-pip" data-pips="\d+" d="([^"]*)"', svg))


def pip_count(svg: str) -> int:
    """How many pips an SVG drawn here shows (used by the tests): the circles of each pip path it draws,
    and those of the symbol behind each ``<use>`` of a tile or an open end."""
    symbols = {name: text for text in symbols_used(svg) for name in re.findall(r'<symbol id="([^"]+)"', text)}

    def pips(text: str) -> int:
        uses = re.findall(rf'href="#({SYMBOL_PREFIX}[^"]+)"', text)
        return _drawn_pips(text) + sum(pips(symbols[name]) for name in uses)

    return pips(svg)


def fence_format(
    source: str,
    language: str,
    class_name: str,
    options: dict[str, object],
    md: object,
    **kwargs: object,
) -> str:
    """The pymdownx.superfences formatter of a ``domino`` block: the position drawn as a figure.

    A malformed block raises ValueError, so ``mkdocs build --strict`` stops on it.
    """
    position = parse_position(source)
    return "".join(
        f'<figure class="dr-figure" data-search-exclude>{position_svg(part)}<figcaption>{escape(part.describe())}</figcaption></figure>'
        for part in split_deal(position)
    )


def split_deal(position: Position) -> tuple[Position, ...]:
    """An All Fives scenario's table as two pictures: the hands as dealt, then the line its plays leave.

    One picture of both would show tiles in hand that the plays have already put on the line.

    >>> deal, after = split_deal(parse_position("North: 5-5 5-0\\nspinner: 5-5\\nsides: left 0 right 5"))
    >>> deal.describe()
    'North holds 5-5, 5-0.'
    >>> after.describe()
    'After the plays the spinner is 5-5, the open sides left 0, right 5.'
    """
    if not position.hands or (position.spinner is None and not position.sides):
        return (position,)
    deal = Position(position.hands, position.ends, position.leader, position.to_play, position.mode, position.notes)
    return deal, Position(spinner=position.spinner, sides=position.sides)
