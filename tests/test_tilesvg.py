"""Tile pictures: pips in the right places, positions read from scenario steps, the text form round trip."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from rulesite.tiles import (
    Position,
    Tile,
    fence_format,
    parse_position,
    parse_tile,
    pip_centres,
    pip_count,
    position_from_steps,
    position_svg,
    position_to_text,
    tile_svg,
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
    group = root.find(f"{SVG}g")
    assert group is not None and group.get("data-tile") == "6-4"
    pips = group.findall(f"{SVG}path")
    assert [p.get("data-pips") for p in pips] == ["6", "4"]
    assert pip_count(svg) == 10
    assert root.find(f".//{SVG}text") is None


def test_a_position_is_valid_svg_with_every_tile_and_the_open_ends() -> None:
    position = parse_position(
        "North: 6-6 1-0\nWest: 9-9\nSouth:\nEast: 5-1 3-3\nends: 5 3\nleads: North\nto play: West"
    )
    svg = position_svg(position)
    root = ET.fromstring(svg)
    assert root.get("role") == "img" and "North holds 6-6, 1-0" in (root.get("aria-label") or "")
    tiles = [g.get("data-tile") for g in root.iter(f"{SVG}g") if g.get("class") == "dr-tile"]
    assert tiles == ["6-6", "1-0", "9-9", "5-1", "3-3"]
    ends = [g.get("data-end") for g in root.iter(f"{SVG}g") if g.get("class") == "dr-end"]
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


def test_scenario_steps_give_the_position() -> None:
    steps: list[tuple[str, list[list[str]] | None]] = [
        ('the rulebook "ndf-double-nine"', None),
        ("the open ends are 5 and 3", None),
        ("the hands are:", [["seat", "tiles"], ["North", "5-0 4-4"], ["West", "3-1 9-9"]]),
        ("South holds 8-8 7-7", None),
        ("East holds nothing else", None),
        ("North leads", None),
        ("West is to play", None),
    ]
    position = position_from_steps(steps)
    assert position == Position(
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
    position = position_from_steps(
        [("the players draw for the lead:", [["seat", "tile"], ["North", "6-4"], ["East", "5-5"]])]
    )
    assert position is not None and position.mode == "draw"
    assert "North drew 6-4" in position.describe()
    assert "drawn for the lead" in position_svg(position)


def test_steps_without_tiles_or_with_a_bad_tile_give_no_picture() -> None:
    assert position_from_steps([("North leads", None), ("the score is North-South 10, East-West 0", None)]) is None
    assert position_from_steps([("North holds 6-4 x-y", None)]) is None
    assert position_from_steps([("the hands are:", [["seat", "tiles"], ["North", "66-4"]])]) is None


def test_the_fence_draws_a_figure_with_a_caption() -> None:
    html = fence_format("North: 6-4\nends: 4 2", "domino", "domino", {}, None)
    assert html.startswith('<figure class="dr-figure" data-search-exclude>')
    assert "<figcaption>North holds 6-4; the open ends are 4 and 2.</figcaption>" in html
