"""Rule pictures (``spec/pictures/``): each names a rule of its rulebook, states only numbers the reference engine
agrees with, and is drawn under its rule on the rulebook page; a malformed file names file, line, rule and field.

The numbers are recomputed here by the engine's own public counting: the All Fives line is rebuilt tile by tile
in the engine's layout and counted there; a block game's lock or domino is played into by the engine from the
picture's hands; a train game's hands are valued by the engine's ``tile_values``.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from conformance.features import read_features
from reference_impl.block.hand import Play as BlockPlay
from reference_impl.block.hand import apply as block_apply
from reference_impl.block.hand import first_tile_of
from reference_impl.block.hand import new_hand as new_block_hand
from reference_impl.block.lead import draw_for_lead
from reference_impl.block.rules import rules_for as block_rules_for
from reference_impl.fives.layout import Layout, Side
from reference_impl.fives.lead import down
from reference_impl.fives.rules import rules_for as fives_rules_for
from reference_impl.tiles import Seat, Team, Tile
from reference_impl.train.hand import tile_values
from reference_impl.train.rules import train_rules_for
from rulesite.rulebooks import rulebook_page
from rulesite.rulepictures import count_parts, picture_figure, picture_svg, rule_pictures, shown_numbers
from rulesite.tiles import pip_count
from rulespec import SpecError, cached_spec
from rulespec.loader import default_spec_dir
from rulespec.pictures import PICTURES_DIR, Cross, Ends, Line, Picture, Trains, load_all_pictures, load_pictures

SPEC = cached_spec()
PICTURES = rule_pictures(SPEC)
ALL = sorted(PICTURES)
FAMILY = {rule.id: book.game.family for book in SPEC.rulebooks for rule in book.rules}
BOOK = {rule.id: book.id for book in SPEC.rulebooks for rule in book.rules}


def _tile(text: str) -> Tile:
    return Tile.parse(text)


def _pips(texts: tuple[str, ...]) -> int:
    return sum(_tile(text).pips for text in texts)


# -- the files -----------------------------------------------------------------------------------------


def test_every_rulebook_has_pictures_of_the_positions_that_explain_its_rules() -> None:
    files = load_all_pictures(SPEC)
    assert sorted(files) == sorted(book.id for book in SPEC.rulebooks)
    assert all(len(file.pictures) >= 3 for file in files.values()), {k: len(v.pictures) for k, v in files.items()}
    # the positions the players asked for first: the spinner's four sides, a double satisfied, a train with a
    # marker, a lock
    spinner = PICTURES["WCDT-4.3"].table
    assert isinstance(spinner, Cross) and spinner.left and spinner.right and spinner.up
    satisfied = PICTURES["MT-R5.1"].table
    assert isinstance(satisfied, Trains) and satisfied.trains[0].tiles[-2:] == ("7-7", "7-2")
    marked = PICTURES["MT-R6.1"].table
    assert isinstance(marked, Trains) and any(train.marker for train in marked.trains)
    locks = [rule for rule, picture in PICTURES.items() if picture.score and picture.score.how == "lock"]
    assert {BOOK[rule] for rule in locks} == {book.id for book in SPEC.rulebooks if book.game.family != "mexican-train"}


@pytest.mark.parametrize("rule_id", ALL)
def test_each_picture_explains_a_rule_of_its_own_rulebook(rule_id: str) -> None:
    picture = PICTURES[rule_id]
    assert SPEC.rule(rule_id).id == picture.rule
    assert picture.caption and picture.line > 1


# -- the numbers, by the engine -------------------------------------------------------------------------


def _fives_layout(table: Line | Cross) -> Layout:
    """The line rebuilt in the engine's layout, tile by tile (the engine's own rules of where a tile goes)."""
    if isinstance(table, Cross):
        line = Layout.start(_tile(table.spinner))
        arms: tuple[tuple[Side, tuple[str, ...]], ...] = (
            ("left", table.left),
            ("right", table.right),
            ("up", table.up),
            ("down", table.down),
        )
        for side, tiles in arms:
            for text in tiles:
                line = line.place(side, _tile(text))
        return line
    first = _tile(table.tiles[0])
    line = Layout.start(first)
    # the engine lays the first tile high end left; a picture written low end first is its mirror image
    right: Side = "right" if table.tiles[0] == f"{first.high}-{first.low}" else "left"
    for text in table.tiles[1:]:
        line = line.place(right, _tile(text))
    return line


FIVES = [rule for rule in ALL if FAMILY[rule] == "all-fives"]
BLOCK = [rule for rule in ALL if FAMILY[rule] == "block"]
TRAIN = [rule for rule in ALL if FAMILY[rule] == "mexican-train"]


@pytest.mark.parametrize("rule_id", FIVES)
def test_an_all_fives_picture_counts_and_scores_as_the_engine_does(rule_id: str) -> None:
    picture = PICTURES[rule_id]
    rules = fives_rules_for(BOOK[rule_id])
    if picture.count is not None:
        assert isinstance(picture.table, (Line, Cross))
        engine = _fives_layout(picture.table).count()
        assert picture.count == engine, f"{rule_id}: the picture says {picture.count}, the engine counts {engine}"
        assert sum(value for _, value in count_parts(picture.table)) == engine
    for hand in picture.hands:
        assert hand.count is None or hand.count == _pips(hand.tiles), hand
    if picture.table is None and picture.hands and all(len(hand.tiles) == 1 for hand in picture.hands):
        draws = {Seat.parse(hand.seat): _tile(hand.tiles[0]) for hand in picture.hands}
        assert picture.to_play == str(down(rules, draws)), "the draw for the down"
    score = picture.score
    if score is None:
        return
    if score.how == "count":
        assert picture.count is not None and score.points == rules.scores(picture.count) > 0
    else:
        totals = {team: 0 for team in Team}
        for hand in picture.hands:
            totals[Seat.parse(hand.seat).team] += _pips(hand.tiles)
        if score.how == "domino":
            (out,) = [hand for hand in picture.hands if not hand.tiles]
            assert score.by == out.seat
            winners = Seat.parse(out.seat).team
        else:
            winners = Team.parse(score.by)
            assert totals[winners] < totals[winners.other], "a blocked hand goes to the side with fewer pips"
        assert score.points == rules.round_count(totals[winners.other])


def _block_outcome(picture: Picture, book_id: str) -> tuple[str, Seat | None, Team | None, int]:
    """The engine's outcome of the picture's hand: the last tile played into the position it shows.

    A locked picture shows only the ends; the tile that locked it is one nobody holds, played by a seat that
    still holds tiles. A domino picture's player with no tiles plays a last tile onto the ends.
    """
    rules = block_rules_for(book_id)
    hands = {Seat.parse(hand.seat): [_tile(t) for t in hand.tiles] for hand in picture.hands}
    held = {tile for tiles in hands.values() for tile in tiles}
    table = picture.table
    left, right = (table.ends[0], table.ends[1]) if isinstance(table, Ends) else (0, 0)
    assert picture.score is not None
    if picture.score.how == "domino":
        player = Seat.parse(picture.score.by)
    else:
        player = next(seat for seat, tiles in hands.items() if tiles)
    last, before = next(
        (Tile(max(right, n), min(right, n)), n)
        for n in range(rules.max_pip + 1)
        if Tile(max(right, n), min(right, n)) not in held and (picture.score.how == "domino" or n != right)
    )
    hands[player] = [*hands.get(player, []), last]
    state = new_block_hand(rules, hands, leader=player, turn=player, ends=(left, before))
    done = block_apply(state, BlockPlay(player, last, "right"))
    assert done.outcome is not None, f"{picture.rule}: the engine does not end the hand here"
    return done.outcome.end, done.outcome.winner, done.outcome.team, done.outcome.points


@pytest.mark.parametrize("rule_id", BLOCK)
def test_a_block_game_picture_scores_as_the_engine_does(rule_id: str) -> None:
    picture = PICTURES[rule_id]
    for hand in picture.hands:
        assert hand.count is None or hand.count == _pips(hand.tiles), hand
    if picture.table is None and picture.hands and all(len(hand.tiles) == 1 for hand in picture.hands):
        draws = {Seat.parse(hand.seat): _tile(hand.tiles[0]) for hand in picture.hands}
        assert picture.to_play == str(draw_for_lead(draws)), "the draw for the lead"
    if picture.leads is not None:
        assert isinstance(picture.table, Line) and len(picture.table.tiles) == 1
        led = _tile(picture.table.tiles[0])
        rules = block_rules_for(BOOK[rule_id])
        assert rules.has("first-double-across" if led.is_double else "first-tile-lie"), "a rule of how it lies"
        lies = first_tile_of(led)
        toward = int(picture.table.tiles[0].split("-")[0])  # the picture writes the leader's end first
        assert lies.orientation == ("across" if led.is_double else "lengthwise")
        assert led.is_double or lies.toward_leader == toward, f"{rule_id}: the engine lays {lies}"
    if picture.score is None:
        return
    end, winner, team, points = _block_outcome(picture, BOOK[rule_id])
    assert end == picture.score.how
    if "-" in picture.score.by:
        assert team == Team.parse(picture.score.by)
    else:
        assert winner == Seat.parse(picture.score.by)
    assert points == picture.score.points


@pytest.mark.parametrize("rule_id", TRAIN)
def test_a_train_picture_values_hands_as_the_engine_does(rule_id: str) -> None:
    picture = PICTURES[rule_id]
    rules = train_rules_for(BOOK[rule_id])
    for hand in picture.hands:
        assert hand.count is None or hand.count == tile_values(rules, [_tile(t) for t in hand.tiles]), hand
    if picture.score is not None:
        assert picture.score.how == "domino" and picture.score.points == rules.going_out_score
        assert [hand.tiles for hand in picture.hands if hand.seat == picture.score.by] == [()]


def test_a_picture_that_contradicts_the_engine_is_caught() -> None:
    """The checks above can fail: a count off by five is not the engine's."""
    picture = PICTURES["WCDT-4.3"]
    assert isinstance(picture.table, Cross)
    assert _fives_layout(picture.table).count() != (picture.count or 0) + 5
    wrong = Cross(picture.table.spinner, picture.table.left, picture.table.right, picture.table.up[:-1])
    assert _fives_layout(wrong).count() != picture.count


# -- the drawings and the pages -------------------------------------------------------------------------


@pytest.mark.parametrize("rule_id", ALL)
def test_each_picture_is_drawn_accessibly_with_every_tile_it_names(rule_id: str) -> None:
    picture = PICTURES[rule_id]
    svg = picture_svg(picture)
    label = re.search(r'role="img" aria-label="([^"]+)"><title>([^<]+)</title>', svg)
    assert label is not None and label.group(1) == label.group(2) and len(label.group(1)) > 10
    table = picture.table
    named: list[str] = [tile for hand in picture.hands for tile in hand.tiles]
    if isinstance(table, Line):
        named += table.tiles
    elif isinstance(table, Cross):
        named += [table.spinner, *table.left, *table.right, *table.up, *table.down]
    elif isinstance(table, Trains):
        named += [tile for train in table.trains for tile in train.tiles]
    drawn = re.findall(r'class="dr-tile" data-tile="(\d+)-(\d+)"', svg)
    starts = 1 if isinstance(table, Trains) else 0
    assert sorted(tuple(sorted(map(int, t))) for t in drawn[starts:]) == sorted(
        tuple(sorted(map(int, t.split("-")))) for t in named
    )
    ends = sum(table.ends) if isinstance(table, Ends) else 0  # an open end is drawn as a square of its pips
    start = 2 * table.start if isinstance(table, Trains) else 0
    assert pip_count(svg) == sum(_tile(t).pips for t in named) + ends + start
    for tile in named:
        assert tile in label.group(1), f"{tile} is not said in words"


def test_the_numbers_are_said_under_the_picture() -> None:
    assert shown_numbers(PICTURES["WCDT-4.3"]) == "Count: left 5 + right 5 + up 10 = 20. North scores 20."
    assert shown_numbers(PICTURES["WCDT-6.2"]) == "North-South score 20."
    assert shown_numbers(PICTURES["MT-S2.1"]) == "Seat 3 scores -25."
    figure = picture_figure(PICTURES["DORAL-11.1"], SPEC, SPEC.rulebook("doral-partnership"))
    assert '<a href="#DORAL-11.2">DORAL-11.2</a>' in figure and 'id="picture-DORAL-11.1"' in figure


@pytest.mark.parametrize("book_id", sorted({BOOK[rule] for rule in ALL}))
def test_a_rulebook_page_draws_each_picture_under_its_rule(book_id: str) -> None:
    book = SPEC.rulebook(book_id)
    page = rulebook_page(book, SPEC, read_features())
    for picture in (PICTURES[rule.id] for rule in book.rules if rule.id in PICTURES):
        heading = page.index(f"### {picture.rule} ")
        following = page.find("\n### ", heading + 1)
        section = page[heading : following if following > 0 else len(page)]
        figure = section.index(f'<figure class="dr-rule-picture" id="picture-{picture.rule}"')
        assert section.index("**Where in the source**") > figure, "the picture sits with the statement"
        assert section.count('class="dr-rule-picture"') == 1
    assert page.count('class="dr-rule-picture"') == sum(1 for rule in book.rules if rule.id in PICTURES)


# -- errors ---------------------------------------------------------------------------------------------


def _copy(tmp_path: Path) -> Path:
    spec = tmp_path / "spec"
    shutil.copytree(default_spec_dir(), spec)
    return spec


ORDER = [picture.rule for picture in load_pictures(SPEC, "wcdt-all-fives").pictures]
"""The All Fives pictures in the order of their file: an error names a picture by its place in the list."""


@pytest.mark.parametrize(
    ("old", "new", "rule", "field", "words"),
    [
        ("up: [4-6, 6-5, 5-5]", "up: [4-6, 5-6, 5-5]", "WCDT-4.3", "table.up[1]", "does not join the 6"),
        ("spinner: 6-6", "spinner: 6-5", "WCDT-4.2", "table.spinner", "the spinner is a double"),
        ("  - rule: WCDT-4.4", "  - rule: WCDT-9.9", "WCDT-4.4", "rule", "no rule 'WCDT-9.9'"),
        ("count: 22}", "count: 22, colour: red}", "WCDT-6.1", "hands[1].colour", "unknown field"),
        ("[5-5, 4-4, 2-0, 1-1]", "[5-5, 4-4, 2-0, 0-1]", "WCDT-6.2", "hands[1].tiles[3]", "0-1 is drawn twice"),
        ("table: {tiles: [6-4]}", "table: {tiles: [6-7]}", "WCDT-2.4", "table.tiles[0]", "double-6"),
    ],
)
def test_a_malformed_picture_names_file_line_rule_and_field(
    tmp_path: Path, old: str, new: str, rule: str, field: str, words: str
) -> None:
    spec = _copy(tmp_path)
    path = spec / PICTURES_DIR / "wcdt-all-fives.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(SpecError) as caught:
        load_pictures(SPEC, "wcdt-all-fives", spec)
    error = caught.value
    assert error.path == f"spec/{PICTURES_DIR}/wcdt-all-fives.yaml"
    named = None if field == "rule" else rule  # an unknown rule is no rule to name
    assert error.field == f"pictures[{ORDER.index(rule)}].{field}", str(error)
    assert error.rule_id == named and words in error.message, str(error)
    line = next(number for number, body in enumerate(text.replace(old, new, 1).splitlines(), 1) if new in body)
    assert error.line in (line, line - 1), str(error)


def test_a_picture_file_for_no_rulebook_is_refused(tmp_path: Path) -> None:
    spec = _copy(tmp_path)
    shutil.copy(spec / PICTURES_DIR / "wcdt-all-fives.yaml", spec / PICTURES_DIR / "all-sevens.yaml")
    with pytest.raises(SpecError, match="no rulebook 'all-sevens'"):
        load_all_pictures(SPEC, spec)


def test_a_rule_s_own_page_links_to_its_picture_and_stays_light() -> None:
    from rulesite.faultlist import unrecorded
    from rulesite.rulepages import rule_pages
    from rulespec.glossary import cached_glossary

    pages = rule_pages(SPEC, read_features(), cached_glossary(), unrecorded())
    link = "(../rulebooks/wcdt-all-fives.html#picture-WCDT-4.3)"
    assert f"[A position that shows this rule, drawn]{link}" in pages["rule/WCDT-4.3.md"]
    assert "#picture-" not in pages["rule/WCDT-1.2.md"], "a rule with no picture links to none"
    assert all("dr-position" not in text for text in pages.values()), "rule pages carry no position of their own"


def _placed(svg: str) -> dict[str, tuple[float, float, float, float]]:
    """Each tile drawn: its x, y, width and height."""
    found = re.findall(
        r'data-tile="([^"]+)" href="[^"]+" x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"', svg
    )
    return {tile: (float(x), float(y), float(w), float(h)) for tile, x, y, w, h in found}


def test_a_led_tile_lies_as_its_rule_says_before_its_leader() -> None:
    # South leads 7-2 lengthwise: standing, the 2 (drawn second, at the bottom) toward South
    assert _placed(picture_svg(PICTURES["NDF-10.2"]))["7-2"][2:] == (24, 48)
    # South leads 9-9 across South's view: lying side to side
    assert _placed(picture_svg(PICTURES["NDF-10.1"]))["9-9"][2:] == (48, 24)
    # West leads 6-3 lengthwise toward East: lying, the 3 (drawn first, on the left) toward West
    assert _placed(picture_svg(PICTURES["FMDC-5.1"]))["3-6"][2:] == (48, 24)


def test_the_spinner_s_arms_run_from_its_sides() -> None:
    tiles = _placed(picture_svg(PICTURES["WCDT-4.3"]))
    x, y, width, height = tiles["4-4"]
    assert (width, height) == (24, 48), "the spinner stands across the line"
    assert tiles["5-4"][0] + tiles["5-4"][2] < x, "left: 4-5 drawn 5-4, its 4 against the spinner"
    assert tiles["4-1"][0] > x + width and tiles["1-5"][0] > tiles["4-1"][0], "right, outward"
    assert tiles["6-4"][1] + tiles["6-4"][3] < y and tiles["5-6"][1] < tiles["6-4"][1], "up, outward"
    assert tiles["5-5"][2:] == (48, 24), "a double at the end of an extra side lies across it"
