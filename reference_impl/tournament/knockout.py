"""Knock-out advancement: a match of sets, won by the first side to take enough sets; the winner advances.

The numbers come from the rulebook (``match_sets``, ``set_games``;
for ``doral-partnership`` a match is the best two of three sets, a set the
first to three games). A set or match that does not add up (a set with no
winner or two, a set played after the match was decided) raises
:class:`~reference_impl.errors.IllegalAction` naming the rule.

>>> from reference_impl.tournament.rules import tournament_rules_for
>>> terms = tournament_rules_for("doral-partnership")
>>> match_winner(Match(("A", "B"), ((3, 1), (2, 3), (3, 0))), terms)
'A'
>>> advance([Match(("A", "B"), ((3, 1), (3, 2))), Match(("C", "D"), ((0, 3), (3, 2), (1, 3))), Match(("E", "F"), ((3, 0), (3, 1)))], terms).next
(('A', 'D'), ('E', None))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reference_impl.errors import IllegalAction, SetupError
from reference_impl.tournament.rules import TournamentRules


@dataclass(frozen=True, slots=True)
class Match:
    """A knock-out match: two sides and the games each won in every set played, in order."""

    sides: tuple[str, str]
    sets: tuple[tuple[int, int], ...]


def set_winner(games: tuple[int, int], rules: TournamentRules, where: str = "") -> int | None:
    """0 or 1: the side that took the set; None while it is still being played."""
    need = rules.games_to_win_set
    a, b = games
    rule = rules.rule_for("set-games")
    if a < 0 or b < 0 or a > need or b > need or (a == need and b == need):
        raise IllegalAction(rule, f"{where}a set ends when a side wins {need} games; {a}-{b} cannot happen")
    if a == need:
        return 0
    if b == need:
        return 1
    return None


def match_winner(match: Match, rules: TournamentRules, where: str = "") -> str | None:
    """The side that won the match, or None while it is undecided."""
    rules.require("knock-out matches", "match-sets", "set-games")
    rule = rules.rule_for("match-sets")
    won = [0, 0]
    for number, games in enumerate(match.sets, start=1):
        if max(won) >= rules.sets_to_win:
            raise IllegalAction(rule, f"{where}set {number} was played after the match was decided")
        winner = set_winner(games, rules, f"{where}set {number}: ")
        if winner is None:
            if number != len(match.sets):
                raise IllegalAction(rule, f"{where}set {number} ({games[0]}-{games[1]}) has no winner")
            return None
        won[winner] += 1
    for side in (0, 1):
        if won[side] >= rules.sets_to_win:
            return match.sides[side]
    return None


@dataclass(frozen=True, slots=True)
class Decision:
    """What one match of a round comes to: its winner (None while undecided or when refused), or the
    rule its set scores break and why."""

    winner: str | None
    rule: str | None = None
    reason: str = ""
    """Why the rule refuses the match ("" when it does not)."""


@dataclass(frozen=True, slots=True)
class Round:
    """A knock-out round decided: one :class:`Decision` per match in bracket order, and the next round."""

    decisions: tuple[Decision, ...]
    next: tuple[tuple[str | None, str | None], ...]


def decide(match: Match, rules: TournamentRules, where: str = "") -> Decision:
    """The winner of ``match``, or the rule its sets break (never raised: a refused match decides nobody).

    >>> from reference_impl.tournament.rules import tournament_rules_for
    >>> decide(Match(("A", "B"), ((4, 1),)), tournament_rules_for("doral-partnership")).rule
    'DORAL-3.1'
    """
    try:
        return Decision(match_winner(match, rules, where))
    except IllegalAction as exc:
        return Decision(None, exc.rule_id, exc.message)


def advance(matches: Sequence[Match], rules: TournamentRules, waiting: Sequence[str] = ()) -> Round:
    """The round decided and the next round of the bracket: ``waiting`` (entrants who sat this round out,
    the winner of an odd last match of the round before) meet the first winners, then the winners of
    matches 1 and 2 meet, then of 3 and 4, and so on.

    An undecided or refused match leaves its slot ``None``; whoever is left over waits for an opponent
    (``None``) and is ``waiting`` in the next call.

    >>> from reference_impl.tournament.rules import tournament_rules_for
    >>> terms = tournament_rules_for("doral-partnership")
    >>> advance([Match(("A", "B"), ((3, 1), (3, 2))), Match(("C", "D"), ((0, 3), (3, 2), (1, 3)))], terms, ["E"]).next
    (('E', 'A'), ('D', None))
    """
    seen: set[str] = set()
    for entrant in [*waiting, *(side for m in matches for side in m.sides)]:
        if entrant in seen:
            raise SetupError(f"entrant {entrant!r} appears twice in the round (waiting or in a match)")
        seen.add(entrant)
    decisions = tuple(decide(m, rules, f"match {i + 1}: ") for i, m in enumerate(matches))
    places: list[str | None] = [*waiting, *(d.winner for d in decisions)]
    if len(places) % 2:
        places.append(None)
    return Round(decisions, tuple((places[i], places[i + 1]) for i in range(0, len(places), 2)))
