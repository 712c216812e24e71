"""Each rule's own picture on its rulebook page, drawn from ``spec/pictures/<rulebook>.yaml`` (:mod:`rulespec.pictures`).

A picture is a position that explains its rule: a line of play or its two ends, an All Fives spinner with its
four sides, trains with their markers, the players' hands. It is drawn with the scenario pictures' SVG code
(:mod:`rulesite.tiles`, :mod:`rulesite.trains`) as an inline figure under the rule's statement, with its
caption and, when it states them, the count of the open ends and the score in words. The numbers come from
the picture file; the tests check them against the reference engine (this package never imports it).

>>> from rulespec import cached_spec
>>> spec = cached_spec()
>>> picture = rule_pictures(spec)["WCDT-4.3"]
>>> count_parts(picture.table)
(('left', 5), ('right', 5), ('up', 10))
>>> shown_numbers(picture)
'Count: left 5 + right 5 + up 10 = 20. North scores 20.'
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Final

from rulesite.markup import escape, link_rules
from rulesite.tiles import Position, Seat, Tile, parse_tile, position_svg
from rulesite.trains import TrainLine, TrainPosition, train_position_svg
from rulespec import Rulebook, Spec
from rulespec.grammar import seat_from_name
from rulespec.pictures import Cross, Ends, Line, Picture, Table, Trains, load_all_pictures

FIGURE_CLASS: Final = "dr-rule-picture"
"""The class of a rule's picture (a scenario's picture is a ``dr-figure``)."""
ARM_ORDER: Final = ("left", "right", "up", "down")


_READ: dict[tuple[int, str | None], tuple[Spec, dict[str, Picture]]] = {}
"""The pictures read for a spec (kept with it, so its ``id`` is not reused), by the spec's ``id`` and folder."""


def rule_pictures(spec: Spec, spec_dir: str | None = None) -> dict[str, Picture]:
    """Every rule's picture, by rule ID, from the spec's picture files (read once per spec)."""
    key = (id(spec), spec_dir)
    if key not in _READ:
        files = load_all_pictures(spec, Path(spec_dir) if spec_dir else None)
        _READ[key] = (spec, {picture.rule: picture for file in files.values() for picture in file.pictures})
    return _READ[key][1]


def forget_pictures() -> None:
    """Read the picture files afresh (each ``mkdocs serve`` rebuild does)."""
    _READ.clear()


def _tiles(texts: tuple[str, ...]) -> tuple[Tile, ...]:
    return tuple(_tile(text) for text in texts)


def _tile(text: str) -> Tile:
    """A tile as the picture writes it, the first number first (not the higher, as :func:`parse_tile` keeps it)."""
    tile = parse_tile(text)
    return tile if f"{tile.a}-{tile.b}" == text else Tile(tile.b, tile.a)


def _seat(name: str) -> Seat:
    seat = seat_from_name(name)
    if seat is None:  # the loader allows only compass seats outside a train game
        raise ValueError(f"not a compass seat: {name!r}")
    return seat


def count_parts(table: Table | None) -> tuple[tuple[str, int], ...]:
    """What each open end of an All Fives line adds to its count (WCDT-4.3), by side: a double at an end counts
    both halves; the spinner counts both halves on each bare long side, once when nothing touches it; an extra
    side counts only once a tile is on it. Empty for other tables.

    >>> count_parts(Line(("6-4",)))
    (('left', 6), ('right', 4))
    >>> count_parts(Cross("5-5"))
    (('spinner', 10),)
    >>> count_parts(Cross("5-5", right=("5-0",)))
    (('left', 10), ('right', 0))
    """
    if isinstance(table, Line):
        tiles = _tiles(table.tiles)
        first, last = tiles[0], tiles[-1]
        if len(tiles) == 1 and first.a == first.b:
            return (("spinner", 2 * first.a),)
        return (
            ("left", first.a * (2 if first.a == first.b else 1)),
            ("right", last.b * (2 if last.a == last.b else 1)),
        )
    if isinstance(table, Cross):
        spinner = _tile(table.spinner).a
        arms = {"left": table.left, "right": table.right, "up": table.up, "down": table.down}
        if not arms["left"] and not arms["right"]:
            return (("spinner", 2 * spinner),)
        parts: list[tuple[str, int]] = []
        for name in ARM_ORDER:
            tiles = _tiles(arms[name])
            if tiles:
                end = tiles[-1]
                parts.append((name, end.b * (2 if end.a == end.b else 1)))
            elif name in ("left", "right"):
                parts.append((name, 2 * spinner))
        return tuple(parts)
    return ()


def _scorer(by: str) -> str:
    return f"seat {by}" if by.isdigit() else by


def shown_numbers(picture: Picture) -> str:
    """The count and the score a picture states, in words ("" when it states neither)."""
    out: list[str] = []
    if picture.count is not None:
        parts = count_parts(picture.table)
        out.append("Count: " + " + ".join(f"{name} {value}" for name, value in parts) + f" = {picture.count}.")
    if picture.score is not None:
        who = _scorer(picture.score.by)
        verb = "score" if "-" in who else "scores"
        out.append(f"{who[:1].upper()}{who[1:]} {verb} {picture.score.points}.")
    return " ".join(out)


def picture_svg(picture: Picture) -> str:
    """The picture's position drawn as inline SVG (accessible: ``role="img"`` and a title saying it in words)."""
    table = picture.table
    counts = [(hand.seat, hand.count) for hand in picture.hands if hand.count is not None]
    if isinstance(table, Trains) or any(hand.seat.isdigit() for hand in picture.hands):
        trains = table.trains if isinstance(table, Trains) else ()
        return train_position_svg(
            TrainPosition(
                start=table.start if isinstance(table, Trains) else 12,
                trains=tuple(TrainLine(t.name, _tiles(t.tiles), t.marker) for t in trains),
                hands=tuple((int(hand.seat), _tiles(hand.tiles)) for hand in picture.hands),
                to_play=int(picture.to_play) if picture.to_play is not None else None,
                counts=tuple((int(seat), count) for seat, count in counts),
                start_shown=isinstance(table, Trains),
            )
        )
    hands = {_seat(hand.seat): _tiles(hand.tiles) for hand in picture.hands}
    # one tile at each seat and nothing on the table: the tiles drawn for the lead, and who leads
    drawn = table is None and picture.score is None and len(hands) > 1 and all(len(t) == 1 for t in hands.values())
    turn = _seat(picture.to_play) if picture.to_play is not None else None
    position = Position(
        hands=tuple((seat, hands[seat]) for seat in ("N", "W", "S", "E") if seat in hands),
        ends=(table.ends[0], table.ends[1]) if isinstance(table, Ends) else None,
        leader=turn if drawn else (_seat(picture.leads) if picture.leads is not None else None),
        to_play=None if drawn else turn,
        mode="draw" if drawn else "hands",
        spinner=_tile(table.spinner) if isinstance(table, Cross) else None,
        line=_tiles(table.tiles) if isinstance(table, Line) else (),
        arms=tuple((name, _tiles(getattr(table, name))) for name in ARM_ORDER) if isinstance(table, Cross) else (),
        counts=tuple((_seat(seat), count) for seat, count in counts),
        empty_note="the hand is over" if picture.score is not None else "no tile on the table yet",
    )
    return position_svg(position)


_MD_LINK: Final = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")


def picture_figure(picture: Picture, spec: Spec, book: Rulebook) -> str:
    """The rule's picture as an HTML figure: the drawing, the caption (rule IDs linked), the numbers in words."""
    caption = _MD_LINK.sub(r'<a href="\2">\1</a>', link_rules(picture.caption, spec, book))
    numbers = shown_numbers(picture)
    shown = f' <strong class="dr-picture-numbers">{escape(numbers)}</strong>' if numbers else ""
    return (
        f'<figure class="{FIGURE_CLASS}" id="picture-{picture.rule}" data-search-exclude>'
        f"{picture_svg(picture)}<figcaption>{caption}{shown}</figcaption></figure>"
    )
