"""The tournament numbers and rule IDs of a rulebook, read from the spec.

>>> terms = tournament_rules_for("ndf-double-nine")
>>> terms.tiebreaks, terms.bye_points, terms.forfeit_points, terms.rule_for("swiss-pairing")
(('wins', 'points'), 75, 150, 'NDF-1.2')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from types import MappingProxyType

from reference_impl.block.rules import authorised, authority_of
from reference_impl.errors import SetupError
from rulespec import Rulebook, cached_spec
from rulespec.model import EngineCheck, TieBreak


@dataclass(frozen=True, slots=True)
class TournamentRules:
    """Typed, frozen tournament terms of one rulebook."""

    rulebook: str
    tiebreaks: tuple[TieBreak, ...]
    target_score: int
    bye_points: int
    """Points (and differential) a bye is worth; a bye also counts as a match won."""
    forfeit_points: int
    """Points the opponent of a forfeiting side is credited with (the forfeiting side gets 0)."""
    sets_to_win: int
    """Knock-out: sets that win a match, the ``match_sets`` parameter (0: the rulebook has no matches of sets)."""
    games_to_win_set: int
    """Knock-out: games that win a set, the ``set_games`` parameter."""
    authority: MappingProxyType[EngineCheck, str]

    def rule_for(self, check: EngineCheck) -> str:
        """The rule ID a finding names for ``check``; :class:`~reference_impl.errors.UnauthorisedCheck`
        (a programming error) when no rule of the rulebook enforces it: consult :meth:`has` first."""
        return authorised(self.rulebook, self.authority, check)

    def has(self, check: EngineCheck) -> bool:
        """Whether a rule of this rulebook enforces ``check``."""
        return check in self.authority

    def require(self, what: str, *checks: EngineCheck) -> None:
        """A :class:`SetupError` unless the rulebook has a rule for each of ``checks`` (``what`` needs them)."""
        missing = [check for check in checks if not self.has(check)]
        if missing:
            raise SetupError(f"rulebook {self.rulebook} has no rule for {what} (no rule enforces {', '.join(missing)})")


def with_match_games(terms: TournamentRules, games: int | None) -> TournamentRules:
    """``terms`` with the event's own match length, ``games`` won win a match (None: the rulebook's own). Only
    a rulebook whose match is one run of games (one set, as All Fives plays it) takes a length from the event;
    for another, or a length of no game, a :class:`SetupError` names the rule that fixes the match. ``terms``
    are those of a rulebook with knock-out matches (the capability claimed only for such a rulebook).

    >>> with_match_games(tournament_rules_for("wcdt-all-fives"), 1).games_to_win_set
    1
    >>> with_match_games(tournament_rules_for("doral-partnership"), 1)
    Traceback (most recent call last):
    ...
    reference_impl.errors.SetupError: DORAL-4.1: a match is 2 sets of games here, not a length the event sets
    """
    if games is None:
        return terms
    if terms.sets_to_win != 1:
        rule = terms.rule_for("match-sets")
        raise SetupError(
            f"{rule}: a match is {terms.sets_to_win} sets of games here, not a length the event sets", rule
        )
    if games < 1:
        rule = terms.rule_for("set-games")
        raise SetupError(f"{rule}: a match won by {games} games: an event's match length is 1 game won or more", rule)
    return replace(terms, games_to_win_set=games)


def tournament_rules_from(book: Rulebook) -> TournamentRules:
    """The tournament terms of ``book``.

    ``bye_points`` and ``forfeit_points`` default to 0 and the match target when
    a rulebook names neither, and the tie-breaks to matches won then points when
    it lists none (a rulebook that plays no Swiss rounds needs none of them).
    """
    target = book.integer("target_score", 0)
    return TournamentRules(
        rulebook=book.id,
        tiebreaks=book.tiebreaks or ("wins", "points"),
        target_score=target,
        bye_points=book.integer("bye_points", 0),
        forfeit_points=book.integer("forfeit_points", target),
        sets_to_win=book.integer("match_sets", 0),
        # a rulebook whose match is one run of games (all fives: match_sets 1) counts the match's games as its set
        games_to_win_set=book.integer("set_games", book.integer("match_games", 0)),
        authority=authority_of(book),
    )


@lru_cache(maxsize=16)
def tournament_rules_for(rulebook_id: str) -> TournamentRules:
    """The tournament terms of a rulebook in ``spec/``, loaded once."""
    try:
        return tournament_rules_from(cached_spec().rulebook(rulebook_id))
    except KeyError as exc:
        raise SetupError(str(exc).strip("\"'")) from exc
