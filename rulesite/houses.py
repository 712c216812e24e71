"""An All Fives score written in houses, drawn as inline SVG from the score (WCDT-1.3).

A house is 50 points: a cross of two lines, five points each, and a circle, ten points each, in each
of its four corners. A score is drawn as its full houses and one house in progress. How a part of a
house is written is ours (the source gives only the values of the marks): the circles first, up to
four, then a line for each five left, so a score has one drawing.

>>> house_marks(0), house_marks(45), house_marks(50), house_marks(65)
((), ((4, 1),), ((4, 2),), ((4, 2), (1, 1)))
>>> house_marks(240)
((4, 2), (4, 2), (4, 2), (4, 2), (4, 0))
>>> svg = houses_svg(65, "North-South")
>>> svg.count("<circle"), svg.count("<line")
(5, 3)
>>> house_marks(12)
Traceback (most recent call last):
...
ValueError: a score in houses is a multiple of 5 (at least 0), not 12
"""

from __future__ import annotations

from html import escape
from typing import Final

HOUSE: Final = 50
"""Points in a house (WCDT-1.3)."""
LINE: Final = 5
"""Points a line of the cross is worth (WCDT-1.3)."""
CIRCLE: Final = 10
"""Points a circle is worth (WCDT-1.3)."""
CORNERS: Final = 4
LINES: Final = 2

SIZE: Final = 60
"""Side of one house in the picture, in SVG units."""
GAP: Final = 12

Marks = tuple[int, int]
"""One house as (circles, lines)."""


def house_marks(points: int) -> tuple[Marks, ...]:
    """The houses a score is written as: full houses, then the one in progress (if any), as (circles, lines)."""
    if points < 0 or points % LINE:
        raise ValueError(f"a score in houses is a multiple of {LINE} (at least 0), not {points}")
    full, rest = divmod(points, HOUSE)
    houses: list[Marks] = [(CORNERS, LINES)] * full
    if rest:
        circles = min(CORNERS, rest // CIRCLE)
        houses.append((circles, (rest - circles * CIRCLE) // LINE))
    return tuple(houses)


def _house(x: float, circles: int, lines: int) -> str:
    inset, radius = SIZE * 0.2, SIZE * 0.1
    parts = [f'<rect x="{x}" y="0" width="{SIZE}" height="{SIZE}" class="house-cell"/>']
    near, far = SIZE * 0.34, SIZE * 0.66  # the cross stays clear of the circles in the corners
    crossing = ((x + near, near, x + far, far), (x + far, near, x + near, far))
    for x1, y1, x2, y2 in crossing[:lines]:
        parts.append(f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" class="house-mark"/>')
    corners = ((inset, inset), (SIZE - inset, inset), (inset, SIZE - inset), (SIZE - inset, SIZE - inset))
    for cx, cy in corners[:circles]:
        parts.append(f'<circle cx="{x + cx:g}" cy="{cy:g}" r="{radius:g}" class="house-mark"/>')
    return "".join(parts)


def houses_svg(points: int, who: str) -> str:
    """``who``'s score of ``points`` written in houses, with a text alternative saying what it shows."""
    houses = house_marks(points)
    label = f"{who}: {points} points, {points // HOUSE} full houses of {HOUSE}" + (
        f" and {points % HOUSE} in the next" if points % HOUSE else ""
    )
    width = max(1, len(houses)) * (SIZE + GAP)
    body = "".join(_house(i * (SIZE + GAP), c, n) for i, (c, n) in enumerate(houses))
    return (
        f'<svg class="houses" role="img" viewBox="-2 -2 {width + 2} {SIZE + 4}" width="{width + 2}" '
        f'height="{SIZE + 4}" xmlns="http://www.w3.org/2000/svg"><title>{escape(label)}</title>'
        "<style>.house-cell{fill:none;stroke:currentColor;stroke-opacity:.25}"
        ".house-mark{fill:none;stroke:currentColor;stroke-width:3}</style>"
        f"{body}</svg>"
    )


def houses_figure(scores: dict[str, int]) -> str:
    """A figure of each side's score in houses (``scores``: side name to points), as one block of HTML."""
    rows = "".join(f"<p>{escape(who)}, {points}<br>{houses_svg(points, who)}</p>" for who, points in scores.items())
    caption = (
        f"The score in houses: a house is {HOUSE} points, a line of its cross {LINE} and a circle {CIRCLE} "
        "(WCDT-1.3); drawn from the score, circles first."
    )
    return f'<figure class="houses-figure">{rows}<figcaption>{escape(caption)}</figcaption></figure>'
