"""Tile pictures: pips in the right places, positions read from the request a scenario sends, the text form round trip."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from conformance.features import ScenarioInfo, StepInfo
from rulesite.rulebooks import scenario_position
from rulesite.tiles import (
    Position,
    Tile,
    fence_format,
    parse_position,
    parse_tile,
    pip_centres,
    pip_count,
    position_from_request,
    position_svg,
    position_to_text,
    tile_svg,
    tile_symbol,
    with_sprite,
)

SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("value", range(13))
def test_each_number_has_that_many_distinct_pips_inside_its_half(value: int) -> None:
    centres = pip_centres(value, 10, 20, 24)
    assert len(centres) == value
    assert len(set(centres)) == value
    assert all(10 < x < 34 and 20 < y < 44 for x, y in centres)


def test_pip_layouts_are_symmetric_through_the_centre() -> None:
    for value in range(10):
        centres = {(round(x, 6), round(y, 6)) for x, y in pip_centres(value, 0, 0, 24)}
        assert {(round(24 - x, 6), round(24 - y, 6)) for x, y in centres} == centres, value


def test_no_end_has_more_than_twelve_pips() -> None:
    with pytest.raises(ValueError):
        pip_centres(13, 0, 0)
    with pytest.raises(ValueError):
        parse_tile("13-1")
    with pytest.raises(ValueError):
        parse_tile("6|4")


def test_a_tile_is_drawn_with_pips_not_digits() -> None:
    svg = tile_svg(Tile(6, 4), 0, 0)
    root = ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{svg}</svg>')
    use = root.find(f"{SVG}use")
    assert use is not None and use.get("data-tile") == "6-4" and use.get("href") == "#dr-t-6-4-u"
    symbol = ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{tile_symbol(Tile(6, 4), True)}</svg>')
    halves = [(u.get("href"), u.get("y")) for u in symbol.iter(f"{SVG}use")]
    assert halves == [("#dr-t-p6", "0"), ("#dr-t-p4", "24")]  # 6 on top, 4 below the bar
    sprite = ET.fromstring(with_sprite(svg).removesuffix(svg))
    pips = {s.get("id"): s.find(f"{SVG}path") for s in sprite.iter(f"{SVG}symbol")}
    assert {
        k: (p.get("data-pips") if p is not None else None) for k, p in pips.items() if k in ("dr-t-p6", "dr-t-p4")
    } == {
        "dr-t-p6": "6",
        "dr-t-p4": "4",
    }
    assert pip_count(svg) == 10
    assert root.find(f".//{SVG}text") is None and sprite.find(f".//{SVG}text") is None


def test_a_page_draws_each_tile_once_however_many_pictures_use_it() -> None:
    first = position_svg(parse_position("North: 6-4 1-0\nWest: 6-4\nends: 5 3"))
    second = position_svg(parse_position("North: 6-4\nSouth: 1-0\nends: 3 3"))
    page = with_sprite(f"<p>{first}</p><template><p>{second}</p></template>")
    assert page.startswith('<svg class="dr-sprite"') and page.count('<svg class="dr-sprite"') == 1
    defined = re.findall(r'<symbol id="([^"]+)"', page)
    # 6-4 upright (North) and lying down (West), 1-0 upright, the open ends 5 and 3 and the pips of
    # each half, each drawn once.
    pictures = ["dr-t-1-0-u", "dr-t-6-4-l", "dr-t-6-4-u", "dr-t-e3", "dr-t-e5"]
    halves = ["dr-t-p1", "dr-t-p3", "dr-t-p4", "dr-t-p5", "dr-t-p6"]  # no symbol for a blank half
    assert sorted(defined) == sorted(pictures + halves)
    assert set(re.findall(r'href="#([^"]+)"', page)) == set(defined)
    assert pip_count(first) == 10 + 1 + 10 + 5 + 3
    assert with_sprite("<p>no picture</p>") == "<p>no picture</p>"


def test_a_position_is_valid_svg_with_every_tile_and_the_open_ends() -> None:
    position = parse_position(
        "North: 6-6 1-0\nWest: 9-9\nSouth:\nEast: 5-1 3-3\nends: 5 3\nleads: North\nto play: West"
    )
    svg = position_svg(position)
    root = ET.fromstring(svg)
    assert root.get("role") == "img" and "North holds 6-6, 1-0" in (root.get("aria-label") or "")
    tiles = [g.get("data-tile") for g in root.iter(f"{SVG}use") if g.get("class") == "dr-tile"]
    assert tiles == ["6-6", "1-0", "9-9", "5-1", "3-3"]
    ends = [g.get("data-end") for g in root.iter(f"{SVG}use") if g.get("class") == "dr-end"]
    assert ends == ["5", "3"]
    assert pip_count(svg) == 12 + 1 + 18 + 6 + 6 + 5 + 3
    texts = " ".join(t.text or "" for t in root.iter(f"{SVG}text"))
    assert "North · leads" in texts and "West · to play" in texts and "no tiles" in texts


def test_the_text_form_reads_back() -> None:
    position = Position(
        hands=(("N", (Tile(6, 4),)), ("W", ()), ("E", (Tile(0, 0), Tile(12, 11)))),
        ends=(9, 0),
        leader="E",
        to_play="W",
        mode="hands",
    )
    assert parse_position(position_to_text(position)) == position


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Northeast: 6-4", "unknown key"),
        ("ends: 5", "two numbers"),
        ("leads: Up", "not a seat"),
        ("North 6-4", "key: value"),
        ("mode: sideways", "mode"),
    ],
)
def test_a_malformed_block_fails_the_build(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        fence_format(text, "domino", "domino", {}, None)


def test_a_hand_request_gives_the_position() -> None:
    request: dict[str, object] = {
        "op": "hand",
        "rulebook": "ndf-double-nine",
        "setup": {
            "hands": {"E": [], "S": ["8-8", "7-7"], "W": ["3-1", "9-9"], "N": ["5-0", "4-4"]},
            "leader": "N",
            "turn": "W",
            "ends": [5, 3],
        },
        "actions": [{"type": "play", "seat": "W", "tile": "3-1"}],
    }
    assert position_from_request(request) == Position(
        hands=(
            ("N", (Tile(5, 0), Tile(4, 4))),
            ("W", (Tile(3, 1), Tile(9, 9))),
            ("S", (Tile(8, 8), Tile(7, 7))),
            ("E", ()),
        ),
        ends=(5, 3),
        leader="N",
        to_play="W",
    )


def test_a_lead_draw_is_a_position_too() -> None:
    position = position_from_request({"op": "lead", "rulebook": "x", "draws": {"E": "5-5", "N": "6-4"}})
    assert position is not None and position.mode == "draw"
    assert position.hands == (("N", (Tile(6, 4),)), ("E", (Tile(5, 5),)))
    assert "North drew 6-4" in position.describe()
    assert "drawn for the lead" in position_svg(position)


@pytest.mark.parametrize(
    "request_",
    [
        None,
        {"op": "match", "rulebook": "x", "setup": {"scores": {"NS": 10, "EW": 0}, "leader": "N"}, "events": []},
        {"op": "hand", "rulebook": "x", "setup": {"hands": {}, "leader": "N"}, "actions": []},
        {"op": "hand", "rulebook": "x", "setup": {"hands": {"N": ["66-4"]}, "leader": "N"}, "actions": []},
        {"op": "hand", "rulebook": "x", "setup": {"hands": {"Up": ["6-4"]}}, "actions": []},
        {"op": "hand", "rulebook": "x", "setup": {"hands": {"N": ["6-4"]}, "ends": [5]}, "actions": []},
        {"op": "lead", "rulebook": "x", "draws": {}, "shuffler": "N", "pile": ["6-4", "5-5"]},
    ],
)
def test_requests_without_tiles_or_with_a_bad_tile_give_no_picture(request_: dict[str, object] | None) -> None:
    assert position_from_request(request_) is None


Step = tuple[str, str, list[list[str]] | None]


def _scenario(name: str, *steps: Step) -> ScenarioInfo:
    return ScenarioInfo(
        path="features/pictures.feature",
        name=name,
        line=1,
        tags=("NDF-1.1",),
        steps=tuple(
            StepInfo(kind=kind, text=text, line=n, table=table) for n, (kind, text, table) in enumerate(steps, start=2)
        ),
    )


RULEBOOK: Step = ("given", 'the rulebook "ndf-double-nine"', None)
PLAY_AND_CHECK: tuple[Step, ...] = (
    ("when", "West plays 3-1 on the right end", None),
    ("then", "every action is accepted", None),
)


INLINE: tuple[Step, ...] = (
    RULEBOOK,
    ("given", "North holds 5-0 4-4", None),
    ("given", "West holds 3-1 9-9", None),
    ("given", "the open ends are 5 and 3", None),
    ("given", "North leads", None),
    ("given", "West is to play", None),
    *PLAY_AND_CHECK,
)


def test_the_picture_follows_the_request_not_the_wording() -> None:
    reworded = _scenario(
        "the same table, set up in other words and in another order",
        ("given", "West is to play", None),
        RULEBOOK,
        ("given", "the hands are:", [["Seat", "Tiles"], ["West", "3-1 9-9"], ["North", "5-0 4-4"]]),
        ("given", "North leads", None),
        ("given", "the open ends are 5 and 3", None),
        *PLAY_AND_CHECK,
    )
    picture = scenario_position(_scenario("inline", *INLINE))
    assert picture is not None
    assert position_to_text(picture) == "North: 5-0 4-4\nWest: 3-1 9-9\nends: 5 3\nleads: North\nto play: West"
    assert scenario_position(reworded) == picture


def test_the_same_words_with_another_request_draw_another_table() -> None:
    other = tuple(("given", "the open ends are 1 and 3", None) if "open ends" in s[1] else s for s in INLINE)
    picture = scenario_position(_scenario("other ends", *other))
    assert picture is not None and picture.ends == (1, 3)
    # Without a Then step nothing is sent, so there is nothing to draw, whatever the Given steps say.
    assert scenario_position(_scenario("nothing sent", *INLINE[:-1])) is None


def test_the_fence_draws_a_figure_with_a_caption() -> None:
    html = fence_format("North: 6-4\nends: 4 2", "domino", "domino", {}, None)
    assert html.startswith('<figure class="dr-figure" data-search-exclude>')
    assert "<figcaption>North holds 6-4; the open ends are 4 and 2.</figcaption>" in html


def test_an_all_fives_picture_shows_the_spinner_with_its_four_sides() -> None:
    from conformance.features import read_features

    scenario = next(s for s in read_features() if s.name == "A later double is no second spinner")
    position = scenario_position(scenario)
    assert position is not None
    # the scenario says its plays leave the 5-5 spinner with left 0, right 4, up 3, down 5
    assert position.spinner == parse_tile("5-5")
    assert position.sides == (("left", 0), ("right", 4), ("up", 3), ("down", 5))
    assert parse_position(position_to_text(position)) == position
    svg = position_svg(position)
    root = ET.fromstring(svg)
    ends = [g for g in root.iter(f"{SVG}use") if g.get("class") == "dr-end"]
    assert [g.get("data-end") for g in ends] == ["0", "4", "3", "5"]
    spinner = [g for g in root.iter(f"{SVG}use") if g.get("data-tile") == "5-5" and g.get("height") == "48"]
    assert len(spinner) == 2  # North's 5-5 in hand (drawn first) and the spinner across the line
    # left and right beside the spinner, up above it and down below it
    xy = [(float(g.get("x") or 0), float(g.get("y") or 0)) for g in ends]
    cx, cy = float(spinner[1].get("x") or 0), float(spinner[1].get("y") or 0)
    (left, right, up, down) = xy
    assert left[0] < cx < right[0] and left[1] == right[1]
    assert up[1] < cy < down[1] and up[0] == down[0] == cx
    assert "after the plays the spinner is 5-5, the open sides left 0, right 4, up 3, down 5" in position.describe()


def test_an_all_fives_scenario_without_a_spinner_shows_no_cross() -> None:
    request = {"op": "hand", "setup": {"hands": {"N": ["6-4"]}, "leader": "N"}}
    checks = [
        {"checks": [{"path": "/sides", "expected": {"left": 6, "right": 4}}, {"path": "/spinner", "expected": None}]}
    ]
    position = position_from_request(request, checks)
    assert position is not None and position.spinner is None and position.sides == (("left", 6), ("right", 4))
    root = ET.fromstring(position_svg(position))
    assert [g.get("data-end") for g in root.iter(f"{SVG}use") if g.get("class") == "dr-end"] == ["6", "4"]
    assert len([r for r in root.iter(f"{SVG}rect") if r.get("class") == "dr-line"]) == 1


def test_an_all_fives_scenario_shows_the_deal_and_apart_the_line_its_plays_leave() -> None:
    """One picture of both would show tiles still in hand that the plays have put on the line."""
    block = "North: 5-5 5-0 6-6\nEast: 5-4 0-0\nleads: North\nspinner: 5-5\nsides: left 0 right 4"
    html = fence_format(block, "domino", "domino", {}, None)
    figures = re.findall(r'<figure class="dr-figure"[^>]*>(.*?)</figure>', html)
    assert len(figures) == 2
    deal, after = figures
    assert re.findall(r'data-tile="([^"]+)"', deal) == ["5-5", "5-0", "6-6", "5-4", "0-0"]
    assert 'class="dr-end"' not in deal and "spinner" not in deal
    assert re.findall(r'data-tile="([^"]+)"', after) == ["5-5"]
    assert [e for e in re.findall(r'data-end="(\d+)"', after)] == ["0", "4"]
    assert "North" not in after and "After the plays the spinner is 5-5, the open sides left 0, right 4." in after
    # a table with no spinner stated stays one picture
    assert fence_format("North: 6-4\nends: 5 3", "domino", "domino", {}, None).count("<figure") == 1
