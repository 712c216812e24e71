"""Every refusal a program must make, and the rule it cites: one table for the protocol page and the tests.

The principle that decides between the two ways to refuse:

* an **error reply** (``{"error": ..., "rule": ID}``) refuses the *request as a whole* when it describes
  something that cannot exist under the rulebook: a setup no deal produces (a tile outside the set or dealt
  twice, a hand of another size, a table of another number of players, scores already at the target, games
  or sets the format cannot reach, an opening the rulebook does not have) or a record that cannot be made
  (a kind the rulebook does not name, a seat not at the table);
* a **refused action** (``{"accepted": false, "rule": ID}`` in ``results``, the position unchanged) when the
  table is possible and someone there does what the rules forbid: a play out of turn, a tile not held, a
  pass while able to play, a judge's record of something that did not happen at this table, or one without
  the facts its rule needs (how many minutes late, the points a rule leaves to the organiser).

Either way the rule cited is the rulebook's own, found from the spec: the rule that enforces the engine check
behind the situation, or the rule that holds the number the setup breaks (``max_pip``, ``hand_size``...), or,
for a record, the rule that sets that infraction's penalty. A situation a rulebook has no rule for is not
refused under that rulebook. Some rulebooks mend an action instead of refusing it (answer ``accepted``).

>>> from rulespec import cached_spec
>>> [(r.op, r.answer, r.rules) for r in rows(cached_spec().rulebook("ndf-double-nine")) if r.rules == ("NDF-2.3",)]
[('hand', 'error', ('NDF-2.3',))]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from rulespec.families import ALL_FIVES, MEXICAN_TRAIN
from rulespec.model import EngineCheck, Rulebook

Answer = Literal["error", "refused", "accepted"]
"""``error``: an error reply to the whole request; ``refused``: ``accepted: false`` in ``results``;
``accepted``: the rulebook mends the action instead (it is accepted, and the reply shows what was done)."""


@dataclass(frozen=True, slots=True)
class Refusal:
    """One situation a program answers with a refusal: the answer, the ops it happens in, and where the rule
    it cites comes from (checks the rule enforces, parameters it holds, or the penalty rules of records)."""

    answer: Answer
    ops: tuple[str, ...]
    situation: str
    checks: tuple[EngineCheck, ...] = ()
    parameters: tuple[str, ...] = ()
    records: bool = False
    """The rule is the one that sets the penalty of the infraction recorded (every rule with a penalty)."""
    families: tuple[str, ...] = ()
    """The engine families it happens in (empty: every family whose ops it names)."""


SETUP_OPS: Final = ("lead", "deal", "hand", "train", "seating")
REFUSALS: Final[tuple[Refusal, ...]] = (
    # -- errors: the request describes what cannot exist ------------------------------------------------------
    Refusal(
        "error",
        SETUP_OPS,
        "A tile outside the set (a number above the set's highest), or one tile in two places.",
        parameters=("max_pip",),
    ),
    Refusal(
        "error",
        ("hand", "train"),
        "A hand of more tiles than the rulebook deals a player (a complete deal: of another number).",
        parameters=("hand_size",),
    ),
    Refusal(
        "error",
        ("lead", "deal", "hand"),
        "A deal or draw whose tiles the players cannot hold: a tile held twice, or not in the set.",
        checks=("holds-tile",),
    ),
    Refusal(
        "error",
        ("lead", "hand"),
        "A table of another number of players than the rulebook seats (All Fives: two in singles, four in "
        "doubles), or partners drawing for the down.",
        parameters=("singles_players", "doubles_players"),
    ),
    Refusal(
        "error",
        ("match",),
        "A score at or past the target before the events begin: that game is already over.",
        parameters=("target_score",),
    ),
    Refusal(
        "error",
        ("hand",),
        "A game score at or past the target before the hand begins: that game is already over.",
        parameters=("target_score",),
        families=(ALL_FIVES.name,),
    ),
    Refusal(
        "error",
        ("match", "advance"),
        "Games or sets won that the match format cannot reach (more games than win a set or a match).",
        parameters=("match_games", "match_sets"),
        checks=("set-games", "match-sets"),
    ),
    Refusal(
        "error",
        ("hand",),
        "An opening the rulebook does not have: a double-six or winners' opening where the lead rotates.",
        checks=("lead-rotates-counter-clockwise", "lead-rotates-clockwise"),
    ),
    Refusal(
        "error",
        ("hand",),
        "The winners' opening without the partnership that won the last hand.",
        checks=("lead-winning-team",),
    ),
    Refusal(
        "error",
        ("lead",),
        "A draw for the lead that cannot have happened (two players with one tile, nobody drawing), or tiles "
        "picked from a pile where the rulebook names no order to pick in.",
        checks=("lead-draw-highest-sum",),
    ),
    Refusal(
        "error",
        ("train",),
        "Seats not numbered from 1 without a gap, or an action by a seat not at the table.",
        checks=("train-seat-order",),
    ),
    Refusal(
        "error",
        ("train", "seating"),
        "A starting double that is not in the set.",
        checks=("train-double-once",),
    ),
    Refusal(
        "error",
        ("train", "seating"),
        "A table of fewer or more players than a table seats, or hands of another size.",
        checks=("train-table-size",),
    ),
    Refusal(
        "error",
        ("train",),
        "Trains already laid whose tiles do not follow one another from the starting double.",
        checks=("train-first-tile-matches-start", "train-where-to-play"),
    ),
    Refusal(
        "error",
        ("train",),
        "A lateness that cannot be scored as given: an arrival before the official start.",
        checks=("train-lateness",),
    ),
    # -- refused actions: the table is possible, the action is not ------------------------------------------------
    Refusal(
        "refused",
        ("hand",),
        "A play or pass out of turn (unless the rulebook mends a play out of turn, below), or any play or pass "
        "after the hand is over.",
        checks=("turn-order",),
    ),
    Refusal("refused", ("hand",), "A play or touch of a tile the player does not hold.", checks=("holds-tile",)),
    Refusal(
        "refused",
        ("hand",),
        "A tile that matches neither open end, or not the end named in `end`.",
        checks=("must-match-end",),
    ),
    Refusal(
        "refused",
        ("hand",),
        "A pass by a player who holds a tile that fits (unless the pass is `unnoticed`), a pass on the lead, "
        "or a pass with a touched tile to play.",
        checks=("pass-only-when-blocked",),
    ),
    Refusal(
        "refused",
        ("hand",),
        "A play of any tile but the one the player touched (`must_play`).",
        checks=("touched-tile",),
    ),
    Refusal(
        "refused",
        ("hand",),
        "A play of another tile while one of the player's face-up (`exposed`) tiles fits.",
        checks=("exposed-first",),
    ),
    Refusal(
        "refused",
        ("hand",),
        "With the `double-six` opening: a lead by anyone but the holder of the double six, or with another tile.",
        checks=("lead-double-six",),
    ),
    Refusal(
        "refused",
        ("hand",),
        "With the `winners` opening: a lead by a player of the partnership that lost.",
        checks=("lead-winning-team",),
    ),
    Refusal("refused", ("hand",), "Asking for the count (`ask-count`) out of turn.", checks=("ask-count-on-turn",)),
    Refusal(
        "refused",
        ("hand",),
        "Asking for the score (`ask-score`) by anyone but the player whose turn it is.",
        checks=("ask-score-on-turn",),
    ),
    Refusal(
        "refused",
        ("hand",),
        "A record of an infraction that counts only when found after the hand is over, made while the hand "
        "is still in play.",
        checks=("found-after-hand",),
    ),
    Refusal(
        "refused",
        ("hand",),
        "A play or pass while a player still holds more tiles than the hand size: the extra tiles are "
        "handed over (an `infraction` record) before play begins.",
        checks=("hand-over-extra-tiles",),
    ),
    Refusal(
        "refused",
        ("hand",),
        "A last tile flipped recorded against a player who holds more than one tile.",
        checks=("last-tile-only",),
    ),
    Refusal(
        "refused",
        ("hand",),
        "A finding that a flipped last tile changed the hand, when no last tile was flipped in it.",
        checks=("course-changed-after-last-tile",),
    ),
    Refusal(
        "refused",
        ("hand", "train"),
        "A record whose facts did not happen at this table (a bad pass when the player passed with nothing that "
        "fitted, a reshuffle asked by the partnership that shuffled, a record after its moment), that lacks the "
        "facts its rule needs (how many minutes late; the points a rule leaves to the organiser), that the "
        "rulebook does not take as a record (Mexican Train lateness, scored from the minutes given in the "
        "setup), or that the rulebook excuses here (a last tile, an apology in time, the other players' "
        "petition): cite the rule that sets the penalty of the infraction recorded (see "
        "[infraction kinds](#infraction-kinds)). A kind the rulebook does not name, or a seat not at the table, "
        "is an error naming no rule.",
        records=True,
    ),
    Refusal(
        "refused",
        ("hand",),
        "A play on the spinner's `up` or `down` side before both its long sides have a tile, or with no "
        "spinner on the table (All Fives).",
        checks=("spinner-sides",),
    ),
    Refusal(
        "refused",
        ("hand",),
        "A `draw` by a player who holds a tile that fits, or with nothing left to draw; a pass while the "
        "bone-yard still holds tiles (All Fives).",
        checks=("draw-when-blocked",),
    ),
    Refusal(
        "refused",
        ("hand",),
        "Any action after a play's count took a side to the target: the game is over (All Fives).",
        checks=("match-target",),
        families=(ALL_FIVES.name,),
    ),
    Refusal(
        "refused",
        ("match",),
        "A hand's points that are not a multiple of the count unit (All Fives).",
        checks=("score-open-ends",),
    ),
    Refusal("refused", ("match",), "Any event after the match is over.", checks=("match-target", "match-sets")),
    Refusal(
        "refused",
        ("match",),
        "Time called before the time limit (`minutes` short of it), or in a round before the last ones "
        "where the rulebook keeps the call for them.",
        checks=("match-time-limit",),
    ),
    Refusal("refused", ("match",), "A cut to a negative number of games.", checks=("judge-cuts-games",)),
    Refusal(
        "refused",
        ("advance",),
        "A set score that cannot happen: more games than win a set, or both sides at that count; a set played "
        "after the match was decided, or an unfinished set before the last one.",
        checks=("set-games", "match-sets"),
    ),
    Refusal(
        "refused",
        ("train",),
        "A move by a player not on turn, or any move after the hand is over.",
        checks=("train-seat-order",),
    ),
    Refusal("refused", ("train",), "A play of a tile the player does not hold.", checks=("train-table-size",)),
    Refusal(
        "refused",
        ("train",),
        "A tile that does not fit the train's open end, or on a train closed to the player (another player's "
        "train without its marker).",
        checks=("train-where-to-play",),
    ),
    Refusal(
        "refused",
        ("train",),
        "A second tile in one turn, unless the first was a double (which is then satisfied).",
        checks=("train-one-tile-a-turn",),
    ),
    Refusal(
        "refused",
        ("train",),
        "A draw by a player who can play, a second draw in one turn, a pass (marker down) before drawing while "
        "the bone-yard holds tiles, or a pass while able to play.",
        checks=("train-draw-when-blocked", "train-marker-when-blocked"),
    ),
    Refusal(
        "refused",
        ("train",),
        "A play anywhere but on the double owed while one is.",
        checks=("train-satisfy-double",),
    ),
    Refusal(
        "refused",
        ("train",),
        "A play on one's own train that leaves its marker on when the rulebook takes it off.",
        checks=("train-close-own",),
    ),
    Refusal(
        "refused",
        ("train",),
        "A tap by a player who holds more than one tile, or who has already tapped.",
        checks=("train-tap-last-tile",),
    ),
    Refusal(
        "refused",
        ("seating",),
        "A starting double an earlier hand already used (each start in `results`).",
        checks=("train-double-once",),
    ),
    # -- mended: accepted, and the reply shows what was done --------------------------------------------------------
    Refusal(
        "accepted",
        ("hand",),
        "A play out of turn is accepted: the tile is left face up (`exposed`), not played.",
        checks=("out-of-turn-face-up",),
    ),
    Refusal(
        "accepted",
        ("hand",),
        "A tile put on an end it does not fit is accepted: moved to the other end when it fits there, else left "
        "face up (`exposed`).",
        checks=("misplay-corrected",),
    ),
)
"""Every refusal, errors first, then refused actions, then the actions a rulebook mends."""

FAMILY_OPS: Final[dict[str, tuple[str, ...]]] = {
    "block": ("lead", "deal", "hand", "match", "pair", "standings", "advance"),
    ALL_FIVES.name: ("lead", "hand", "match", "advance"),
    MEXICAN_TRAIN.name: ("train", "seating"),
}
"""The ops of each engine family (a refusal in another op does not happen under its rulebooks)."""


@dataclass(frozen=True, slots=True)
class Row:
    """One refusal as a rulebook makes it: in ``op``, answered ``answer``, citing one of ``rules``."""

    op: str
    answer: Answer
    situation: str
    rules: tuple[str, ...]


def rules_of(book: Rulebook, refusal: Refusal) -> tuple[str, ...]:
    """The rules of ``book`` a refusal cites (those that enforce its checks, hold its parameters, or set a penalty)."""
    found: list[str] = []
    for rule in book.rules:
        cited = (
            any(check in rule.enforces for check in refusal.checks)
            or any(p.name in refusal.parameters for p in rule.parameters)
            or (refusal.records and rule.penalty is not None)
        )
        if cited:
            found.append(rule.id)
    return tuple(found)


def rows(book: Rulebook) -> list[Row]:
    """The refusals of ``book``, one row per op: each situation it has a rule for, in the ops of its family."""
    ops = FAMILY_OPS.get(book.game.family, ())
    out: list[Row] = []
    for refusal in REFUSALS:
        if refusal.families and book.game.family not in refusal.families:
            continue
        rules = rules_of(book, refusal)
        if rules:
            out += [Row(op, refusal.answer, refusal.situation, rules) for op in refusal.ops if op in ops]
    return out


def covers(book: Rulebook, op: str, answer: Answer, rule: str) -> bool:
    """Whether the table of ``book`` has a refusal in ``op``, answered ``answer``, citing ``rule``."""
    return any(row.op == op and row.answer == answer and rule in row.rules for row in rows(book))


__all__ = ["FAMILY_OPS", "REFUSALS", "Answer", "Refusal", "Row", "covers", "rows", "rules_of"]
