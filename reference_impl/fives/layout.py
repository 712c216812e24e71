"""The line of play of an all-fives hand: up to four open ends around the spinner, and its count.

The first tile sits in the centre. Its two long sides are the ``left`` and ``right`` arms (after a lead
of ``a-b`` written high first, left shows ``a``). The first double on the table is the spinner; once both
of its long sides have a tile on them, its two other sides open as the ``up`` and ``down`` arms (WCDT-4.2).

The count (WCDT-4.3) adds the number at each open end, a double at an end counting both halves; the
spinner alone counts its two halves once; an extra side counts only once a tile is on it.

>>> line = Layout.start(Tile.parse("5-5"))
>>> line.count(), line.open_sides()
(10, ('left', 'right'))
>>> line = line.place("right", Tile.parse("5-0"))
>>> line.count(), line.ends()
(10, (5, 0))
>>> line = line.place("left", Tile.parse("5-3"))
>>> line.count(), line.open_sides()
(3, ('left', 'right', 'up', 'down'))
>>> line.place("up", Tile.parse("5-2")).count()
5
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final, Literal

from reference_impl.tiles import Tile

Side = Literal["left", "right", "up", "down"]
SIDES: Final[tuple[Side, ...]] = ("left", "right", "up", "down")
LONG_SIDES: Final[tuple[Side, ...]] = ("left", "right")


@dataclass(frozen=True, slots=True)
class Arm:
    """One arm of the line: the number showing at its open end, whether the end tile is a double, and
    how many tiles the arm holds beyond the centre tile."""

    end: int
    double: bool
    tiles: int

    @property
    def value(self) -> int:
        """What the arm's end adds to the count: a double counts both halves."""
        return 2 * self.end if self.double else self.end


@dataclass(frozen=True, slots=True)
class Layout:
    """The tiles on the table, as much of them as the rules look at."""

    first: Tile
    arms: tuple[tuple[Side, Arm], ...]
    """The open arms, in the order of :data:`SIDES` (``up`` and ``down`` only once open)."""
    spinner: Tile | None
    spinner_on: Literal["centre", "left", "right"] | None
    """Where the spinner lies: the centre (it was the first tile) or on a long arm."""
    spinner_at: int
    """The spinner's place on its arm (1 for the first tile beyond the centre); 0 in the centre."""

    @classmethod
    def start(cls, tile: Tile) -> Layout:
        """The line after the first tile: a double becomes the spinner at once."""
        if tile.is_double:
            arm = Arm(tile.high, True, 0)
            return cls(tile, (("left", arm), ("right", arm)), tile, "centre", 0)
        return cls(tile, (("left", Arm(tile.high, False, 0)), ("right", Arm(tile.low, False, 0))), None, None, 0)

    def arm(self, side: Side) -> Arm | None:
        """The arm on ``side``; None when that side is not open."""
        return next((arm for name, arm in self.arms if name == side), None)

    def open_sides(self) -> tuple[Side, ...]:
        return tuple(name for name, _ in self.arms)

    def ends(self) -> tuple[int, int]:
        """The numbers at the left and right ends."""
        left, right = self.arm("left"), self.arm("right")
        assert left is not None and right is not None
        return left.end, right.end

    def count(self) -> int:
        """The total of the open ends (WCDT-4.3)."""
        left, right = self.arm("left"), self.arm("right")
        assert left is not None and right is not None
        if self.spinner_on == "centre" and left.tiles == 0 and right.tiles == 0:
            return left.value  # the spinner alone shows its two halves once
        extra = sum(arm.value for name, arm in self.arms if name not in LONG_SIDES and arm.tiles > 0)
        return left.value + right.value + extra

    def place(self, side: Side, tile: Tile) -> Layout:
        """The line with ``tile`` played on the open ``side``; a ``ValueError`` if it does not fit there."""
        arm = self.arm(side)
        if arm is None or not tile.fits(arm.end):
            raise ValueError(f"{tile} does not fit the {side} side")
        grown = Arm(tile.other_end(arm.end), tile.is_double, arm.tiles + 1)
        arms = tuple((name, grown if name == side else old) for name, old in self.arms)
        line = replace(self, arms=arms)
        if line.spinner is None and tile.is_double and side in ("left", "right"):
            line = replace(line, spinner=tile, spinner_on="left" if side == "left" else "right", spinner_at=grown.tiles)
        return line._open_cross()

    def _open_cross(self) -> Layout:
        """Open the spinner's up and down sides once both its long sides have a tile on them."""
        if self.spinner is None or self.arm("up") is not None:
            return self
        left, right = self.arm("left"), self.arm("right")
        assert left is not None and right is not None
        if self.spinner_on == "centre":
            covered = left.tiles > 0 and right.tiles > 0
        else:
            arm = left if self.spinner_on == "left" else right
            covered = arm.tiles > self.spinner_at
        if not covered:
            return self
        bare = Arm(self.spinner.high, False, 0)
        return replace(self, arms=(*self.arms, ("up", bare), ("down", bare)))
