"""Rule pictures as data: for a rule a position explains, the tiles on the table and in hand, a caption, and
the numbers the position shows (a count, a score), all written in ``spec/pictures/<rulebook>.yaml``.

The rules site draws each picture beside its rule on the rulebook page (:mod:`rulesite.rulepictures`); the
tests check every number a picture states against the reference engine's own counting, so a picture
never says something the rules do not. A picture shows one of four kinds of table, or none:

* ``tiles``: a line of play, left to right, each tile written with the number that touches its left-hand
  neighbour first (``3-5 5-5 5-2``: the ends are 3 and 2); doubles lie across;
* ``ends``: only the two open ends of a longer line (a locked hand, where the line's length says nothing);
* ``spinner`` (All Fives): the spinner in the middle and its four arms (``left``, ``right``, ``up``,
  ``down``), each written from the spinner outward, the number touching the spinner first;
* ``start`` and ``trains`` (Mexican Train): the starting double and the trains laid from it, each written
  from the start outward, with the markers that open them.

``hands`` add the tiles at each seat (``North``... or a seat number in a train game), ``to_play`` says
whose turn it is, ``leads`` who led a line's one tile (drawn as it lies before them), ``count`` the count
of the open ends (All Fives), and ``score`` who scores what.

A malformed file is rejected with a :class:`~rulespec.loader.SpecError` naming the file, the line, the
rule and the field:

>>> from rulespec import cached_spec
>>> pictures = load_pictures(cached_spec(), "wcdt-all-fives")
>>> [(p.rule, p.count) for p in pictures.pictures if p.count is not None][:1]
[('WCDT-2.4', 10)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Literal, Union, cast, get_args

from rulespec.grammar import parse_tile
from rulespec.loader import Reader, SpecError, default_spec_dir, load_tree
from rulespec.model import Rulebook, Spec
from rulespec.yamlpos import Node

PICTURES_DIR: Final = "pictures"
"""The folder of ``spec/`` that holds the picture files, one per rulebook that has pictures."""

TILE_PATTERN: Final = r"^\d{1,2}-\d{1,2}$"
"""A tile as a picture writes it: its two numbers, in the order the picture lays it (``5-2``)."""
SEAT_PATTERN: Final = r"^(North|East|South|West|[1-8])$"
"""A seat: a compass seat, or a seat number (1 to 8) in a train game."""
SCORER_PATTERN: Final = r"^(North|East|South|West|North-South|East-West|[1-8])$"
"""Who scores: a seat, a partnership, or a seat number in a train game."""
TRAIN_PATTERN: Final = r"^([1-8]|mexican)$"
"""A train: its owner's seat number, or ``mexican`` for the public train."""
COMPASS: Final = ("North", "East", "South", "West")
SIDES: Final = ("North-South", "East-West")
ARMS: Final = ("left", "right", "up", "down")

Scoring = Literal["count", "domino", "lock"]
"""How a picture's score is made: ``count`` (All Fives: a play leaves the open ends at a multiple of five),
``domino`` (a player goes out and scores the others' tiles), ``lock`` (nobody can play: the lower count
scores)."""
SCORINGS: Final[tuple[Scoring, ...]] = get_args(Scoring)


@dataclass(frozen=True, slots=True)
class Hand:
    """The tiles at one seat."""

    seat: str
    """Whose tiles: ``North``, ``East``, ``South`` or ``West``; a seat number (1 to 8) in a train game."""
    tiles: tuple[str, ...]
    """The tiles in that hand (an empty list: the player went out)."""
    count: int | None = None
    """What the hand counts when the hand ends, as the rulebook counts it (checked against the reference engine)."""


@dataclass(frozen=True, slots=True)
class Line:
    """A line of play drawn whole."""

    tiles: tuple[str, ...]
    """The tiles from left to right, each written with the number touching its left-hand neighbour first
    (``3-5 5-5 5-2``); a double lies across."""


@dataclass(frozen=True, slots=True)
class Ends:
    """Only the open ends of a longer line."""

    ends: tuple[int, ...]
    """The two numbers showing at the left and the right open end."""


@dataclass(frozen=True, slots=True)
class Cross:
    """An All Fives line around its spinner, the first double, in the middle."""

    spinner: str
    """The spinner, a double."""
    left: tuple[str, ...] = ()
    """The tiles on its left long side, from the spinner outward, the number touching the spinner first."""
    right: tuple[str, ...] = ()
    """The tiles on its right long side, from the spinner outward."""
    up: tuple[str, ...] = ()
    """The tiles on its upper extra side, from the spinner outward."""
    down: tuple[str, ...] = ()
    """The tiles on its lower extra side, from the spinner outward."""


@dataclass(frozen=True, slots=True)
class Train:
    """One train laid from the starting double."""

    name: str
    """Its owner's seat number, or ``mexican`` for the public train."""
    tiles: tuple[str, ...]
    """The tiles from the starting double outward, each written with the number touching the one before first."""
    marker: bool = False
    """Whether its owner's marker is on it (the train is open to every player)."""


@dataclass(frozen=True, slots=True)
class Trains:
    """A train game's table: the starting double and the trains laid from it."""

    start: int
    """The number of the starting double (12: the double twelve)."""
    trains: tuple[Train, ...]
    """The trains, in the order drawn."""


@dataclass(frozen=True, slots=True)
class Score:
    """Who scores what in the position, and how."""

    by: str
    """Who scores: a seat, a partnership (``North-South``, ``East-West``), or a seat number in a train game."""
    points: int
    """The points scored."""
    how: Scoring
    """How the score is made (see :data:`Scoring`)."""


Table = Union[Line, Ends, Cross, Trains]
"""What lies on the table in a picture."""


@dataclass(frozen=True, slots=True)
class Picture:
    """One rule's picture: a position that explains the rule."""

    rule: str
    """The ID of the rule the picture explains (one picture a rule)."""
    caption: str
    """What the picture shows, in the project's own words."""
    table: Table | None = None
    """The tiles on the table: a line, its two ends, a spinner with its arms, or trains."""
    hands: tuple[Hand, ...] = ()
    """The tiles in the players' hands, seat by seat."""
    to_play: str | None = None
    """Whose turn it is (a seat)."""
    leads: str | None = None
    """Who led the line's one tile (a compass seat): the tile is drawn as it lies before the leader, its first
    number toward them (a double across their view)."""
    count: int | None = None
    """All Fives: the count of the open ends the table shows (checked against the reference engine)."""
    score: Score | None = None
    """What the position scores, for whom (checked against the reference engine)."""
    line: int = 0
    """Where the picture starts in its file."""


@dataclass(frozen=True, slots=True)
class PictureFile:
    """The pictures of one rulebook's rules."""

    rulebook: str
    """The ID of the rulebook whose rules the pictures explain (the file's name)."""
    pictures: tuple[Picture, ...]
    """The pictures, in the rulebook's order or any other."""
    path: str = ""
    """The file, as shown in errors."""

    def of_rule(self, rule_id: str) -> Picture | None:
        return next((picture for picture in self.pictures if picture.rule == rule_id), None)


# -- loading ----------------------------------------------------------------------------------------------
_TILE: Final = re.compile(TILE_PATTERN)
_SEAT: Final = re.compile(SEAT_PATTERN)
_SCORER: Final = re.compile(SCORER_PATTERN)
_TRAIN: Final = re.compile(TRAIN_PATTERN)


def pictures_path(rulebook: str, spec_dir: Path | None = None) -> Path:
    """``spec/pictures/<rulebook>.yaml``."""
    return (spec_dir if spec_dir is not None else default_spec_dir()) / PICTURES_DIR / f"{rulebook}.yaml"


def _int(reader: Reader, field: str, required: bool) -> int | None:
    return reader.scalar(field, int, required)


def _tiles(reader: Reader, field: str, max_pip: int, required: bool, at_least_one: bool = False) -> tuple[str, ...]:
    """The tiles of a list field, each spelt ``a-b`` with both numbers in the rulebook's set."""
    nodes = reader.items(field, required)
    if at_least_one and not nodes:
        raise reader.error(field, "needs at least one tile", reader.mapping[field].line)
    out: list[str] = []
    for index, node in enumerate(nodes):
        text = node.value
        if not isinstance(text, str) or not _TILE.match(text):
            raise reader.error(f"{field}[{index}]", f"{text!r} is not a tile (write tiles like 5-2)", node.line)
        a, b = (int(n) for n in text.split("-"))
        if max(a, b) > max_pip:
            raise reader.error(f"{field}[{index}]", f"{text} is not in the double-{max_pip} set", node.line)
        out.append(text)
    return tuple(out)


def _ends(text: str) -> tuple[int, int]:
    a, b = text.split("-")
    return int(a), int(b)


def _chain(reader: Reader, field: str, tiles: tuple[str, ...], first: int | None) -> None:
    """Each tile touches the one before with its first number (and the first tile touches ``first``)."""
    showing = first
    for index, tile in enumerate(tiles):
        near, far = _ends(tile)
        if showing is not None and near != showing:
            line = reader.items(field)[index].line
            raise reader.error(
                f"{field}[{index}]",
                f"{tile} does not join the {showing} before it (write the touching number first)",
                line,
            )
        showing = far


def _table(reader: Reader, node: Node, book: Rulebook, max_pip: int) -> Table:
    table = reader.sub("table", node)
    keys = set(table.mapping)
    if "tiles" in keys:
        table.check_keys({"tiles"})
        tiles = _tiles(table, "tiles", max_pip, True, at_least_one=True)
        _chain(table, "tiles", tiles, None)
        return Line(tiles)
    if "ends" in keys:
        table.check_keys({"ends"})
        items = table.items("ends")
        numbers: list[int] = []
        for index, item in enumerate(items):
            value = item.value
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= max_pip:
                raise table.error(f"ends[{index}]", f"expected a number from 0 to {max_pip}, got {value!r}", item.line)
            numbers.append(value)
        if len(numbers) != 2:
            raise table.error("ends", "takes the two open ends, left then right", table.mapping["ends"].line)
        return Ends((numbers[0], numbers[1]))
    if "spinner" in keys:
        if book.game.family != "all-fives":
            raise table.error("spinner", "only an All Fives line has a spinner", table.mapping["spinner"].line)
        table.check_keys({"spinner", *ARMS})
        spinner_node = table.mapping["spinner"]
        spinner = spinner_node.value
        if not isinstance(spinner, str) or not _TILE.match(spinner) or max(_ends(spinner)) > max_pip:
            raise table.error("spinner", f"{spinner!r} is not a tile of the double-{max_pip} set", spinner_node.line)
        near, far = _ends(spinner)
        if near != far:
            raise table.error("spinner", f"the spinner is a double, not {spinner}", spinner_node.line)
        arms = {arm: _tiles(table, arm, max_pip, False) for arm in ARMS}
        for arm, tiles in arms.items():
            _chain(table, arm, tiles, near)
        if (arms["up"] or arms["down"]) and not (arms["left"] and arms["right"]):
            raise table.error("up", "the extra sides open only once both long sides have a tile (WCDT-4.2)")
        return Cross(spinner, arms["left"], arms["right"], arms["up"], arms["down"])
    if "start" in keys or "trains" in keys:
        if book.game.family != "mexican-train":
            raise table.error("trains", "only a train game has trains")
        table.check_keys({"start", "trains"})
        start = _int(table, "start", True)
        assert start is not None
        if not 0 <= start <= max_pip:
            raise table.error("start", f"no double {start} in the double-{max_pip} set", table.mapping["start"].line)
        trains: list[Train] = []
        nodes = table.items("trains")
        if not nodes:
            raise table.error("trains", "needs at least one train", table.mapping["trains"].line)
        for index, train_node in enumerate(nodes):
            train = table.sub(f"trains[{index}]", train_node)
            train.check_keys({"name", "tiles", "marker"})
            name = train.text("name")
            if not _TRAIN.match(name):
                raise train.error("name", f"{name!r} is not a train (a seat number 1 to 8, or mexican)")
            if any(other.name == name for other in trains):
                raise train.error("name", f"train {name} is drawn twice")
            tiles = _tiles(train, "tiles", max_pip, True)
            _chain(train, "tiles", tiles, start)
            trains.append(Train(name, tiles, train.flag("marker", False)))
        return Trains(start, tuple(trains))
    allowed = "tiles (a line), ends, spinner (All Fives) or start and trains (a train game)"
    raise table.error("(kind)", f"a table is one of: {allowed}")


def _seat(reader: Reader, field: str, book: Rulebook, pattern: re.Pattern[str]) -> str:
    seat = reader.text(field)
    if not pattern.match(seat):
        raise reader.error(field, f"{seat!r} is not a seat (North, East, South, West; a number in a train game)")
    trains = book.game.family == "mexican-train"
    if seat.isdigit() != trains:
        wanted = "a seat number (1 to 8)" if trains else "a compass seat or a partnership"
        raise reader.error(field, f"{book.id} names its seats with {wanted}, not {seat!r}")
    return seat


def _picture(reader: Reader, node: Node, book: Rulebook, max_pip: int) -> Picture:
    reader.check_keys({"rule", "caption", "table", "hands", "to_play", "leads", "count", "score"})
    caption = reader.text("caption")
    table = _table(reader, reader.mapping["table"], book, max_pip) if "table" in reader.mapping else None
    hands: list[Hand] = []
    for index, hand_node in enumerate(reader.items("hands", required=False)):
        hand = reader.sub(f"hands[{index}]", hand_node)
        hand.check_keys({"seat", "tiles", "count"})
        seat = _seat(hand, "seat", book, _SEAT)
        if any(other.seat == seat for other in hands):
            raise hand.error("seat", f"{seat} is given twice")
        hands.append(Hand(seat, _tiles(hand, "tiles", max_pip, True), _int(hand, "count", False)))
    to_play = _seat(reader, "to_play", book, _SEAT) if "to_play" in reader.mapping else None
    leads = _seat(reader, "leads", book, _SEAT) if "leads" in reader.mapping else None
    if leads is not None and not (isinstance(table, Line) and len(table.tiles) == 1):
        raise reader.error("leads", "a leader is drawn with the one tile they led (a line of one tile)")
    count = _int(reader, "count", False)
    if count is not None and not (book.game.family == "all-fives" and isinstance(table, (Line, Cross))):
        raise reader.error("count", "a count of the open ends is an All Fives line's (tiles or spinner)")
    score: Score | None = None
    if "score" in reader.mapping:
        scored = reader.sub("score", reader.mapping["score"])
        scored.check_keys({"by", "points", "how"})
        by = _seat(scored, "by", book, _SCORER)
        points = _int(scored, "points", True)
        assert points is not None
        how = cast(Scoring, scored.choice("how", SCORINGS))
        if how == "count" and count is None:
            raise scored.error("how", "a score made by the count needs the picture's count")
        score = Score(by, points, how)
    _no_tile_twice(reader)
    rule_id = reader.rule_id
    assert rule_id is not None
    return Picture(rule_id, caption, table, tuple(hands), to_play, leads, count, score, node.line)


def _tile_nodes(node: Node, field: str) -> list[tuple[str, str, int]]:
    """Every tile written under ``node`` (a picture's table or hands), with its field and line."""
    out: list[tuple[str, str, int]] = []
    value = node.value
    if isinstance(value, dict):
        for key, item in value.items():
            out += _tile_nodes(item, f"{field}.{key}" if field else key)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += _tile_nodes(item, f"{field}[{index}]")
    elif isinstance(value, str) and _TILE.match(value):
        out.append((value, field, node.line))
    return out


def _no_tile_twice(reader: Reader) -> None:
    """A set holds each tile once: no tile is drawn twice in one picture (on the table or in hand)."""
    seen: set[tuple[int, int] | None] = set()
    for key in ("table", "hands"):
        if key not in reader.mapping:
            continue
        for tile, field, line in _tile_nodes(reader.mapping[key], key):
            canonical = parse_tile(tile)
            if canonical in seen:
                raise reader.error(field, f"{tile} is drawn twice; a set holds each tile once", line)
            seen.add(canonical)


def load_pictures(spec: Spec, rulebook: str, spec_dir: Path | None = None) -> PictureFile:
    """Read and check ``spec/pictures/<rulebook>.yaml`` against the rulebook it names."""
    path = pictures_path(rulebook, spec_dir)
    shown, tree = load_tree(path, path.parent.parent)
    top = Reader(shown, tree, None, "")
    top.check_keys({"rulebook", "pictures"})
    if top.text("rulebook") != rulebook:
        raise top.error("rulebook", f"the file of {rulebook} must name it")
    book = spec.rulebook(rulebook)
    max_pip = int(book.number("max_pip"))
    rules = {rule.id for rule in book.rules}
    nodes = top.items("pictures")
    if not nodes:
        raise top.error("pictures", "needs at least one picture", top.mapping["pictures"].line)
    pictures: list[Picture] = []
    for index, node in enumerate(nodes):
        entry = top.sub(f"pictures[{index}]", node)
        rule_id = entry.text("rule")
        if rule_id not in rules:
            raise entry.error("rule", f"rulebook {rulebook} has no rule {rule_id!r}")
        if any(picture.rule == rule_id for picture in pictures):
            raise entry.error("rule", f"{rule_id} has a picture already (one picture a rule)")
        pictures.append(_picture(Reader(shown, node, rule_id, f"pictures[{index}]"), node, book, max_pip))
    return PictureFile(rulebook, tuple(pictures), shown)


def load_all_pictures(spec: Spec, spec_dir: Path | None = None) -> dict[str, PictureFile]:
    """Every rulebook's pictures, by rulebook ID (a rulebook with no file has none); a file naming no
    rulebook of the spec is an error."""
    directory = (spec_dir if spec_dir is not None else default_spec_dir()) / PICTURES_DIR
    known = {book.id for book in spec.rulebooks}
    out: dict[str, PictureFile] = {}
    for path in sorted(directory.glob("*.yaml")) if directory.is_dir() else []:
        if path.stem not in known:
            raise SpecError(
                f"spec/{PICTURES_DIR}/{path.name}", 1, None, "(file)", f"no rulebook {path.stem!r} in the spec"
            )
        out[path.stem] = load_pictures(spec, path.stem, spec_dir)
    return out


__all__ = [
    "PICTURES_DIR",
    "Cross",
    "Ends",
    "Hand",
    "Line",
    "Picture",
    "PictureFile",
    "Score",
    "Train",
    "Trains",
    "load_all_pictures",
    "load_pictures",
    "pictures_path",
]
