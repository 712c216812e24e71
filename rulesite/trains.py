"""A train game's position (Mexican Train) drawn as inline SVG: the starting double, every train laid from
it with its marker, and each seat's tiles.

Read from the ``train`` request a scenario sends (:func:`train_position_from_request`), written as a
small text block inside a ``domino-trains`` fenced block whose formatter is :func:`train_fence_format`::

    start: 12
    train 1: 12-6 marker
    train mexican: 12-1
    seat 1: 6-2 9-9
    seat 2: 12-4 2-1
    to play: 1

>>> position = parse_train_position("start: 12\\ntrain 1: 12-6 marker\\nseat 1: 6-2\\nseat 2: 12-4")
>>> train_position_to_text(position) == "start: 12\\ntrain 1: 12-6 marker\\nseat 1: 6-2\\nseat 2: 12-4"
True
>>> from rulesite.tiles import pip_count
>>> pip_count(train_position_svg(position))
66
>>> position.describe()
'Starting double 12-12; train 1: 12-6, marker down; seat 1 holds 6-2; seat 2 holds 12-4.'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from html import escape
from typing import Final, cast

from rulesite.tiles import GAP, HALF, MAX_PIPS, Tile, parse_tile, svg_number, tile_svg

TRAIN_FENCE: Final = "domino-trains"


@dataclass(frozen=True, slots=True)
class TrainLine:
    name: str
    tiles: tuple[Tile, ...]
    marker: bool


@dataclass(frozen=True, slots=True)
class TrainPosition:
    """What a train scenario puts on the table before anything happens."""

    start: int
    trains: tuple[TrainLine, ...] = ()
    hands: tuple[tuple[int, tuple[Tile, ...]], ...] = ()
    to_play: int | None = None
    counts: tuple[tuple[int, int], ...] = ()
    """What some seats' tiles count (a rule picture), shown beside the seat."""
    start_shown: bool = True
    """Whether the starting double is drawn (a rule picture of hands alone leaves it out)."""

    def describe(self) -> str:
        """One sentence for screen readers and the picture's title."""
        parts = [f"Starting double {self.start}-{self.start}"] if self.start_shown else []
        for train in self.trains:
            laid = ", ".join(str(t) for t in train.tiles) or "nothing laid"
            parts.append(f"train {train.name}: {laid}" + (", marker down" if train.marker else ""))
        for seat, tiles in self.hands:
            parts.append(f"seat {seat} holds {', '.join(str(t) for t in tiles) or 'nothing'}")
        for seat, count in self.counts:
            parts.append(f"seat {seat}'s tiles count {count}")
        if self.to_play is not None:
            parts.append(f"seat {self.to_play} is to play")
        said = "; ".join(parts)
        return said[:1].upper() + said[1:] + "."


def train_position_from_request(request: Mapping[str, object] | None) -> TrainPosition | None:
    """The table a ``train`` request sets up; None for any other request or a malformed one.

    >>> request = {"op": "train", "setup": {"start": 12, "hands": {"1": ["6-2"]}, "boneyard": [], "markers": [1],
    ...     "trains": {"1": ["12-6"]}}}
    >>> print(train_position_to_text(train_position_from_request(request)))
    start: 12
    train 1: 12-6 marker
    seat 1: 6-2
    """
    if request is None or request.get("op") != "train":
        return None
    given = request.get("setup")
    if not isinstance(given, Mapping):
        return None
    # A train setup as the protocol has it: markers a list, trains and hands tile texts by name. One of another
    # shape fails below with the KeyError, TypeError or ValueError caught (no picture).
    setup = cast(Mapping[str, object], given)
    try:
        start = setup["start"]
        if not isinstance(start, int) or not 0 <= start <= MAX_PIPS:
            return None  # no double of any set to draw (a scenario about a starting double outside the set)
        markers = {str(m) for m in cast(Iterable[object], setup.get("markers", []))}
        laid = setup.get("trains", {})
        hands = setup.get("hands", {})
        if not isinstance(laid, Mapping) or not isinstance(hands, Mapping):
            return None
        by_train = cast(Mapping[str, Iterable[str]], laid)
        by_seat = cast(Mapping[str, Iterable[str]], hands)
        names = sorted({*by_train, *markers}, key=_train_order)
        trains = tuple(
            TrainLine(str(n), tuple(parse_tile(t) for t in by_train.get(n, [])), n in markers) for n in names
        )
        seats = tuple(
            (int(seat), tuple(parse_tile(t) for t in tiles)) for seat, tiles in sorted(by_seat.items(), key=_seat_order)
        )
        turn = setup.get("turn")
        return TrainPosition(start, trains, seats, turn if isinstance(turn, int) else None)
    except (KeyError, TypeError, ValueError):
        return None


def _train_order(name: str) -> tuple[int, str]:
    return (int(name), "") if name.isdigit() else (1000, name)


def _seat_order(item: tuple[object, object]) -> int:
    return int(str(item[0]))


def train_position_to_text(position: TrainPosition) -> str:
    lines = [f"start: {position.start}"]
    for train in position.trains:
        lines.append(f"train {train.name}: {' '.join(str(t) for t in train.tiles)}{' marker' if train.marker else ''}")
    lines += [f"seat {seat}: {' '.join(str(t) for t in tiles)}".rstrip() for seat, tiles in position.hands]
    if position.to_play is not None:
        lines.append(f"to play: {position.to_play}")
    return "\n".join(line.replace(":  ", ": ").rstrip() for line in lines)


def parse_train_position(text: str) -> TrainPosition:
    """Read the text block; a ValueError naming the line otherwise."""
    start: int | None = None
    trains: list[TrainLine] = []
    hands: list[tuple[int, tuple[Tile, ...]]] = []
    to_play: int | None = None
    for number, raw in enumerate(text.strip().splitlines(), start=1):
        head, _, rest = raw.partition(":")
        words = rest.split()
        try:
            if head == "start":
                start = int(rest)
            elif head.startswith("train "):
                marker = bool(words) and words[-1] == "marker"
                tiles = tuple(parse_tile(w) for w in (words[:-1] if marker else words))
                trains.append(TrainLine(head.removeprefix("train ").strip(), tiles, marker))
            elif head.startswith("seat "):
                hands.append((int(head.removeprefix("seat ")), tuple(parse_tile(w) for w in words)))
            elif head == "to play":
                to_play = int(rest)
            else:
                raise ValueError(f"unknown line {raw!r}")
        except ValueError as exc:
            raise ValueError(f"train position line {number}: {exc}") from None
    if start is None:
        raise ValueError("a train position needs its start: line")
    return TrainPosition(start, tuple(trains), tuple(hands), to_play)


def _train_label(train: TrainLine) -> str:
    return "Mexican train" if train.name == "mexican" else f"train {train.name}"


def train_position_svg(position: TrainPosition, side: float = HALF) -> str:
    """The starting double on the left, each train running right from it, the seats' tiles below."""
    pitch = 2 * side + GAP
    margin, label_w = 10.0, 90.0
    rows = [(_train_label(t) + (" · marker" if t.marker else ""), t.tiles, False) for t in position.trains]
    counted = dict(position.counts)
    rows += [
        (
            f"seat {seat}"
            + (" · to play" if seat == position.to_play else "")
            + (f" · {counted[seat]} points" if seat in counted else ""),
            tiles,
            True,
        )
        for seat, tiles in position.hands
    ]
    marked = {_train_label(t) for t in position.trains if t.marker}

    def crosswise(tile: Tile, held: bool) -> bool:
        """A double laid in a train stands across it; tiles in hand all lie the same way."""
        return not held and tile.a == tile.b

    def row_width(tiles: tuple[Tile, ...], held: bool) -> float:
        return sum((side if crosswise(t, held) else 2 * side) + GAP for t in tiles)

    longest = max([row_width(tiles, held) for _, tiles, held in rows] + [pitch])
    width = margin * 2 + label_w + longest + side
    heights = [(2 * side if any(crosswise(t, held) for t in tiles) else side) + 14 for _, tiles, held in rows]
    head = 2 * side + 12 if position.start_shown else 0
    height = margin * 2 + head + sum(heights)
    start = Tile(position.start, position.start)
    parts = [
        f'<rect class="dr-felt" x="1" y="1" width="{svg_number(width - 2)}" height="{svg_number(height - 2)}" rx="10"/>'
    ]
    if position.start_shown:
        parts += [
            f'<text class="dr-note" x="{svg_number(margin)}" y="{svg_number(margin + side + 4)}">start</text>',
            tile_svg(start, margin + label_w, margin, False, side),
        ]
    y = margin + head
    for (label, tiles, held), row_h in zip(rows, heights, strict=True):
        css = "dr-seat" if held else "dr-note"
        middle = y + (row_h - 14) / 2
        parts.append(
            f'<text class="{css}" x="{svg_number(margin)}" y="{svg_number(middle + 4)}">{escape(label)}</text>'
        )
        x = margin + label_w
        for tile in tiles:
            across = crosswise(tile, held)
            parts.append(tile_svg(tile, x, middle - (side if across else side / 2), across, side))
            x += (side if across else 2 * side) + GAP
        if label.split(" · ")[0] in marked:
            parts.append(
                f'<circle class="dr-marker" cx="{svg_number(x + 8)}" cy="{svg_number(middle)}" r="7"><title>marker</title></circle>'
            )
        y += row_h
    description = escape(position.describe())
    return (
        f'<svg class="dr-position" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {svg_number(width)} {svg_number(height)}" '
        f'width="{svg_number(width)}" height="{svg_number(height)}" role="img" aria-label="{description}">'
        f"<title>{description}</title>{''.join(parts)}</svg>"
    )


def train_fence_format(
    source: str,
    language: str,
    class_name: str,
    options: dict[str, object],
    md: object,
    **kwargs: object,
) -> str:
    """The pymdownx.superfences formatter of a ``domino-trains`` block (a malformed block raises ValueError)."""
    position = parse_train_position(source)
    return (
        f'<figure class="dr-figure" data-search-exclude>{train_position_svg(position)}'
        f"<figcaption>{escape(position.describe())}</figcaption></figure>"
    )
